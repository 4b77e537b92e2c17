import type { CalcRef, CalcSupportMeasure, CalculatorDictionaries, CalculatorInputs, InvestmentSize, Okved } from './types';

/**
 * The benefits calculator's matching rules (docs/decisions/020-benefits-calculator-and-invest-map.md), in one pure
 * function shared by the page and its tests.
 */
export type Criterion = 'investment' | 'okved' | 'msp' | 'supportType';

/**
 * Why a measure fits one input: the entry the investor chose, and whether the measure names it or applies to any.
 * For the SME flag, `sme` says what the chosen entry means (its name may be a bare «Да» or «Нет»).
 */
export type Reason = { criterion: Criterion; value: string; any: boolean; sme?: boolean };

export type MeasureMatch = { measure: CalcSupportMeasure; reasons: Reason[] };

/** The bracket an amount (million roubles) falls in: `min` inclusive, `max` exclusive, a missing bound is open. */
export function sizeForAmount(sizes: InvestmentSize[], amount: number): InvestmentSize | undefined {
  return sizes.find((s) => (s.min ?? 0) <= amount && (s.max === null || amount < s.max));
}

/** An activity matches a listed class when it is that class or one of its subdivisions (25.11 is within 25). */
export function okvedWithin(code: string, listed: string): boolean {
  return code === listed || code.startsWith(`${listed}.`);
}

/** The inputs that name an existing entry; unknown ids or codes (a stale shared link) count as not given. */
export function resolveInputs(d: CalculatorDictionaries, inputs: CalculatorInputs) {
  const size = inputs.amount !== undefined ? sizeForAmount(d.sizes, inputs.amount) : d.sizes.find((s) => s.id === inputs.size);
  return {
    amount: inputs.amount,
    size,
    okved: d.okved.find((o) => o.code === inputs.okved),
    msp: d.msp.find((m) => m.id === inputs.msp),
    supportType: d.supportTypes.find((t) => t.id === inputs.supportType),
  };
}

const okvedLabel = (o: Okved) => `${o.code} ${o.name}`;

/**
 * The measures that fit every input given, in the editors' order, each with its reasons. A measure with an empty
 * list for a criterion applies whatever the input; an input not given does not narrow. An amount, when given,
 * decides the bracket (an amount outside every bracket fits only measures open to any volume). Nothing
 * (known) given: null, the calculator has not been asked.
 */
export function matchMeasures(d: CalculatorDictionaries, inputs: CalculatorInputs): MeasureMatch[] | null {
  const chosen = resolveInputs(d, inputs);
  const sizeLabel = chosen.size?.name ?? (chosen.amount !== undefined ? String(chosen.amount) : undefined);
  const checks: Array<{ criterion: Criterion; given: boolean; value: string | undefined; fits: (refs: CalcRef[]) => boolean; refs: (m: CalcSupportMeasure) => CalcRef[] }> = [
    {
      criterion: 'investment',
      given: chosen.amount !== undefined || chosen.size !== undefined,
      value: sizeLabel,
      refs: (m) => m.investmentSizes,
      fits: (refs) => chosen.size !== undefined && refs.some((r) => r.id === chosen.size!.id),
    },
    {
      criterion: 'okved',
      given: chosen.okved !== undefined,
      value: chosen.okved && okvedLabel(chosen.okved),
      refs: (m) => m.okved,
      fits: (refs) => refs.some((r) => r.code !== undefined && okvedWithin(chosen.okved!.code, r.code)),
    },
    {
      criterion: 'msp',
      given: chosen.msp !== undefined,
      value: chosen.msp?.name,
      refs: (m) => m.subjectMsp,
      fits: (refs) => refs.some((r) => r.id === chosen.msp!.id),
    },
    {
      criterion: 'supportType',
      given: chosen.supportType !== undefined,
      value: chosen.supportType?.name,
      refs: (m) => m.supportTypes,
      fits: (refs) => refs.some((r) => r.id === chosen.supportType!.id),
    },
  ];
  if (!checks.some((check) => check.given)) return null;
  const matches: MeasureMatch[] = [];
  for (const measure of d.measures) {
    const reasons: Reason[] = [];
    let fits = true;
    for (const check of checks) {
      if (!check.given) continue;
      const refs = check.refs(measure);
      const any = refs.length === 0;
      if (!any && !check.fits(refs)) {
        fits = false;
        break;
      }
      const sme = check.criterion === 'msp' && chosen.msp ? { sme: chosen.msp.isMsp } : {};
      reasons.push({ criterion: check.criterion, value: check.value ?? '', any, ...sme });
    }
    if (fits) matches.push({ measure, reasons });
  }
  return matches;
}
