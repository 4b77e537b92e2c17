import type { CollectionConfig } from 'payload';
import { SETTING_FILE_KEYS } from '../../lib/content-keys';
import { localizedDocument, l, text, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const SettingFiles: CollectionConfig = contentCollection({
  slug: 'setting-files',
  tag: 'setting-file',
  labels: { singular: l('Набор документов', 'Document set'), plural: l('Документы страниц', 'Page documents') },
  group: 'pages',
  slugFrom: false,
  defaultSort: 'key',
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      label: l('Ключ', 'Key'),
      options: SETTING_FILE_KEYS.map((value) => ({ value, label: value })),
    },
    title(),
    {
      name: 'items',
      type: 'array',
      label: l('Файлы', 'Files'),
      labels: { singular: l('Файл', 'File'), plural: l('Файлы', 'Files') },
      fields: [text('title', l('Заголовок', 'Title')), text('subtitle', l('Подпись', 'Subtitle')), localizedDocument('file', l('Файл', 'File'), { required: true })],
    },
  ],
});
