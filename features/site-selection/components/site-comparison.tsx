import NextLink from 'next/link';
import type { ReactNode } from 'react';
import type { Translate } from '@/i18n/get-texts';
import { localeFormat } from '@/i18n/formats';
import { localePath } from '@/i18n/locale-path';
import { quoted } from '@/i18n/sentences';
import type { Locale } from '@/i18n/routing';
import { langOf } from '@/lib/api/untranslated';
import { routePath } from '@/lib/routes';
import { sitePassportPath } from '@/lib/sites/passport-link';
import type { SiteDto, SiteUtilityDto } from '@/lib/sites/site-dto';
import { DISTANCE_KEYS, UTILITY_KEYS, UTILITY_UNITS, type SiteUnit, type UtilityKey } from '@/lib/sites/vocabulary';
import { COMPARE_MIN, comparisonHref } from '../compare-ids';
import { formatAmount, unitLabel } from '../format';
import { AdoptComparison, ComparisonOfThisBrowser, PrintComparison, RemoveFromComparison } from './comparison-islands';
import './site-selection.css';

/** The comparison's translators: `siteSelection`, `siteFacts` and `sitePassport` in the page's language. */
export type ComparisonTranslators = { t: Translate; facts: Translate; passport: Translate };

type Props = {
  locale: Locale;
  /** The address's ids (`?ids=3,1`), in its order; none when the address has none. */
  ids: number[];
  /** The published sites among them, in the same order. */
  sites: SiteDto[];
  /** How many of the ids name no published site. */
  missing: number;
  texts: ComparisonTranslators;
};

/**
 * The comparison, rendered on the server: 2–4 sites side by side, every fact a row, rows whose values differ
 * highlighted, figures right-aligned with their units in a column of their own. The sites are the address's
 * (`?ids=3,1`, shareable); an address without them shows «choose at least two» until an island has read the sites
 * chosen in this browser and moved to their address. On a phone each site fills the screen's width beside the sticky
 * column of field names; printing drops everything but the table.
 */
export function SiteComparison({ locale, ids, sites, missing, texts }: Props) {
  const { t } = texts;
  const chosen = sites.map(({ id, slug, title }) => ({ id, slug, title }));
  return (
    <div className="site-comparison" data-testid="site-comparison">
      {ids.length && sites.length ? <AdoptComparison sites={chosen} /> : null}
      {missing ? <p className="site-comparison__note">{t('compare.missing', { count: missing })}</p> : null}
      {sites.length >= COMPARE_MIN ? (
        <>
          <p className="page-lead">{t('compare.lead')}</p>
          <div className="site-comparison__tools">
            <PrintComparison label={t('compare.print')} />
          </div>
          <ComparisonTable locale={locale} ids={ids} sites={sites} texts={texts} />
        </>
      ) : (
        <div className="site-comparison__empty" data-testid="site-comparison-empty">
          {ids.length ? null : <ComparisonOfThisBrowser path={localePath(routePath('siteComparison'), locale)} />}
          <p>{t('compare.needTwo')}</p>
          <p className="site-comparison__links">
            <NextLink href={localePath(routePath('siteMatching'), locale)}>{t('compare.toMatching')}</NextLink>
            <NextLink href={localePath(routePath('productionSites'), locale)}>{t('compare.toList')}</NextLink>
          </p>
        </div>
      )}
    </div>
  );
}

/** One row of the table: its label and, per site, what it shows and what is compared to find differences. */
type Row = { key: string; label: string; cells: { value: ReactNode; compare: string }[] };
type Group = { key: string; title: string; rows: Row[] };

