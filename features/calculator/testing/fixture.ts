import type { CalcSupportMeasure, CalculatorDictionaries } from '../types';

/** Dictionaries shaped like the API's answers; the measures follow the demo seed (cms/seed/data/calculator.ts). */
export const sizes = [
  { id: 1, name: 'up to 50', min: 0, max: 50 },
  { id: 2, name: '50 to 200', min: 50, max: 200 },
  { id: 3, name: '200 to 1000', min: 200, max: 1000 },
  { id: 4, name: 'over 1000', min: 1000, max: null },
];
const codes = ['01', '10', '16', '24', '25', '28', '35', '52', '55', '62'];
const okved = [...codes.map((code, i) => ({ id: i + 1, code, name: `Class ${code}` })), { id: 11, code: '25.11', name: 'Metal structures' }];
const msp = [{ id: 1, name: 'Yes', isMsp: true }, { id: 2, name: 'No', isMsp: false }];
const supportTypes = ['Tax', 'Subsidies', 'Loans', 'Property', 'Support'].map((name, i) => ({ id: i + 1, name }));

const measure = (id: number, name: string, s: number[], o: string[], m: number[], t: number[]): CalcSupportMeasure => ({
  id, name, description: null, benefit: null, link: `/m/${id}`,
  investmentSizes: s.map((x) => ({ id: x, name: sizes[x - 1]!.name })),
  okved: o.map((code) => ({ id: codes.indexOf(code) + 1, code })),
  subjectMsp: m.map((x) => ({ id: x })),
  supportTypes: t.map((x) => ({ id: x })),
});

export const calculatorFixture: CalculatorDictionaries = {
  sizes, okved, msp, supportTypes,
  measures: [
    measure(1, 'IDF loan', [2, 3], ['10', '16', '24', '25', '28'], [1, 2], [3]),
    measure(2, 'SME subsidy', [1, 2], ['01', '10', '16', '25', '55', '62'], [1], [2]),
    measure(3, 'Regional project', [2, 3, 4], ['10', '16', '24', '25', '28', '35'], [1, 2], [1]),
    measure(4, 'SEZ', [3, 4], ['25', '28', '62'], [1, 2], [1, 4]),
    measure(5, 'Arctic', [1, 2, 3, 4], ['01', '10', '24', '35', '52', '55'], [1, 2], [1]),
    measure(6, 'One window', [1, 2, 3, 4], codes, [1, 2], [5, 4]),
    measure(7, 'Any project', [], [], [], []),
  ],
};

