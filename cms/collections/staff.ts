import type { CollectionConfig } from 'payload';
import { STAFF_ROLES, hasRole, isAdmin, isAdminField } from '../access/roles';
import { firstAdminNeedsSetupLink, setupLinkEndpoint } from '../setup/first-admin';

/** The agency's staff: the back office's user collection. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: { ru: 'Сотрудник', en: 'Staff member' }, plural: { ru: 'Сотрудники', en: 'Staff' } },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles'], group: { ru: 'Администрирование', en: 'Administration' } },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    useSessions: true,
  },
  access: {
    admin: ({ req }) => req.user?.collection === 'staff',
    read: ({ req }) => {
      if (hasRole(req.user as never, 'admin')) return true;
      return req.user?.collection === 'staff' ? { id: { equals: req.user.id } } : false;
    },
    create: isAdmin,
    update: ({ req }) => {
      if (hasRole(req.user as never, 'admin')) return true;
      return req.user?.collection === 'staff' ? { id: { equals: req.user.id } } : false;
    },
    delete: isAdmin,
  },
  // The first administrator of an empty back office comes from ADMIN_EMAIL or the setup link (cms/setup/first-admin.ts).
  endpoints: [setupLinkEndpoint],
  hooks: { beforeOperation: [firstAdminNeedsSetupLink] },
  fields: [
    { name: 'name', type: 'text', label: { ru: 'Имя', en: 'Name' } },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      label: { ru: 'Роли', en: 'Roles' },
      access: { update: isAdminField, create: isAdminField },
      options: STAFF_ROLES.map((role) => ({
        value: role,
        label: { editor: { ru: 'Редактор', en: 'Editor' }, reviewer: { ru: 'Рецензент', en: 'Reviewer' }, admin: { ru: 'Администратор', en: 'Administrator' } }[role],
      })),
    },
  ],
};
