import type { CollectionConfig } from 'payload';
import { image, l, publishedAt, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const SuccessStories: CollectionConfig = contentCollection({
  slug: 'success-stories',
  tag: 'success-story',
  labels: { singular: l('История успеха', 'Success story'), plural: l('Истории успеха', 'Success stories') },
  group: 'press',
  drafts: true,
  defaultSort: '-publishedAt',
  fields: [
    title(),
    publishedAt(),
    text('company', l('Компания', 'Company')),
    text('industry', l('Отрасль', 'Industry')),
    textarea('excerpt', l('Анонс', 'Summary')),
    textarea('quote', l('Цитата', 'Quote')),
    text('quoteAuthor', l('Автор цитаты', 'Quote by')),
    richText('content', l('Текст', 'Text')),
    image(),
  ],
});
