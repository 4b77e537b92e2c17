import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { routeCrumbs, PageFrame, type SearchParams } from '@/components/page/route-page';
import { localePath } from '@/i18n/locale-path';
import { Link } from '@/i18n/link';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/envelope';
import { serverGet } from '@/lib/api/server';
import { routePath, type RouteKey } from '@/lib/routes';
import { QUERY_MAX, QUERY_MIN, SEARCH_PAGE_SIZE, SEARCH_TYPES, searchQuerySchema, type SearchHit, type SearchResult, type SearchType } from '@/lib/search/schema';
import './search.css';

/** The sections visitors open most (the menu's first entries): offered when a query finds nothing. */
const POPULAR: readonly RouteKey[] = ['supportMeasures', 'investSites', 'preferentialZones', 'projects', 'calculator', 'investMap', 'news', 'faq'];

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The query of the address as the page understands it: what it shows in the form, and what it asks the API. */
function readParams(params: SearchParams) {
  const q = one(params.q)?.slice(0, QUERY_MAX * 2) ?? '';
  const rawType = one(params.type);
  const type = (SEARCH_TYPES as readonly string[]).includes(rawType ?? '') ? (rawType as SearchType) : undefined;
  const page = /^[1-9]\d{0,2}$/.test(one(params.page) ?? '') ? Number(one(params.page)) : 1;
  return { q, type, page };
}

