import 'server-only';
import type { Payload } from 'payload';
import type { Investor } from '@/cms/payload-types';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { env } from '@/lib/platform/env';
import { mailTranslator, portalLink, renderMail, senderFor } from '@/lib/platform/mail/compose';
import { routePath } from '@/lib/routes';
import type { ThreadKind } from '@/lib/submissions/types';
import type { ThreadItem } from '@/lib/server/repositories/threads';
import { agencyInbox } from './agency';

/**
 * The mails of an item's thread: each message reaches the other side. The agency's message goes to the investor
 * (the account's address and language, or a guest's own contacts); the investor's reply to the item's assignee, or
 * to the agency's inbox while nobody is assigned (in Russian, linking to the item in the back office). A mail that
 * cannot be queued is logged: the message it announces stands.
 */

type ThreadMail = { kind: ThreadKind; item: ThreadItem; text: string; files: number };

/** The item as a mail names it: its reference, or its number for an item older than references. */
const referenceOf = (item: ThreadItem) => item.reference ?? `№ ${item.id}`;

async function send(payload: Payload, to: string, locale: Locale, message: ReturnType<typeof renderMail>, replyTo?: string) {
  try {
    await payload.sendEmail({ to, from: senderFor(locale), ...(replyTo ? { replyTo } : {}), ...message });
  } catch (error) {
    payload.logger.error({ err: error, to }, `Mail "${message.subject}" could not be sent`);
  }
}

/** The agency's message to the investor (or to a guest who sent a project through the public form). */
export async function mailAgencyMessage(payload: Payload, { kind, item, text, files, clarification }: ThreadMail & { clarification: boolean }): Promise<void> {
  const to = item.owner?.email
    ? { email: item.owner.email, name: item.owner.name ?? '', locale: isLocale(item.owner.locale) ? item.owner.locale : defaultLocale, guest: false }
    : item.contactEmail
      ? { email: item.contactEmail, name: item.contactName ?? '', locale: isLocale(item.locale) ? item.locale : defaultLocale, guest: true }
      : null;
  if (!to) return;
  const t = mailTranslator(to.locale);
  const reference = referenceOf(item);
  const about =
    kind === 'request'
      ? t('submissions.threadAgency.aboutRequest', { reference, title: item.title?.trim() || t('submissions.untitled') })
      : t('submissions.threadAgency.aboutAppeal', { reference });
  const message = renderMail({
    locale: to.locale,
    subject: t(clarification ? 'submissions.threadAgency.clarificationSubject' : 'submissions.threadAgency.subject', { reference }),
    greeting: to.name ? t('greeting', { name: to.name }) : undefined,
    paragraphs: [
      t('submissions.threadAgency.body', { about }),
      { quote: text },
      ...(files ? [t('submissions.threadAgency.files', { count: files })] : []),
      ...(clarification ? [t('submissions.threadAgency.clarification')] : []),
      ...(to.guest ? [t('submissions.threadAgency.guestReply', { inbox: agencyInbox(), reference })] : []),
    ],
    action: to.guest
      ? undefined
      : { label: t('submissions.threadAgency.action'), link: portalLink(to.locale, `${routePath('profile')}?tab=${kind === 'request' ? 'projects' : 'appeals'}`) },
  });
  // A guest has no cabinet: answering the mail reaches the agency's inbox.
  await send(payload, to.email, to.locale, message, to.guest ? agencyInbox() : undefined);
}

/** The investor's reply, to the assignee or the agency's inbox (Russian, the back office's language). */
export async function mailInvestorReply(payload: Payload, { kind, item, text, files, from }: ThreadMail & { from: Pick<Investor, 'name' | 'surname' | 'email'> }): Promise<void> {
  const t = mailTranslator('ru');
  const reference = referenceOf(item);
  const name = [from.surname, from.name].filter(Boolean).join(' ') || from.email;
  const collection = kind === 'request' ? 'requests' : 'appeals';
  const message = renderMail({
    locale: 'ru',
    subject: t('submissions.threadReply.subject', { reference }),
    paragraphs: [
      t(kind === 'request' ? 'submissions.threadReply.bodyRequest' : 'submissions.threadReply.bodyAppeal', { reference, name, email: from.email }),
      { quote: text },
      t('submissions.threadReply.files', { count: files }),
      ...(item.assignee ? [] : [t('submissions.threadReply.unassigned')]),
    ],
    action: { label: reference, link: `${env.PUBLIC_URL.replace(/\/+$/, '')}/admin/collections/${collection}/${item.id}` },
  });
  await send(payload, item.assignee?.email || agencyInbox(), 'ru', message);
}
