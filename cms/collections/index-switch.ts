import type { CollectionConfig } from 'payload';
import { image, l, order, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const IndexSwitch: CollectionConfig = contentCollection({
  slug: 'index-switch',
  tag: 'index-switch',
  labels: { singular: l('Вкладка главной', 'Home tab'), plural: l('Переключатель на главной', 'Home page switch') },
  group: 'pages',
  slugFrom: false,
  fields: [
    title(),
    textarea('text', l('Текст', 'Text')),
    text('linkLabel', l('Текст ссылки', 'Link label')),
    { name: 'link', type: 'text', label: l('Ссылка', 'Link'), admin: { placeholder: '/meri-podderjki' } },
    image(),
    order(),
  ],
});
