/** The provider API's calculator dictionaries (GET /calculator/{investment-size|okved|subject-msp|support-type|support-measures}). */
export type CalcRef = { id: number; name?: string; code?: string };

export type InvestmentSize = { id: number; name: string; min: number | null; max: number | null };
export type Okved = { id: number; code: string; name: string };
export type SubjectMsp = { id: number; name: string; isMsp: boolean };
export type SupportType = { id: number; name: string };

export type CalcSupportMeasure = {
  id: number;
  name: string;
  description: string | null;
  benefit: string | null;
  link: string | null;
  investmentSizes: CalcRef[];
  okved: CalcRef[];
  subjectMsp: CalcRef[];
  supportTypes: CalcRef[];
};

export type CalculatorDictionaries = {
  sizes: InvestmentSize[];
  okved: Okved[];
  msp: SubjectMsp[];
  supportTypes: SupportType[];
  measures: CalcSupportMeasure[];
};

/** What the investor entered: dictionary ids, the OKVED code and the amount in million roubles. Absent = not said. */
export type CalculatorInputs = {
  size?: number;
  amount?: number;
  okved?: string;
  msp?: number;
  supportType?: number;
};
