import type { CollectionConfig } from 'payload';
import { isAdmin } from '../access/roles';
import { l } from '../fields/common';
import { ACCOUNTS_GROUP } from './investors';

/**
 * Investors' favourites (spec §3 "Collection folder / item"): folders and the portal pages saved in them.
 * Private to their owner: only the API (lib/server/favourites) reads and writes them, after its own owner
 * checks; in the back office admins may look, nobody edits. They go with the account (investors beforeDelete).
 */
const noWrites = { create: () => false, update: () => false, delete: isAdmin } as const;

export const FavouriteFolders: CollectionConfig = {
  slug: 'favourite-folders',
  labels: { singular: l('Папка избранного', 'Favourites folder'), plural: l('Папки избранного', 'Favourites folders') },
  defaultSort: '-createdAt',
  admin: { group: ACCOUNTS_GROUP, useAsTitle: 'title', defaultColumns: ['title', 'owner', 'createdAt'] },
  access: { read: isAdmin, ...noWrites },
  fields: [
    { name: 'owner', type: 'relationship', relationTo: 'investors', required: true, index: true, label: l('Владелец', 'Owner'), admin: { readOnly: true } },
    { name: 'title', type: 'text', required: true, maxLength: 100, label: l('Название', 'Title'), admin: { readOnly: true } },
  ],
};

export const FavouriteItems: CollectionConfig = {
  slug: 'favourite-items',
  labels: { singular: l('Страница в избранном', 'Saved page'), plural: l('Страницы в избранном', 'Saved pages') },
  defaultSort: '-createdAt',
  admin: { group: ACCOUNTS_GROUP, useAsTitle: 'page_title', defaultColumns: ['page_title', 'page_url', 'folder', 'createdAt'] },
  access: { read: isAdmin, ...noWrites },
  fields: [
    { name: 'folder', type: 'relationship', relationTo: 'favourite-folders', required: true, index: true, label: l('Папка', 'Folder'), admin: { readOnly: true } },
    { name: 'owner', type: 'relationship', relationTo: 'investors', required: true, index: true, label: l('Владелец', 'Owner'), admin: { readOnly: true } },
    { name: 'page_url', type: 'text', required: true, label: l('Адрес страницы', 'Page address'), admin: { readOnly: true } },
    { name: 'page_title', type: 'text', required: true, label: l('Заголовок страницы', 'Page title'), admin: { readOnly: true } },
    { name: 'page_image', type: 'text', label: l('Изображение', 'Image'), admin: { readOnly: true } },
    { name: 'comment', type: 'textarea', label: l('Комментарий', 'Comment'), admin: { readOnly: true } },
  ],
};
