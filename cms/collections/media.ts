import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { anyone, isAdmin, isEditor } from '../access/roles';
import { env } from '../env';
import { l, text } from '../fields/common';
import { expireTags } from '../hooks/revalidate';
import { GROUPS } from './content-collection';

const uploadsDir = (name: string) => path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.UPLOADS_DIR, name);
const access = { read: anyone, create: isEditor, update: isEditor, delete: isAdmin };

/** Public images; sharp makes the sizes the portal's cards and pages use (WebP). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: l('Изображение', 'Image'), plural: l('Изображения', 'Images') },
  admin: { group: GROUPS.media, useAsTitle: 'alt' },
  access,
  hooks: {
    // A replaced picture shows wherever it is used: every content family caches its items with it.
    afterChange: [({ doc, req }) => (expireTags(['media'], req), doc)],
  },
  upload: {
    staticDir: uploadsDir('media'),
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

/** Public downloadable files (PDF, office documents) of the pages' document lists, and the video gallery's video files and WebVTT captions. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: l('Документ', 'Document'), plural: l('Документы', 'Documents') },
  admin: { group: GROUPS.media, useAsTitle: 'title' },
  access,
  hooks: {
    // A replaced file shows wherever it is listed (the API caches answers with the `documents` tag).
    afterChange: [({ doc, req }) => (expireTags(['documents'], req), doc)],
  },
  upload: {
    staticDir: uploadsDir('documents'),
    mimeTypes: [
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/msword',
      'application/vnd.ms-excel',
      'video/mp4',
      'video/webm',
      'text/vtt',
    ],
  },
  fields: [text('title', l('Название', 'Title'), { required: true })],
};
