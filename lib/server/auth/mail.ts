import 'server-only';
import type { Payload } from 'payload';
import { env } from '@/lib/platform/env';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { escapeHtml, mailTranslator as translator, portalLink, senderFor } from '@/lib/platform/mail/compose';
import { routePath } from '@/lib/routes';

export { portalLink, senderFor };

/** The portal page of the e-mail change link: /verification/email-change/{token} (lib/routes.ts). */
export const EMAIL_CHANGE_PATH = '/verification/email-change';

/** Told to the account holder after a credential changed (the texts say what the change ended). */
export type SecurityNotice = 'passwordChangedNotice' | 'passwordResetNotice' | 'emailChangedNotice';

type Kind = 'verify' | 'reset' | 'emailChange' | 'emailChangeNotice' | SecurityNotice;

/** The mail's texts come from the `mail` namespace of messages/<locale>.json. */
function render(kind: Kind, locale: Locale, name: string, link: string, values: { email?: string } = {}) {
  const t = translator(locale);
  const greeting = t('greeting', { name });
  const [subject, body, action, footer, signature] = [
    t(`${kind}.subject`),
    t(`${kind}.body`, { email: values.email ?? '' }),
    t(`${kind}.action`),
    t(`${kind}.footer`),
    t('signature'),
  ];
  const text = [greeting, '', body, link, '', footer, '', signature].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1b1b1b;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action)}</a></p>
<p style="word-break:break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="color:#555">${escapeHtml(footer)}</p>
<p style="color:#555">${escapeHtml(signature)}</p>
</body></html>`;
  return { subject, text, html };
}

type Recipient = { email: string; name?: string | null; locale?: unknown };

async function send(payload: Payload, user: Recipient, kind: Kind, link: string, values: { email?: string } = {}) {
  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  const message = render(kind, locale, user.name ?? '', link, values);
  await payload.sendEmail({ to: user.email, from: senderFor(locale), ...message });
  // The outbox adapter logs where the file went; the link is logged too, for a developer without SMTP.
  if (!env.SMTP_URL) payload.logger.info(`Mail "${message.subject}" to ${user.email}: ${link}`);
}

const localeOf = (user: Recipient): Locale => (isLocale(user.locale) ? user.locale : defaultLocale);

export function sendVerificationMail(payload: Payload, user: Recipient, token: string): Promise<void> {
  return send(payload, user, 'verify', portalLink(localeOf(user), `/verification/${token}`));
}

export function sendResetMail(payload: Payload, user: Recipient, token: string): Promise<void> {
  return send(payload, user, 'reset', portalLink(localeOf(user), `/reset-password/token=${token}`));
}

/** To the NEW address: the link that confirms the change (an address change, not a registration). */
export function sendEmailChangeMail(payload: Payload, user: Recipient, newEmail: string, token: string): Promise<void> {
  return send(payload, { ...user, email: newEmail }, 'emailChange', portalLink(localeOf(user), `${EMAIL_CHANGE_PATH}/${token}`));
}

/** To the OLD address: a change was requested; the link opens the cabinet, where it can be cancelled. */
export function sendEmailChangeNotice(payload: Payload, user: Recipient, newEmail: string): Promise<void> {
  return send(payload, user, 'emailChangeNotice', portalLink(localeOf(user), '/profile'), { email: newEmail });
}

/**
 * After a password change, a reset or a confirmed e-mail change (then to the OLD address, with the new one in
 * `values.email`). The link opens the cabinet; after an e-mail change the old address can no longer log in, so
 * it leads to the direct appeals line instead.
 */
export function sendSecurityNotice(payload: Payload, user: Recipient, notice: SecurityNotice, values: { email?: string } = {}): Promise<void> {
  const page = notice === 'emailChangedNotice' ? routePath('directLine') : routePath('profile');
  return send(payload, user, notice, portalLink(localeOf(user), page), values);
}
