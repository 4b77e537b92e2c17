import type { CollectionConfig } from 'payload';
import { l } from '../fields/common';
import { imageAltField } from '../fields/media-alt';
import { withTranslationTools } from '../fields/translation-status';
import { TRANSLATION_STATUS_FIELD } from '../hooks/translation-status';
import { expireTags } from '../../lib/platform/expire-tags';
import { GROUPS } from './content-collection';
import { publicUploadAccess, publicUploadsDir } from './public-uploads';

/**
 * Public images; sharp makes the sizes the portal's cards and pages use (WebP). The back office's media library: a
 * thumbnail beside each file name (Payload's file cell), a table or a grid of cards (cms/components/media-grid.tsx),
 * search by description or file name, and the languages whose alt text is still missing (the translation status).
 */
export const Media: CollectionConfig = withTranslationTools({
  slug: 'media',
  labels: { singular: l('Изображение', 'Image'), plural: l('Изображения', 'Images') },
  defaultSort: '-createdAt',
  admin: {
    group: GROUPS.media,
    // The picture's description, not its technical URL, heads its page.
    useAsTitle: 'alt',
    // The file name first: its cell shows the thumbnail and links to the picture.
    defaultColumns: ['filename', 'alt', 'filesize', TRANSLATION_STATUS_FIELD, 'updatedAt'],
    listSearchableFields: ['alt', 'filename'],
    components: { beforeListTable: ['/cms/components/media-grid-view#MediaGridView'] },
  },
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
  fields: [
    imageAltField(),
    // Payload's own upload field («Filesize» in its Russian strings), named in Russian and given a cell that writes the
    // size in kilobytes and megabytes.
    {
      name: 'filesize',
      type: 'number',
      label: l('Размер файла', 'File size'),
      admin: { components: { Cell: '/cms/components/media-file-size#FileSizeCell' } },
    },
  ],
});
