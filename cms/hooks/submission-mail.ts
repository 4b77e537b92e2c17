import type { Payload, PayloadRequest } from 'payload';
import { queueMail } from '../jobs/runner';
import { localeFormat } from '../../i18n/formats';
import { defaultLocale, isLocale, type Locale } from '../../i18n/routing';
import { env } from '../../lib/platform/env';
import { mailTranslator, portalLink, renderMail, senderFor } from '../../lib/platform/mail/compose';
import { routePath, type ProfileTab } from '../../lib/routes';
import type { AppealStatus, RequestStatus } from '../../lib/submissions/types';
import { calendarDateText, KRASNOYARSK_TIME_ZONE } from '../../lib/submissions/deadlines';

/**
 * The investor's mails about their submissions (one per status change and per answer, in their language; the
 * agency's notices of new ones are lib/server/mail/agency.ts). Sending never fails the change that caused it: a mail
 * error is logged.
 */

type Ref = number | { id: number } | null | undefined;
const idOf = (ref: Ref) => (ref && typeof ref === 'object' ? ref.id : (ref ?? null));

type Recipient = { email: string; name: string; locale: Locale };

/** The owner's address and language (the account's), or a guest's contact and the language it wrote in. */
async function recipientOf(
  payload: Payload,
  doc: { owner?: Ref; contactEmail?: string | null; contactName?: string | null; locale?: string | null },
  req?: PayloadRequest,
): Promise<Recipient | null> {
  const owner = idOf(doc.owner);
  if (owner) {
    const investor = await payload
      .findByID({ collection: 'investors', id: owner, depth: 0, overrideAccess: true, disableErrors: true, req, select: { email: true, name: true, locale: true } })
      .catch(() => null);
    if (!investor?.email) return null;
    return { email: investor.email, name: investor.name ?? '', locale: isLocale(investor.locale) ? investor.locale : defaultLocale };
  }
  if (!doc.contactEmail) return null;
  return { email: doc.contactEmail, name: doc.contactName ?? '', locale: isLocale(doc.locale) ? doc.locale : defaultLocale };
}

/**
 * Queued with the change's transaction when there is one (req): a status change that is rolled back mails nobody,
 * and the mail goes out right after the commit (cms/jobs/runner.ts).
 */
async function deliver(payload: Payload, to: string, locale: Locale, message: ReturnType<typeof renderMail>, req?: PayloadRequest, replyTo?: string) {
  try {
    await queueMail(payload, { to, from: senderFor(locale), ...(replyTo ? { replyTo } : {}), ...message }, req);
  } catch (error) {
    payload.logger.error({ err: error, to }, `Mail "${message.subject}" could not be sent`);
  }
}

/** The cabinet opened on one tab, addressed the way its own tab links are (/profile?tab=…). */
const cabinetTab = (locale: Locale, tab: ProfileTab) => portalLink(locale, `${routePath('profile')}?tab=${tab}`);

const dateOf = (value: string | null | undefined, locale: Locale) =>
  value ? localeFormat(locale, KRASNOYARSK_TIME_ZONE).date(value) : '';

export async function mailRequestStatus(
  payload: Payload,
  doc: { title?: string | null; status: RequestStatus; reviewComment?: string | null; owner?: Ref; contactEmail?: string | null; contactName?: string | null; locale?: string | null },
  req?: PayloadRequest,
) {
  const to = await recipientOf(payload, doc, req);
  if (!to) return;
  const t = mailTranslator(to.locale);
  const title = doc.title?.trim() || t('submissions.untitled');
  const status = t(`submissions.requestStatuses.${doc.status}`);
  const message = renderMail({
    locale: to.locale,
    subject: t('submissions.requestStatus.subject', { title, status }),
    greeting: to.name ? t('greeting', { name: to.name }) : undefined,
    paragraphs: [
      t('submissions.requestStatus.body', { title, status }),
      ...(doc.reviewComment ? [t('submissions.requestStatus.comment'), { quote: doc.reviewComment }] : []),
    ],
    action: doc.owner ? { label: t('submissions.requestStatus.action'), link: cabinetTab(to.locale, 'projects') } : undefined,
  });
  await deliver(payload, to.email, to.locale, message, req);
}

