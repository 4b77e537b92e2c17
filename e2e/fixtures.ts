import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { encodeViSettings, VI_COOKIE, VI_DEFAULTS, type ViSettings } from '../components/vi-mode/vi-settings';
import { locales, type Locale } from '../i18n/routing';

export { expect };
export { locales, type Locale };

/** The telegram popup's cookie (components/layout/telegram-popup.tsx): any value means "dismissed". */
export const TG_COOKIE = 'show_tg';
export const LOCALE_COOKIE = 'NEXT_LOCALE';

type Messages = {
  meta: { siteName: string };
  common: { home: string; toHome: string };
  errors: { crumb: string; notFound: string; notFoundTitle: string };
  routes: Record<string, string>;
  [namespace: string]: unknown;
};

/** The message files, read once (the same JSON the app renders). */
export const messages = Object.fromEntries(
  locales.map((locale) => [
    locale,
    JSON.parse(readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), 'utf8')) as Messages,
  ]),
) as Record<Locale, Messages>;

/** `/news` in a locale: ru has no prefix, the others do; the home page of en is `/en`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'ru') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The visually-impaired mode with every setting at its largest: 200 % text, the widest spacing, alt text for images. */
export const VI_LARGEST: ViSettings = { ...VI_DEFAULTS, font: 'xlarge', spacing: 'xwide', line: 'xwide', face: 'serif', images: 'off' };

/** The visually-impaired mode's cookie before the next page loads: the defaults with `settings` over them. */
export async function setViCookie(context: BrowserContext, baseURL: string, settings: Partial<ViSettings>) {
  await context.addCookies([{ name: VI_COOKIE, value: encodeViSettings({ ...VI_DEFAULTS, ...settings }), url: baseURL, sameSite: 'Lax' }]);
}

/** Marks the telegram popup as dismissed before any page loads, so it covers nothing. */
export async function dismissTgPopup(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: TG_COOKIE, value: '0', url: baseURL, sameSite: 'Lax' }]);
}

/**
 * `rules`: only these axe rules (instead of every WCAG A/AA rule). `allow`: one rule's findings on elements matching
 * (or inside) one selector are left out, for markup that is not ours to change; every other rule still runs there.
 */
export type A11yOptions = {
  include?: string[];
  exclude?: string[];
  disableRules?: string[];
  rules?: string[];
  allow?: ReadonlyArray<{ rule: string; selector: string }>;
};

/** WCAG 2.0/2.1/2.2 A and AA rules. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe itself, the copy @axe-core/playwright runs. */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = Pick<AxeResults['violations'][number], 'id' | 'impact' | 'help' | 'helpUrl'> & { nodes: { target: unknown[]; failureSummary?: string }[] };

/**
 * axe in the page itself, injected once per document: about a fifth of the time of AxeBuilder.analyze(), which
 * injects axe again and finishes every run in a new blank page. A page with frames goes through AxeBuilder, which
 * injects axe into each frame too.
 */
async function violationsInPage(page: Page, options: A11yOptions): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Whole document unless a part is named (axe's context: include defaults to the document).
  const context = options.include?.length || options.exclude?.length ? { include: options.include?.length ? options.include : undefined, exclude: options.exclude ?? [] } : null;
  const runOptions = {
    runOnly: options.rules ? { type: 'rule', values: options.rules } : { type: 'tag', values: AXE_TAGS },
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  };
  return page.evaluate<Violation[], { context: typeof context; runOptions: typeof runOptions }>(
    async ({ context, runOptions }) => {
      const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe;
      const results = await axe.run(context ?? document, runOptions);
      return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id, impact, help, helpUrl, nodes: nodes.map(({ target, failureSummary }) => ({ target: [...target], failureSummary })),
      }));
    },
    { context, runOptions },
  );
}

async function violationsByBuilder(page: Page, options: A11yOptions): Promise<Violation[]> {
  let builder = options.rules ? new AxeBuilder({ page }).withRules(options.rules) : new AxeBuilder({ page }).withTags(AXE_TAGS);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  return (await builder.analyze()).violations;
}

/** The violations without the nodes `allow` names (only nodes of the top document: a frame's are always kept). */
async function withoutAllowed(page: Page, violations: Violation[], allow: A11yOptions['allow']): Promise<Violation[]> {
  if (!allow?.length) return violations;
  const found = violations.map(({ id, nodes }) => ({ id, targets: nodes.map(({ target }) => target) }));
  const kept = await page.evaluate(
    ({ found, allow }) =>
      found.map(({ id, targets }) =>
        targets.map((target) => {
          if (target.length !== 1 || typeof target[0] !== 'string') return true;
          const element = document.querySelector(target[0]);
          return !allow.some((entry) => entry.rule === id && element?.closest(entry.selector));
        }),
      ),
    { found, allow: [...allow] },
  );
  return violations.map((v, i) => ({ ...v, nodes: v.nodes.filter((_, j) => kept[i]![j]) })).filter((v) => v.nodes.length > 0);
}

