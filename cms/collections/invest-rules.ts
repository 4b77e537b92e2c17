import type { CollectionConfig } from 'payload';
import { localizedDocument, l, order, richText, text, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const InvestRules: CollectionConfig = contentCollection({
  slug: 'invest-rules',
  tag: 'invest-rules',
  labels: { singular: l('Инвестиционное правило', 'Investment rule'), plural: l('Свод инвестиционных правил', 'Code of investment rules') },
  group: 'sites',
  slugFrom: false,
  fields: [
    title(),
    richText('content', l('Текст', 'Text'), { detailOnly: false }),
    text('responsible', l('Ответственный орган', 'Responsible body')),
    text('term', l('Срок', 'Term')),
    localizedDocument('file', l('Документ', 'Document')),
    order(),
  ],
});
