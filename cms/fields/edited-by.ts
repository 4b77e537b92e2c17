import type { Field, FieldAccess } from 'payload';
import { EDITED_BY_FIELD, EDITED_LOCALE_FIELD, editedByFromUser, editedLocaleFromRequest } from '../hooks/edited-by';
import { l, type PublicFieldMeta } from './common';

const staffOnly: FieldAccess = ({ req }) => req.user?.collection === 'staff';
const nobody: FieldAccess = () => false;

/** Set by its hook on every save, never by a request; read by staff only, and never part of the portal's API. */
const recorded = {
  access: { read: staffOnly, create: nobody, update: nobody },
  custom: { private: true } satisfies PublicFieldMeta,
} as const;

/**
 * Who saved the document last and in which content language: kept with the document and with every version, so
 * the version history (cms/components/version-history.tsx) names the author and the language of each version.
 */
export function editedByFields(): Field[] {
  return [
    {
      name: EDITED_BY_FIELD,
      type: 'relationship',
      relationTo: 'staff',
      label: l('Последнее изменение внёс', 'Last edited by'),
      hooks: { beforeChange: [editedByFromUser] },
      ...recorded,
      admin: {
        position: 'sidebar',
        readOnly: true,
        disableBulkEdit: true,
        disableListFilter: true,
        allowCreate: false,
        allowEdit: false,
        // The author's name for colleagues too, who may not read each other's accounts.
        components: {
          Field: '/cms/components/version-history-author#EditedByField',
          Cell: '/cms/components/version-history-author#EditedByCell',
          Diff: '/cms/components/version-history-author#EditedByDiff',
        },
      },
    },
    {
      name: EDITED_LOCALE_FIELD,
      type: 'text',
      label: l('Язык последнего изменения', 'Language of the last edit'),
      hooks: { beforeChange: [editedLocaleFromRequest] },
      ...recorded,
      // In the comparison of two versions, the language by name.
      admin: { hidden: true, disableBulkEdit: true, disableListFilter: true, components: { Diff: '/cms/components/version-history-author#EditedLocaleDiff' } },
    },
  ];
}

/** Payload's versions tab of a document replaced by the history that names each version's author and language. */
export const VERSION_HISTORY_VIEW = { Component: '/cms/components/version-history#VersionHistoryView' } as const;
