'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { ConsentField } from '@/components/form/consent-field';
import { ErrorSummary, FormStatus, TextField } from '@/components/form/fields';
import { TextareaField } from '@/components/form/choice-fields';
import { NamedModal } from '@/components/modal/named-modal';
import { useModalForm } from '@/components/modal/use-modal-form';
import { usePathname } from '@/i18n/navigation';
import { messageKey } from '@/lib/api/message-key';
import { INACCURACY_REPORT_LIMITS, INACCURACY_REPORT_MESSAGES } from '@/lib/feedback/schemas/inaccuracy-report';
import { type InaccuracyReportFormValues, inaccuracyReportFormSchema, useSendInaccuracyReport } from '../api/send-inaccuracy-report';
import './feedback.css';

const FORM_ID = 'inaccuracy-report';
const FIELDS = ['comment', 'email', 'consent'] as const;

/** The page the visitor is on: its address as the browser shows it (with its language prefix) and its one h1. */
function currentPage(): { page: string; pageTitle: string } {
  const title = document.querySelector('main h1')?.textContent?.trim() ?? document.title;
  return { page: window.location.pathname, pageTitle: title.slice(0, INACCURACY_REPORT_LIMITS.pageTitle) };
}

/** The schema's and the API's English messages in the page's language (`inaccuracyReportApi.<key>`). */
function useReportText(): (message: string | undefined) => string | undefined {
  const t = useTranslations('inaccuracyReportApi');
  return useCallback((message) => {
    const key = messageKey(INACCURACY_REPORT_MESSAGES, message)?.key;
    return key ? t(key) : message;
  }, [t]);
}

/**
 * «Сообщить о неточности»: a modal with the note, an optional e-mail for an answer and the personal-data consent,
 * sent with the page's path and title to POST /feedback/outdated. Mounted once by the site shell; opened by name.
 */
export function InaccuracyReportModal() {
  const t = useTranslations('feedback');
  return (
    <NamedModal name="inaccuracyReport" title={t('title')} testId="inaccuracy-report-modal">
      <InaccuracyReportForm />
    </NamedModal>
  );
}

function InaccuracyReportForm() {
  const t = useTranslations('feedback');
  // The pathname is read so a client-side navigation gives the form a new page; the address itself is the browser's.
  usePathname();
  const [page] = useState(() => (typeof window === 'undefined' ? { page: '/', pageTitle: '' } : currentPage()));
  const text = useReportText();
  const send = useSendInaccuracyReport();
  const [sent, setSent] = useState(false);
  const { form, summary, field, submit } = useModalForm<InaccuracyReportFormValues>({
    formId: FORM_ID,
    schema: inaccuracyReportFormSchema,
    defaultValues: { comment: '', email: '', consent: false },
    fields: FIELDS,
    text,
    label: (name) => t(`fields.${name}`),
  });

  const onSubmit = submit(async (values) => {
    await send.mutateAsync({ ...values, ...page });
    setSent(true);
  });

  if (sent) {
    return (
      <FormStatus>
        <span data-testid="inaccuracy-report-sent">{t('sent')}</span>
      </FormStatus>
    );
  }
  const common = { errorPrefix: t('errors.prefix') };
  return (
    <form className="form inaccuracy-report" noValidate onSubmit={onSubmit} data-testid="inaccuracy-report-form">
      <p className="inaccuracy-report__lead">{page.pageTitle ? t('lead', { page: page.pageTitle }) : t('leadNoTitle')}</p>
      <ErrorSummary title={t('errors.summaryTitle')} {...summary} />
      <TextareaField
        {...common}
        {...field('comment')}
        label={t('fields.comment')}
        rows={5}
        maxLength={INACCURACY_REPORT_LIMITS.note}
        hint={t('noteHint', { max: INACCURACY_REPORT_LIMITS.note })}
        required
        {...form.register('comment')}
      />
      <TextField {...common} {...field('email')} type="email" autoComplete="email" label={t('fields.email')} hint={t('emailHint')} {...form.register('email')} />
      <ConsentField {...common} {...field('consent')} {...form.register('consent')} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
