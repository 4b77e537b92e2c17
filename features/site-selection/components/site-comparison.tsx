'use client';

import { QueryProvider } from '@/components/query-provider';

import { useLocale, useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { langOf } from '@/lib/api/untranslated';
import { routePath } from '@/lib/routes';
import { sitePassportPath } from '@/lib/sites/passport-link';
import type { SiteDto, SiteUtilityDto } from '@/lib/sites/site-dto';
import { DISTANCE_KEYS, UTILITY_KEYS, UTILITY_UNITS, type SiteUnit, type UtilityKey } from '@/lib/sites/vocabulary';
import { formatAmount, loose, unitLabel } from '../format';
import { useSites } from '../api/get-site';
import { COMPARE_MIN, idsOfParam, rehydrateCompare, useCompareStore } from '../stores/compare';
import './site-selection.css';

/**
 * The comparison: 2–4 sites side by side, every fact a row, rows whose values differ highlighted, figures right-aligned
 * with their units in a column of their own. The sites are the address's (`?ids=3,1`, shareable); an address without
 * them shows the sites chosen in this browser and writes their ids into the address. On a phone each site fills the
 * screen's width beside the sticky column of field names; printing drops everything but the table.
 */
function SiteComparisonContent() {
  return (
    <Suspense fallback={null}>
      <UrlComparison />
    </Suspense>
  );
}

function UrlComparison() {
  const t = useTranslations('siteSelection.compare');
  const locale = useLocale();
  const search = useSearchParams();
  const fromUrl = useMemo(() => idsOfParam(search.get('ids')), [search]);
  const chosen = useCompareStore((state) => state.sites);
  useEffect(() => rehydrateCompare(), []);
  const ids = fromUrl.length ? fromUrl : chosen.map((site) => site.id);

  // An address without ids gets the chosen ones, so the comparison on screen can be shared as it is.
  useEffect(() => {
    if (!fromUrl.length && chosen.length >= COMPARE_MIN) window.history.replaceState(null, '', `${window.location.pathname}?ids=${chosen.map((site) => site.id).join(',')}`);
  }, [fromUrl.length, chosen]);

  const results = useSites(locale, ids);
  const sites = results.flatMap((result) => (result.data ? [result.data] : []));
  const pending = results.some((result) => result.isPending);
  const failed = results.some((result) => result.isError);
  const missing = results.filter((result) => result.isSuccess && result.data === null).length;

  // A shared address's sites become this browser's choice, so the lists show them as chosen and it survives navigation.
  const loadedKey = sites.map((site) => site.id).join(',');
  useEffect(() => {
    if (!fromUrl.length || pending || !loadedKey) return;
    const current = useCompareStore.getState().sites.map((site) => site.id).join(',');
    if (current !== loadedKey) useCompareStore.getState().replace(sites.map(({ id, slug, title }) => ({ id, slug, title })));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the loaded ids say everything the sites would
  }, [fromUrl.length, pending, loadedKey]);

  const remove = (id: number) => {
    useCompareStore.getState().remove(id);
    const rest = ids.filter((other) => other !== id);
    window.history.replaceState(null, '', `${window.location.pathname}${rest.length ? `?ids=${rest.join(',')}` : ''}`);
  };

  if (pending && ids.length >= COMPARE_MIN) return <p role="status">{t('loading')}</p>;
  if (failed)
    return (
      <div role="alert">
        <p>{t('failed')}</p>
        <button type="button" className="button button--secondary" onClick={() => results.forEach((result) => void result.refetch())}>
          {t('retry')}
        </button>
      </div>
    );
  return (
    <div className="site-comparison" data-testid="site-comparison">
      {missing ? <p className="site-comparison__note">{t('missing', { count: missing })}</p> : null}
      {sites.length >= COMPARE_MIN ? (
        <>
          <p className="page-lead">{t('lead')}</p>
          <div className="site-comparison__tools">
            <button type="button" className="button button--secondary" onClick={() => window.print()}>
              {t('print')}
            </button>
          </div>
          <ComparisonTable sites={sites} onRemove={remove} />
        </>
      ) : (
        <div className="site-comparison__empty" data-testid="site-comparison-empty">
          <p>{t('needTwo')}</p>
          <p className="site-comparison__links">
            <Link href={routePath('siteMatching')}>{t('toMatching')}</Link>
            <Link href={routePath('productionSites')}>{t('toList')}</Link>
          </p>
        </div>
      )}
    </div>
  );
}

/** One row of the table: its label and, per site, what it shows and what is compared to find differences. */
type Row = { key: string; label: string; cells: { value: ReactNode; compare: string }[] };
type Group = { key: string; title: string; rows: Row[] };

function ComparisonTable({ sites, onRemove }: { sites: SiteDto[]; onRemove: (id: number) => void }) {
  const t = useTranslations('siteSelection.compare');
  const facts = loose(useTranslations('siteFacts'));
  const passport = useTranslations('sitePassport');
  const locale = useLocale();
  const format = useFormat();

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
                <Link href={`${routePath('productionSites')}/${site.slug}`} {...langOf(site, 'title')}>
                  {site.title}
                </Link>
                <span className="site-comparison__site-actions">
                  <a href={sitePassportPath(site, locale)} data-testid="site-passport-link">
                    {passport('link')}
                  </a>
                  <button type="button" className="button--link site-comparison__remove" onClick={() => onRemove(site.id)}>
                    {t('remove')}
                    <span className="visually-hidden"> «{site.title}»</span>
                  </button>
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

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function SiteComparison() {
  return (
    <QueryProvider>
      <SiteComparisonContent />
    </QueryProvider>
  );
}
