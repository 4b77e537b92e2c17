import type { CollectionConfig } from 'payload';
import { image, l, publishedAt, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const VideoGallery: CollectionConfig = contentCollection({
  slug: 'video-gallery',
  tag: 'video-gallery',
  labels: { singular: l('Видео', 'Video'), plural: l('Видеогалерея', 'Video gallery') },
  group: 'press',
  drafts: true,
  defaultSort: '-publishedAt',
  fields: [
    title(),
    publishedAt(),
    textarea('description', l('Описание', 'Description')),
    { name: 'videoUrl', type: 'text', required: true, label: l('Ссылка на видео (встраиваемая)', 'Video link (embeddable)') },
    { name: 'duration', type: 'text', label: l('Длительность', 'Duration'), admin: { placeholder: '12:34' } },
    image('preview', l('Обложка', 'Preview')),
    {
      // WCAG 1.2.2: a video file of this portal plays with a captions track per language (the player's <track>s).
      name: 'captions',
      type: 'array',
      label: l('Субтитры (WebVTT)', 'Captions (WebVTT)'),
      labels: { singular: l('Субтитры', 'Captions'), plural: l('Субтитры', 'Captions') },
      admin: {
        description: l(
          'Файл .vtt на каждом языке, загруженный в «Документы»; для ссылки на YouTube, Rutube или VK субтитры задаются там.',
          'A .vtt file per language, uploaded to Documents; a YouTube, Rutube or VK link takes its captions from there.',
        ),
      },
      fields: [
        {
          name: 'language',
          type: 'select',
          required: true,
          label: l('Язык', 'Language'),
          options: [
            { value: 'ru', label: 'Русский' },
            { value: 'en', label: 'English' },
            { value: 'tr', label: 'Türkçe' },
            { value: 'zh', label: '中文' },
          ],
        },
        { name: 'file', type: 'upload', relationTo: 'documents', required: true, label: l('Файл WebVTT', 'WebVTT file') },
      ],
    },
  ],
});
