import type { Messages } from 'next-intl';
import type { Fact } from '@/components/content/fact-list';
import { langOf, type MaybeUntranslated } from '@/lib/api/untranslated';
import type { ArcticResident, CipProject, InvestOffer, PerspectiveProject } from './types';

/** A project field that has a label (messages `projects.fields.<field>`). */
export type ProjectField = keyof Messages['projects']['fields'];
/** The label of a project field. */
export type FieldLabel = (field: ProjectField) => string;
/** Numbers and dates in the visitor's locale (i18n/formats.ts). */
export type ProjectFormat = { number: (value: number) => string; date: (iso: string) => string };
/** A card shows the facts an investor compares; the item's page shows them all. */
export type FactsOf = 'card' | 'detail';

/**
 * One fact; `from` is the DTO that holds the value under `key` (the item itself under the field's name by default), so
 * a value that fell back to Russian is marked as such.
 */
const fact = (label: FieldLabel, field: ProjectField, value: Fact['value'], from: MaybeUntranslated, key: string = field): Fact => ({
  label: label(field),
  value,
  ...langOf(from, key),
});

/** Integrated investment project: investor, implementation period, investment size, stage (§2), and its industry. */
export function cipFacts(p: CipProject, label: FieldLabel, of: FactsOf): Fact[] {
  const facts = [
    fact(label, 'investor', p.investor, p),
    fact(label, 'implementationPeriod', p.implementationPeriod, p),
    fact(label, 'investmentSize', p.investmentSize, p),
    fact(label, 'stage', p.stage, p),
  ];
  return of === 'detail' ? [...facts, fact(label, 'industry', p.industry, p)] : facts;
}

/** Investment offer: territory and investment volume on a card; the type and the material/resource base on its page. */
export function offerFacts(o: InvestOffer, label: FieldLabel, of: FactsOf): Fact[] {
  const facts = [fact(label, 'territory', o.territory, o), fact(label, 'investmentVolume', o.investmentVolume, o)];
  return of === 'detail' ? [fact(label, 'type', o.type.name, o.type, 'name'), fact(label, 'resourceBase', o.resourceBase, o), ...facts] : facts;
}

/** Promising project: location, investment volume, implementation period (and the industry on its page). */
export function perspectiveFacts(p: PerspectiveProject, label: FieldLabel, of: FactsOf): Fact[] {
  const facts = [fact(label, 'location', p.location, p), fact(label, 'investmentVolume', p.investmentVolume, p), fact(label, 'implementationPeriod', p.implementationPeriod, p)];
  return of === 'detail' ? [fact(label, 'industry', p.industry, p), ...facts] : facts;
}

/** Arctic zone resident: where, how much and how many jobs; its activity and resident date on its page. */
export function residentFacts(r: ArcticResident, label: FieldLabel, format: ProjectFormat, of: FactsOf): Fact[] {
  const facts = [
    fact(label, 'location', r.location, r),
    fact(label, 'investment', r.investment, r),
    fact(label, 'jobs', r.jobs === null || r.jobs === undefined ? null : format.number(r.jobs), r),
  ];
  if (of === 'card') return facts;
  return [fact(label, 'activity', r.activity, r), ...facts, fact(label, 'residentSince', r.residentSince ? format.date(r.residentSince) : null, r)];
}
