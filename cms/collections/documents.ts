import type { CollectionConfig } from 'payload';
import { l, text } from '../fields/common';
import { expireTags } from '../../lib/platform/expire-tags';
import { GROUPS } from './content-collection';
import { publicUploadAccess, publicUploadsDir } from './public-uploads';

/** Public downloadable files (PDF, office documents) of the pages' document lists, and the video gallery's video files and WebVTT captions. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: l('Документ', 'Document'), plural: l('Документы', 'Documents') },
  // Found by title or by file name («declaration-en.pdf») in the list's search.
  admin: { group: GROUPS.media, useAsTitle: 'title', defaultColumns: ['title', 'filename', 'updatedAt'], listSearchableFields: ['title', 'filename'] },
  access: publicUploadAccess,
  hooks: {
    // A replaced file shows wherever it is listed (the API caches answers with the `documents` tag).
    afterChange: [({ doc, req }) => (expireTags(['documents'], req), doc)],
  },
  upload: {
    staticDir: publicUploadsDir('documents'),
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
