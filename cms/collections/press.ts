import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload';
import { editorNote, image, l, publishedAt, richText, text, textarea, title } from '../fields/common';
import { contentCollection, namedList } from './content-collection';

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

export const EventTypes: CollectionConfig = namedList({
  slug: 'event-types',
  tag: 'event-type',
  usedBy: 'event',
  labels: { singular: l('Тип мероприятия', 'Event type'), plural: l('Типы мероприятий', 'Event types') },
  group: 'press',
});

export const EventCities: CollectionConfig = namedList({
  slug: 'event-cities',
  tag: 'event-city',
  usedBy: 'event',
  labels: { singular: l('Город', 'City'), plural: l('Города мероприятий', 'Event cities') },
  group: 'press',
});

const events: CollectionConfig = contentCollection({
  slug: 'events',
  tag: 'event',
  labels: { singular: l('Мероприятие', 'Event'), plural: l('Мероприятия', 'Events') },
  group: 'press',
  drafts: true,
  defaultSort: 'date',
  defaultColumns: ['title', 'date', 'city', 'type', '_status'],
  fields: [
    title(),
    { type: 'row', fields: [
      { name: 'date', type: 'date', required: true, index: true, label: l('Начало', 'Starts'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'endDate', type: 'date', label: l('Окончание', 'Ends'), admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ] },
    { type: 'row', fields: [
      { name: 'type', type: 'relationship', relationTo: 'event-types', required: true, index: true, label: l('Тип', 'Type') },
      { name: 'city', type: 'relationship', relationTo: 'event-cities', required: true, index: true, label: l('Город', 'City') },
    ] },
    text('place', l('Место проведения', 'Venue')),
    textarea('excerpt', l('Анонс', 'Summary')),
    richText('content', l('Описание', 'Description')),
    image(),
    { name: 'registrationOpen', type: 'checkbox', defaultValue: true, label: l('Регистрация открыта', 'Registration open'), admin: { position: 'sidebar' } },
    {
      // The portal closes registration when the event is over or this many have registered (lib/server/events).
      name: 'capacity',
      type: 'number',
      min: 0,
      label: l('Количество мест', 'Places'),
      validate: (value: number | null | undefined) =>
        value === null || value === undefined || (Number.isInteger(value) && value >= 0) ? true : 'Целое число не меньше 0',
      admin: { position: 'sidebar', step: 1, description: l('Пусто — без ограничения', 'Empty: no limit') },
    },
    {
      // Reviewers' links to the event's registrations and their CSV export (no data of its own).
      name: 'registrations',
      type: 'ui',
      custom: { private: true },
      admin: { position: 'sidebar', components: { Field: '/cms/components/registrations-export#EventRegistrationsLinks' } },
    },
    editorNote(),
  ],
});

/**
 * An event with registrations cannot be deleted (their personal data would lose its event, and the database
 * refuses it): staff unpublish it instead, or an admin deletes its registrations first (after the CSV export).
 */
const keepRegistrations: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({ collection: 'event-registrations', where: { event: { equals: id } }, req, overrideAccess: true });
  if (totalDocs > 0) {
    throw new APIError(
      `На мероприятие зарегистрировались (${totalDocs}): его нельзя удалить. Снимите его с публикации или сначала выгрузите и удалите регистрации.`,
      409,
      undefined,
      true,
    );
  }
};

export const Events: CollectionConfig = { ...events, hooks: { ...events.hooks, beforeDelete: [...(events.hooks?.beforeDelete ?? []), keepRegistrations] } };

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
