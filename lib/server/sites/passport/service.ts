import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { itemTag } from '@/lib/cache/tags';
import { env } from '@/lib/platform/env';
import { krasnoyarskDate } from '@/lib/submissions/deadlines';
import { cachedRead } from '../../content/cache';
import { ENDPOINTS } from '../../content/endpoints';
import { findDocument } from '../../content/service';
import { agencyInbox } from '../../mail/agency';
import { passportContent, generatedText, type PassportSite } from './content';
import { fontsFor } from '../../../platform/pdf/fonts';
import { passportTexts } from './fonts';
import { drawPassport } from './pool';
import { staleAfterMonths } from '../staleness';

/**
 * A production site's passport PDF in one language. Drawn in a worker thread (pool.ts) and kept in Next's data cache
 * (on disk, or in Redis shared by every instance: ADR 026) under a key that is the hash of everything it shows — the
 * site's published fields, the labels, the staleness mark, the contacts, the address of its page — and under the
 * site's own tag `production-site:<id>`, which a publish, an unpublish or a delete of the site expires
 * (cms/hooks/revalidate.ts). So a changed site never gets an old passport, on any instance: its key is new, and the
 * old copy is expired by the tag. See docs/decisions/031-site-passport-and-open-data.md.
 */

/** A passport names the date it was made; a day's copy is made again after a day even without a change. */
const KEEP_SECONDS = 24 * 60 * 60;
/** Bumped when the drawing changes in a way the texts do not show (layout, fonts): every old copy is then unused. */
const LAYOUT_VERSION = 1;

export type Passport = { pdf: Buffer; filename: string; etag: string };

/** Passports being made in this process, by key: a burst of requests for one passport draws it once. */
const inFlight = new Map<string, Promise<string>>();

/** The passport of a published site (by id or slug) in `locale`, or null when there is no such published site. */
export async function sitePassport(id: string, locale: Locale): Promise<Passport | null> {
  const site = (await findDocument(ENDPOINTS.productionSites.source, id, locale)) as PassportSite | null;
  if (!site) return null;
  const content = passportContent(site, { locale, origin: env.PUBLIC_URL, email: agencyInbox(), staleAfterMonths: await staleAfterMonths() });
  const fonts = fontsFor(locale, passportTexts(content));
  const hash = createHash('sha256').update(JSON.stringify({ LAYOUT_VERSION, content, fonts })).digest('hex').slice(0, 32);
  const draw = async () => {
    const now = new Date();
    const pdf = await drawPassport({ ...content, fonts, generated: generatedText(locale, krasnoyarskDate(now)), createdAt: now.toISOString() });
    return pdf.toString('base64');
  };
  const once = () => {
    let pending = inFlight.get(hash);
    if (!pending) {
      pending = draw().finally(() => inFlight.delete(hash));
      inFlight.set(hash, pending);
    }
    return pending;
  };
  const base64 = await cachedRead(['site-passport', hash], [itemTag('production-site', site.id), `locale:${locale}`], once, KEEP_SECONDS);
  return { pdf: Buffer.from(base64, 'base64'), filename: `passport-${site.slug}-${locale}.pdf`, etag: `"${hash}"` };
}
