// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applyViMode,
  encodeViSettings,
  readViSettings,
  VI_COOKIE,
  VI_DEFAULTS,
  VI_OPTIONS,
  VI_PREPAINT_SCRIPT,
  viCookieAssignment,
  type ViSettings,
} from './vi-settings';

const custom: ViSettings = { font: 'xlarge', scheme: 'green', spacing: 'wide', line: 'xwide', face: 'serif', images: 'off' };

function viAttributes(root: HTMLElement): Record<string, string> {
  return Object.fromEntries(root.getAttributeNames().filter((name) => name.startsWith('data-vi')).map((name) => [name, root.getAttribute(name) ?? '']));
}

/** Runs the inline script of the root layout as the browser would, against a given cookie string. */
function runPrepaint(cookies: string) {
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookies });
  try {
    new Function(VI_PREPAINT_SCRIPT)();
  } finally {
    // Back to jsdom's own cookie accessor (on the prototype).
    delete (document as unknown as Record<string, unknown>).cookie;
  }
}

afterEach(() => {
  for (const name of document.documentElement.getAttributeNames()) if (name.startsWith('data-vi')) document.documentElement.removeAttribute(name);
});

describe('the cookie', () => {
  it('round-trips every setting', () => {
    expect(readViSettings(`a=1; ${VI_COOKIE}=${encodeViSettings(custom)}; b=2`)).toEqual(custom);
  });

  it('is absent when the mode is off', () => {
    expect(readViSettings('a=1; vix=font:large')).toBeNull();
    expect(readViSettings('')).toBeNull();
  });

  it('falls back to the defaults for unknown keys and values', () => {
    expect(readViSettings(`${VI_COOKIE}=font:huge|scheme:wb|colour:red|junk`)).toEqual({ ...VI_DEFAULTS, scheme: 'wb' });
  });

  it('treats inherited names (__proto__, constructor) as unknown keys', () => {
    expect(readViSettings(`${VI_COOKIE}=__proto__:x|constructor:bw|toString:1|scheme:blue`)).toEqual({ ...VI_DEFAULTS, scheme: 'blue' });
  });

  it('is kept a year with SameSite=Lax, and dropped by Max-Age=0', () => {
    expect(viCookieAssignment(VI_DEFAULTS, false)).toBe(`vi=${encodeViSettings(VI_DEFAULTS)}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(viCookieAssignment(null, true)).toBe('vi=; Max-Age=0; Path=/; SameSite=Lax; Secure');
  });
});

describe('the pre-paint script', () => {
  it('sets data-vi and one attribute per setting, exactly as applyViMode does', () => {
    const cookies = `x=1; ${VI_COOKIE}=${encodeViSettings(custom)}`;
    runPrepaint(cookies);
    const fromScript = viAttributes(document.documentElement);
    expect(fromScript).toEqual({
      'data-vi': '',
      'data-vi-font': 'xlarge',
      'data-vi-scheme': 'green',
      'data-vi-spacing': 'wide',
      'data-vi-line': 'xwide',
      'data-vi-face': 'serif',
      'data-vi-images': 'off',
    });
    const other = document.createElement('div');
    applyViMode(other, cookies, VI_COOKIE, VI_OPTIONS);
    expect(viAttributes(other)).toEqual(fromScript);
  });

  it('never sets a value that is not an option (the cookie is not trusted)', () => {
    runPrepaint(`${VI_COOKIE}=font:"><script>|scheme:blue|images:off`);
    expect(viAttributes(document.documentElement)).toEqual({ 'data-vi': '', 'data-vi-scheme': 'blue', 'data-vi-images': 'off' });
  });

  it('without the cookie removes every attribute the mode set and leaves the others', () => {
    const root = document.documentElement;
    root.setAttribute('lang', 'ru');
    runPrepaint(`${VI_COOKIE}=${encodeViSettings(custom)}`);
    runPrepaint('other=1');
    expect(viAttributes(root)).toEqual({});
    expect(root.getAttribute('lang')).toBe('ru');
  });
});

/** WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('the colour schemes of vi-mode.css', () => {
  const css = readFileSync(join(__dirname, 'vi-mode.css'), 'utf8');
  const schemes = Object.fromEntries(
    [...css.matchAll(/html\[data-vi-scheme='(\w+)'\] \{ --vi-fg: (#[0-9a-f]{6}); --vi-bg: (#[0-9a-f]{6}); \}/g)].map((m) => [m[1], { fg: m[2]!, bg: m[3]! }]),
  );

  it('define every scheme of the panel', () => {
    expect(Object.keys(schemes).sort()).toEqual([...VI_OPTIONS.scheme].sort());
  });

  it.each([...VI_OPTIONS.scheme])('%s has text at least 7:1 against its background (AAA; AA needs 4.5:1)', (scheme) => {
    const { fg, bg } = schemes[scheme]!;
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(7);
  });

  it.each([...VI_OPTIONS.scheme])('the panel shows %s in its own colours', (scheme) => {
    const { fg, bg } = schemes[scheme]!;
    expect(css).toContain(`.vi-option--scheme-${scheme} .vi-option__label { color: ${fg} !important; background-color: ${bg} !important; }`);
  });
});
