import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContactList } from '@/components/layout/contact-links';
import { EXTERNAL_LINK, FEDERAL_INVEST_MAP } from '@/components/layout/contacts';
import { Logo } from '@/components/layout/logo';
import { Link } from '@/i18n/link';
import { routePath, type RouteKey } from '@/lib/routes';

/** Footer sections of spec §2 "Layout"; `federalMap` is the external federal investment map, placed after /news. */
const SECTION_LINKS: readonly (RouteKey | 'federalMap')[] = [
  'aboutRegion',
  'news',
  'federalMap',
  'investMap',
  'investStandard',
  'supportMeasures',
  'institutions',
  'calculator',
  'investSites',
  'arctics',
  'projects',
];

/** The footer's PDFs (generated into public/docs); `key` is the label under `layout.footer.files`. */
const DOCUMENTS = [
  { key: 'consent', href: '/docs/personal-data-consent.pdf' },
  { key: 'agreement', href: '/docs/user-agreement.pdf' },
] as const;
const FEDERAL_LAWS = [
  { key: 'law193', href: '/docs/193-fz.pdf' },
  { key: 'law194', href: '/docs/194-fz.pdf' },
  { key: 'law195', href: '/docs/195-fz.pdf' },
] as const;

/** The portal's own pages listed under the documents (the public monitoring of how fast the agency answers, the open data). */
const PAGE_LINKS: readonly RouteKey[] = ['privacyPolicy', 'terms', 'accessibility', 'directLineMonitoring', 'openData', 'apiDocs'];

/** A link that opens in a new tab; the hidden note tells screen-reader users so. */
function NewTabLink({ href, newTab, children }: { href: string; newTab: string; children: ReactNode }) {
  return (
    <a href={href} className="site-footer__link" {...EXTERNAL_LINK}>
      {children}
      <span className="visually-hidden"> ({newTab})</span>
    </a>
  );
}

export async function Footer() {
  const t = await getTranslations('layout.footer');
  const contacts = await getTranslations('layout.contacts');
  const routes = await getTranslations('routes');
  const newTab = contacts('newTab');

  const pdfLinks = (files: typeof DOCUMENTS | typeof FEDERAL_LAWS) =>
    files.map((file) => (
      <li key={file.key}>
        <NewTabLink href={file.href} newTab={newTab}>
          {t(`files.${file.key}`)} <span className="file-type">PDF</span>
        </NewTabLink>
      </li>
    ));

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo className="logo logo--inverse" />
          <h2 className="site-footer__title">{t('contactsTitle')}</h2>
          <ContactList className="site-footer__contacts" />
        </div>

        <nav className="site-footer__section" aria-labelledby="footer-sections-title">
          <h2 id="footer-sections-title" className="site-footer__title">
            {t('sectionsTitle')}
          </h2>
          <ul className="site-footer__list site-footer__list--columns">
            {SECTION_LINKS.map((key) => (
              <li key={key}>
                {key === 'federalMap' ? (
                  <NewTabLink href={FEDERAL_INVEST_MAP} newTab={newTab}>
                    {t('federalMap')}
                  </NewTabLink>
                ) : (
                  <Link href={routePath(key)} className="site-footer__link">
                    {routes(key)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <section className="site-footer__section" aria-labelledby="footer-documents-title">
          <h2 id="footer-documents-title" className="site-footer__title">
            {t('documentsTitle')}
          </h2>
          <ul className="site-footer__list">
            {pdfLinks(DOCUMENTS)}
            {PAGE_LINKS.map((key) => (
              <li key={key}>
                <Link href={routePath(key)} className="site-footer__link">
                  {routes(key)}
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="site-footer__section" aria-labelledby="footer-laws-title">
          <h2 id="footer-laws-title" className="site-footer__title">
            {t('lawsTitle')}
          </h2>
          <ul className="site-footer__list">{pdfLinks(FEDERAL_LAWS)}</ul>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>{t('copyright')}</p>
      </div>
    </footer>
  );
}
