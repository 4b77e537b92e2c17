import type { CollectionConfig } from 'payload';
import { l, text } from '../fields/common';
import { expireTags } from '../../lib/platform/expire-tags';
import { GROUPS } from './content-collection';
import { publicUploadAccess, publicUploadsDir } from './public-uploads';

/** Public images; sharp makes the sizes the portal's cards and pages use (WebP). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: l('Изображение', 'Image'), plural: l('Изображения', 'Images') },
  // The picture's description and file name, not its technical URL, in the list.
  admin: { group: GROUPS.media, useAsTitle: 'alt', defaultColumns: ['alt', 'filename', 'updatedAt'] },
  access: publicUploadAccess,
  hooks: {
    // A replaced picture shows wherever it is used: every content family caches its items with it.
    afterChange: [({ doc, req }) => (expireTags(['media'], req), doc)],
  },
  upload: {
    staticDir: publicUploadsDir('media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    adminThumbnail: 'thumbnail',
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre', formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 800, height: 533, position: 'centre', formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1600, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
  },
  fields: [text('alt', l('Описание изображения (alt)', 'Alternative text'), { required: true })],
};
