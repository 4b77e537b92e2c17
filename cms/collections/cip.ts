import type { CollectionConfig } from 'payload';
import { image, l, order, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const Cip: CollectionConfig = contentCollection({
  slug: 'cip',
  tag: 'cip',
  labels: {
    singular: l('Проект КИП «Енисейская Сибирь»', 'Yenisei Siberia project'),
    plural: l('КИП «Енисейская Сибирь»', 'Yenisei Siberia projects'),
  },
  group: 'projects',
  drafts: true,
  fields: [
    title(),
    text('investor', l('Инвестор', 'Investor')),
    { type: 'row', fields: [
      text('implementationPeriod', l('Срок реализации', 'Implementation period')),
      text('investmentSize', l('Объём инвестиций', 'Investment size')),
    ] },
    text('stage', l('Стадия реализации', 'Implementation stage')),
    text('industry', l('Отрасль', 'Industry')),
    textarea('excerpt', l('Кратко', 'Summary')),
    richText('content', l('Описание', 'Description')),
    image(),
    order(),
  ],
});
