import { APIError, type CollectionBeforeDeleteHook, type CollectionConfig } from 'payload';
import { editorNote, image, l, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';
import { queueSavedSearchAlerts } from '../hooks/saved-search-alerts';

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

export const Events: CollectionConfig = {
  ...events,
  hooks: {
    ...events.hooks,
    beforeDelete: [...(events.hooks?.beforeDelete ?? []), keepRegistrations],
    // A published event may be news for investors' saved event searches.
    afterChange: [...(events.hooks?.afterChange ?? []), queueSavedSearchAlerts],
  },
};
