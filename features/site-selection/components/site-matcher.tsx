import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField, ErrorSummary, TextField, type SummaryItem } from '@/components/form/fields';
import { SelectField } from '@/components/form/choice-fields';
import { SaveSearch, type SaveSearchTexts } from '@/features/saved-searches';
import { joinSentences, labelled } from '@/i18n/sentences';
import { MATCH_PARAMS, NUMERIC_REQUIREMENTS, type MatchParam } from '@/lib/sites/match-params';
import { isEmptyMatchQuery, matchParamsOf, type MatchQuery } from '@/lib/sites/match-query';
import { MUNICIPALITIES, REGIMES } from '@/lib/sites/vocabulary';
import { formNumberText, loose, queryErrorKey, requirementName, unitLabel, type Translate } from '../format';
import type { SiteMatches } from '../api/read-site-matches';
import type { CompareTexts } from '../compare-texts';
import type { AddressIssue, MatchAddress } from '../match-address';
import { CompareTray } from './compare-tray';
import { MatchResultCard } from './match-result';
import './site-selection.css';

/**
 * What the page shows for its address: a searchable one with its ranking (the API's answer, or `null` when it could
 * not be had), or an invalid one with its issues.
 */
export type MatchOutcome = (Extract<MatchAddress, { state: 'query' }> & { results: SiteMatches | null }) | Extract<MatchAddress, { state: 'invalid' }>;

type Props = {
  /** The page's own address in its language (the form's action, the reset link). */
  path: string;
  outcome: MatchOutcome;
  saveSearchTexts: SaveSearchTexts;
  compareTexts: CompareTexts;
};

type Errors = Partial<Record<MatchParam | 'message', string>>;

const NUMERIC_PARAMS: readonly string[] = NUMERIC_REQUIREMENTS.map((requirement) => requirement.param);
const FORM_TITLE_ID = 'site-match-form-title';
const fieldId = (param: MatchParam) => `site-match-${param}`;

/** The form's values: the searched query's (numbers in the page's notation), or an invalid address's as typed. */
function valuesOf(params: Record<string, string>, locale: string): Record<MatchParam, string> {
  const values = Object.fromEntries(MATCH_PARAMS.map((param) => [param, ''])) as Record<MatchParam, string>;
  for (const param of MATCH_PARAMS) {
    const value = Object.hasOwn(params, param) ? params[param]! : '';
    values[param] = NUMERIC_PARAMS.includes(param) ? formNumberText(value, locale) : value;
  }
  return values;
}

/** One message per parameter (the first the schema gave), in the page's language. */
function errorsOf(issues: readonly AddressIssue[], t: Translate): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = (issue.path.length ? String(issue.path[0]) : 'message') as keyof Errors;
    const found = queryErrorKey(issue.message);
    errors[key] ??= found ? t(`errors.${found.key}`, found.values) : issue.message;
  }
  return errors;
}

/**
 * The matching page's body, rendered on the server for its address: the requirements form (a plain GET form, so it
 * works before and without JavaScript; the page moves a submitted address to its one form, lib/sites/match-query.ts)
 * and the ranked sites, or the form's errors when the address cannot be searched by. The islands are the sites'
 * actions (compare, favourites, a project for the site), «Сохранить поиск» and the comparison tray.
 */
export function SiteMatcher({ path, outcome, saveSearchTexts, compareTexts }: Props) {
  const t = loose(useTranslations('siteSelection'));
  const query = outcome.state === 'query' ? outcome.query : null;
  const search = outcome.state === 'query' ? outcome.search : '';
  const errors = outcome.state === 'invalid' ? errorsOf(outcome.issues, t) : {};
  return (
    <div className="site-matcher">
      <p className="page-lead">{t('lead')}</p>
      <MatchForm path={path} values={outcome.state === 'invalid' ? outcome.params : matchParamsOf(search)} errors={errors} />
      {query ? (
        <div className="site-matcher__save">
          <SaveSearch kind="sites" query={search} texts={saveSearchTexts} />
        </div>
      ) : null}
      <CompareTray texts={compareTexts} />
      {/* data-query says which query the results answer: what a test waits on. */}
      <section className="site-results" aria-labelledby="site-results-title" data-testid="site-results" data-query={search} data-state="ready">
        <h2 id="site-results-title">{t('results.heading')}</h2>
        {outcome.state === 'invalid' ? (
          <p className="site-results__note" data-testid="site-results-invalid">
            {t('errors.invalidAddress')}
          </p>
        ) : (
          <Results results={outcome.results} query={query!} retryHref={`${path}${search ? `?${search}` : ''}`} compareTexts={compareTexts} />
        )}
      </section>
    </div>
  );
}

