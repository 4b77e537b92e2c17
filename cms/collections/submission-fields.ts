import type { Field } from 'payload';
import { l, type Label } from '../fields/common';

/** The language the investor wrote in (mails to a guest use it; an account's own `locale` wins). */
export const localeField = (): Field => ({
  name: 'locale',
  type: 'select',
  defaultValue: 'ru',
  options: ['ru', 'en', 'tr', 'zh'],
  label: l('Язык', 'Language'),
  admin: { position: 'sidebar', readOnly: true },
});

/** Who changed the status or answered, when, with which comment (appended by cms/hooks/review.ts only). */
export const historyField = (statuses: { value: string; label: Label }[]): Field => ({
  name: 'history',
  type: 'array',
  label: l('История', 'History'),
  labels: { singular: l('Запись', 'Entry'), plural: l('Записи', 'Entries') },
  admin: { readOnly: true, initCollapsed: false },
  fields: [
    { type: 'row', fields: [
      { name: 'status', type: 'select', required: true, options: statuses, label: l('Статус', 'Status') },
      { name: 'at', type: 'date', required: true, label: l('Когда', 'When'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'by', type: 'relationship', relationTo: 'staff', label: l('Кто', 'By') },
    ] },
    { name: 'comment', type: 'textarea', label: l('Комментарий', 'Comment') },
  ],
});
