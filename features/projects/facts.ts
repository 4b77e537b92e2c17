import type { Messages } from 'next-intl';
import type { Fact } from '@/components/content/fact-list';
import type { ArcticResident, CipProject, InvestOffer, PerspectiveProject } from './types';

/** A project field that has a label (messages `projects.fields.<field>`). */
export type ProjectField = keyof Messages['projects']['fields'];
/** The label of a project field. */
export type FieldLabel = (field: ProjectField) => string;
/** Numbers and dates in the visitor's locale (next-intl's formatter). */
export type ProjectFormat = { number: (value: number) => string; date: (iso: string) => string };
/** A card shows the facts an investor compares; the item's page shows them all. */
export type FactsOf = 'card' | 'detail';

const fact = (label: FieldLabel, field: ProjectField, value: Fact['value']): Fact => ({ label: label(field), value });

/** Integrated investment project: investor, implementation period, investment size, stage (§2), and its industry. */
export function cipFacts(p: CipProject, label: FieldLabel, of: FactsOf): Fact[] {
  const facts = [
    fact(label, 'investor', p.investor),
    fact(label, 'implementationPeriod', p.implementationPeriod),
    fact(label, 'investmentSize', p.investmentSize),
    fact(label, 'stage', p.stage),
  ];
  return of === 'detail' ? [...facts, fact(label, 'industry', p.industry)] : facts;
}

/** Investment offer: territory and investment volume on a card; the type and the material/resource base on its page. */
export function offerFacts(o: InvestOffer, label: FieldLabel, of: FactsOf): Fact[] {
  const facts = [fact(label, 'territory', o.territory), fact(label, 'investmentVolume', o.investmentVolume)];
  return of === 'detail' ? [fact(label, 'type', o.type.name), fact(label, 'resourceBase', o.resourceBase), ...facts] : facts;
}

/** Promising project: location, investment volume, implementation period (and the industry on its page). */
export function perspectiveFacts(p: PerspectiveProject, label: FieldLabel, of: FactsOf): Fact[] {
  const facts = [fact(label, 'location', p.location), fact(label, 'investmentVolume', p.investmentVolume), fact(label, 'implementationPeriod', p.implementationPeriod)];
  return of === 'detail' ? [fact(label, 'industry', p.industry), ...facts] : facts;
}

/** Arctic zone resident: where, how much and how many jobs; its activity and resident date on its page. */
export function residentFacts(r: ArcticResident, label: FieldLabel, format: ProjectFormat, of: FactsOf): Fact[] {
  const facts = [
    fact(label, 'location', r.location),
    fact(label, 'investment', r.investment),
    fact(label, 'jobs', r.jobs === null || r.jobs === undefined ? null : format.number(r.jobs)),
  ];
  if (of === 'card') return facts;
  return [fact(label, 'activity', r.activity), ...facts, fact(label, 'residentSince', r.residentSince ? format.date(r.residentSince) : null)];
}
