'use client';

import { QueryProvider } from '@/components/query-provider';

import { useLocale, useTranslations } from 'next-intl';
import { useFormat } from '@/i18n/use-format';
import { useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo } from 'react';
import type { Path, UseFormSetError } from 'react-hook-form';
import { useCurrentUser } from '@/components/account/current-user';
import { RadioGroupField, SelectField, TextareaField } from '@/components/form/choice-fields';
import { ConsentField } from '@/components/form/consent-field';
import { CheckboxField, ErrorSummary, TextField } from '@/components/form/fields';
import { applyServerError } from '@/components/form/form-errors';
import { useModalForm } from '@/components/modal/use-modal-form';
import { useRouter } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { ApiError } from '@/lib/api/envelope';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { routePath } from '@/lib/routes';
import { patronymicRequired } from '@/lib/submissions/schemas/event-registration-messages';
import { useOpenEvents } from '../api/get-open-events';
import { useRegisterForEvent } from '../api/register-for-event';
import { rememberRegistration } from '../last-registration';
import {
  REGISTRATION_FIELDS,
  registrationErrorKey,
  type RegistrationFormValues,
  type RegistrationInput,
} from '../api/registration-form';
import type { RegistrableEvent } from '../types';
import './event-registration.css';

const DEFAULTS: RegistrationFormValues = {
  event_id: '',
  surname: '',
  name: '',
  patronymic: '',
  phone: '',
  email: '',
  organization: '',
  dolgnost: '',
  inn: '',
  profile: '',
  target: '',
  production: '',
  ploshadka: null,
  mail_agree: false,
  comment: '',
  consent: false,
};

/** The fields a logged-in investor's profile (GET /user/info) fills in, and where the profile keeps each. */
const FROM_PROFILE = {
  surname: 'surname',
  name: 'name',
  patronymic: 'fathersName',
  phone: 'phone',
  email: 'email',
  organization: 'company',
} as const satisfies Partial<Record<keyof RegistrationFormValues, keyof PortalUser>>;

/** The form's own messages are keys of eventRegistration.errors; the API's messages arrive localized. */
function useErrorText() {
  const t = useTranslations('eventRegistration.errors');
  return useCallback(
    (message: string | undefined) => {
      if (message === undefined) return undefined;
      const key = registrationErrorKey(message);
      return key ? t(key) : message;
    },
    [t],
  );
}

/**
 * The event registration form (spec §3, §5, §8): every field of §3, the event chosen from those open for
 * registration (preselected from `?event=<id>`), «Please fill all fields correctly» with a summary linked to the
 * fields; success goes to /event-registration/registration-successfull, a failure stays with its message.
 * Reads `?event` itself (useSearchParams): render it inside <Suspense> so that the page stays static.
 */
