import type { CollectionConfig } from 'payload';
import { AUDIT_ACTIONS } from '../../lib/submissions/audit';
import { isReviewer, nobody } from '../access/submissions';
import { l } from '../fields/common';
import { SUBMISSIONS_GROUP } from './attachments';
import { itemFields } from './submission-fields';

const ACTION_LABELS: Record<(typeof AUDIT_ACTIONS)[number], { ru: string; en: string }> = {
  created: l('Поступило', 'Received'),
  status: l('Смена статуса', 'Status change'),
  answer: l('Ответ', 'Answer'),
  assignment: l('Назначение исполнителя', 'Assignment'),
  note: l('Внутренняя заметка', 'Internal note'),
  reply: l('Ответ инвестора', 'Investor reply'),
  agency_message: l('Сообщение агентства', 'Agency message'),
  reminder: l('Напоминание исполнителю', 'Reminder'),
  escalation: l('Просрочка: администраторам', 'Escalation'),
};

/**
 * The audit trail of every project submission and appeal: who did what and when. Written only by the portal
 * (hooks and repositories, with access overridden); read-only for everybody in the back office.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: { singular: l('Событие журнала', 'Audit event'), plural: l('Журнал действий', 'Audit trail') },
  admin: {
    group: SUBMISSIONS_GROUP,
    useAsTitle: 'action',
    defaultColumns: ['at', 'action', 'status', 'request', 'appeal', 'by', 'detail'],
  },
  defaultSort: '-at',
  access: { read: isReviewer, create: nobody, update: nobody, delete: nobody },
  fields: [
    ...itemFields(),
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({ value, label: ACTION_LABELS[value] })),
      label: l('Действие', 'Action'),
      admin: { readOnly: true },
    },
    { name: 'status', type: 'text', maxLength: 40, label: l('Статус', 'Status'), admin: { readOnly: true } },
    { name: 'detail', type: 'text', maxLength: 500, label: l('Подробности', 'Detail'), admin: { readOnly: true } },
    { name: 'by', type: 'relationship', relationTo: 'staff', label: l('Кто', 'By'), admin: { readOnly: true, description: l('Пусто: инвестор или система', 'Empty: the investor or the system') } },
    { name: 'at', type: 'date', required: true, index: true, label: l('Когда', 'When'), admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
};
