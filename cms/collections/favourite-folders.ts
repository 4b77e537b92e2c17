import type { CollectionConfig } from 'payload';
import { isAdmin } from '../access/roles';
import { l } from '../fields/common';
import { ACCOUNTS_GROUP } from './investors';

/** Admins may look in the back office and delete, nobody edits: the API writes favourites after its own owner checks. */
export const FAVOURITES_ACCESS = { read: isAdmin, create: () => false, update: () => false, delete: isAdmin } as const;

/**
 * Investors' favourites (spec §3 "Collection folder / item"): folders and the portal pages saved in them.
 * Private to their owner: only the API (lib/server/favourites) reads and writes them, after its own owner
 * checks; in the back office admins may look, nobody edits. They go with the account (investors beforeDelete).
 */
export const FavouriteFolders: CollectionConfig = {
  slug: 'favourite-folders',
  labels: { singular: l('Папка избранного', 'Favourites folder'), plural: l('Папки избранного', 'Favourites folders') },
  defaultSort: '-createdAt',
  admin: { group: ACCOUNTS_GROUP, useAsTitle: 'title', defaultColumns: ['title', 'owner', 'createdAt'] },
  access: FAVOURITES_ACCESS,
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'investors', required: true, index: true, label: l('Владелец', 'Owner'), admin: { readOnly: true } },
    { name: 'title', type: 'text', required: true, maxLength: 100, label: l('Название', 'Title'), admin: { readOnly: true } },
  ],
};
