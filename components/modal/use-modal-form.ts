'use client';

import { useEffect, useMemo, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import type { SummaryItem, SummaryState } from '@/components/form/fields';
import { applyServerError, summaryItems } from '@/components/form/form-errors';
import { lazyValue } from '@/components/lazy/lazy-value';
import { whenIdle } from '@/components/lazy/when-idle';

type Schema<T extends FieldValues> = z.ZodType<unknown, T>;

/**
 * The form's zod schema, or a loader of it (`() => import('../api/x-form-schema').then((m) => m.xFormSchema)`): a form
 * that is a page's own content, not a dialog fetched on first use, passes a loader so that zod is not part of the
 * page's first load. Either way the check is the same schema.
 */
export type SchemaSource<T extends FieldValues> = Schema<T> | (() => Promise<Schema<T>>);

type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * react-hook-form's zod resolver, fetched with the schema on first need: validation runs on submit, and the form
 * starts fetching both once the page is idle, so a submit rarely waits for them.
 */
function lazyZodResolver<T extends FieldValues>(source: SchemaSource<T>): LazyResolver<T> {
  const zod = lazyValue(() =>
    Promise.all([import('@hookform/resolvers/zod'), typeof source === 'function' ? source() : source]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as z.ZodType<T, T>) as unknown as Resolver<T>,
    ),
  );
  const resolver: Resolver<T> = async (values, context, options) => (await zod.get())(values, context, options);
  return Object.assign(resolver, { preload: zod.preload });
}

export type ModalFormOptions<T extends FieldValues> = {
  /** Prefix of the inputs' ids (`${formId}-${field}`): the error summary links to them. */
  formId: string;
  /** The zod schema of the form's values (its input type is the form's values), or a loader of it. */
  schema: SchemaSource<T>;
  defaultValues: DefaultValues<T>;
  /** The fields in display order: the summary lists their errors in this order, and server errors land on them. */
  fields: readonly Path<T>[];
  /** Localizes a schema/API message (e.g. `useErrorText()` of features/auth); undefined stays undefined. */
  text: (message: string | undefined) => string | undefined;
  /** The field's label for the summary ("Почта: …"); return undefined to show the message alone. */
  label?: (field: Path<T>) => string | undefined;
  /** API field names that differ from the form's (e.g. `{ new_password: 'password' }`). */
  rename?: Record<string, Path<T>>;
};

export type ModalForm<T extends FieldValues> = {
  /** react-hook-form's own API (register, watch, setValue, formState…). */
  form: UseFormReturn<T>;
  /** Items for `<ErrorSummary>`: empty until the first submit. */
  items: SummaryItem[];
  /** Everything `<ErrorSummary>` needs besides its title (`<ErrorSummary title={…} {...summary} />`): it takes the focus after a failed submit. */
  summary: SummaryState;
  /** `id` and localized `error` of a field, to spread into `<TextField>`/`<CheckboxField>` with `register(name)`. */
  field: (name: Path<T>) => { id: string; error: string | undefined };
  /**
   * The form's onSubmit: validates, then runs `action`; a thrown error goes on the fields (422 `result.<field>[0]`)
   * or on the summary (anything else), unless `onError` handles it.
   */
  submit: (
    action: (values: T) => Promise<unknown> | unknown,
    onError?: (error: unknown, setError: UseFormSetError<T>) => void,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/**
 * The form setup every modal form repeats: react-hook-form with the zod resolver (fetched on first need), server
 * errors mapped onto the fields, and the error summary's items.
 *
 * @example
 * const FIELDS = ['text', 'consent'] as const;
 * function AppealForm() {
 *   const t = useTranslations('appeals');
 *   const text = useErrorText();
 *   const send = useSendAppeal();
 *   const { form, summary, field, submit } = useModalForm<AppealFormValues>({
 *     formId: 'appeal', schema: appealFormSchema, defaultValues: { text: '', consent: false }, fields: FIELDS, text,
 *     label: (f) => t(`fields.${f}`),
 *   });
 *   const onSubmit = submit(async (values) => {
 *     await send.mutateAsync(values);
 *     useUiStore.getState().openModal('appealSuccess');
 *   });
 *   return (
 *     <form className="form" noValidate onSubmit={onSubmit}>
 *       <ErrorSummary title={t('errors.summaryTitle')} {...summary} />
 *       <TextField {...field('text')} errorPrefix={t('errors.prefix')} label={t('fields.text')} required {...form.register('text')} />
 *       <button type="submit" className="button" disabled={form.formState.isSubmitting}>{t('submit')}</button>
 *     </form>
 *   );
 * }
 */
export function useModalForm<T extends FieldValues>({
  formId,
  schema,
  defaultValues,
  fields,
  text,
  label,
  rename,
}: ModalFormOptions<T>): ModalForm<T> {
  const resolver = useMemo(() => lazyZodResolver(schema), [schema]);
  useEffect(() => whenIdle(resolver.preload), [resolver]);
  const form = useForm<T>({ resolver, defaultValues, shouldFocusError: false });
  // The error summary takes the focus after a failed submit (GOV.UK pattern), not the first invalid field.
  const { errors, isSubmitted, submitCount } = form.formState;
  const items = isSubmitted ? summaryItems(errors, fields, formId, text, label) : [];
  const field = (name: Path<T>) => ({
    id: `${formId}-${name}`,
    error: text((errors as Record<string, { message?: string } | undefined>)[name]?.message),
  });
  const submit: ModalForm<T>['submit'] = (action, onError) =>
    form.handleSubmit(async (values) => {
      try {
        await action(values);
      } catch (error) {
        if (onError) onError(error, form.setError);
        else applyServerError(error, form.setError, fields, rename);
      }
    });
  return { form, items, summary: { items, submitCount }, field, submit };
}
