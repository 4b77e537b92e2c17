import type { CollectionConfig } from 'payload';
import { isAdmin } from '../access/roles';
import { isReviewer, nobody } from '../access/submissions';
import { l } from '../fields/common';
import { oneItem, staffAuthor } from '../hooks/item-records';
import { staffNoteAfterChange } from '../hooks/promise';
import { SUBMISSIONS_GROUP } from './attachments';
import { itemFields } from './submission-fields';

/** Internal notes of the staff on a project submission or an appeal: never shown to the investor nor in /api/v1. */
export const StaffNotes: CollectionConfig = {
  slug: 'staff-notes',
  labels: { singular: l('Внутренняя заметка', 'Internal note'), plural: l('Внутренние заметки', 'Internal notes') },
  admin: {
    group: SUBMISSIONS_GROUP,
    useAsTitle: 'text',
    defaultColumns: ['text', 'request', 'appeal', 'author', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isReviewer, create: isReviewer, update: nobody, delete: isAdmin },
  hooks: { beforeChange: [oneItem('staff-notes'), staffAuthor('author')], afterChange: [staffNoteAfterChange] },
  fields: [
    ...itemFields(),
    { name: 'text', type: 'textarea', required: true, maxLength: 5000, label: l('Текст', 'Text') },
    { name: 'author', type: 'relationship', relationTo: 'staff', label: l('Автор', 'Author'), admin: { readOnly: true } },
  ],
};
