import 'server-only';
import { serverGet } from '@/lib/api/server';
import type { CalculatorDictionaries } from '../types';

type List<T> = { items: T[]; totalCount: number };

/** The five calculator dictionaries (GET /calculator/*) through the data cache, tag `calculator`. */
export async function readCalculatorDictionaries(locale: string): Promise<CalculatorDictionaries> {
  const read = <K extends keyof CalculatorDictionaries>(path: string) =>
    serverGet<List<CalculatorDictionaries[K][number]>>(`/calculator/${path}`, { locale, tags: ['calculator'] }).then((list) => list.items as CalculatorDictionaries[K]);
  const [sizes, okved, msp, supportTypes, measures] = await Promise.all([
    read<'sizes'>('investment-size'),
    read<'okved'>('okved'),
    read<'msp'>('subject-msp'),
    read<'supportTypes'>('support-type'),
    read<'measures'>('support-measures'),
  ]);
  return { sizes, okved, msp, supportTypes, measures };
}
