import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ContactList } from '@/components/layout/contact-links';
import { ReportProblem } from './report-problem';
import './accessibility.css';

/** The statement's sections and the items of their lists, in order (texts under `accessibilityStatement.<section>`). */
const LISTS = {
  standards: ['wcag', 'gost', 'decree'],
  testing: ['axe', 'keyboard', 'reflow', 'scale', 'images', 'persist'],
} as const;
const LIMITATIONS = ['screenReaders', 'video', 'map', 'documents'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`a11y-${id}`} data-testid={`a11y-${id}`}>
      <h2 id={`a11y-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The accessibility statement: the standards followed, the mode for the visually impaired, what is tested and
 * how, known limitations, contacts, and «report a problem», whose `form` (an appeal form) the page brings.
 */
export async function AccessibilityStatement({ form }: { form: ReactNode }) {
  const t = await getTranslations('accessibilityStatement');
  return (
    <div className="a11y-statement" data-testid="accessibility-statement">
      <p className="page-lead">{t('lead')}</p>
      {(Object.keys(LISTS) as (keyof typeof LISTS)[]).map((section) => (
        <Section key={section} id={section} title={t(`${section}.title`)}>
          <p>{t(`${section}.text`)}</p>
          <ul>
            {LISTS[section].map((item) => (
              <li key={item}>{t(`${section}.${item}` as Parameters<typeof t>[0])}</li>
            ))}
          </ul>
        </Section>
      ))}
      <Section id="mode" title={t('mode.title')}>
        <p>{t('mode.text')}</p>
      </Section>
      <Section id="limitations" title={t('limitations.title')}>
        <ul>
          {LIMITATIONS.map((item) => (
            <li key={item}>{t(`limitations.${item}`)}</li>
          ))}
        </ul>
      </Section>
      <Section id="contact" title={t('contact.title')}>
        <p>{t('contact.text')}</p>
        <ContactList className="a11y-statement__contacts" />
      </Section>
      <Section id="report" title={t('report.title')}>
        <p>{t('report.text')}</p>
        <ReportProblem form={form} labels={{ guest: t('report.guest'), login: t('report.login'), register: t('report.register') }} />
      </Section>
      <p className="a11y-statement__updated">{t('updated')}</p>
    </div>
  );
}
