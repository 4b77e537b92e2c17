'use client';

import { QueryProvider } from '@/components/query-provider';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Suspense, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { CheckboxField, ErrorSummary, TextField, type SummaryItem } from '@/components/form/fields';
import { SelectField } from '@/components/form/choice-fields';
import { MATCH_PARAMS, NUMERIC_REQUIREMENTS, type MatchParam } from '@/lib/sites/match-params';
import { matchParamsOf, matchQuerySchema, matchQueryString, type MatchQuery } from '@/lib/sites/match-query';
import { MUNICIPALITIES, REGIMES } from '@/lib/sites/vocabulary';
import { SaveSearch, type SaveSearchTexts } from '@/features/saved-searches';
import { formNumberParam, formNumberText, loose, queryErrorKey, requirementName, unitLabel } from '../format';
import { useSiteMatches } from '../api/match-sites';
import type { CompareTexts } from '../compare-texts';
import { CompareTray } from './compare-tray';
import { MatchResultCard } from './match-result';
import './site-selection.css';

type Props = { submitProjectModals?: ReactNode; saveSearchTexts: SaveSearchTexts; compareTexts: CompareTexts };

/**
 * The matching page's island: the requirements form and the ranked sites. The query lives in the URL
 * (`?electricityMw=5&rail=1…`, the API's own parameters): a search writes it with history.pushState, so it can be
 * shared, survives a reload, and Back returns to the previous one. Until it hydrates, the server's HTML shows the
 * empty form.
 */
function SiteMatcherContent(props: Props) {
  return (
    <Suspense fallback={<MatcherView {...props} search="" params={{}} />}>
      <UrlMatcher {...props} />
    </Suspense>
  );
}

function UrlMatcher(props: Props) {
  const search = useSearchParams().toString();
  const params = useMemo(() => ({ ...matchParamsOf(search) }), [search]);
  const onSearch = (query: MatchQuery) => {
    const text = matchQueryString(query);
    window.history.pushState(null, '', `${window.location.pathname}${text ? `?${text}` : ''}`);
  };
  return <MatcherView {...props} search={search} params={params} onSearch={onSearch} />;
}

type FormValues = Record<MatchParam, string>;

const NUMERIC_PARAMS = NUMERIC_REQUIREMENTS.map((requirement) => requirement.param);
const fieldId = (param: MatchParam) => `site-match-${param}`;

/** The form's values from the URL's parameters (numbers in the page's notation). */
function valuesOf(params: Record<string, string>, locale: string): FormValues {
  const values = Object.fromEntries(MATCH_PARAMS.map((param) => [param, ''])) as FormValues;
  for (const param of NUMERIC_PARAMS) values[param] = formNumberText(params[param], locale);
  values.rail = params.rail ?? '';
  values.regime = params.regime ?? '';
  values.municipality = params.municipality ?? '';
  return values;
}

/** The URL's parameters from the form's values (empty ones dropped, numbers written with a point). */
function paramsOfValues(values: FormValues): Record<string, string> {
  const params: Record<string, string> = {};
  for (const param of MATCH_PARAMS) {
    const value = NUMERIC_PARAMS.includes(param as (typeof NUMERIC_PARAMS)[number]) ? formNumberParam(values[param]) : values[param].trim();
    if (value) params[param] = value;
  }
  return params;
}

type Errors = Partial<Record<MatchParam | 'message', string>>;

function MatcherView({ search, params, onSearch, submitProjectModals, saveSearchTexts, compareTexts }: Props & { search: string; params: Record<string, string>; onSearch?: (query: MatchQuery) => void }) {
  const t = useTranslations('siteSelection');
  const locale = useLocale();
  const parsed = useMemo(() => matchQuerySchema.safeParse(params), [params]);
  const translateError = (message: string) => {
    const found = queryErrorKey(message);
    return found ? t(`errors.${found.key}`, found.values) : message;
  };
  const urlErrors: Errors = parsed.success ? {} : errorsOf(parsed.error.issues, translateError);
  const query = parsed.success ? parsed.data : null;
  const normalized = query ? matchQueryString(query) : '';
  const results = useSiteMatches(locale, onSearch ? query : null);

  return (
    <div className="site-matcher">
      <p className="page-lead">{t('lead')}</p>
      {/* A new address (a search, Back, a shared link) gives a fresh form with that address's values. */}
      <MatchForm key={search} params={params} urlErrors={urlErrors} onSearch={onSearch} translateError={translateError} />
      {query ? (
        <div className="site-matcher__save">
          <SaveSearch kind="sites" query={normalized} texts={saveSearchTexts} />
        </div>
      ) : null}
      <CompareTray texts={compareTexts} />
      {/* data-query and data-state say which query the shown results answer and whether they are still the previous
          query's (kept on screen while the new ones load): what a test waits on. */}
      <section
        className="site-results"
        aria-labelledby="site-results-title"
        aria-busy={results.isFetching || undefined}
        data-testid="site-results"
        data-query={normalized}
        data-state={results.isPlaceholderData || results.isFetching ? 'loading' : 'ready'}
      >
        <h2 id="site-results-title">{t('results.heading')}</h2>
        {!parsed.success ? (
          <p className="site-results__note" data-testid="site-results-invalid">
            {t('errors.invalidAddress')}
          </p>
        ) : (
          <Results results={results} query={query!} compareTexts={compareTexts} />
        )}
      </section>
      {submitProjectModals}
    </div>
  );
}

function errorsOf(issues: readonly { path: PropertyKey[]; message: string }[], translate: (message: string) => string): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = (issue.path.length ? String(issue.path[0]) : 'message') as keyof Errors;
    errors[key] ??= translate(issue.message);
  }
  return errors;
}

