import { describe, expect, it } from 'vitest';
import { matchMeasures, okvedWithin, sizeForAmount } from './match';
import { inputsFromQuery, inputsToQuery, parseAmount } from './query';
import { calculatorFixture as d, sizes } from './testing/fixture';
import type { CalculatorInputs } from './types';

const names = (inputs: CalculatorInputs) => matchMeasures(d, inputs)?.map((m) => m.measure.name) ?? null;
const ALL = ['IDF loan', 'SME subsidy', 'Regional project', 'SEZ', 'Arctic', 'One window', 'Any project'];

describe('matchMeasures (ADR 020)', () => {
  it.each<[string, CalculatorInputs, string[] | null]>([
    ['nothing given: not asked', {}, null],
    ['unknown ids only (a stale link): not asked', { size: 99, msp: 42 }, null],
    ['a bracket', { size: 1 }, ['SME subsidy', 'Arctic', 'One window', 'Any project']],
    ['another bracket', { size: 4 }, ['Regional project', 'SEZ', 'Arctic', 'One window', 'Any project']],
    ['an amount picks its bracket', { amount: 30 }, ['SME subsidy', 'Arctic', 'One window', 'Any project']],
    ['a bracket includes its lower bound', { amount: 200 }, ['IDF loan', 'Regional project', 'SEZ', 'Arctic', 'One window', 'Any project']],
    ['the amount wins over the bracket', { size: 1, amount: 5000 }, names({ size: 4 })],
    ['an activity class', { okved: '62' }, ['SME subsidy', 'SEZ', 'One window', 'Any project']],
    ['a subclass falls within its class', { okved: '25.11' }, ['IDF loan', 'SME subsidy', 'Regional project', 'SEZ', 'One window', 'Any project']],
    ['an unknown code is ignored with the rest applied', { okved: '99', msp: 1 }, ALL],
    ['not an SME', { msp: 2 }, ['IDF loan', 'Regional project', 'SEZ', 'Arctic', 'One window', 'Any project']],
    ['an SME', { msp: 1 }, ALL],
    ['a support type', { supportType: 4 }, ['SEZ', 'One window', 'Any project']],
    ['every input narrows together', { amount: 120, okved: '10', msp: 1, supportType: 2 }, ['SME subsidy', 'Any project']],
    ['no measure fits', { size: 1, supportType: 3 }, ['Any project']],
  ])('%s', (_, inputs, expected) => {
    expect(names(inputs)).toEqual(expected);
  });

  // The same other inputs, one input changed: the result must differ (and the single-input rows above differ too).
  it.each<[string, CalculatorInputs, CalculatorInputs]>([
    ['investment size', { size: 1, supportType: 1 }, { size: 4, supportType: 1 }],
    ['amount', { amount: 20, supportType: 1 }, { amount: 2000, supportType: 1 }],
    ['OKVED', { okved: '62', supportType: 1 }, { okved: '35', supportType: 1 }],
    ['SME flag', { msp: 1, supportType: 2 }, { msp: 2, supportType: 2 }],
    ['support type', { okved: '10', supportType: 2 }, { okved: '10', supportType: 3 }],
  ])('changing only the %s changes the result', (_, before, after) => {
    expect(names(after)).not.toEqual(names(before));
  });

  it('gives a reason for each input the match rests on, and says when a measure applies to any value', () => {
    const result = matchMeasures(d, { amount: 120, okved: '25.11', supportType: 1 })!;
    const regional = result.find((m) => m.measure.name === 'Regional project')!;
    expect(regional.reasons).toEqual([
      { criterion: 'investment', value: '50 to 200', any: false },
      { criterion: 'okved', value: '25.11 Metal structures', any: false },
      { criterion: 'supportType', value: 'Tax', any: false },
    ]);
    const open = result.find((m) => m.measure.name === 'Any project')!;
    expect(open.reasons.every((r) => r.any)).toBe(true);
  });
});

describe('helpers', () => {
  it('finds the bracket of an amount', () => {
    expect(sizeForAmount(sizes, 0)?.id).toBe(1);
    expect(sizeForAmount(sizes, 49.9)?.id).toBe(1);
    expect(sizeForAmount(sizes, 50)?.id).toBe(2);
    expect(sizeForAmount(sizes, 1e6)?.id).toBe(4);
  });

  it('matches OKVED classes and their subdivisions only', () => {
    expect(okvedWithin('25', '25')).toBe(true);
    expect(okvedWithin('25.11', '25')).toBe(true);
    expect(okvedWithin('251', '25')).toBe(false);
    expect(okvedWithin('25', '25.11')).toBe(false);
  });

  it('reads and writes the inputs of the URL', () => {
    const inputs = inputsFromQuery(new URLSearchParams('size=2&amount=1%20500,5&okved=25.11&msp=1&type=3&x=1'));
    expect(inputs).toEqual({ size: 2, amount: 1500.5, okved: '25.11', msp: 1, supportType: 3 });
    expect(inputsToQuery(inputs)).toBe('size=2&amount=1500.5&okved=25.11&msp=1&type=3');
    expect(inputsFromQuery(new URLSearchParams('size=abc&amount=-5&okved=<script>'))).toEqual({});
    expect(parseAmount('0,5')).toBe(0.5);
    expect(parseAmount('')).toBeUndefined();
  });
});
