import axe from 'axe-core';

/** The WCAG 2.2 A and AA rules, as the e2e checks run them (e2e/fixtures.ts AXE_TAGS). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe on a rendered component in jsdom: one readable line per violation (rule, what it asks, the elements).
 * jsdom lays nothing out, so colour contrast is left to the e2e checks in a real browser.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: TAGS },
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
