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

const readOnlyDate = (name: string, label: Label, hidden = false): Field => ({
  name,
  type: 'date',
  label,
  admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, ...(hidden ? { hidden: true } : {}) },
});

/**
 * The promise kept to the sender: the reference, how it arrived, the due date (a Krasnoyarsk date `YYYY-MM-DD`,
 * lib/submissions/deadlines.ts), the curator, and the moments the clock and the reminders depend on. All but the
 * assignee are set by the portal, never typed in the back office.
 */
export const promiseFields = (): Field[] => [
  {
    name: 'reference',
    type: 'text',
    unique: true,
    index: true,
    maxLength: 20,
    label: l('Номер', 'Reference'),
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'channel',
    type: 'select',
    options: [
      { value: 'account', label: l('Личный кабинет', 'Personal account') },
      { value: 'public', label: l('Публичная форма', 'Public form') },
    ],
    label: l('Канал', 'Channel'),
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'dueDate',
    type: 'text',
    index: true,
    maxLength: 10,
    label: l('Срок ответа', 'Answer due'),
    admin: { readOnly: true, position: 'sidebar', description: l('Последний день срока (по Красноярску)', 'The last day of the term (Krasnoyarsk time)') },
  },
  {
    name: 'assignee',
    type: 'relationship',
    relationTo: 'staff',
    index: true,
    label: l('Исполнитель', 'Assignee'),
    filterOptions: { roles: { in: ['reviewer', 'admin'] } },
    admin: { position: 'sidebar' },
  },
  readOnlyDate('clockStoppedAt', l('Срок приостановлен с', 'Clock stopped at')),
  readOnlyDate('firstAnsweredAt', l('Первый ответ', 'First answer')),
  readOnlyDate('closedAt', l('Закрыто', 'Closed at')),
  readOnlyDate('reminderSentAt', l('Напоминание отправлено', 'Reminder sent'), true),
  readOnlyDate('escalatedAt', l('Просрочка передана администраторам', 'Escalated'), true),
];

/** The fields of `promiseFields` that only the portal writes (the back office's REST cannot change them). */
export const PROMISE_LOCKED = ['reference', 'channel', 'dueDate', 'clockStoppedAt', 'firstAnsweredAt', 'closedAt', 'reminderSentAt', 'escalatedAt'];

/** The item a thread message, a note or an audit event belongs to: a request or an appeal (exactly one). */
export const itemFields = (): Field[] => [
  { name: 'request', type: 'relationship', relationTo: 'requests', index: true, label: l('Заявка на проект', 'Project submission'), admin: { readOnly: true } },
  { name: 'appeal', type: 'relationship', relationTo: 'appeals', index: true, label: l('Обращение', 'Appeal'), admin: { readOnly: true } },
];
