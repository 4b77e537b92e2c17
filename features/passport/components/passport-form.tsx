'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { useForm, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { ErrorSummary } from '@/components/form/fields';
import { FilePicker } from '@/components/form/file-picker';
import { whenIdle } from '@/components/lazy/when-idle';
import { fieldItem, summaryItems } from '@/components/form/form-errors';
import { useSubmissionText } from '@/components/form/use-submission-text';
import { useUiStore } from '@/components/ui-store';
import { ApiError } from '@/lib/api/envelope';
import { PASSPORT_FIELDS, passportProgress, type PassportField as Field } from '@/lib/submissions/schemas/passport-fields';
import { SUBMISSION_MESSAGES as S } from '@/lib/submissions/schemas/messages';
import { PASSPORT_FILE_TYPES, RESOURCE_KEYS, type Passport } from '@/lib/submissions/types';
import { passportQueryKey } from '../api/get-passport';
import { useSavePassport } from '../api/save-passport';
import { PassportField } from './passport-field';
import { passportResolver, preloadPassportSchema, SECTION_IDS, SECTIONS, sectionOf, toFormValues, toWire, type PassportFormValues, type SectionId } from './passport-model';
import { StoredFiles } from './stored-files';
import { useFieldLabel } from './use-field-label';

const FILES_ID = 'passport-files';
/** The save button: the «saved» modal returns the focus to it. */
export const PASSPORT_SAVE_ID = 'passport-save';

/**
 * The editable passport: §3's groups as sections the user can fold, a progress indicator, and one save for the
 * whole form (partial: empty fields are cleared, nothing is required). Errors (the schema's, or the API's 422) show at
 * their fields and in a summary at the top, and their sections open.
 */
