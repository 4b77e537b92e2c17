'use client';

import { useTranslation } from '@payloadcms/ui';
import './admin-theme.css';

/** The agency's name in the back office's languages (the portal's own messages are not loaded in /admin). */
const BRAND = {
  ru: { agency: 'Агентство развития инвестиционной деятельности Красноярского края', portal: 'Инвестиционный портал Красноярского края', panel: 'Панель управления' },
  en: { agency: 'Krasnoyarsk Krai Investment Development Agency', portal: 'Krasnoyarsk Krai Investment Portal', panel: 'Back office' },
} as const;

const brand = (language: string) => BRAND[language === 'en' ? 'en' : 'ru'];

/** The login page's (and the first-user page's) emblem: the portal's logo with the agency's name. */
export function AdminLogo() {
  const { i18n } = useTranslation();
  const texts = brand(i18n.language);
  return (
    <div className="admin-brand">
      {/* Decorative: the names beside it say what it is. A plain img: /admin has no next/image loader of its own. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className="admin-brand__emblem" src="/images/logo.svg" alt="" width={64} height={64} />
      <span className="admin-brand__text">
        <span className="admin-brand__portal">{texts.portal}</span>
        <span className="admin-brand__agency">{texts.agency}</span>
        <span className="admin-brand__panel">{texts.panel}</span>
      </span>
    </div>
  );
}

/** The emblem in the navigation's header (Payload links it to the dashboard). */
export function AdminIcon() {
  const { i18n } = useTranslation();
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img className="admin-brand__icon" src="/images/logo.svg" alt={brand(i18n.language).portal} width={32} height={32} />
  );
}
