'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useState, type MouseEvent } from 'react';
import { ChevronIcon, GlobeIcon } from '@/components/layout/icons';
import { LOCALE_NAMES } from '@/components/layout/locale-names';
import { returnFocus, useDismiss } from '@/components/layout/use-dismiss';
import { localePath, unprefixedPath } from '@/i18n/locale-path';
import { LOCALE_COOKIE, locales, type Locale } from '@/i18n/routing';
import { writeCookie } from '@/lib/browser-cookie';

const BUTTON_ID = 'language-selector-button';
const LIST_ID = 'language-selector-list';

/** Keeps the choice for the proxy (spec §9: 365 days, SameSite=Lax, path /). */
export function rememberLocale(locale: Locale) {
  writeCookie(LOCALE_COOKIE.name, locale, {
    days: LOCALE_COOKIE.maxAgeDays,
    sameSite: LOCALE_COOKIE.sameSite,
    path: LOCALE_COOKIE.path,
  });
}

/** A full document navigation (a seam for tests: jsdom cannot navigate). */
export const navigation = {
  assign: (url: string) => window.location.assign(url),
};
const navigateTo = (url: string) => navigation.assign(url);

/**
 * A disclosure listing the four languages. Each choice is a real link to the same page under the
 * other prefix (so it works without JavaScript); with JavaScript it also writes the locale cookie, then loads
 * that page in full (never prefetched: another locale's routes must not teach the client router). The page's language
 * and the button's label come from the header, a server component.
 */
export function LanguageSelector({ locale: current, toggleLabel }: { locale: Locale; toggleLabel: string }) {
  const pathname = unprefixedPath(usePathname(), current);
  const code = current.toUpperCase();
  const [open, setOpen] = useState(false);
  useDismiss(open, [BUTTON_ID, LIST_ID], (reason) => {
    setOpen(false);
    returnFocus(BUTTON_ID, reason);
  });

  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    event.preventDefault();
    setOpen(false);
    rememberLocale(locale);
    // A full page load, not the client router: having seen /en/… the router learns "the first segment is
    // [locale]" and then predicts unprefixed Russian paths such as /invest-map as the home page of a locale
    // called "invest-map", whose segment prefetches answer 404 (docs/decisions/014-…).
    if (locale !== current) navigateTo(`${event.currentTarget.pathname}${window.location.search}${window.location.hash}`);
  };

  return (
    <div className="language-selector">
      <button
        id={BUTTON_ID}
        type="button"
        className="header-button language-selector__toggle"
        aria-expanded={open}
        aria-controls={LIST_ID}
        aria-label={`${toggleLabel}: ${code}`}
        data-testid="language-selector"
        onClick={() => setOpen((value) => !value)}
      >
        <GlobeIcon />
        <span className="language-selector__code">{code}</span>
        <ChevronIcon />
      </button>
      <ul id={LIST_ID} className="popover language-selector__list" hidden={!open}>
        {locales.map((locale) => (
          <li key={locale}>
            <Link
              href={localePath(pathname, locale, true)}
              lang={locale}
              hrefLang={locale}
              className="popover__item"
              aria-current={locale === current ? 'true' : undefined}
              data-testid={`lang-option-${locale}`}
              prefetch={false}
              onClick={(event) => choose(event, locale)}
            >
              {LOCALE_NAMES[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