function EventRegistrationFormContent() {
  const t = useTranslations('eventRegistration');
  const locale = useLocale() as Locale;
  const text = useErrorText();
  const router = useRouter();
  const requested = useSearchParams().get('event');
  const events = useOpenEvents();
  const registration = useRegisterForEvent();
  const user = useCurrentUser().data;
  // The API's schema in this language, fetched with zod when the page is idle (not part of the page's first load).
  const schema = useMemo(
    () => () => import('../api/registration-form-schema').then((module) => module.registrationFormSchema(locale)),
    [locale],
  );

  const { form, summary, field, submit } = useModalForm<RegistrationFormValues>({
    formId: 'event-registration',
    schema,
    defaultValues: { ...DEFAULTS, event_id: requested && /^\d+$/.test(requested) ? requested : '' },
    fields: REGISTRATION_FIELDS,
    text,
    label: (name) => t(`fields.${name}`),
  });
  const { register, setValue, getValues } = form;
  const format = useFormat();
  const eventLabel = (event: RegistrableEvent) => {
    const date = event.date ? format.date(event.date) : null;
    return date ? `${event.title} — ${date}` : event.title;
  };

  // A logged-in investor's profile fills the fields that are still empty: what was typed is never overwritten.
  useEffect(() => {
    if (!user) return;
    for (const [name, key] of Object.entries(FROM_PROFILE) as [keyof typeof FROM_PROFILE, (typeof FROM_PROFILE)[keyof typeof FROM_PROFILE]][]) {
      const value = user[key]?.trim();
      if (value && !getValues(name).trim()) setValue(name, value);
    }
  }, [user, getValues, setValue]);

  const openEvents = events.data;
  const requestedClosed = Boolean(requested && openEvents && !openEvents.some((event) => String(event.id) === requested));

  // The options arrive after the first render: pick the requested event once they are there.
  useEffect(() => {
    if (!openEvents) return;
    const current = getValues('event_id');
    if (current && openEvents.some((event) => String(event.id) === current)) setValue('event_id', current);
    else if (current) setValue('event_id', '');
  }, [openEvents, getValues, setValue]);

  const onError = (error: unknown, setError: UseFormSetError<RegistrationFormValues>) => {
    console.error('Ошибка при регистрации', error);
    const known = error instanceof ApiError && Object.keys(error.fieldErrors).some((name) => (REGISTRATION_FIELDS as readonly string[]).includes(name));
    if (known) applyServerError(error, setError, REGISTRATION_FIELDS);
    else setError('root.server' as Path<RegistrationFormValues>, { type: 'server', message: 'generic' });
  };

  const onSubmit = submit(async (values) => {
    // The resolver has applied the schema's transforms (trimmed, canonical e-mail).
    const result = await registration.mutateAsync(values as unknown as RegistrationInput);
    rememberRegistration(result);
    router.push(routePath('eventRegistrationSuccess'));
  }, onError);

  const common = { errorPrefix: t('errors.prefix') };
  const text1 = (
    name: Path<RegistrationFormValues>,
    extra: { autoComplete?: string; type?: string; inputMode?: 'numeric' | 'tel' | 'email'; hint?: string; required?: boolean } = {},
  ) => <TextField {...common} {...field(name)} label={t(`fields.${name}`)} required {...extra} {...register(name)} />;

  return (
    <form className="form event-registration" noValidate onSubmit={onSubmit} data-testid="event-registration-form">
      <ErrorSummary title={t('errors.summaryTitle')} {...summary} />
      <p className="field__hint">{t('requiredNote')}</p>

      <fieldset className="event-registration__group">
        <legend className="event-registration__legend">{t('groups.event')}</legend>
        <SelectField
          {...common}
          {...field('event_id')}
          label={t('fields.event_id')}
          required
          aria-busy={events.isPending || undefined}
          hint={events.isPending ? t('loadingEvents') : undefined}
          options={[{ value: '', label: t('chooseEvent') }, ...(openEvents ?? []).map((event) => ({ value: String(event.id), label: eventLabel(event) }))]}
          {...register('event_id')}
        />
        {events.isError ? (
          <p className="form-status form-status--warning" role="status">
            {t('eventsFailed')}
          </p>
        ) : null}
        {openEvents && !openEvents.length ? (
          <p className="form-status form-status--warning" role="status">
            {t('noEvents')}
          </p>
        ) : null}
        {requestedClosed ? (
          <p className="form-status form-status--warning" role="status" data-testid="requested-event-closed">
            {t('requestedClosed')}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="event-registration__group">
        <legend className="event-registration__legend">{t('groups.person')}</legend>
        <div className="form__row">
          {text1('surname', { autoComplete: 'family-name' })}
          {text1('name', { autoComplete: 'given-name' })}
          {text1('patronymic', { autoComplete: 'additional-name', required: patronymicRequired(locale) })}
        </div>
        <div className="form__row">
          {text1('phone', { autoComplete: 'tel', type: 'tel', inputMode: 'tel' })}
          {text1('email', { autoComplete: 'email', type: 'email' })}
        </div>
      </fieldset>

      <fieldset className="event-registration__group">
        <legend className="event-registration__legend">{t('groups.organization')}</legend>
        <div className="form__row">
          {text1('organization', { autoComplete: 'organization' })}
          {text1('dolgnost', { autoComplete: 'organization-title' })}
        </div>
        {text1('inn', { inputMode: 'numeric', hint: t('hints.inn') })}
        {text1('profile', { hint: t('hints.profile') })}
        <TextareaField {...common} {...field('production')} label={t('fields.production')} hint={t('hints.production')} required rows={3} {...register('production')} />
      </fieldset>

      <fieldset className="event-registration__group">
        <legend className="event-registration__legend">{t('groups.participation')}</legend>
        <TextareaField {...common} {...field('target')} label={t('fields.target')} required rows={3} {...register('target')} />
        <RadioGroupField
          {...common}
          {...field('ploshadka')}
          label={t('fields.ploshadka')}
          required
          options={[
            { value: 'true', label: t('yes') },
            { value: 'false', label: t('no') },
          ]}
          {...register('ploshadka')}
        />
        <CheckboxField {...common} {...field('mail_agree')} label={t('fields.mail_agree')} {...register('mail_agree')} />
        <TextareaField {...common} {...field('comment')} label={t('fields.comment')} hint={t('hints.comment')} rows={4} {...register('comment')} />
      </fieldset>

      <ConsentField {...common} {...field('consent')} {...register('consent')} />
      <div className="form__actions">
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('submitting') : t('submit')}
        </button>
      </div>
    </form>
  );
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function EventRegistrationForm() {
  return (
    <QueryProvider>
      <EventRegistrationFormContent />
    </QueryProvider>
  );
}
