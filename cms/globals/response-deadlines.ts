import type { Field, GlobalConfig } from 'payload';
import { DEFAULT_DEADLINE_SETTINGS } from '../../lib/submissions/deadlines';
import { isAdmin } from '../access/roles';
import { isReviewer } from '../access/submissions';
import { l, type Label } from '../fields/common';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const validDate = (value: unknown) =>
  (typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) ||
  'Дата в виде ГГГГ-ММ-ДД, например 2026-11-04.';

const days = (name: string, label: Label, defaultValue: number, description: Label): Field => ({
  name,
  type: 'number',
  required: true,
  min: 0,
  max: 365,
  defaultValue,
  label,
  admin: { description, step: 1 },
});

const calendarDays = (name: string, label: Label, description: Label): Field => ({
  name,
  type: 'array',
  label,
  labels: { singular: l('День', 'Day'), plural: l('Дни', 'Days') },
  admin: { description, initCollapsed: true },
  fields: [
    { type: 'row', fields: [
      { name: 'date', type: 'text', required: true, validate: validDate, label: l('Дата (ГГГГ-ММ-ДД)', 'Date (YYYY-MM-DD)') },
      { name: 'name', type: 'text', maxLength: 200, label: l('Название', 'Name') },
    ] },
  ],
});

/**
 * The promised answer times (§9: 7 days through the personal account, 30 through the public forms), counted in
 * calendar or working days, and the holiday calendar the working days follow (lib/submissions/deadlines.ts).
 * Administrators change them; reviewers read them. A change applies to items that arrive afterwards.
 */
export const ResponseDeadlines: GlobalConfig = {
  slug: 'response-deadlines',
  label: l('Сроки ответа', 'Response deadlines'),
  admin: { group: { ru: 'Администрирование', en: 'Administration' } },
  access: { read: isReviewer, update: isAdmin },
  fields: [
    { type: 'row', fields: [
      days('accountDays', l('Через личный кабинет, дней', 'Through the personal account, days'), DEFAULT_DEADLINE_SETTINGS.accountDays, l('Срок ответа на заявку или обращение из личного кабинета', 'Answer time for items sent through the personal account')),
      days('publicDays', l('Через публичные формы, дней', 'Through the public forms, days'), DEFAULT_DEADLINE_SETTINGS.publicDays, l('Срок ответа гостю, отправившему форму без входа', 'Answer time for guests who sent a public form')),
    ] },
    {
      name: 'dayKind',
      type: 'select',
      required: true,
      defaultValue: DEFAULT_DEADLINE_SETTINGS.dayKind,
      options: [
        { value: 'calendar', label: l('Календарные дни', 'Calendar days') },
        { value: 'working', label: l('Рабочие дни', 'Working days') },
      ],
      label: l('Как считать дни', 'Days counted as'),
      admin: { description: l('Срок отсчитывается со дня, следующего за днём поступления; если последний день нерабочий, срок кончается в ближайший рабочий день.', 'The term starts the day after arrival; when its last day is not a working day it ends on the next working day.') },
    },
    days('reminderWorkingDays', l('Напоминание исполнителю за, рабочих дней', 'Remind the assignee, working days before'), DEFAULT_DEADLINE_SETTINGS.reminderWorkingDays, l('Письмо исполнителю за столько рабочих дней до срока', 'The assignee is mailed this many working days before the due date')),
    calendarDays('holidays', l('Нерабочие дни (будни)', 'Non-working weekdays'), l('Праздники и дни отдыха, перенесённые на будни, по производственному календарю', 'Public holidays and days off moved to weekdays, per the official calendar')),
    calendarDays('workingWeekends', l('Рабочие субботы и воскресенья', 'Working Saturdays and Sundays'), l('Выходные, объявленные рабочими днями при переносе', 'Weekend days declared working days by a transfer')),
  ],
};
