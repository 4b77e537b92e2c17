import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGET_KB, FLOOR, INTERIM_CEILING_KB, measureBuild, overBudget } from './first-load-js.mjs';

/**
 * The first-load JavaScript budget over the production build `npm test` has just made: every portal page within what
 * it may add to a blank Next page of the same version (tests/budget/first-load-js.mjs says what and how it counts).
 */
const distDir = process.env.NEXT_DIST_DIR || '.next';
const nextVersion = (createRequire(import.meta.url)('next/package.json') as { version: string }).version;

describe(`first-load JavaScript of the production build in ${distDir}`, () => {
  it('is a build of this checkout', () => {
    expect(fs.existsSync(path.join(distDir, 'BUILD_ID')), `no production build in ${distDir}: run next build first`).toBe(true);
  });

  it('is measured against the floor of the Next version installed', () => {
    expect(nextVersion, `Next is ${nextVersion}, the floor was measured for ${FLOOR.next}: set FLOOR in tests/budget/first-load-js.mjs to what npm run bench:weight prints for a blank page`).toBe(FLOOR.next);
  });

  it('every portal page adds at most its budget to the floor', () => {
    const pages = measureBuild(distDir);
    // The measurement itself: the portal's pages were found, and each loads at least the framework.
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/news', '/news/*', '/kalkulator-lgot', '/invest-map', '/event-registration', '/profile']));
    for (const page of pages) expect(page.totalKb, page.path).toBeGreaterThan(FLOOR.kb * 0.9);
    // A page in the interim table is a page of this build.
    for (const listed of Object.keys(INTERIM_CEILING_KB)) expect(pages.map((page) => page.path), listed).toContain(listed);
    expect(overBudget(pages), `over budget (content pages ${BUDGET_KB.content} KB, form pages ${BUDGET_KB.form} KB over ${FLOOR.kb} KB)`).toEqual([]);
  });
});