/** A text with its [start, end) ranges marked (<mark>): the query's words in a title or a snippet. */
function Marked({ text, ranges }: { text: string; ranges: Array<[number, number]> }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** `/search?q=…&type=…&page=…` (Link adds the page's language). */
function searchHref(q: string, type?: SearchType, page = 1) {
  return { pathname: routePath('search'), query: { q, ...(type ? { type } : {}), ...(page > 1 ? { page: String(page) } : {}) } };
}

/**
 * The site search's page: a plain GET form (the query and a section), then the results of GET /api/v1/search grouped
 * by section with their counts, the matched words marked, a text shown in Russian for want of a translation marked
 * so (and `lang="ru"`), and page links; when nothing is found, the other spelling or keyboard layout and the most
 * visited sections. Rendered on the server for each query: it works without JavaScript.
 */
export async function SearchPage({ locale, params }: { locale: Locale; params: SearchParams }) {
  const [t, routes] = await Promise.all([getTranslations({ locale, namespace: 'search' }), getTranslations({ locale, namespace: 'routes' })]);
  const { q, type, page } = readParams(params);
  const parsed = searchQuerySchema.safeParse({ q, ...(type ? { type } : {}), page: String(page) });
  const trimmed = parsed.success ? parsed.data.q : q.trim();

  let result: SearchResult | null = null;
  let problem: string | null = null;
  if (!trimmed) problem = t('empty', { min: QUERY_MIN });
  else if (!parsed.success) problem = [...trimmed].length < QUERY_MIN ? t('tooShort', { min: QUERY_MIN }) : t('tooLong', { max: QUERY_MAX });
  else {
    try {
      // A fresh read on the visitor's behalf: the API counts it against the visitor's address (the search limit).
      result = await serverGet<SearchResult>('/search', { locale, tags: [], fresh: true, query: { q: trimmed, type, page, limit: SEARCH_PAGE_SIZE } });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      problem = error.status === 429 ? t('tooMany') : t('unavailable');
    }
  }

  const typeLabel = (key: SearchType) => t(`types.${key}`);
  const pages = result ? Math.ceil(result.totalCount / SEARCH_PAGE_SIZE) : 0;
  const total = result ? Object.values(result.groups).reduce((sum, count) => sum + count, 0) : 0;
  const byType = new Map<SearchType, SearchHit[]>();
  for (const item of result?.items ?? []) byType.set(item.type, [...(byType.get(item.type) ?? []), item]);

  return (
    <PageFrame crumbs={await routeCrumbs('search')} title={routes('search')}>
      <form role="search" method="get" action={localePath(routePath('search'), locale)} className="search-form" aria-label={routes('search')}>
        <div className="search-form__query">
          <label htmlFor="search-q" className="field__label">
            {t('field')}
          </label>
          <div className="search-form__row">
            <input
              id="search-q"
              className="search-form__input"
              type="search"
              name="q"
              defaultValue={q}
              minLength={QUERY_MIN}
              maxLength={QUERY_MAX}
              required
              autoComplete="off"
              enterKeyHint="search"
              aria-describedby="search-hint"
            />
            <button type="submit" className="button">
              {t('submit')}
            </button>
          </div>
          <p id="search-hint" className="field__hint">
            {t('hint')}
          </p>
        </div>
        <div className="search-form__type">
          <label htmlFor="search-type" className="field__label">
            {t('typeLabel')}
          </label>
          <select id="search-type" name="type" defaultValue={type ?? ''} className="search-form__select">
            <option value="">{t('allTypes')}</option>
            {SEARCH_TYPES.map((key) => (
              <option key={key} value={key}>
                {typeLabel(key)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {problem ? (
        <p className="search-message" role="status" data-testid="search-message">
          {problem}
        </p>
      ) : null}

      {result && total > 0 ? (
        <>
          <p className="search-summary" role="status" data-testid="search-summary">
            {t('results', { count: result.totalCount, query: trimmed })}
          </p>
          <nav aria-label={t('groupsLabel')} className="search-groups">
            <ul>
              <li>
                <Link href={searchHref(trimmed)} aria-current={type ? undefined : 'page'} className="search-groups__link">
                  {t('allTypes')} <span className="search-groups__count">{total}</span>
                </Link>
              </li>
              {SEARCH_TYPES.filter((key) => result.groups[key]).map((key) => (
                <li key={key}>
                  <Link
                    href={searchHref(trimmed, key)}
                    aria-current={type === key ? 'page' : undefined}
                    className="search-groups__link"
                    data-testid={`search-group-${key}`}
                  >
                    {typeLabel(key)} <span className="search-groups__count">{result.groups[key]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {SEARCH_TYPES.filter((key) => byType.has(key)).map((key) => (
            <section key={key} className="search-group" aria-labelledby={`search-group-${key}`} data-testid={`search-results-${key}`}>
              <h2 id={`search-group-${key}`} className="search-group__title">
                {typeLabel(key)} <span className="search-groups__count">{result.groups[key]}</span>
              </h2>
              <ol className="search-results">
                {byType.get(key)!.map((item) => {
                  const fellBack = item.language !== locale;
                  return (
                    <li key={`${item.type}:${item.id}`} className="search-result" data-testid="search-result">
                      <h3 className="search-result__title">
                        <Link href={item.url} lang={fellBack ? item.language : undefined}>
                          <Marked text={item.title} ranges={item.titleHighlights} />
                        </Link>
                      </h3>
                      {fellBack || item.snippetLanguage !== locale ? (
                        <p className="search-result__language" title={t('inRussianHint')}>
                          {t('inRussian')}
                        </p>
                      ) : null}
                      {item.snippet ? (
                        <p className="search-result__snippet" lang={item.snippetLanguage !== locale ? item.snippetLanguage : undefined}>
                          <Marked text={item.snippet} ranges={item.highlights} />
                        </p>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
          {pages > 1 ? (
            <nav aria-label={t('pagesLabel')} className="pagination search-pages">
              <ul>
                {Array.from({ length: pages }, (_, i) => i + 1)
                  .filter((n) => n === 1 || n === pages || Math.abs(n - page) <= 2)
                  .map((n) => (
                    <li key={n}>
                      {n === page ? (
                        <span aria-current="page">{n}</span>
                      ) : (
                        <Link href={searchHref(trimmed, type, n)}>{n}</Link>
                      )}
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
        </>
      ) : null}

      {result && total === 0 ? (
        <div className="search-nothing" data-testid="search-nothing">
          <p role="status">{t('nothing', { query: trimmed })}</p>
          {result.suggestion ? (
            <p>
              {t.rich('didYouMean', {
                suggestion: result.suggestion,
                link: (chunks) => (
                  <Link href={searchHref(result.suggestion!, type)} data-testid="search-suggestion">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          ) : null}
          <p>{t('tips')}</p>
        </div>
      ) : null}

      {!result || total === 0 ? (
        <section aria-labelledby="search-popular" className="search-popular">
          <h2 id="search-popular">{t('popular')}</h2>
          <ul>
            {POPULAR.map((key) => (
              <li key={key}>
                <Link href={routePath(key)}>{routes(key)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageFrame>
  );
}
