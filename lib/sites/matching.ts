import { NUMERIC_REQUIREMENTS } from './match-params';
import type { MatchQuery } from './match-query';
import type { Municipality, Regime, SiteFacts, SiteUnit } from './vocabulary';

/**
 * Matching production sites to what a project needs: one pure function, shared by the matching page (through
 * `GET /api/v1/site-match`), the API and the saved searches' alerts. The rules (docs/decisions/030):
 *
 * Each stated requirement is checked on its own and gets a fit from 0 to 1:
 * - area, electricity (MW), gas (m³/h), water and sewerage (m³/day), heat (Gcal/h) — numeric: met when the site has at
 *   least what is needed (fit 1); a known shortfall scores the share it covers, have ÷ need (6.5 MW of 10 → 0.65); a
 *   utility the site does not have scores 0; a site with no figure for it (area unknown, or the utility available
 *   but its free capacity unknown) scores 0 — it cannot be shown to fit, so it ranks below every site that meets it;
 * - rail siding, regime and municipality — exact: met (1) or not (0); a site without a regime or municipality recorded
 *   does not meet one that is asked for.
 * The score is 100 × the mean fit over the stated requirements, rounded to a whole number (no requirement: 100).
 * Sites are ranked by the unrounded mean fit, then by fewer misses, then by title, then by id — so the order is the
 * same wherever it is computed. Every site is listed (nothing is cut), with what it meets and what it misses.
 */

/** What a requirement is about: the area, a utility, the regime or the municipality. */
export type RequirementKey = (typeof NUMERIC_REQUIREMENTS)[number]['key'] | 'rail' | 'regime' | 'municipality';

/**
 * Why a requirement is missed:
 * - `short`: the site has less than needed (`have` < `need`, `shortfall` = need − have in `unit`);
 * - `absent`: the utility is not available at the site (`have` 0, or false for the rail siding);
 * - `unknown`: the site has no figure for it (`have` null);
 * - `different`: another regime or municipality (`have` is the site's, or null when none is recorded).
 */
export type MissReason = 'short' | 'absent' | 'unknown' | 'different';

export type NumericMiss = {
  key: (typeof NUMERIC_REQUIREMENTS)[number]['key'];
  reason: 'short' | 'absent' | 'unknown';
  need: number;
  have: number | null;
  /** How much is missing, in `unit`, rounded to thousandths (10 − 6.5 → 3.5); null when the site has no figure. */
  shortfall: number | null;
  unit: SiteUnit;
};
export type RailMiss = { key: 'rail'; reason: 'absent'; need: true; have: false; shortfall: null; unit: null };
export type ExactMiss =
  | { key: 'regime'; reason: 'different'; need: Regime; have: string | null; shortfall: null; unit: null }
  | { key: 'municipality'; reason: 'different'; need: Municipality; have: string | null; shortfall: null; unit: null };
export type Miss = NumericMiss | RailMiss | ExactMiss;

export type MatchResult<S extends SiteFacts = SiteFacts> = {
  site: S;
  /** 0–100: the mean fit of the stated requirements, as a percentage. */
  score: number;
  /** The requirements the site meets, in the query's order. */
  meets: RequirementKey[];
  /** The requirements it misses, in the query's order, with what was needed and what the site has. */
  misses: Miss[];
};

export type MatchOutcome<S extends SiteFacts = SiteFacts> = { items: MatchResult<S>[]; totalCount: number };

/** Thousandths are as fine as any figure of the vocabulary goes; this also hides binary rounding (0.3 − 0.1). */
const toThousandths = (value: number) => Math.round(value * 1000) / 1000;

type Checked = { key: RequirementKey; fit: number; miss: Miss | null };

/** The figure a numeric requirement is compared with: null when the site has none, 0 when the utility is absent. */
function haveOf(site: SiteFacts, key: NumericMiss['key']): { have: number | null; absent: boolean } {
  if (key === 'area') return { have: site.areaHa, absent: false };
  const utility = site.utilities[key];
  if (!utility.available) return { have: 0, absent: true };
  return { have: utility.capacity, absent: false };
}

function checkSite(site: SiteFacts, query: MatchQuery): Checked[] {
  const checks: Checked[] = [];
  for (const { param, key, unit } of NUMERIC_REQUIREMENTS) {
    const need = query[param];
    if (need === undefined) continue;
    const { have, absent } = haveOf(site, key);
    if (have !== null && have >= need) {
      checks.push({ key, fit: 1, miss: null });
      continue;
    }
    const reason = have === null ? 'unknown' : absent ? 'absent' : 'short';
    const shortfall = have === null ? null : toThousandths(need - have);
    checks.push({ key, fit: have === null ? 0 : Math.max(0, have) / need, miss: { key, reason, need, have, shortfall, unit } });
  }
  if (query.rail) {
    const met = site.utilities.rail.available;
    checks.push({ key: 'rail', fit: met ? 1 : 0, miss: met ? null : { key: 'rail', reason: 'absent', need: true, have: false, shortfall: null, unit: null } });
  }
  if (query.regime !== undefined) {
    const met = site.regime === query.regime;
    const miss: ExactMiss = { key: 'regime', reason: 'different', need: query.regime, have: site.regime, shortfall: null, unit: null };
    checks.push({ key: 'regime', fit: met ? 1 : 0, miss: met ? null : miss });
  }
  if (query.municipality !== undefined) {
    const met = site.municipality === query.municipality;
    const miss: ExactMiss = { key: 'municipality', reason: 'different', need: query.municipality, have: site.municipality, shortfall: null, unit: null };
    checks.push({ key: 'municipality', fit: met ? 1 : 0, miss: met ? null : miss });
  }
  return checks;
}

/** Ranks every site by how well it fits the query, best first (the rules are at the top of this file). */
export function matchSites<S extends SiteFacts>(sites: readonly S[], query: MatchQuery): MatchOutcome<S> {
  const ranked = sites.map((site) => {
    const checks = checkSite(site, query);
    const fit = checks.length === 0 ? 1 : checks.reduce((sum, check) => sum + check.fit, 0) / checks.length;
    const result: MatchResult<S> = {
      site,
      score: Math.round(fit * 100),
      meets: checks.filter((check) => check.miss === null).map((check) => check.key),
      misses: checks.flatMap((check) => (check.miss ? [check.miss] : [])),
    };
    return { fit, result };
  });
  ranked.sort(
    (a, b) =>
      b.fit - a.fit ||
      a.result.misses.length - b.result.misses.length ||
      compareTitles(a.result.site.title, b.result.site.title) ||
      a.result.site.id - b.result.site.id,
  );
  return { items: ranked.map(({ result }) => result), totalCount: ranked.length };
}

/** Titles in a fixed order that does not depend on the machine's locale (the API and the page must agree). */
const compareTitles = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A site meets every requirement of the query (what a saved search alerts about). */
export const meetsEveryRequirement = (result: Pick<MatchResult, 'misses'>) => result.misses.length === 0;