/**
 * Waits (at most 2 s) until the page's finite CSS transitions and animations have ended: colours caught halfway (a
 * button fading to its disabled look after a save) are not what anyone reads, and axe would measure their contrast.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/** Runs axe on the page (or a part of it): one readable line (and up to five elements) per violation. */
export async function a11yViolations(page: Page, options: A11yOptions = {}): Promise<string[]> {
  await transitionsSettled(page);
  const found = page.frames().length > 1 ? await violationsByBuilder(page, options) : await violationsInPage(page, options);
  const violations = await withoutAllowed(page, found, options.allow);
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}, ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}): ${v.help} ${v.helpUrl}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`)
        .join('\n'),
  );
}

/** Runs axe on the page (or a part of it) and fails with a readable list of the violations. */
export async function expectNoA11yViolations(page: Page, options: A11yOptions = {}) {
  expect(await a11yViolations(page, options), `axe violations on ${page.url()}`).toEqual([]);
}

/** The page's sideways overflow in px (0 when it fits), and the widest element that sticks out, to name it. */
export async function sidewaysOverflow(page: Page): Promise<{ by: number; culprit: string | null }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const by = root.scrollWidth - root.clientWidth;
    if (by <= 0) return { by: 0, culprit: null };
    let culprit: string | null = null;
    let widest = root.clientWidth;
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const right = element.getBoundingClientRect().right;
      if (right > widest + 0.5) {
        widest = right;
        const id = element.id ? `#${element.id}` : '';
        const cls = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
        culprit = `${element.tagName.toLowerCase()}${id}${cls} (right edge ${Math.round(right)} px)`;
      }
    }
    return { by, culprit };
  });
}

/** The next frame: layout and style have caught up with a resize or a new style sheet. */
const nextFrame = (page: Page) => page.evaluate(() => new Promise(requestAnimationFrame)).then(() => undefined);

/** The root font size doubled, as the browser's text-size setting does; the returned function undoes it. */
export async function doubleText(page: Page): Promise<() => Promise<void>> {
  const style = await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await nextFrame(page);
  return () => style.evaluate((node) => (node as Element).remove());
}

/**
 * Reflow (WCAG 1.4.10) and text resize (1.4.4) on the page that is open, without loading it again: at 320 CSS px
 * (1280 px at 400 % zoom), then with 200 % root text on a 640 px window. The window and the text size are put back.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  const window = page.viewportSize();
  const problems: string[] = [];
  // Reading the page's width lays it out anew: no frame needs to pass after a resize.
  const check = async (what: string) => {
    const { by, culprit } = await sidewaysOverflow(page);
    if (by > 0) problems.push(`${what}: scrolls sideways by ${by} px — ${culprit}`);
  };
  await page.setViewportSize({ width: 320, height: 640 });
  await check('320 px');
  await page.setViewportSize({ width: 640, height: 800 });
  const undo = await doubleText(page);
  await check('200 % text at 640 px');
  await undo();
  if (window) await page.setViewportSize(window);
  return problems;
}

/** Text of the first element matching a tag in raw HTML (tags stripped, entities decoded, spaces collapsed). */
export function htmlText(html: string, tag: string): string | null {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'i').exec(html);
  return match ? decodeEntities(match[1]!.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim() : null;
}

/** Every element matching a tag in raw HTML, as text. */
export function htmlTexts(html: string, tag: string): string[] {
  const re = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'gi');
  return [...html.matchAll(re)].map((m) => decodeEntities(m[1]!.replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim());
}

/** The `lang` attribute of <html> in raw HTML. */
export function htmlLang(html: string): string | null {
  return /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1] ?? null;
}

/** The whole visible text of raw HTML (scripts and styles dropped), for "contains" checks. */
export function htmlPlainText(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style[\s\S]*?<\/style>/gi, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/**
 * Waits until React has hydrated the header (its controls only work after that), so that checks like
 * "the popup did not appear" are not made before client code had a chance to show it.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('[data-testid="menu-button"]');
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactFiber') || key.startsWith('__reactProps'));
  });
}

type Options = {
  /** 'dismissed' (default): the tg popup cookie is set before the first page; 'new': a first-time visitor. */
  tgPopup: 'dismissed' | 'new';
};

/** next-intl's report of a text the browser was not sent (i18n/client-messages.ts), or of a broken message. */
const INTL_ERROR = /MISSING_MESSAGE|INSUFFICIENT_PATH|FORMATTING_ERROR|INVALID_MESSAGE/;

/**
 * The project's `test`: every context starts with the telegram popup dismissed unless a test asks for a new visitor,
 * and a test fails when any of its pages reported a missing or broken translation in the browser's console.
 */
export const test = base.extend<Options>({
  tgPopup: ['dismissed', { option: true }],
  context: async ({ context, tgPopup, baseURL }, use) => {
    if (tgPopup === 'dismissed') await dismissTgPopup(context, baseURL!);
    const intlErrors: string[] = [];
    context.on('console', (message) => {
      if (INTL_ERROR.test(message.text())) intlErrors.push(`${message.page()?.url() ?? ''}: ${message.text().slice(0, 300)}`);
    });
    await use(context);
    expect(intlErrors, 'translations missing in the browser').toEqual([]);
  },
});
