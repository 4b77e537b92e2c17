import type { Messages } from 'next-intl';
import type { Fact } from '@/components/content/fact-list';
import { localeFormat } from '@/i18n/formats';
import { langOf } from '@/lib/api/untranslated';
import type { ProductionSite } from './types';

/** An area in hectares in the locale's numbers and unit: `1 234,5 га`, `1,234.5 ha`, `48公顷`; null when unknown. */
export function formatHectares(value: number | null | undefined, locale: string): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return localeFormat(locale).unit(value, 'hectare');
}

/** A production site field that has a label (messages `sites.fields.<field>`). */
export type SiteField = keyof Messages['sites']['fields'];
/** The label of a site field. */
export type SiteLabel = (field: SiteField) => string;

/**
 * The facts of a production site (§2: site type, location, total area, specialisation); its page adds the address
 * when it says more than the location.
 */
export function siteFacts(site: ProductionSite, label: SiteLabel, locale: string, of: 'card' | 'detail'): Fact[] {
  const facts: Fact[] = [
    { label: label('siteType'), value: site.siteType?.label, ...langOf(site.siteType, 'label') },
    { label: label('location'), value: site.location, ...langOf(site, 'location') },
    { label: label('totalArea'), value: formatHectares(site.areaHa, locale) },
    { label: label('specialisation'), value: site.specialisation, ...langOf(site, 'specialisation') },
  ];
  if (of === 'detail' && site.address && site.address !== site.location) {
    facts.splice(2, 0, { label: label('address'), value: site.address, ...langOf(site, 'address') });
  }
  return facts;
}