function MatchForm({
  params,
  urlErrors,
  onSearch,
  translateError,
}: {
  params: Record<string, string>;
  urlErrors: Errors;
  onSearch?: (query: MatchQuery) => void;
  translateError: (message: string) => string;
}) {
  const t = useTranslations('siteSelection');
  const facts = loose(useTranslations('siteFacts'));
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState<FormValues>(() => valuesOf(params, locale));
  const [errors, setErrors] = useState<Errors>(urlErrors);
  const [submitCount, setSubmitCount] = useState(0);

  const set = (param: MatchParam, value: string) => setValues((current) => ({ ...current, [param]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSearch) return;
    const result = matchQuerySchema.safeParse(paramsOfValues(values));
    setSubmitCount((count) => count + 1);
    if (!result.success) {
      setErrors(errorsOf(result.error.issues, translateError));
      return;
    }
    setErrors({});
    onSearch(result.data);
  };
  const onReset = () => {
    setErrors({});
    setValues(valuesOf({}, locale));
    onSearch?.({});
  };

  const summary: SummaryItem[] = Object.entries(errors).map(([key, message]) =>
    key === 'message' ? { message: message! } : { fieldId: fieldId(key as MatchParam), message: `${fieldLabel(key as MatchParam)}: ${message}` },
  );
  function fieldLabel(param: MatchParam): string {
    if (param === 'rail') return t('form.rail');
    if (param === 'regime') return facts('field.regime');
    if (param === 'municipality') return facts('field.municipality');
    const requirement = NUMERIC_REQUIREMENTS.find((item) => item.param === param)!;
    return t('form.amountLabel', { name: requirementName(facts, requirement.key), unit: unitLabel(facts, requirement.unit) });
  }
  const common = { errorPrefix: t('form.errorPrefix') };
  const regimes = REGIMES.map((value) => ({ value, label: facts(`regime.${value}`) }));
  const municipalities = MUNICIPALITIES.map((value) => ({ value, label: facts(`municipality.${value}`) })).sort((a, b) => a.label.localeCompare(b.label, locale));

  return (
    <form className="site-match-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} data-testid="site-match-form">
      <h2 id={`${id}-title`} className="site-match-form__title">
        {t('form.label')}
      </h2>
      {/* After a submit the summary takes the focus; errors of an opened address are listed without moving it. */}
      <ErrorSummary title={t('form.errorsTitle')} items={summary} submitCount={submitCount} />
      <fieldset className="site-match-form__amounts">
        <legend>{t('form.amounts')}</legend>
        <p className="field__hint" id={`${id}-hint`}>
          {t('form.amountHint')}
        </p>
        <div className="site-match-form__grid">
          {NUMERIC_REQUIREMENTS.map(({ param }) => (
            <TextField
              {...common}
              key={param}
              id={fieldId(param)}
              name={param}
              label={fieldLabel(param)}
              inputMode="decimal"
              autoComplete="off"
              value={values[param]}
              error={errors[param]}
              onChange={(event) => set(param, event.target.value)}
              disabled={!onSearch}
            />
          ))}
        </div>
      </fieldset>
      <CheckboxField
        {...common}
        id={fieldId('rail')}
        name="rail"
        label={t('form.rail')}
        checked={values.rail === '1'}
        error={errors.rail}
        onChange={(event) => set('rail', event.target.checked ? '1' : '')}
        disabled={!onSearch}
      />
      <div className="site-match-form__grid">
        <SelectField
          {...common}
          id={fieldId('regime')}
          name="regime"
          label={fieldLabel('regime')}
          value={values.regime}
          error={errors.regime}
          onChange={(event) => set('regime', event.target.value)}
          disabled={!onSearch}
          options={[{ value: '', label: t('form.anyRegime') }, ...regimes]}
        />
        <SelectField
          {...common}
          id={fieldId('municipality')}
          name="municipality"
          label={fieldLabel('municipality')}
          value={values.municipality}
          error={errors.municipality}
          onChange={(event) => set('municipality', event.target.value)}
          disabled={!onSearch}
          options={[{ value: '', label: t('form.anyMunicipality') }, ...municipalities]}
        />
      </div>
      <div className="form__actions">
        <button type="submit" className="button" disabled={!onSearch} data-testid="site-match-submit">
          {t('form.submit')}
        </button>
        <button type="button" className="button button--secondary" onClick={onReset} disabled={!onSearch}>
          {t('form.reset')}
        </button>
      </div>
    </form>
  );
}

function Results({ results, query, compareTexts }: { results: ReturnType<typeof useSiteMatches>; query: MatchQuery; compareTexts: CompareTexts }) {
  const t = useTranslations('siteSelection.results');
  const empty = MATCH_PARAMS.every((param) => query[param] === undefined);
  if (results.isPending) return <p role="status">{t('loading')}</p>;
  if (results.isError)
    return (
      <div role="alert" className="site-results__note">
        <p>{t('failed')}</p>
        <button type="button" className="button button--secondary" onClick={() => void results.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  const { items, totalCount } = results.data;
  return (
    <>
      <p role="status" className="site-results__count" data-testid="site-results-count">
        {t('count', { count: totalCount })}
        {empty ? ` ${t('noRequirements')}` : ''}
      </p>
      {items.length ? (
        <ol className="site-results__list">
          {items.map((item) => (
            <li key={item.site.id}>
              <MatchResultCard match={item} query={query} compareTexts={compareTexts} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="content-empty">{t('empty')}</p>
      )}
    </>
  );
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function SiteMatcher(props: Props) {
  return (
    <QueryProvider>
      <SiteMatcherContent {...props} />
    </QueryProvider>
  );
}