function ComparisonTable({ locale, ids, sites, texts }: Omit<Props, 'missing'>) {
  const { facts, passport } = texts;
  const t = (key: string) => texts.t(`compare.${key}`);
  const format = localeFormat(locale);

  const amount = (value: number | null | undefined, unit: SiteUnit): Row['cells'][number] =>
    typeof value === 'number'
      ? {
          value: (
            <span className="amount">
              <span className="amount__value">{formatAmount(value, locale)}</span> <span className="amount__unit">{unitLabel(facts, unit)}</span>
            </span>
          ),
          compare: String(value),
        }
      : { value: <span className="site-comparison__none">{facts('unknown')}</span>, compare: '' };
  const text = (value: string | null | undefined, lang?: { lang?: 'ru' }): Row['cells'][number] =>
    value ? { value: <span {...lang}>{value}</span>, compare: value } : { value: <span className="site-comparison__none">{facts('unknown')}</span>, compare: '' };
  const date = (value: string | null | undefined): Row['cells'][number] =>
    value
      ? { value: format.date(value), compare: value }
      : { value: <span className="site-comparison__none">{t('notVerified')}</span>, compare: '' };
  const utilityOf = (site: SiteDto, key: UtilityKey): SiteUtilityDto | null => site.utilities?.[key] ?? null;

  const groups: Group[] = [
    {
      key: 'general',
      title: t('general'),
      rows: [
        { key: 'area', label: facts('field.area'), cells: sites.map((site) => amount(site.areaHa, 'ha')) },
        { key: 'regime', label: facts('field.regime'), cells: sites.map((site) => text(site.regime?.label)) },
        { key: 'municipality', label: facts('field.municipality'), cells: sites.map((site) => text(site.municipality?.label)) },
        {
          key: 'possession',
          label: facts('field.possession'),
          cells: sites.map((site) => text((site.possession ?? []).map((option) => option.label).join(', ') || null)),
        },
        {
          key: 'stale',
          label: facts('stale'),
          cells: sites.map((site) => ({ value: site.stale ? facts('yes') : facts('no'), compare: String(Boolean(site.stale)) })),
        },
      ],
    },
    ...UTILITY_KEYS.map((key): Group => {
      const unit = UTILITY_UNITS[key];
      const rows: Row[] = [
        {
          key: `${key}-available`,
          label: facts('field.available'),
          cells: sites.map((site) => {
            const utility = utilityOf(site, key);
            return { value: utility?.available ? facts('yes') : facts('no'), compare: String(Boolean(utility?.available)) };
          }),
        },
      ];
      if (unit) rows.push({ key: `${key}-capacity`, label: facts('field.capacity'), cells: sites.map((site) => amount(utilityOf(site, key)?.capacity, unit)) });
      if (key === 'electricity') rows.push({ key: 'electricity-voltage', label: facts('field.voltage'), cells: sites.map((site) => amount(site.utilities?.electricity?.voltageKv, 'kV')) });
      rows.push(
        { key: `${key}-source`, label: facts('field.source'), cells: sites.map((site) => text(utilityOf(site, key)?.source)) },
        { key: `${key}-verifiedAt`, label: facts('field.verifiedAt'), cells: sites.map((site) => date(utilityOf(site, key)?.verifiedAt)) },
      );
      return { key, title: facts(`utility.${key}`), rows };
    }),
    {
      key: 'distances',
      title: t('distancesHeading'),
      rows: DISTANCE_KEYS.map((key) => ({ key, label: facts(`distance.${key}`), cells: sites.map((site) => amount(site.distances?.[key], 'km')) })),
    },
  ];

  return (
    <div className="site-comparison__scroll" role="region" aria-labelledby="site-comparison-caption" tabIndex={0} style={{ ['--sites' as string]: sites.length }}>
      <table className="site-comparison__table">
        <caption id="site-comparison-caption">{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="site-comparison__field">
              {t('field')}
            </th>
            {sites.map((site) => (
              <th key={site.id} scope="col" className="site-comparison__site" data-testid="site-comparison-site">
                <NextLink href={localePath(`${routePath('productionSites')}/${site.slug}`, locale)} {...langOf(site, 'title')}>
                  {site.title}
                </NextLink>
                <span className="site-comparison__site-actions">
                  <a href={sitePassportPath(site, locale)} data-testid="site-passport-link">
                    {passport('link')}
                  </a>
                  <RemoveFromComparison
                    id={site.id}
                    href={comparisonHref(localePath(routePath('siteComparison'), locale), ids.filter((other) => other !== site.id))}
                    label={t('remove')}
                    title={quoted(locale, site.title)}
                  />
                </span>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key}>
            <tr className="site-comparison__group">
              <th scope="colgroup" colSpan={sites.length + 1}>
                {group.title}
              </th>
            </tr>
            {group.rows.map((row) => {
              const differs = new Set(row.cells.map((cell) => cell.compare)).size > 1;
              return (
                <tr key={row.key} className={differs ? 'is-different' : undefined} data-testid={`compare-row-${row.key}`} data-differs={differs || undefined}>
                  <th scope="row" className="site-comparison__field">
                    {row.label}
                    {differs ? <span className="site-comparison__differs"> ({t('differs')})</span> : null}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={sites[index]!.id}>{cell.value}</td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
