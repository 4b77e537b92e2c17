import type { CollectionConfig } from 'payload';
import { CLOSED_REQUEST_STATUSES, REQUEST_STATUSES, type RequestStatus } from '../../lib/submissions/types';
import { isAdmin } from '../access/roles';
import { isReviewer, nobody } from '../access/submissions';
import { l } from '../fields/common';
import { deleteItemRecords, promiseAfterChange, promiseBeforeChange, resumedAfterClarification } from '../hooks/promise';
import { nextStatusOptions, refuse, reviewHook } from '../hooks/review';
import { mailRequestStatus } from '../hooks/submission-mail';
import { threadPanel } from '../fields/thread';
import { workspacePanels } from '../fields/workspace';
import { SUBMISSIONS_GROUP } from './attachments';
import { historyField, localeField, PROMISE_LOCKED, promiseFields } from './submission-fields';

export const REQUEST_STATUS_LABELS: Record<RequestStatus, { ru: string; en: string }> = {
  pending: l('Ожидает рассмотрения', 'Pending Review'),
  in_review: l('На рассмотрении', 'In review'),
  clarification: l('Требуется уточнение', 'Clarification requested'),
  accepted: l('Принята', 'Accepted'),
  rejected: l('Отклонена', 'Rejected'),
};

/** Spec §4: Pending Review → In review → Accepted | Rejected, with a wait for the investor's clarification between. */
export const REQUEST_TRANSITIONS: Record<RequestStatus, RequestStatus[]> = {
  pending: ['in_review'],
  in_review: ['clarification', 'accepted', 'rejected'],
  clarification: ['in_review'],
  accepted: [],
  rejected: [],
};

type RequestDoc = { status: RequestStatus; reviewComment?: string | null; history?: never[] };

