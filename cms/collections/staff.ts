import type { CollectionConfig } from 'payload';
import { LIMITS, pointsOf } from '../../lib/platform/rate-limit/limits';
import { STAFF_ROLES, hasRole, isAdmin, isAdminField } from '../access/roles';
import { endResetLinkOnPasswordChange, guardStaffAuth, staffForgotPassword } from '../hooks/staff-auth';
import { firstAdminNeedsSetupLink, setupLinkEndpoint } from '../setup/first-admin';

/**
 * The agency's staff: the back office's user collection. Its login, recovery and unlock have the investors'
 * limits, lockout and constant-time answers (cms/hooks/staff-auth.ts); only administrators lift a lockout.
 */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: { ru: 'Сотрудник', en: 'Staff member' }, plural: { ru: 'Сотрудники', en: 'Staff' } },
  // Named by their name where the staff are picked or shown (the assignee of a submission); listed by e-mail.
  admin: { useAsTitle: 'name', defaultColumns: ['email', 'name', 'roles'], group: { ru: 'Администрирование', en: 'Administration' } },
  auth: {
    // The shared lockout's numbers, by which e-mails without an account "lock" too.
    maxLoginAttempts: pointsOf('staffLoginFailures'),
    lockTime: LIMITS.staffLoginFailures.window * 1000,
    tokenExpiration: 8 * 60 * 60,
    useSessions: true,
  },
  access: {
    admin: ({ req }) => req.user?.collection === 'staff',
    // Reviewers assign submissions to each other and read who did what on them: they see their colleagues' records
    // (names in the assignee field, the notes and the audit trail); editors see only their own.
    read: ({ req }) => {
      if (hasRole(req.user as never, 'admin', 'reviewer')) return true;
      return req.user?.collection === 'staff' ? { id: { equals: req.user.id } } : false;
    },
    create: isAdmin,
    update: ({ req }) => {
      if (hasRole(req.user as never, 'admin')) return true;
      return req.user?.collection === 'staff' ? { id: { equals: req.user.id } } : false;
    },
    delete: isAdmin,
    // Otherwise any signed-in staff member could lift an administrator's lockout and go on guessing.
    unlock: isAdmin,
  },
  // The first administrator of an empty back office comes from ADMIN_EMAIL or the setup link (cms/setup/first-admin.ts).
  // Recovery answers at once and works after the answer (cms/hooks/staff-auth.ts).
  endpoints: [setupLinkEndpoint, staffForgotPassword],
  hooks: { beforeOperation: [firstAdminNeedsSetupLink, guardStaffAuth], beforeChange: [endResetLinkOnPasswordChange] },
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