export function PassportForm({ passport }: { passport: Passport }) {
  const t = useTranslations('passport');
  const text = useSubmissionText();
  const label = useFieldLabel();
  const queryClient = useQueryClient();
  const save = useSavePassport();
  const form = useForm<PassportFormValues>({
    resolver: passportResolver,
    defaultValues: toFormValues(passport.data),
    // The error summary takes the focus after a failed submit (GOV.UK pattern).
    shouldFocusError: false,
  });
  useEffect(() => whenIdle(preloadPassportSchema), []);
  const { register, handleSubmit, setError, formState } = form;
  const [open, setOpen] = useState<Set<SectionId | 'documents'>>(() => new Set(['company']));
  const [files, setFiles] = useState<File[]>([]);
  const [removeFiles, setRemoveFiles] = useState<number[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [rootError, setRootError] = useState<string | undefined>();

  const openSectionsOf = (errors: FieldErrors<PassportFormValues>) =>
    setOpen((current) => {
      const next = new Set(current);
      for (const key of Object.keys(errors)) {
        const section = sectionOf(key);
        if (section) next.add(section);
      }
      return next;
    });

  const onSubmit = handleSubmit(
    async (values) => {
      setFilesError(undefined);
      setRootError(undefined);
      try {
        const saved = await save.mutateAsync({ requestId: passport.requestId, fields: toWire(values), files, removeFiles });
        form.reset(toFormValues(saved.data));
        setFiles([]);
        setRemoveFiles([]);
        useUiStore.getState().openModal('passportSuccess');
      } catch (error) {
        if (!(error instanceof ApiError)) return setRootError(S.sendFailed);
        if (error.status === 403) {
          setRootError(error.message);
          void queryClient.invalidateQueries({ queryKey: passportQueryKey(passport.requestId) });
          return;
        }
        if (error.status === 413) return setFilesError(error.message);
        if (error.status !== 422) return setRootError(S.sendFailed);
        const placed: FieldErrors<PassportFormValues> = {};
        for (const [key, messages] of Object.entries(error.fieldErrors)) {
          if (!messages[0]) continue;
          if (key === 'files' || key === 'remove_files' || key.startsWith('files[')) setFilesError(messages[0]);
          else if ((PASSPORT_FIELDS as string[]).includes(key)) {
            setError(key as Field, { type: 'server', message: messages[0] });
            placed[key as Field] = { type: 'server', message: messages[0] };
          }
        }
        openSectionsOf(placed);
        if (!Object.keys(error.fieldErrors).length) setRootError(S.sendFailed);
      }
    },
    (errors) => openSectionsOf(errors),
  );

  const items = formState.isSubmitted ? summaryItems(formState.errors, PASSPORT_FIELDS, 'passport', text, (f) => label(f as Field)) : [];
  if (filesError) items.push(fieldItem(FILES_ID, t('sections.documents'), text(filesError) ?? ''));
  if (rootError) items.push({ message: text(rootError) ?? rootError });
  const errorOf = (key: Field) => text(formState.errors[key]?.message);

  const toggle = (id: SectionId | 'documents') => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open;
    setOpen((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const storedLeft = passport.files.filter((file) => !removeFiles.includes(file.id)).length;
  return (
    <form className="form passport-form" noValidate onSubmit={onSubmit} data-testid="passport-form">
      <ErrorSummary title={t('errors.summaryTitle')} items={items} submitCount={formState.submitCount} />
      <ProgressBar control={form.control} />
      {SECTION_IDS.map((id) => (
        <details key={id} className="passport-section" open={open.has(id)} onToggle={toggle(id)} data-testid={`passport-section-${id}`}>
          <summary>
            <h2 className="passport-section__title">{t(`sections.${id}`)}</h2>
            <SectionCount control={form.control} fields={SECTIONS[id]} />
          </summary>
          <div className="passport-section__body">
            {id === 'resources' ? (
              <>
                {RESOURCE_KEYS.map((key) => (
                  <fieldset key={key} className="passport-resource">
                    <legend>{t(`resources.${key}`)}</legend>
                    <div className="form__row">
                      {(['power', 'distance'] as const).map((part) => {
                        const field = `${key}_${part}` as Field;
                        return <PassportField key={field} field={field} short register={register} error={errorOf(field)} />;
                      })}
                    </div>
                  </fieldset>
                ))}
                <PassportField field="other_resources_with_specs" register={register} error={errorOf('other_resources_with_specs')} />
              </>
            ) : (
              SECTIONS[id].map((field) => <PassportField key={field} field={field} register={register} error={errorOf(field)} />)
            )}
          </div>
        </details>
      ))}
      <details className="passport-section" open={open.has('documents')} onToggle={toggle('documents')} data-testid="passport-section-documents">
        <summary>
          <h2 className="passport-section__title">{t('sections.documents')}</h2>
          <span className="passport-section__count">{t('sectionProgress', { filled: storedLeft + files.length, total: 5 })}</span>
        </summary>
        <div className="passport-section__body">
          <StoredFiles files={passport.files} removed={removeFiles} onChange={setRemoveFiles} />
          <FilePicker
            id={FILES_ID}
            label={t('files.label')}
            accept={PASSPORT_FILE_TYPES}
            files={files}
            onChange={setFiles}
            existingCount={storedLeft}
            error={text(filesError)}
            disabled={formState.isSubmitting}
          />
        </div>
      </details>
      <p className="field__hint" id="passport-save-hint">
        {t('saveHint')}
      </p>
      <div className="form__actions passport-form__actions">
        <button id={PASSPORT_SAVE_ID} type="submit" className="button" disabled={formState.isSubmitting} aria-describedby="passport-save-hint">
          {formState.isSubmitting ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}


/** Filled fields of all (the form itself does not re-render on every keystroke: only this and the section counts do). */
function ProgressBar({ control }: { control: Control<PassportFormValues> }) {
  const t = useTranslations('passport');
  const progress = passportProgress(toWire(useWatch({ control }) as PassportFormValues) as never);
  return (
    <div className="passport-progress">
      <label htmlFor="passport-progress">{t('progress', progress)}</label>
      <progress id="passport-progress" max={progress.total} value={progress.filled} data-testid="passport-progress">
        {progress.filled} / {progress.total}
      </progress>
    </div>
  );
}

function SectionCount({ control, fields }: { control: Control<PassportFormValues>; fields: Field[] }) {
  const t = useTranslations('passport');
  const values = useWatch({ control, name: fields });
  const wire = toWire(Object.fromEntries(fields.map((key, index) => [key, values[index]])) as PassportFormValues);
  const filled = fields.filter((key) => passportProgress({ [key]: wire[key] } as never).filled > 0).length;
  return <span className="passport-section__count">{t('sectionProgress', { filled, total: fields.length })}</span>;
}
