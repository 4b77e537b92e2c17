import type { CollectionConfig } from 'payload';
import { SAVED_SEARCH_KINDS, type SavedSearchKind } from '../../lib/saved-searches/schemas';
import { isAdmin } from '../access/roles';
import { l } from '../fields/common';
import { ACCOUNTS_GROUP } from './investors';

const KIND_LABELS: Record<SavedSearchKind, { ru: string; en: string }> = { sites: l('Площадки', 'Sites'), events: l('Мероприятия', 'Events') };

/**
 * An investor's saved search: a named query whose new or changed matches are mailed in one alert. Private to its
 * owner: only the API and the alerts job read and write it (lib/server/saved-searches), after their own owner
 * checks; admins may look and delete in the back office, nobody edits it there. It goes with the account.
 */
export const SavedSearches: CollectionConfig = {
  slug: 'saved-searches',
  labels: { singular: l('Сохранённый поиск', 'Saved search'), plural: l('Сохранённые поиски', 'Saved searches') },
  defaultSort: '-createdAt',
  admin: { group: ACCOUNTS_GROUP, useAsTitle: 'name', defaultColumns: ['name', 'kind', 'owner', 'paused', 'lastAlertAt', 'createdAt'] },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'investors', required: true, index: true, label: l('Владелец', 'Owner'), admin: { readOnly: true } },
    { name: 'name', type: 'text', required: true, maxLength: 100, label: l('Название', 'Name'), admin: { readOnly: true } },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: SAVED_SEARCH_KINDS.map((value) => ({ value, label: KIND_LABELS[value] })),
      label: l('Что ищет', 'Looks for'),
      admin: { readOnly: true },
    },
    {
      name: 'query',
      type: 'text',
      // '' is a search too: every new site, every event (the events list without a filter).
      maxLength: 1000,
      label: l('Запрос', 'Query'),
      admin: { readOnly: true, description: l('Строка запроса адреса, нормализованная', 'The normalized URL query string') },
    },
    { name: 'paused', type: 'checkbox', defaultValue: false, index: true, label: l('Приостановлен', 'Paused'), admin: { readOnly: true } },
    {
      name: 'alerted',
      type: 'json',
      label: l('Уже отправленные', 'Already sent'),
      admin: { readOnly: true, description: l('Ключи найденного, о котором уже написали, например production-sites:12', 'Keys of the matches already mailed, e.g. production-sites:12') },
    },
    { name: 'lastAlertAt', type: 'date', label: l('Последнее письмо', 'Last alert'), admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lastCheckedAt', type: 'date', label: l('Последняя проверка', 'Last checked'), admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    // The single-purpose unsubscribe token: looked up by its hash; the token itself is kept sealed (encrypted under a
    // key derived from PAYLOAD_SECRET) so every alert of the search carries the same working link.
    { name: 'unsubscribeTokenHash', type: 'text', index: true, maxLength: 128, hidden: true },
    { name: 'unsubscribeTokenSealed', type: 'text', maxLength: 200, hidden: true },
  ],
};
