'use client';

import { useTranslation } from '@payloadcms/ui';
import type { ReactNode } from 'react';
import { registerLocale, setDefaultLocale } from 'react-datepicker';

/**
 * The date pickers' language set before any picker renders. Payload registers the admin language's date-fns locale
 * with react-datepicker in each picker's own effect, after that picker has rendered: a read-only picker (a reviewer's
 * «Согласие дано», the history's «Когда») is never rendered again and kept showing «27 November 2026». This provider
 * sits above every view and registers the locale while rendering, as soon as Payload has loaded it.
 */
export function AdminDateLocale({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  if (i18n.dateFNS) {
    // Payload's own name for the locale (its getFormattedLocale maps only en, my, ua and zh to other names).
    const name = i18n.language === 'en' ? 'enUS' : i18n.language;
    registerLocale(name, i18n.dateFNS);
    setDefaultLocale(name);
  }
  return <>{children}</>;
}
