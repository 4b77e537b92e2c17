'use client';

import { useTranslations } from 'next-intl';
import type { LocaleFormat } from '@/i18n/formats';
import { useFormat } from '@/i18n/use-format';
import { useState } from 'react';
import { ConsentField } from '@/components/form/consent-field';
import { useCurrentUser } from '@/components/account/current-user';
import { UnverifiedNotice } from '@/components/account/unverified-notice';
import { ErrorSummary, TextField } from '@/components/form/fields';
import { FilePicker } from '@/components/form/file-picker';
import { TextareaField } from '@/components/form/choice-fields';
import { fieldItem, placeSubmissionError } from '@/components/form/form-errors';
import { useSubmissionText } from '@/components/form/use-submission-text';
import { NamedModal } from '@/components/modal/named-modal';
import { useModalForm } from '@/components/modal/use-modal-form';
import { useUiStore } from '@/components/ui-store';
import { REQUEST_FILE_TYPES } from '@/lib/submissions/types';
import { requestFormSchema, useCreateRequest, type RequestFormValues } from '../api/create-request';
import { useProjectSite } from '../stores/project-site';
import { useSentRequest } from '../stores/sent-request';
import './requests.css';
import { MessageModal } from '@/components/modal/message-modal';

const FORM_ID = 'submit-project';
const GUEST_FIELDS = ['name', 'phone', 'email'] as const;
/** A guest ticks the 152-FZ consent last; a logged-in investor gave it at registration (lib/submissions/schemas/request.ts). */
const FIELDS = [...GUEST_FIELDS, 'title', 'description', 'consent'] as const;

/** The submit-project modal (spec §2, §3): opened from /liniya-pryamih-obrasheniy and the cabinet's Projects tab. */
export function SubmitProjectModal() {
  const t = useTranslations('requests.modal');
  return (
    <NamedModal name="submitProject" title={t('title')} testId="submit-project-modal">
      <UnverifiedOrForm />
    </NamedModal>
  );
}

/**
 * A logged-in account whose e-mail is not confirmed cannot send a project as itself: it sees the notice with
 * «send the link again», and may send the project as a guest instead (the guest form, sent without the token).
 */
function UnverifiedOrForm() {
  const t = useTranslations('requests.modal');
  const user = useCurrentUser().data;
  const [asGuest, setAsGuest] = useState(false);
  if (!user || user.verified) return <SubmitProjectForm />;
  if (asGuest) return <SubmitProjectForm asGuest />;
  return (
    <>
      <UnverifiedNotice email={user.email} level={3} />
      <p className="modal__lead">{t('asGuestHint')}</p>
      <div className="form__actions">
        <button type="button" className="button button--secondary" onClick={() => setAsGuest(true)} data-testid="submit-project-as-guest">
          {t('asGuest')}
        </button>
      </div>
    </>
  );
}

/** `asGuest`: a logged-in (unconfirmed) account sends the guest form, as a guest. */
function SubmitProjectForm({ asGuest = false }: { asGuest?: boolean }) {
  const t = useTranslations('requests');
  const text = useSubmissionText();
  const guest = !useUiStore((state) => state.loggedIn) || asGuest;
  const create = useCreateRequest();
  const site = useProjectSite((state) => state.site);
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const fields = guest ? FIELDS : (['title', 'description'] as const);
  const { form, items, summary: formSummary, field, submit } = useModalForm<RequestFormValues>({
    formId: FORM_ID,
    schema: requestFormSchema(guest),
    defaultValues: guest ? { name: '', phone: '', email: '', title: '', description: '', consent: false } : { title: '', description: '' },
    fields,
    text,
    label: (f) => (f === 'consent' ? undefined : t(`fields.${f as Exclude<(typeof FIELDS)[number], 'consent'>}`)),
  });
  const { register } = form;

  const onSubmit = submit(
    async (values) => {
      setFilesError(undefined);
      const item = await create.mutateAsync({ ...values, guest, files, ...(site ? { site: site.id } : {}) });
      useSentRequest.setState({ sent: { reference: item.reference, dueDate: item.dueDate } });
      useUiStore.getState().openModal('applicationSuccess');
    },
    (error, setError) => placeSubmissionError(error, setError, setFilesError, { fields: FIELDS, filesField: 'files' }),
  );

  const common = { errorPrefix: t('errors.prefix') };
  const summary = filesError ? [...items, fieldItem(`${FORM_ID}-files`, t('fields.files'), text(filesError) ?? '')] : items;
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-describedby={`${FORM_ID}-lead`} data-testid="submit-project-form">
      <p id={`${FORM_ID}-lead`} className="modal__lead">
        {guest ? t('modal.leadGuest') : t('modal.leadUser')}
      </p>
      <ErrorSummary title={t('errors.summaryTitle')} items={summary} submitCount={formSummary.submitCount} />
      {site ? (
        <div className="requests__site" data-testid="submit-project-site">
          <p>{t('modal.site', { title: site.title })}</p>
          <button type="button" className="button button--link" onClick={() => useProjectSite.setState({ site: null })}>
            {t('modal.siteRemove')}
          </button>
        </div>
      ) : null}
      {guest ? (
        <fieldset className="requests__contacts">
          <legend>{t('modal.contacts')}</legend>
          <TextField {...common} {...field('name')} label={t('fields.name')} autoComplete="name" required {...register('name')} />
          <div className="form__row">
            <TextField {...common} {...field('phone')} label={t('fields.phone')} type="tel" autoComplete="tel" required {...register('phone')} />
            <TextField {...common} {...field('email')} label={t('fields.email')} type="email" autoComplete="email" required {...register('email')} />
          </div>
        </fieldset>
      ) : null}
      <TextField {...common} {...field('title')} label={t('fields.title')} required={guest} maxLength={255} {...register('title')} />
      <TextareaField {...common} {...field('description')} label={t('fields.description')} rows={5} maxLength={10000} {...register('description')} />
      <FilePicker
        id={`${FORM_ID}-files`}
        label={t('fields.files')}
        accept={REQUEST_FILE_TYPES}
        files={files}
        onChange={setFiles}
        error={text(filesError)}
        disabled={form.formState.isSubmitting}
      />
      {guest ? <ConsentField {...common} {...field('consent')} {...register('consent')} /> : null}
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('modal.sending') : t('modal.submit')}
        </button>
      </div>
    </form>
  );
}

/** «Your application has been successfully sent» (spec §8), after the submit modal, with its reference and due date. */
export function ApplicationSuccessModal() {
  const t = useTranslations('requests.success');
  const format = useFormat();
  const sent = useSentRequest((state) => state.sent);
  return (
    <MessageModal name="applicationSuccess" title={t('title')} closeLabel={t('close')} testId="application-success-modal">
      <div role="status">
        <p>{t('text')}</p>
        {sent?.reference ? <p data-testid="sent-reference">{t('reference', { reference: sent.reference, date: dueDateText(format, sent.dueDate) })}</p> : null}
      </div>
    </MessageModal>
  );
}

/** A due date (`YYYY-MM-DD`, a Krasnoyarsk calendar day) written out in the page's language. */
function dueDateText(format: LocaleFormat, dueDate: string): string {
  return format.date(dueDate);
}
