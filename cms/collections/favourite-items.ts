import type { CollectionConfig } from 'payload';
import { l } from '../fields/common';
import { FAVOURITES_ACCESS } from './favourite-folders';
import { ACCOUNTS_GROUP } from './investors';

/** A portal page saved in an investor's favourites folder (access as the folders': admins look, nobody edits). */
export const FavouriteItems: CollectionConfig = {
  slug: 'favourite-items',
  labels: { singular: l('Страница в избранном', 'Saved page'), plural: l('Страницы в избранном', 'Saved pages') },
  defaultSort: '-createdAt',
  admin: { group: ACCOUNTS_GROUP, useAsTitle: 'page_title', defaultColumns: ['page_title', 'page_url', 'folder', 'createdAt'] },
  access: FAVOURITES_ACCESS,
  fields: [
    { name: 'folder', type: 'relationship', relationTo: 'favourite-folders', required: true, index: true, label: l('Папка', 'Folder'), admin: { readOnly: true } },
    { name: 'owner', type: 'relationship', relationTo: 'investors', required: true, index: true, label: l('Владелец', 'Owner'), admin: { readOnly: true } },
    { name: 'page_url', type: 'text', required: true, label: l('Адрес страницы', 'Page address'), admin: { readOnly: true } },
    { name: 'page_title', type: 'text', required: true, label: l('Заголовок страницы', 'Page title'), admin: { readOnly: true } },
    { name: 'page_image', type: 'text', label: l('Изображение', 'Image'), admin: { readOnly: true } },
    { name: 'comment', type: 'textarea', label: l('Комментарий', 'Comment'), admin: { readOnly: true } },
  ],
};
