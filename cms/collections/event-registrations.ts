import type { CollectionConfig, Field } from 'payload';
import { isAccountsStaff } from '../access/investors';
import { isAdmin } from '../access/roles';
import { type Label, l } from '../fields/common';
import { registrationsExportEndpoint } from '../endpoints/registrations-export';
import { expireTags } from '../../lib/platform/expire-tags';

/** The back office's group of everything investors send (requests, passports, appeals, event registrations). */
export const SUBMISSIONS_GROUP = l('Заявки и обращения', 'Submissions');

const readOnlyText = (name: string, label: Label, extra: Record<string, unknown> = {}): Field =>
  ({ name, type: 'text', required: true, label, admin: { readOnly: true }, ...extra }) as Field;
const readOnlyArea = (name: string, label: Label, required = true): Field => ({
  name,
  type: 'textarea',
  required,
  label,
  admin: { readOnly: true },
});

/**
 * Registrations for events (POST /api/v1/event/registration, spec §3): personal data, read by reviewers and
 * admins only, written only by the API (lib/server/events/registration.ts). One registration per event and
 * e-mail (the API stores the canonical lower-case address): a unique index keeps it so even under a race.
 * Admins may delete a registration (a request to erase personal data, 152-FZ).
 */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: { singular: l('Регистрация на мероприятие', 'Event registration'), plural: l('Регистрации на мероприятия', 'Event registrations') },
  defaultSort: '-createdAt',
  admin: {
    group: SUBMISSIONS_GROUP,
    useAsTitle: 'email',
    defaultColumns: ['surname', 'name', 'organization', 'email', 'event', 'createdAt'],
    listSearchableFields: ['email', 'surname', 'organization', 'inn'],
    components: { beforeListTable: ['/cms/components/registrations-export#RegistrationsExport'] },
  },
  access: {
    read: ({ req }) => isAccountsStaff(req.user),
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  indexes: [{ fields: ['event', 'email'], unique: true }],
  endpoints: [registrationsExportEndpoint],
  hooks: {
    // An event's `registeredCount` and `registrationOpen` change with its registrations (the API expires them on create).
    afterDelete: [
      ({ doc, req }) => {
        const event = typeof doc.event === 'object' && doc.event ? doc.event.id : doc.event;
        expireTags(['event', `event:${event}`], req);
        return doc;
      },
    ],
  },
  fields: [
    {
      name: 'event',
      type: 'relationship',
      relationTo: 'events',
      required: true,
      index: true,
      label: l('Мероприятие', 'Event'),
      admin: { readOnly: true },
    },
    { type: 'row', fields: [
      readOnlyText('surname', l('Фамилия', 'Surname')),
      readOnlyText('name', l('Имя', 'Name')),
      // Empty for a registrant without one (outside the Russian form): the column stays non-null, the check is the API's.
      readOnlyText('patronymic', l('Отчество', 'Patronymic'), { validate: (value: unknown) => typeof value === 'string' || 'Patronymic must be text.' }),
    ] },
    { type: 'row', fields: [
      readOnlyText('phone', l('Телефон', 'Telephone')),
      readOnlyText('email', l('E-mail', 'E-mail'), { index: true }),
    ] },
    { type: 'row', fields: [
      readOnlyText('organization', l('Организация', 'Organization')),
      readOnlyText('inn', l('ИНН', 'INN')),
      readOnlyText('dolgnost', l('Должность', 'Position')),
    ] },
    readOnlyArea('profile', l('Профиль деятельности', 'Line of business')),
    readOnlyArea('target', l('Цель участия', 'Purpose of participation')),
    readOnlyArea('production', l('Продукция', 'Products')),
    { type: 'row', fields: [
      { name: 'ploshadka', type: 'checkbox', defaultValue: false, label: l('Готов посетить промышленные площадки', 'Willing to visit industrial sites'), admin: { readOnly: true } },
      { name: 'mail_agree', type: 'checkbox', defaultValue: false, label: l('Согласен получать рассылку', 'Subscribes to the newsletter'), admin: { readOnly: true } },
    ] },
    readOnlyArea('comment', l('Комментарий', 'Comment'), false),
    {
      name: 'locale',
      type: 'select',
      defaultValue: 'ru',
      options: ['ru', 'en', 'tr', 'zh'],
      label: l('Язык участника', 'Registrant’s language'),
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
};