export async function mailAppealChange(
  payload: Payload,
  kind: 'answer' | 'status',
  doc: { status: AppealStatus; answer?: string | null; createdAt: string; owner?: Ref },
  req?: PayloadRequest,
) {
  const to = await recipientOf(payload, doc, req);
  if (!to) return;
  const t = mailTranslator(to.locale);
  const date = dateOf(doc.createdAt, to.locale);
  const action = { label: t('submissions.appealAnswer.action'), link: cabinetTab(to.locale, 'appeals') };
  const greeting = to.name ? t('greeting', { name: to.name }) : undefined;
  const message =
    kind === 'answer'
      ? renderMail({
          locale: to.locale,
          subject: t('submissions.appealAnswer.subject'),
          greeting,
          paragraphs: [t('submissions.appealAnswer.body', { date }), { quote: doc.answer ?? '' }],
          action,
        })
      : renderMail({
          locale: to.locale,
          subject: t('submissions.appealStatus.subject', { status: t(`submissions.appealStatuses.${doc.status}`) }),
          greeting,
          paragraphs: [t('submissions.appealStatus.body', { date, status: t(`submissions.appealStatuses.${doc.status}`) })],
          action,
        });
  await deliver(payload, to.email, to.locale, message, req);
}


/** The first words of a long text (an appeal has no title: its beginning names it). */
const firstWords = (text: string, max = 300) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, line.lastIndexOf(' ', max - 1) > 0 ? line.lastIndexOf(' ', max - 1) : max - 1)}…` : line;
};

/**
 * The acknowledgement sent at once to whoever sent a project submission or an appeal, in their language: the
 * reference, what was received, the due date and how to follow it — the cabinet for an investor; for a guest the
 * reference and the agency's inbox, which is also the mail's reply-to address.
 */
export async function mailAcknowledgement(
  payload: Payload,
  kind: 'request' | 'appeal',
  doc: { reference?: string | null; dueDate?: string | null; title?: string | null; text: string; files: number; owner?: Ref; contactEmail?: string | null; contactName?: string | null; locale?: string | null },
  req?: PayloadRequest,
) {
  if (!doc.reference || !doc.dueDate) return;
  const to = await recipientOf(payload, doc, req);
  if (!to) return;
  const t = mailTranslator(to.locale);
  const reference = doc.reference;
  const title = doc.title?.trim() || t('submissions.untitled');
  const guest = !doc.owner;
  const message = renderMail({
    locale: to.locale,
    subject: kind === 'request' ? t('submissions.acknowledgement.subjectRequest', { title, reference }) : t('submissions.acknowledgement.subjectAppeal', { reference }),
    greeting: to.name ? t('greeting', { name: to.name }) : undefined,
    paragraphs: [
      ...(kind === 'request'
        ? [t('submissions.acknowledgement.bodyRequest', { title, reference })]
        : [t('submissions.acknowledgement.bodyAppeal', { reference }), { quote: firstWords(doc.text) }]),
      t('submissions.acknowledgement.files', { count: doc.files }),
      t('submissions.acknowledgement.due', { date: calendarDateText(doc.dueDate, to.locale) }),
      guest ? t('submissions.acknowledgement.followGuest', { reference, inbox: env.AGENCY_INBOX }) : t('submissions.acknowledgement.followAccount'),
    ],
    action: guest
      ? undefined
      : kind === 'request'
        ? { label: t('submissions.requestStatus.action'), link: cabinetTab(to.locale, 'projects') }
        : { label: t('submissions.appealStatus.action'), link: cabinetTab(to.locale, 'appeals') },
  });
  await deliver(payload, to.email, to.locale, message, req, guest ? env.AGENCY_INBOX : undefined);
}
