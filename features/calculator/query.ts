import type { CalculatorInputs } from './types';

/** The calculator's inputs in the URL (so a result can be shared): ?size=&amount=&okved=&msp=&type= */
export const QUERY_KEYS = { size: 'size', amount: 'amount', okved: 'okved', msp: 'msp', supportType: 'type' } as const;

const id = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);

/** An amount in million roubles as typed: "120", "1 500", "0,5"; anything else (or negative) is not an amount. */
export function parseAmount(value: string | null | undefined): number | undefined {
  const text = (value ?? '').replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

export function inputsFromQuery(params: URLSearchParams): CalculatorInputs {
  const okved = params.get(QUERY_KEYS.okved)?.trim();
  const inputs: CalculatorInputs = {
    size: id(params.get(QUERY_KEYS.size)),
    amount: parseAmount(params.get(QUERY_KEYS.amount)),
    okved: okved && /^[\d.]{2,8}$/.test(okved) ? okved : undefined,
    msp: id(params.get(QUERY_KEYS.msp)),
    supportType: id(params.get(QUERY_KEYS.supportType)),
  };
  return Object.fromEntries(Object.entries(inputs).filter(([, v]) => v !== undefined)) as CalculatorInputs;
}

export function inputsToQuery(inputs: CalculatorInputs): string {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(QUERY_KEYS) as Array<[keyof CalculatorInputs, string]>) {
    const value = inputs[field];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}
