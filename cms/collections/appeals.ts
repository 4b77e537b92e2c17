import type { CollectionConfig } from 'payload';
import { APPEAL_STATUSES, type AppealStatus, CLOSED_APPEAL_STATUSES } from '../../lib/submissions/types';
import { isAdmin } from '../access/roles';
import { isReviewer, nobody } from '../access/submissions';
import { l } from '../fields/common';
import { deleteItemRecords, promiseAfterChange, promiseBeforeChange, resumedAfterClarification } from '../hooks/promise';
import { nextStatusOptions, refuse, reviewHook } from '../hooks/review';
import { mailAppealChange } from '../hooks/submission-mail';
import { senderField } from '../fields/sender';
import { threadPanel } from '../fields/thread';
import { workspacePanels } from '../fields/workspace';
import { SUBMISSIONS_GROUP } from './attachments';
import { historyField, localeField, PROMISE_LOCKED, promiseFields } from './submission-fields';

export const APPEAL_STATUS_LABELS: Record<AppealStatus, { ru: string; en: string }> = {
  new: l('Новое', 'New'),
  in_review: l('На рассмотрении', 'In review'),
  clarification: l('Требуется уточнение', 'Clarification requested'),
  answered: l('Получен ответ', 'Answered'),
};

/**
 * new → in_review → answered, with waits for the investor's clarification between; an answer moves it to `answered`
 * from any open status (and may be corrected later).
 */
export const APPEAL_TRANSITIONS: Record<AppealStatus, AppealStatus[]> = {
  new: ['in_review', 'answered'],
  in_review: ['clarification', 'answered'],
  clarification: ['in_review', 'answered'],
  answered: [],
};

type AppealDoc = { status: AppealStatus; answer?: string | null; answeredAt?: string | null; answeredBy?: unknown };

/** Appeals from the personal account (spec §3): the text, files, the staff's answer. */
export const Appeals: CollectionConfig = {
  slug: 'appeals',
  labels: { singular: l('Обращение', 'Appeal'), plural: l('Обращения', 'Appeals') },
  admin: {
    group: SUBMISSIONS_GROUP,
    useAsTitle: 'reference',
    // The sender's name (read from the account, cms/fields/sender.ts) in the list and, with the reference, in the heading.
    defaultColumns: ['reference', 'sender', 'message', 'status', 'dueDate', 'assignee', 'createdAt'],
    listSearchableFields: ['reference', 'message'],
    description: l(
      'Впишите ответ и сохраните: обращение получит статус «Получен ответ», инвестор — письмо с ответом.',
      'Write the answer and save: the appeal becomes Answered and the investor gets it by e-mail.',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: isReviewer, create: nobody, update: isReviewer, delete: isAdmin },
  hooks: {
    beforeChange: [
      reviewHook<AppealDoc & Record<string, unknown>>({
        locked: ['message', 'owner', 'files', 'locale', 'answeredAt', 'answeredBy', ...PROMISE_LOCKED],
        initialStatus: 'new',
        transition: ({ data, previous, by, now, req }) => {
          const answer = typeof data.answer === 'string' ? data.answer.trim() : (previous.answer ?? '');
          const answered = answer !== '' && answer !== (previous.answer ?? '');
          if (answered) {
            data.answer = answer;
            data.status = 'answered';
            data.answeredAt = now;
            data.answeredBy = by;
            return { status: 'answered', comment: answer, by, at: now };
          }
          const status = data.status ?? previous.status;
          if (status === previous.status) return null;
          if (!APPEAL_TRANSITIONS[previous.status]?.includes(status)) {
            refuse('appeals', 'status', `Переход «${APPEAL_STATUS_LABELS[previous.status].ru}» → «${APPEAL_STATUS_LABELS[status].ru}» не допускается.`, req);
          }
          if (status === 'answered' && !answer) refuse('appeals', 'answer', 'Чтобы отметить обращение отвеченным, впишите ответ.', req);
          return { status, comment: null, by, at: now };
        },
      }),
      promiseBeforeChange('appeals', CLOSED_APPEAL_STATUSES),
    ],
    afterChange: [
      promiseAfterChange('appeals'),
      async ({ doc, previousDoc, operation, req }) => {
        if (operation !== 'update' || !previousDoc) return doc;
        // One mail per change: an answer (which also moves the status) or else a status change.
        if (doc.answer && doc.answer !== previousDoc.answer) await mailAppealChange(req.payload, 'answer', doc, req);
        // A request for clarification made in the conversation reaches the investor as the agency's thread message,
        // which carries the question (the portal's own code moves the status then); one made with the status select
        // is mailed as a status change.
        else if (
          doc.status !== previousDoc.status &&
          !(doc.status === 'clarification' && req.payloadAPI === 'local') &&
          !resumedAfterClarification(previousDoc.status, doc.status)
        ) {
          await mailAppealChange(req.payload, 'status', doc, req);
        }
        return doc;
      },
    ],
    afterDelete: [deleteItemRecords('appeals')],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      label: l('Статус', 'Status'),
      options: APPEAL_STATUSES.map((value) => ({ value, label: APPEAL_STATUS_LABELS[value] })),
      filterOptions: nextStatusOptions(APPEAL_TRANSITIONS),
      admin: { position: 'sidebar' },
    },
    { name: 'message', type: 'textarea', required: true, label: l('Текст обращения', 'Message'), admin: { readOnly: true } },
    { name: 'files', type: 'relationship', relationTo: 'attachments', hasMany: true, label: l('Файлы', 'Files'), admin: { readOnly: true } },
    { name: 'answer', type: 'textarea', maxLength: 10000, label: l('Ответ', 'Answer') },
    { type: 'row', fields: [
      { name: 'answeredAt', type: 'date', label: l('Дата ответа', 'Answered at'), admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'answeredBy', type: 'relationship', relationTo: 'staff', label: l('Ответил', 'Answered by'), admin: { readOnly: true } },
    ] },
    senderField(),
    { name: 'owner', type: 'relationship', relationTo: 'investors', index: true, label: l('Личный кабинет', 'Account'), admin: { readOnly: true, position: 'sidebar', components: { Description: '/cms/components/deleted-account-hint#DeletedAccountHint' } } },
    { name: 'agreementAt', type: 'date', label: l('Согласие дано', 'Agreement given'), admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    ...promiseFields(),
    localeField(),
    historyField(APPEAL_STATUSES.map((value) => ({ value, label: APPEAL_STATUS_LABELS[value] }))),
    threadPanel(),
    ...workspacePanels(),
  ],
};
