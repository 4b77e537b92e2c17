import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Payload } from 'payload';
import { LOCALES } from './localize';

/**
 * The demo videos (scripts/make-demo-videos.sh) and their WebVTT captions, committed in cms/seed/media/videos and
 * uploaded to the `documents` collection, so the portal serves them at /api/cms/documents/file/<name>. A video's files
 * share its slug: `<slug>.mp4` and `<slug>.<locale>.vtt`; the video-gallery items link to them (videoUrl, captions).
 */
export const DEMO_VIDEO_DIR = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'cms/seed/media/videos');

/** The slugs of the video-gallery items that have a committed demo video. */
export const DEMO_VIDEOS = [
  'krasnoyarskiy-kray-investicionnyi-potencial',
  'oez-krasnoyarskaya-tehnologicheskaya-dolina',
  'arkticheskaya-zona-krasnoyarskogo-kraya',
  'kak-poluchit-podderjku-v-odnom-okne',
  'istoriya-uspeha-lesopererabotka',
  'agropromyshlenniy-yug-kraya',
] as const;

/** Where Payload serves an uploaded document (its file route). */
export const documentFileUrl = (filename: string) => `/api/cms/documents/file/${encodeURIComponent(filename)}`;

const MIME: Record<string, string> = { '.mp4': 'video/mp4', '.vtt': 'text/vtt' };

/**
 * Uploads every committed video and caption file that the documents collection does not hold yet. A document is
 * found by its title, the committed file's name: Payload renames an upload whose name is taken in the uploads folder
 * (a fresh database over an old folder), so the stored file name may differ and the seed links the document's own.
 * The name is the title in every language (it names the file, in no language), so no language shows it as fallen back.
 */
export async function seedVideoFiles(payload: Payload): Promise<void> {
  const names = (await readdir(DEMO_VIDEO_DIR)).filter((name) => MIME[path.extname(name)]).sort();
  for (const name of names) {
    let doc = await findSeedFile(payload, name);
    if (!doc) {
      const data = await readFile(path.join(DEMO_VIDEO_DIR, name));
      doc = await payload.create({
        collection: 'documents',
        data: { title: name },
        file: { data, mimetype: MIME[path.extname(name)]!, name, size: data.length },
        locale: 'ru',
      });
    }
    for (const locale of LOCALES.slice(1)) await payload.update({ collection: 'documents', id: doc.id, data: { title: name }, locale });
  }
}

/** The document of a committed file (see seedVideoFiles). */
export async function findSeedFile(payload: Payload, name: string): Promise<{ id: number; filename?: string | null } | undefined> {
  const found = await payload.find({ collection: 'documents', where: { title: { equals: name } }, locale: 'ru', limit: 1, depth: 0 });
  return found.docs[0];
}
