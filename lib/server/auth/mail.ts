import 'server-only';
import { createTranslator } from 'next-intl';
import type { Payload } from 'payload';
import { env } from '@/cms/env';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';

const MESSAGES = { ru, en, tr, zh } as const;

/** An absolute portal link in the user's language (Russian has no prefix). */
export function portalLink(locale: Locale, path: string): string {
  const base = env.PUBLIC_URL.replace(/\/+$/, '');
  return `${base}${locale === defaultLocale ? '' : `/${locale}`}${path}`;
}

type Kind = 'verify' | 'reset';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The mail's texts come from the `mail` namespace of messages/<locale>.json. */
function render(kind: Kind, locale: Locale, name: string, link: string) {
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'mail' });
  const greeting = t('greeting', { name });
  const [subject, body, action, footer, signature] = [
    t(`${kind}.subject`),
    t(`${kind}.body`),
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

async function send(payload: Payload, user: Recipient, kind: Kind, path: (token: string) => string, token: string) {
  const locale = isLocale(user.locale) ? user.locale : defaultLocale;
  const link = portalLink(locale, path(token));
  const message = render(kind, locale, user.name ?? '', link);
  await payload.sendEmail({ to: user.email, ...message });
  // The outbox adapter logs where the file went; the link is logged too, for a developer without SMTP.
  if (!env.SMTP_URL) payload.logger.info(`Mail "${message.subject}" to ${user.email}: ${link}`);
}

export function sendVerificationMail(payload: Payload, user: Recipient, token: string): Promise<void> {
  return send(payload, user, 'verify', (value) => `/verification/${value}`, token);
}

export function sendResetMail(payload: Payload, user: Recipient, token: string): Promise<void> {
  return send(payload, user, 'reset', (value) => `/reset-password/token=${value}`, token);
}
