import type { CollectionConfig } from 'payload';
import { editorNote, image, l, publishedAt, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const News: CollectionConfig = contentCollection({
  slug: 'news',
  tag: 'news',
  labels: { singular: l('Новость', 'News item'), plural: l('Новости', 'News') },
  group: 'press',
  drafts: true,
  defaultSort: '-publishedAt',
  defaultColumns: ['title', 'publishedAt', '_status', 'slug'],
  fields: [
    title(),
    publishedAt(),
    textarea('excerpt', l('Анонс', 'Summary')),
    richText('content', l('Текст', 'Text')),
    image(),
    { type: 'row', fields: [
      text('source', l('Источник', 'Source')),
      { name: 'sourceUrl', type: 'text', label: l('Ссылка на источник', 'Source link') },
    ] },
    text('photoSource', l('Источник фото', 'Photo source')),
    editorNote(),
  ],
});
