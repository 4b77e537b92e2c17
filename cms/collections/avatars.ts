import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { ownerOrAccountsStaff } from '../access/investors';
import { isAdmin } from '../access/roles';
import { env } from '../../lib/platform/env';
import { l } from '../fields/common';
import { ACCOUNTS_GROUP } from './investors';

/**
 * Investors' photos: private (the owner and accounts staff read them; no public URL). The API re-encodes
 * every upload (lib/server/auth/avatar.ts) before it gets here: WebP, at most 512 px, no metadata.
 * The owner downloads it through GET /api/v1/user/avatar; staff through the back office.
 */
export const Avatars: CollectionConfig = {
  slug: 'avatars',
  labels: { singular: l('Фото пользователя', 'User photo'), plural: l('Фото пользователей', 'User photos') },
  admin: { group: ACCOUNTS_GROUP, useAsTitle: 'filename', defaultColumns: ['filename', 'owner', 'createdAt'] },
  access: {
    read: ownerOrAccountsStaff,
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  upload: {
    staticDir: path.resolve(process.cwd(), env.UPLOADS_DIR, 'avatars'),
    mimeTypes: ['image/webp'],
    focalPoint: false,
    crop: false,
  },
  fields: [
    {
      name: 'owner',
      type: 'relationship',
      relationTo: 'investors',
      required: true,
      index: true,
      label: l('Владелец', 'Owner'),
      admin: { readOnly: true },
    },
  ],
};
