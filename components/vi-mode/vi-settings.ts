/**
 * The visually-impaired mode's settings (docs/decisions/022): kept in a first-party cookie and applied as data
 * attributes on <html> (`data-vi` and `data-vi-<setting>="<value>"`) that vi-mode.css keys on. The same function
 * applies them before the first paint (the inline script of the root layout) and after every change in the panel.
 */

import { isOwnKey } from '@/lib/own-key';

/** Every setting and its values, in the order the panel lists them (from the normal version up). */
export const VI_OPTIONS = {
  font: ['normal', 'large', 'xlarge'],
  scheme: ['bw', 'wb', 'blue', 'beige', 'green'],
  spacing: ['normal', 'wide', 'xwide'],
  line: ['normal', 'wide', 'xwide'],
  face: ['sans', 'site', 'serif'],
  images: ['on', 'off'],
} as const;

export type ViSetting = keyof typeof VI_OPTIONS;
export type ViSettings = { [K in ViSetting]: (typeof VI_OPTIONS)[K][number] };

export const VI_SETTINGS = Object.keys(VI_OPTIONS) as ViSetting[];

/** What «reset» returns to and what the mode starts with: large text, black on white, a plain font. */
export const VI_DEFAULTS: ViSettings = { font: 'large', scheme: 'bw', spacing: 'normal', line: 'normal', face: 'sans', images: 'on' };

/** The cookie: `vi=font:large|scheme:bw|…`, a year, SameSite=Lax, path / (the admin's layout never reads it). */
export const VI_COOKIE = 'vi';
export const VI_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The cookie's value for a set of settings. */
export function encodeViSettings(settings: ViSettings): string {
  return VI_SETTINGS.map((key) => `${key}:${settings[key]}`).join('|');
}

/** The settings in a `document.cookie` string, or null when the mode is off; unknown values fall back to the defaults. */
export function readViSettings(cookies: string): ViSettings | null {
  const raw = cookieValue(cookies, VI_COOKIE);
  if (raw === null) return null;
  const settings: ViSettings = { ...VI_DEFAULTS };
  for (const pair of raw.split('|')) {
    const [key, value] = pair.split(':');
    if (!value || !isOwnKey(VI_OPTIONS, key)) continue;
    const options: readonly string[] = VI_OPTIONS[key];
    if (options.includes(value)) (settings as Record<string, string>)[key] = value;
  }
  return settings;
}

function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** `document.cookie = …` that keeps the settings for a year (or drops them when `settings` is null). */
export function viCookieAssignment(settings: ViSettings | null, secure: boolean): string {
  const tail = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return settings ? `${VI_COOKIE}=${encodeViSettings(settings)}; Max-Age=${VI_COOKIE_MAX_AGE}${tail}` : `${VI_COOKIE}=; Max-Age=0${tail}`;
}

/**
 * Sets <html>'s attributes from the cookie: first removes every attribute the mode may have set, then (when the
 * cookie is there) sets `data-vi` and one `data-vi-<setting>` per known value. Self-contained (no imports, no
 * closures) because its source text is the pre-paint script; keep it plain ES2017.
 */
export function applyViMode(root: HTMLElement, cookies: string, name: string, options: Readonly<Record<string, readonly string[]>>): void {
  const names = root.getAttributeNames();
  for (let i = 0; i < names.length; i++) {
    const attribute = names[i] as string;
    if (attribute === 'data-vi' || attribute.indexOf('data-vi-') === 0) root.removeAttribute(attribute);
  }
  const parts = cookies.split(';');
  for (let i = 0; i < parts.length; i++) {
    const part = (parts[i] as string).trim();
    if (part.indexOf(name + '=') !== 0) continue;
    root.setAttribute('data-vi', '');
    const pairs = part.slice(name.length + 1).split('|');
    for (let j = 0; j < pairs.length; j++) {
      const pair = (pairs[j] as string).split(':');
      const key = pair[0] as string;
      const value = pair[1] as string;
      if (Object.prototype.hasOwnProperty.call(options, key) && (options[key] as readonly string[]).indexOf(value) >= 0) {
        root.setAttribute('data-vi-' + key, value);
      }
    }
    return;
  }
}

/** The inline script of the root layout's <head>: applies the cookie before the first paint (a constant string: CSP can hash it). */
export const VI_PREPAINT_SCRIPT = `(${applyViMode.toString()})(document.documentElement,document.cookie,${JSON.stringify(VI_COOKIE)},${JSON.stringify(VI_OPTIONS)})`;
