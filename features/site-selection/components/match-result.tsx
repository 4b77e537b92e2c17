import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { SaveToFavourites } from '@/features/favourites';
import { SubmitProjectForSite } from '@/features/requests';
import { localePath } from '@/i18n/locale-path';
import type { Locale } from '@/i18n/routing';
import { langOf } from '@/lib/api/untranslated';
import { routePath } from '@/lib/routes';
import { NUMERIC_REQUIREMENTS } from '@/lib/sites/match-params';
import type { MatchQuery } from '@/lib/sites/match-query';
import type { RequirementKey } from '@/lib/sites/matching';
import { sitePassportPath } from '@/lib/sites/passport-link';
import type { SiteDto } from '@/lib/sites/site-dto';
import { loose, meetText, missText } from '../format';
import type { SiteMatch } from '../api/read-site-matches';
import type { CompareTexts } from '../compare-texts';
import { CompareToggle } from './compare-toggle';

/** The site's own figure for a met requirement (its area, a utility's free capacity, its regime or municipality). */
function haveOf(site: SiteDto, key: RequirementKey): { amount?: number | null; code?: string | null } {
  if (key === 'area') return { amount: site.areaHa ?? null };
  if (key === 'regime') return { code: site.regime?.value ?? null };
  if (key === 'municipality') return { code: site.municipality?.value ?? null };
  if (key === 'rail') return {};
  return { amount: site.utilities?.[key]?.capacity ?? null };
}

function needOf(query: MatchQuery, key: RequirementKey): number | string | true {
  if (key === 'rail') return true;
  if (key === 'regime' || key === 'municipality') return query[key]!;
  return query[NUMERIC_REQUIREMENTS.find((requirement) => requirement.key === key)!.param]!;
}

/**
 * One ranked site (rendered on the server; its actions are islands): its title (to its page), the score, what it meets and what it misses by how much, and what the
 * investor can do with it: compare, take its passport, keep it in favourites, send a project for it.
 */
export function MatchResultCard({ match, query, compareTexts }: { match: SiteMatch; query: MatchQuery; compareTexts: CompareTexts }) {
  const t = loose(useTranslations('siteSelection'));
  const facts = loose(useTranslations('siteFacts'));
  const passport = useTranslations('sitePassport');
  const favourites = useTranslations('favourites');
  const locale = useLocale() as Locale;
  const { site, score, meets, misses } = match;
  const href = `${routePath('productionSites')}/${site.slug}`;
  const titleId = `site-match-${site.id}`;
  const unitOf = (key: RequirementKey) => NUMERIC_REQUIREMENTS.find((requirement) => requirement.key === key)?.unit;
  return (
    <article className="match-card" aria-labelledby={titleId} data-testid="site-match-result" data-site-id={site.id}>
      <div className="match-card__head">
        <h3 id={titleId} className="match-card__title" {...langOf(site, 'title')}>
          <Link href={localePath(href, locale)}>{site.title}</Link>
        </h3>
        <p className="match-card__score" data-testid="site-match-score">
          <span aria-hidden="true">{t('results.score', { score })}</span>
          <span className="visually-hidden">{t('results.scoreLabel', { score })}</span>
          <span className="match-card__bar" aria-hidden="true">
            <span style={{ width: `${score}%` }} />
          </span>
        </p>
      </div>
      {site.stale ? <p className="match-card__stale">{facts('stale')}</p> : null}
      <div className="match-card__fit">
        {meets.length ? (
          <div>
            <h4 className="match-card__fit-title">{t('results.meets')}</h4>
            <ul className="match-card__meets" data-testid="site-match-meets">
              {meets.map((key) => (
                <li key={key}>{meetText(key, haveOf(site, key), needOf(query, key), t, facts, locale, unitOf(key))}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {misses.length ? (
          <div>
            <h4 className="match-card__fit-title">{t('results.misses')}</h4>
            <ul className="match-card__misses" data-testid="site-match-misses">
              {misses.map((miss) => (
                <li key={miss.key}>{missText(miss, t, facts, locale)}</li>
              ))}
            </ul>
          </div>
        ) : meets.length ? (
          <p className="match-card__all">{t('results.allMet')}</p>
        ) : null}
      </div>
      <div className="match-card__actions" role="group" aria-label={t('actions.label', { title: site.title })}>
        <CompareToggle site={{ id: site.id, slug: site.slug, title: site.title }} texts={compareTexts} />
        <a className="button button--secondary" href={sitePassportPath(site, locale)} data-testid="site-passport-link">
          {passport('link')}
        </a>
        <SaveToFavourites
          page_url={href}
          page_title={site.title}
          page_image={site.image?.url ?? null}
          texts={{ saveButton: favourites('saveButton'), loginTitle: favourites('login.title'), loginLead: favourites('login.lead') }}
        />
        <SubmitProjectForSite site={site} label={t('actions.submitProject')} />
      </div>
    </article>
  );
}
