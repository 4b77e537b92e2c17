import type { CollectionConfig } from 'payload';
import { l, order, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';
import { ACCOUNTS_GROUP } from './investors';

export const STUDY_KINDS = ['guide', 'algorithm', 'video'] as const;

/**
 * The cabinet's Study tab: guides, the investor's action algorithm (its steps in `order`) and videos.
 * Localized; read through GET /api/v1/study-materials. Videos are links to a page that plays them:
 * no third-party player is loaded with the cabinet.
 */
const base = contentCollection({
  slug: 'study-materials',
  tag: 'study-material',
  labels: { singular: l('Учебный материал', 'Learning material'), plural: l('Обучение инвестора', 'Investor learning') },
  group: 'pages',
  slugFrom: false,
  defaultSort: 'order',
  defaultColumns: ['title', 'kind', 'order', 'updatedAt'],
  fields: [
    title(),
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'guide',
      label: l('Вид', 'Kind'),
      options: [
        { value: 'guide', label: l('Руководство', 'Guide') },
        { value: 'algorithm', label: l('Шаг алгоритма действий инвестора', "Step of the investor's action algorithm") },
        { value: 'video', label: l('Видео', 'Video') },
      ],
    },
    textarea('summary', l('Кратко', 'Summary')),
    textarea('body', l('Текст (абзацы через пустую строку)', 'Text (paragraphs separated by a blank line)')),
    { type: 'row', fields: [
      { name: 'url', type: 'text', label: l('Ссылка (страница портала, документ или видео)', 'Link (portal page, document or video)') },
      text('linkLabel', l('Текст ссылки', 'Link text')),
      { name: 'duration', type: 'text', label: l('Длительность видео', 'Video length'), admin: { condition: (data) => data?.kind === 'video' } },
    ] },
    order(),
  ],
});

export const StudyMaterials: CollectionConfig = { ...base, admin: { ...base.admin, group: ACCOUNTS_GROUP } };
