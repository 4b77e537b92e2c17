import type { CollectionConfig } from 'payload';
import { FileSystemStorage, privateUploadsRoot } from '../../lib/platform/storage/storage';
import { isAdmin } from '../access/roles';
import { isReviewer, nobody } from '../access/submissions';
import { l } from '../fields/common';

export const SUBMISSIONS_GROUP = l('Обращения инвесторов', 'Investor submissions');

export const ATTACHMENT_KINDS = ['request', 'passport', 'appeal', 'thread'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

/**
 * The metadata of a file an investor sent with a request, a passport or an appeal. The bytes live in private
 * storage under a random key (lib/server/uploads, docs/decisions/016); owners download them through
 * GET /api/v1/file/{id}, staff through the link below (the same route accepts the admin session).
 */
export const Attachments: CollectionConfig = {
  slug: 'attachments',
  labels: { singular: l('Вложение', 'Attachment'), plural: l('Вложения', 'Attachments') },
  admin: {
    group: SUBMISSIONS_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'size', 'owner', 'download', 'createdAt'],
    listSearchableFields: ['name'],
  },
  defaultSort: '-createdAt',
  access: { read: isReviewer, create: nobody, update: nobody, delete: isAdmin },
  hooks: {
    afterDelete: [
      async ({ doc, req }) => {
        // The record is gone: its bytes go too (a missing file is not an error).
        if (doc?.storageKey) await new FileSystemStorage(privateUploadsRoot()).delete(doc.storageKey).catch((err) => req.payload.logger.error({ err }, 'attachment file not deleted'));
      },
    ],
  },
  fields: [
    { name: 'download', type: 'ui', label: l('Файл', 'File'), admin: { components: { Field: '/cms/components/attachment-link#AttachmentLink', Cell: '/cms/components/attachment-link#AttachmentLinkCell' } } },
    { name: 'name', type: 'text', required: true, maxLength: 255, label: l('Имя файла', 'File name'), admin: { readOnly: true } },
    { type: 'row', fields: [
      { name: 'size', type: 'number', required: true, min: 0, label: l('Размер, байт', 'Size, bytes'), admin: { readOnly: true } },
      { name: 'mime', type: 'text', required: true, label: l('Тип', 'Type'), admin: { readOnly: true } },
    ] },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      label: l('Где приложен', 'Attached to'),
      options: [
        { value: 'request', label: l('Заявка на проект', 'Project submission') },
        { value: 'passport', label: l('Паспорт проекта', 'Project passport') },
        { value: 'appeal', label: l('Обращение', 'Appeal') },
        { value: 'thread', label: l('Переписка', 'Conversation') },
      ],
      admin: { readOnly: true },
    },
    { name: 'owner', type: 'relationship', relationTo: 'investors', index: true, label: l('Владелец', 'Owner'), admin: { readOnly: true, components: { Description: '/cms/components/deleted-account-hint#GuestOrDeletedAccountHint' } } },
    // Not `hidden`: hooks (afterDelete) and services need it; the admin does not show it.
    { name: 'storageKey', type: 'text', required: true, unique: true, admin: { hidden: true } },
  ],
};