/** Project submissions (spec §3): from guests (contacts given) or investors (contacts copied from the profile). */
export const Requests: CollectionConfig = {
  slug: 'requests',
  labels: { singular: l('Заявка на проект', 'Project submission'), plural: l('Заявки на проекты', 'Project submissions') },
  admin: {
    group: SUBMISSIONS_GROUP,
    useAsTitle: 'title',
    defaultColumns: ['title', 'reference', 'status', 'dueDate', 'assignee', 'contactName', 'createdAt'],
    listSearchableFields: ['title', 'reference', 'contactName', 'contactEmail'],
    description: l(
      'Статус: «Ожидает рассмотрения» → «На рассмотрении» → «Принята» или «Отклонена». Комментарий сохраняется с переходом и уходит инвестору в письме.',
      'Status: Pending Review → In review → Accepted or Rejected. The comment is recorded with the transition and mailed to the investor.',
    ),
  },
  defaultSort: '-createdAt',
  access: { read: isReviewer, create: nobody, update: isReviewer, delete: isAdmin },
  hooks: {
    beforeChange: [
      reviewHook<RequestDoc & Record<string, unknown>>({
        locked: ['title', 'description', 'site', 'owner', 'contactName', 'contactEmail', 'contactPhone', 'files', 'locale', ...PROMISE_LOCKED],
        initialStatus: 'pending',
        transition: ({ data, previous, by, now, req }) => {
          const status = data.status ?? previous.status;
          const commentChanged = data.reviewComment !== undefined && (data.reviewComment ?? '') !== (previous.reviewComment ?? '');
          if (status !== previous.status) {
            if (!REQUEST_TRANSITIONS[previous.status]?.includes(status)) {
              refuse('requests', 'status', `Переход «${REQUEST_STATUS_LABELS[previous.status].ru}» → «${REQUEST_STATUS_LABELS[status].ru}» не допускается.`, req);
            }
            // A comment left from the previous transition does not belong to this one.
            if (!commentChanged) data.reviewComment = null;
            // In the back office a request for clarification says what to clarify: the comment is mailed to the
            // investor. The conversation's own endpoint asks with a thread message instead.
            if (status === 'clarification' && req.payloadAPI !== 'local' && !(data.reviewComment ?? '').trim()) {
              refuse('requests', 'reviewComment', 'Чтобы запросить уточнение, напишите в комментарии, что нужно уточнить: комментарий уйдёт инвестору.', req);
            }
            return { status, comment: data.reviewComment ?? null, by, at: now };
          }
          return commentChanged ? { status, comment: data.reviewComment ?? null, by, at: now } : null;
        },
      }),
      promiseBeforeChange('requests', CLOSED_REQUEST_STATUSES),
    ],
    afterChange: [
      promiseAfterChange('requests'),
      async ({ doc, previousDoc, operation, req }) => {
        if (operation !== 'update' || doc.status === previousDoc?.status) return doc;
        // A clarification asked in the conversation reaches the investor as its thread message (the portal's own code
        // moves the status then); one asked with the status select is mailed with its comment.
        const askedInThread = doc.status === 'clarification' && req.payloadAPI === 'local';
        if (!askedInThread && !resumedAfterClarification(previousDoc?.status, doc.status)) await mailRequestStatus(req.payload, doc, req);
        // The passport shows the request's status in its list (filterable there too).
        await req.payload.update({
          collection: 'passports',
          where: { request: { equals: doc.id } },
          data: { reviewStatus: doc.status },
          depth: 0,
          overrideAccess: true,
          req,
          select: { reviewStatus: true },
        });
        return doc;
      },
    ],
    afterDelete: [deleteItemRecords('requests')],
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      label: l('Статус', 'Status'),
      options: REQUEST_STATUSES.map((value) => ({ value, label: REQUEST_STATUS_LABELS[value] })),
      filterOptions: nextStatusOptions(REQUEST_TRANSITIONS),
      admin: { position: 'sidebar' },
    },
    { name: 'reviewComment', type: 'textarea', maxLength: 5000, label: l('Комментарий к переходу', 'Comment on the transition'), admin: { position: 'sidebar' } },
    { name: 'title', type: 'text', maxLength: 200, label: l('Название проекта', 'Project name'), admin: { readOnly: true } },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      // Spec §5: the title or the description, so the text may be empty. `required` keeps the column NOT NULL (an
      // absent description is stored as ''); this check replaces Payload's, which refuses an empty string.
      validate: (value: unknown) => typeof value === 'string' || 'Required',
      label: l('Описание', 'Description'),
      admin: { readOnly: true },
    },
    { name: 'files', type: 'relationship', relationTo: 'attachments', hasMany: true, label: l('Документы', 'Documents'), admin: { readOnly: true } },
    {
      name: 'site',
      type: 'relationship',
      relationTo: 'production-sites',
      index: true,
      label: l('Площадка', 'Production site'),
      admin: { readOnly: true, description: l('Площадка, на которую инвестор подал проект', 'The site the investor submitted the project for') },
    },
    {
      type: 'collapsible',
      label: l('Контакты', 'Contacts'),
      fields: [
        { name: 'owner', type: 'relationship', relationTo: 'investors', index: true, label: l('Личный кабинет', 'Account'), admin: { readOnly: true, components: { Description: '/cms/components/deleted-account-hint#GuestOrDeletedAccountHint' } } },
        { type: 'row', fields: [
          { name: 'contactName', type: 'text', maxLength: 300, label: l('ФИО', 'Full name'), admin: { readOnly: true } },
          { name: 'contactEmail', type: 'text', maxLength: 254, label: l('Почта', 'E-mail'), admin: { readOnly: true } },
          { name: 'contactPhone', type: 'text', maxLength: 30, label: l('Телефон', 'Telephone'), admin: { readOnly: true } },
        ] },
      ],
    },
    ...promiseFields(),
    localeField(),
    historyField(REQUEST_STATUSES.map((value) => ({ value, label: REQUEST_STATUS_LABELS[value] }))),
    threadPanel(),
    ...workspacePanels(),
  ],
};
