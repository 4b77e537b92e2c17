'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { TextField } from '@/components/form/fields';
import { Modal } from '@/components/modal/modal';
import { QueryProvider } from '@/components/query-provider';
import { SAVED_SEARCH_NAME_MAX, savedSearchCreateSchema } from '@/lib/saved-searches/schemas';
import { useSaveSearch } from '../api/save-search';
import { useSavedSearchErrorText } from './error-text';
import type { SaveSearchProps } from './save-search';

type Props = Required<Omit<SaveSearchProps, 'texts'>> & {
  onClose: () => void;
  /** The announcement of the saved search, with its name as the API kept it. */
  onSaved: (message: string) => void;
};

/** The «save search» dialog as its button loads it: with the tab's react-query client it saves through. */
export function SaveSearchDialog(props: Props) {
  return (
    <QueryProvider>
      <NameForm {...props} />
    </QueryProvider>
  );
}

/** The search's name (suggested, editable), checked as the API checks it, then saved. */
function NameForm({ kind, query, suggestedName, onClose, onSaved }: Props) {
  const t = useTranslations('savedSearches');
  const errorText = useSavedSearchErrorText();
  const save = useSaveSearch();
  const id = useId();
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = savedSearchCreateSchema.shape.name.safeParse(name);
    if (!parsed.success) {
      setError(errorText(parsed.error.issues[0]?.message));
      return;
    }
    try {
      const created = await save.mutateAsync({ name: parsed.data, kind, query });
      onSaved(t('save.saved', { name: created.name }));
    } catch (failure) {
      setError(errorText(failure, 'name'));
    }
  };

  return (
    <Modal title={t('save.title')} onClose={onClose} testId="save-search-dialog" description={t(`save.lead.${kind}`)}>
      <form noValidate onSubmit={submit}>
        <TextField
          id={`${id}-name`}
          label={t('save.nameLabel')}
          errorPrefix={t('errors.prefix')}
          error={error}
          value={name}
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
        <div className="form__actions">
          <button type="submit" className="button" disabled={save.isPending}>
            {t('save.submit')}
          </button>
          <button type="button" className="button button--link" onClick={onClose}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
