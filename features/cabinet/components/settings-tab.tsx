'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorSummary, FormStatus, TextField } from '@/components/form/fields';
import { FileButton } from '@/components/form/file-button';
import { ApiError } from '@/lib/api/envelope';
import { applyServerError, summaryItems } from '@/components/form/form-errors';
import { Avatar } from '@/components/user/avatar';
import { CloseAccountSection, openChangePassword, PendingEmailNotice, useErrorText } from '@/features/auth';
import { AUTH_MESSAGES, AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/auth/schemas/messages';
import type { PortalUser } from '@/lib/auth/schemas/user';
import { useDeleteAvatar } from '../api/delete-avatar';
import { profileFormSchema, useUpdateProfile, type ProfileFormValues } from '../api/update-profile';

const FORM_ID = 'profile';
const FIELDS = ['surname', 'name', 'fathersName', 'phone', 'email', 'company'] as const;

/**
 * Settings: the profile form (labels of spec §3), the photo and the password change. The account's own actions
 * (changing the password, a pending e-mail change, closing the account) come from the accounts feature's index; the
 * texts are the accounts' (`auth.*`), shared with the registration form.
 */
export function SettingsTab({ user }: { user: PortalUser }) {
  const t = useTranslations('auth');
  return (
    <div className="cabinet__panel">
      <PhotoEditor user={user} />
      <PendingEmailNotice user={user} />
      <ProfileForm user={user} />
      <section aria-labelledby="password-title" className="cabinet__panel">
        <h3 id="password-title" className="cabinet__heading">
          {t('settings.passwordTitle')}
        </h3>
        <div className="form__actions">
          <button type="button" className="button button--secondary" onClick={openChangePassword}>
            {t('settings.changePassword')}
          </button>
        </div>
      </section>
      <CloseAccountSection />
    </div>
  );
}

function PhotoEditor({ user }: { user: PortalUser }) {
  const t = useTranslations('auth');
  const text = useErrorText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const update = useUpdateProfile();
  const remove = useDeleteAvatar();
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setDone(false);
    setError(undefined);
    if (!file) return;
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return setError(AUTH_MESSAGES.imageType);
    if (file.size > AVATAR_MAX_BYTES) return setError(AUTH_MESSAGES.imageSize);
    try {
      await update.mutateAsync({ image: file });
      setDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.field('image') ?? failure.message) : String(failure));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const onDelete = async () => {
    setDone(false);
    setError(undefined);
    try {
      await remove.mutateAsync();
      setDone(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
  };

  const message = text(error);
  return (
    <section aria-labelledby="photo-title" className="cabinet__panel">
      <h3 id="photo-title" className="cabinet__heading">
        {t('fields.photo')}
      </h3>
      <div className="avatar-editor">
        <Avatar user={user} />
        <div className={message ? 'field field--invalid' : 'field'}>
          <label id={`${inputId}-label`} className="field__label" htmlFor={inputId}>
            {user.image ? t('settings.replacePhoto') : t('settings.uploadPhoto')}
          </label>
          <p id={`${inputId}-hint`} className="field__hint">
            {t('settings.photoHint')}
          </p>
          {message ? (
            <p id={`${inputId}-error`} className="field__error" role="alert">
              <span className="visually-hidden">{t('errors.prefix')}</span> {message}
            </p>
          ) : null}
          <FileButton
            ref={input}
            id={inputId}
            labelId={`${inputId}-label`}
            buttonText={t('settings.choosePhoto')}
            accept={AVATAR_TYPES.join(',')}
            aria-invalid={message ? true : undefined}
            aria-describedby={[`${inputId}-hint`, message ? `${inputId}-error` : ''].filter(Boolean).join(' ')}
            disabled={update.isPending}
            onChange={(event) => void onFile(event)}
            data-testid="photo-input"
          />
        </div>
        {user.image ? <DeletePhoto pending={remove.isPending} onDelete={() => void onDelete()} /> : null}
      </div>
      {done ? <FormStatus>{t('settings.saved')}</FormStatus> : null}
    </section>
  );
}

function ProfileForm({ user }: { user: PortalUser }) {
  const t = useTranslations('auth');
  const text = useErrorText();
  const update = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted, isSubmitting, submitCount },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    // The error summary takes the focus after a failed submit (GOV.UK pattern).
    shouldFocusError: false,
    defaultValues: {
      surname: user.surname,
      name: user.name,
      fathersName: user.fathersName ?? '',
      phone: user.phone,
      email: user.email,
      company: user.company ?? '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      await update.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      applyServerError(error, setError, FIELDS);
    }
  });

  const items = isSubmitted ? summaryItems(errors, FIELDS, FORM_ID, text, (f) => t(`fields.${f}`)) : [];
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${FORM_ID}-${name}`,
    errorPrefix: t('errors.prefix'),
    error: text(errors[name]?.message),
  });
  return (
    <section aria-labelledby="profile-form-title" className="cabinet__panel">
      <h3 id="profile-form-title" className="cabinet__heading">
        {t('settings.personal')}
      </h3>
      <form className="form" noValidate onSubmit={onSubmit} data-testid="profile-form">
        <ErrorSummary title={t('errors.summaryTitle')} items={items} submitCount={submitCount} />
        <div className="form__row">
          <TextField {...field('surname')} label={t('fields.surname')} autoComplete="family-name" required {...register('surname')} />
          <TextField {...field('name')} label={t('fields.name')} autoComplete="given-name" required {...register('name')} />
          <TextField {...field('fathersName')} label={t('fields.fathersName')} autoComplete="additional-name" {...register('fathersName')} />
        </div>
        <div className="form__row">
          <TextField {...field('phone')} label={t('fields.phone')} type="tel" autoComplete="tel" required {...register('phone')} />
          <TextField
            {...field('email')}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            hint={t('settings.emailHint')}
            {...register('email')}
          />
          <TextField {...field('company')} label={t('fields.company')} autoComplete="organization" {...register('company')} />
        </div>
        <div className="form__actions">
          <button type="submit" className="button" disabled={isSubmitting}>
            {t('settings.save')}
          </button>
        </div>
        {saved ? <FormStatus>{t('settings.saved')}</FormStatus> : null}
      </form>
    </section>
  );
}

/** «Удалить фото» asks first: the question and its two answers replace the button; focus follows. */
function DeletePhoto({ pending, onDelete }: { pending: boolean; onDelete: () => void }) {
  const t = useTranslations('auth.settings');
  const [asking, setAsking] = useState(false);
  const first = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) first.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <button ref={opener} type="button" className="button button--secondary" disabled={pending} onClick={() => setAsking(true)}>
        {t('deletePhoto')}
      </button>
    );
  }
  return (
    <div role="group" aria-labelledby="delete-photo-question" className="confirm-inline" data-testid="delete-photo-confirm">
      <p id="delete-photo-question" className="confirm-inline__question">
        {t('deletePhotoQuestion')}
      </p>
      <div className="form__actions">
        <button
          ref={first}
          type="button"
          className="button button--danger"
          disabled={pending}
          onClick={() => {
            setAsking(false);
            onDelete();
          }}
        >
          {t('deletePhotoConfirm')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
          {t('deletePhotoCancel')}
        </button>
      </div>
    </div>
  );
}
