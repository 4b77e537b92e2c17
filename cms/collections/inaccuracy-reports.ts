import type { CollectionConfig } from 'payload';
import { isAdmin, isStaff } from '../access/roles';
import { nobody } from '../access/submissions';
import { l } from '../fields/common';
import { localeField } from './submission-fields';
import { GROUPS } from './content-collection';

export const INACCURACY_REPORT_STATUSES = ['new', 'done'] as const;
const STATUS_LABELS = { new: l('Новое', 'New'), done: l('Разобрано', 'Done') } as const;

/**
 * A visitor's note that something on a portal page is wrong or out of date. Sent only through the portal's API (a
 * repository creates it after its own checks and limits); staff read the list and mark a report done.
 */
export const InaccuracyReports: CollectionConfig = {
  slug: 'inaccuracy-reports',
  labels: { singular: l('Сообщение о неточности', 'Inaccuracy report'), plural: l('Сообщения о неточностях', 'Inaccuracy reports') },
  defaultSort: '-createdAt',
  admin: {
    group: GROUPS.pages,
    useAsTitle: 'pageTitle',
    defaultColumns: ['pageTitle', 'page', 'status', 'locale', 'createdAt'],
    listSearchableFields: ['pageTitle', 'page', 'note'],
  },
  access: { read: isStaff, create: nobody, update: isStaff, delete: isAdmin },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: INACCURACY_REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
      label: l('Статус', 'Status'),
      admin: { position: 'sidebar' },
    },
    { name: 'page', type: 'text', required: true, maxLength: 500, label: l('Страница (адрес)', 'Page (path)'), admin: { readOnly: true } },
    { name: 'pageTitle', type: 'text', maxLength: 300, label: l('Заголовок страницы', 'Page title'), admin: { readOnly: true } },
    { name: 'note', type: 'textarea', required: true, maxLength: 2000, label: l('Что не так', 'What is wrong'), admin: { readOnly: true } },
    { name: 'email', type: 'text', maxLength: 254, label: l('Почта для ответа', 'Reply e-mail'), admin: { readOnly: true } },
    localeField(),
  ],
};
