import type { CollectionConfig } from 'payload';
import { l, order, richText, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const Faq: CollectionConfig = contentCollection({
  slug: 'faq',
  tag: 'faq',
  labels: { singular: l('Вопрос и ответ', 'Question'), plural: l('Вопросы и ответы', 'FAQ') },
  group: 'sites',
  useAsTitle: 'question',
  slugFrom: false,
  fields: [title('question', l('Вопрос', 'Question')), richText('answer', l('Ответ', 'Answer'), { detailOnly: false }), order()],
});
