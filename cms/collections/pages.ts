import type { CollectionConfig } from 'payload';
import { document, image, l, order, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const STATISTIC_TYPES = ['about_region', 'arctic', 'cip_eniseyskaya_sybir', 'rezidents_arctics', 'banner_index'] as const;
export const SETTING_FILE_KEYS = [
  'gchp',
  'region_presentation',
  'investment_declaration_of_the_krasnoyarsk_territory',
  'investicionniy_komitet_krasnoyarskogo_kraya',
  // Beyond §7's four: the Arctic zone's regulations page (/arctics/normativnie-documenti-arctici), migration content_pages (PostgreSQL enum).
  'normativnie_documenti_arctici',
] as const;

/** The numbered page texts of §7 (`/setting/{n}`, n = 0–31); the numbering is in docs/decisions/010-content-model.md. */
export const Settings: CollectionConfig = contentCollection({
  slug: 'settings',
  tag: 'setting',
  labels: { singular: l('Текст страницы', 'Page text'), plural: l('Тексты страниц (setting)', 'Page texts (setting)') },
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

export const SettingStatistics: CollectionConfig = contentCollection({
  slug: 'setting-statistics',
  tag: 'setting-statistic',
  labels: { singular: l('Показатель', 'Figure'), plural: l('Показатели (статистика)', 'Figures (statistics)') },
  group: 'pages',
  useAsTitle: 'label',
  slugFrom: false,
  defaultColumns: ['label', 'value', 'type', 'order'],
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      label: l('Где показывается', 'Shown on'),
      options: STATISTIC_TYPES.map((value) => ({ value, label: value })),
    },
    {
      name: 'value',
      type: 'text',
      required: true,
      label: l('Значение', 'Value'),
      admin: { placeholder: '2,6', description: l('Числа — как по-русски (2,6); API отдаёт их в формате языка запроса', 'Numbers the Russian way (2,6); the API formats them per language') },
      // lib/server/content/dto.ts: the numbers are answered in the request's locale ("2.6" in English).
      custom: { numberText: true },
    },
    text('unit', l('Единица', 'Unit')),
    title('label', l('Подпись', 'Label')),
    order(),
  ],
});

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
      fields: [text('title', l('Заголовок', 'Title')), text('subtitle', l('Подпись', 'Subtitle')), document('file', l('Файл', 'File'), { required: true })],
    },
  ],
});
