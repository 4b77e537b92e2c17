import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload';
import { Forbidden } from 'payload';
import { selfOrAccountsStaff } from '../access/investors';
import { isAdmin, isAdminField } from '../access/roles';
import { l } from '../fields/common';
import { detachSubmissions } from '../hooks/detach-submissions';
import { EMAIL_PATTERN } from '../../lib/auth/schemas/fields';

export const ACCOUNTS_GROUP = l('Личные кабинеты', 'Accounts');

/** Long-lived token ("remember me"): 30 days. The session-only token is shorter (lib/server/auth/tokens.ts). */
export const INVESTOR_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/**
 * Payload's own auth endpoints (REST /api/cms/investors/login, forgot-password, …; GraphQL mutations) would
 * bypass the portal's rules (rate limits, e-mail confirmation, §8 messages, the session cookie): investors
 * authenticate only through /api/v1. The Local API (our services) passes.
 */
const onlyThroughPortalApi: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const blocked = ['login', 'forgotPassword', 'resetPassword', 'refresh', 'unlock', 'verifyEmail'];
  if (req.payloadAPI !== 'local' && blocked.includes(operation)) throw new Forbidden(req.t);
  return args;
};

/**
 * The portal's users (spec §3 "User"). Payload hashes passwords, keeps sessions (revocable tokens) and
 * locks an account for 15 minutes after 5 failed logins. E-mail confirmation is our own (`emailVerified`),
 * because Payload's `verify` would refuse the unconfirmed account's login, and spec §4 logs it in right
 * after registration (docs/decisions/011-accounts.md).
 */
export const Investors: CollectionConfig = {
  slug: 'investors',
  labels: { singular: l('Инвестор', 'Investor'), plural: l('Инвесторы', 'Investors') },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'surname', 'name', 'company', 'emailVerified', 'createdAt'],
    listSearchableFields: ['email', 'surname', 'name', 'company'],
    group: ACCOUNTS_GROUP,
  },
  auth: {
    tokenExpiration: INVESTOR_TOKEN_TTL_SECONDS,
    useSessions: true,
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    depth: 0,
    forgotPassword: { expiration: 60 * 60 * 1000 },
  },
  access: {
    read: selfOrAccountsStaff,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
    admin: () => false,
  },
  hooks: {
    beforeOperation: [onlyThroughPortalApi],
    beforeDelete: [
      detachSubmissions,
      async ({ id, req }) => {
        // The photos (records and files) go with the account — before it, as avatars.owner is required
        // (after the delete, the foreign key would already have failed). Same transaction (req).
        await req.payload.delete({ collection: 'avatars', where: { owner: { equals: id } }, req, overrideAccess: true });
      },
      async ({ id, req }) => {
        // Favourites and saved searches are the owner's alone: items, then folders (items.folder is required).
        for (const collection of ['favourite-items', 'favourite-folders', 'saved-searches'] as const) {
          await req.payload.delete({ collection, where: { owner: { equals: id } }, req, overrideAccess: true, depth: 0 });
        }
      },
    ],
  },
  fields: [
    {
      // Payload's own auth field, with the portal's canonical form (an IDN domain in punycode, docs/decisions/013):
      // the API stores only what lib/auth/schemas/fields.ts canonicalEmail() gives, and the admin must pass it too.
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      validate: (value: string | null | undefined) =>
        !value || EMAIL_PATTERN.test(value) ? true : 'Адрес в каноническом виде: строчные буквы, домен в punycode (xn--…)',
    },
    { type: 'row', fields: [
      { name: 'surname', type: 'text', required: true, maxLength: 100, label: l('Фамилия', 'Surname') },
      { name: 'name', type: 'text', required: true, maxLength: 100, label: l('Имя', 'Name') },
      { name: 'fathersName', type: 'text', maxLength: 100, label: l('Отчество', 'Patronymic') },
    ] },
    { type: 'row', fields: [
      { name: 'phone', type: 'text', required: true, maxLength: 30, label: l('Телефон', 'Telephone') },
      { name: 'company', type: 'text', maxLength: 200, label: l('Организация', 'Organization') },
    ] },
    { name: 'avatar', type: 'upload', relationTo: 'avatars', label: l('Фото', 'Photo'), admin: { readOnly: true } },
    {
      name: 'emailVerified',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: l('E-mail подтверждён', 'E-mail confirmed'),
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'locale',
      type: 'select',
      defaultValue: 'ru',
      options: ['ru', 'en', 'tr', 'zh'],
      label: l('Язык писем', 'Mail language'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'consentAt',
      type: 'date',
      label: l('Согласие на обработку ПДн (152-ФЗ)', 'Personal data consent (152-FZ)'),
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // The confirmation link's token, stored as its SHA-256 only; never sent out by the API or the admin.
    { name: 'verificationTokenHash', type: 'text', hidden: true, index: true },
    { name: 'verificationTokenExpires', type: 'date', hidden: true },
    { name: 'verificationSentAt', type: 'date', hidden: true },
    // A requested e-mail change: the confirmed `email` stays in force until the link mailed to
    // `pendingEmail` is followed; the token is stored as its SHA-256, single use, 3 days.
    {
      name: 'pendingEmail',
      type: 'text',
      index: true,
      label: l('Новый e-mail (ожидает подтверждения)', 'New e-mail (awaiting confirmation)'),
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'emailChangeTokenHash', type: 'text', hidden: true, index: true },
    { name: 'emailChangeTokenExpires', type: 'date', hidden: true },
  ],
};
