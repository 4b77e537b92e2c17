import 'server-only';
import type { StudyMaterial } from '@/lib/auth/schemas/study';
import type { Locale } from '@/i18n/routing';
import { payloadClient } from '@/lib/server/payload';

/** The Study tab's materials in one locale, Russian filling any field not translated. */
export async function listStudyMaterials(locale: Locale): Promise<StudyMaterial[]> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'study-materials',
    locale,
    fallbackLocale: 'ru',
    sort: 'order',
    limit: 200,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  });
  return docs.map((doc) => ({
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    summary: doc.summary ?? null,
    body: doc.body ?? null,
    url: doc.url ?? null,
    linkLabel: doc.linkLabel ?? null,
    duration: doc.duration ?? null,
    order: doc.order ?? 100,
  }));
}
