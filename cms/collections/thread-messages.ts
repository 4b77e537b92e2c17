import type { CollectionConfig } from 'payload';
import { REPLY_TEXT_MAX } from '../../lib/submissions/schemas/messages';
import { MAX_FILES, THREAD_SIDES } from '../../lib/submissions/types';
import { isAdmin } from '../access/roles';
import { isReviewer, nobody } from '../access/submissions';
import { l } from '../fields/common';
import { oneItem, staffAuthor } from '../hooks/item-records';
import { threadMessageAfterChange } from '../hooks/promise';
import { SUBMISSIONS_GROUP } from './attachments';
import { itemFields } from './submission-fields';

const SIDE_LABELS = { investor: l('Инвестор', 'Investor'), agency: l('Агентство', 'Agency') };

/**
 * The conversation of a project submission or an appeal after it was sent: the agency's messages (written in
 * /admin, with files) and the investor's replies (sent through /api/v1 only). Nobody edits a message once sent.
 */
export const ThreadMessages: CollectionConfig = {
  slug: 'thread-messages',
  labels: { singular: l('Сообщение переписки', 'Thread message'), plural: l('Переписка', 'Thread messages') },
  admin: {
    group: SUBMISSIONS_GROUP,
    useAsTitle: 'text',
    defaultColumns: ['text', 'side', 'request', 'appeal', 'author', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isReviewer, create: isReviewer, update: nobody, delete: isAdmin },
  hooks: {
    beforeChange: [
      oneItem('thread-messages'),
      // From the back office a message is always the agency's, written by whoever is signed in.
      ({ data, req, operation }) => {
        if (operation === 'create' && req.payloadAPI !== 'local') data.side = 'agency';
        return data;
      },
      staffAuthor('author', { onlyWhen: (data) => data.side === 'agency' }),
    ],
    afterChange: [threadMessageAfterChange],
  },
  fields: [
    ...itemFields(),
    {
      name: 'side',
      type: 'select',
      required: true,
      defaultValue: 'agency',
      options: THREAD_SIDES.map((value) => ({ value, label: SIDE_LABELS[value] })),
      label: l('Сторона', 'Side'),
      admin: { readOnly: true },
    },
    { name: 'text', type: 'textarea', required: true, maxLength: REPLY_TEXT_MAX, label: l('Текст', 'Text') },
    { name: 'files', type: 'relationship', relationTo: 'attachments', hasMany: true, maxRows: MAX_FILES, label: l('Файлы', 'Files') },
    { name: 'author', type: 'relationship', relationTo: 'staff', label: l('Автор', 'Author'), admin: { readOnly: true } },
  ],
};
