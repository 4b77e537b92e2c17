import { describe, expect, it } from 'vitest';
import { cipFacts, offerFacts, residentFacts } from './facts';
import type { ArcticResident, CipProject, InvestOffer } from './types';

const label = (field: string) => `[${field}]`;
const format = { number: (n: number) => `n${n}`, date: (iso: string) => `d${iso.slice(0, 10)}` };

const cip: CipProject = {
  id: 1, slug: 'a', title: 'A', excerpt: null, image: null,
  investor: 'Полюс', implementationPeriod: '2018–2028', investmentSize: 'около 40 млрд ₽', stage: 'Эксплуатация', industry: 'Золото',
};

describe('project facts', () => {
  it('gives a CIP card the four facts of the spec, in its order, and adds the industry on the page', () => {
    expect(cipFacts(cip, label, 'card')).toEqual([
      { label: '[investor]', value: 'Полюс' },
      { label: '[implementationPeriod]', value: '2018–2028' },
      { label: '[investmentSize]', value: 'около 40 млрд ₽' },
      { label: '[stage]', value: 'Эксплуатация' },
    ]);
    expect(cipFacts(cip, label, 'detail').map((f) => f.label)).toContain('[industry]');
  });

  it('shows an offer’s type and material/resource base on its page only', () => {
    const offer: InvestOffer = {
      id: 2, slug: 'b', title: 'B', excerpt: null, image: null, type: { id: 3, slug: 'apk', name: 'АПК' },
      resourceBase: 'Зерно', territory: 'Назарово', investmentVolume: '6 млрд ₽',
    };
    expect(offerFacts(offer, label, 'card').map((f) => f.value)).toEqual(['Назарово', '6 млрд ₽']);
    expect(offerFacts(offer, label, 'detail').map((f) => f.value)).toEqual(['АПК', 'Зерно', 'Назарово', '6 млрд ₽']);
  });

  it('formats a resident’s jobs and date, and leaves out what is missing', () => {
    const resident: ArcticResident = {
      id: 3, slug: 'c', name: 'C', excerpt: null, logo: null, activity: null, location: 'Дудинка', investment: null, jobs: 140, residentSince: '2021-01-15T00:00:00.000Z',
    };
    expect(residentFacts(resident, label, format, 'detail')).toEqual([
      { label: '[activity]', value: null },
      { label: '[location]', value: 'Дудинка' },
      { label: '[investment]', value: null },
      { label: '[jobs]', value: 'n140' },
      { label: '[residentSince]', value: 'd2021-01-15' },
    ]);
    expect(residentFacts({ ...resident, jobs: null }, label, format, 'card').find((f) => f.label === '[jobs]')?.value).toBeNull();
  });
});