function MatchForm({ path, values: given, errors }: { path: string; values: Record<string, string>; errors: Errors }) {
  const t = loose(useTranslations('siteSelection'));
  const facts = loose(useTranslations('siteFacts'));
  const locale = useLocale();
  const values = valuesOf(given, locale);

  const fieldLabel = (param: MatchParam): string => {
    if (param === 'rail') return t('form.rail');
    if (param === 'regime') return facts('field.regime');
    if (param === 'municipality') return facts('field.municipality');
    const requirement = NUMERIC_REQUIREMENTS.find((item) => item.param === param)!;
    return t('form.amountLabel', { name: requirementName(facts, requirement.key), unit: unitLabel(facts, requirement.unit) });
  };
  const summary: SummaryItem[] = Object.entries(errors).map(([key, message]) =>
    key === 'message' ? { message: message! } : { fieldId: fieldId(key as MatchParam), message: labelled(fieldLabel(key as MatchParam), message ?? '') },
  );
  const common = { errorPrefix: t('form.errorPrefix') };
  const regimes = REGIMES.map((value) => ({ value, label: facts(`regime.${value}`) }));
  const municipalities = MUNICIPALITIES.map((value) => ({ value, label: facts(`municipality.${value}`) })).sort((a, b) => a.label.localeCompare(b.label, locale));

  return (
    <form className="site-match-form" method="get" action={path} noValidate aria-labelledby={FORM_TITLE_ID} data-testid="site-match-form">
      <h2 id={FORM_TITLE_ID} className="site-match-form__title">
        {t('form.label')}
      </h2>
      {/* The page is the form's answer: its errors take the focus once the page is there (GOV.UK's error summary). */}
      <ErrorSummary title={t('form.errorsTitle')} items={summary} submitCount={summary.length ? 1 : 0} />
      <fieldset className="site-match-form__amounts">
        <legend>{t('form.amounts')}</legend>
        <p className="field__hint">{t('form.amountHint')}</p>
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
              defaultValue={values[param]}
              error={errors[param]}
            />
          ))}
        </div>
      </fieldset>
      <CheckboxField {...common} id={fieldId('rail')} name="rail" value="1" label={t('form.rail')} defaultChecked={values.rail === '1'} error={errors.rail} />
      <div className="site-match-form__grid">
        <SelectField
          {...common}
          id={fieldId('regime')}
          name="regime"
          label={fieldLabel('regime')}
          defaultValue={values.regime}
          error={errors.regime}
          options={[{ value: '', label: t('form.anyRegime') }, ...regimes]}
        />
        <SelectField
          {...common}
          id={fieldId('municipality')}
          name="municipality"
          label={fieldLabel('municipality')}
          defaultValue={values.municipality}
          error={errors.municipality}
          options={[{ value: '', label: t('form.anyMunicipality') }, ...municipalities]}
        />
      </div>
      <div className="form__actions">
        <button type="submit" className="button" data-testid="site-match-submit">
          {t('form.submit')}
        </button>
        <a className="button button--secondary" href={path}>
          {t('form.reset')}
        </a>
      </div>
    </form>
  );
}

function Results({ results, query, retryHref, compareTexts }: { results: SiteMatches | null; query: MatchQuery; retryHref: string; compareTexts: CompareTexts }) {
  const t = useTranslations('siteSelection.results');
  const locale = useLocale();
  if (!results)
    return (
      <div role="alert" className="site-results__note">
        <p>{t('failed')}</p>
        <a className="button button--secondary" href={retryHref}>
          {t('retry')}
        </a>
      </div>
    );
  const { items, totalCount } = results;
  return (
    <>
      <p role="status" className="site-results__count" data-testid="site-results-count">
        {joinSentences(locale, [t('count', { count: totalCount }), isEmptyMatchQuery(query) ? t('noRequirements') : ''])}
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
