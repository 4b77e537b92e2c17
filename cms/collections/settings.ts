import type { CollectionConfig } from 'payload';
import { image, l, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

/** The numbered page texts of §7 (`/setting/{n}`, n = 0–31); the numbering is in docs/decisions/010-content-model.md. */
export const Settings: CollectionConfig = contentCollection({
  slug: 'settings',
  tag: 'setting',
  labels: { singular: l('Текст страницы', 'Page text'), plural: l('Тексты страниц', 'Page texts') },
  group: 'pages',
  slugFrom: false,
  defaultSort: 'key',
  defaultColumns: ['key', 'title', 'updatedAt'],
  fields: [
    { name: 'key', type: 'number', required: true, unique: true, index: true, min: 0, max: 31, label: l('Номер', 'Number'), admin: { position: 'sidebar' } },
    title(),
    textarea('subtitle', l('Подзаголовок', 'Subtitle')),
    richText('content', l('Текст', 'Text'), { detailOnly: false }),
    image(),
    text('buttonLabel', l('Текст кнопки', 'Button label')),
    { name: 'buttonLink', type: 'text', label: l('Ссылка кнопки', 'Button link') },
  ],
});
