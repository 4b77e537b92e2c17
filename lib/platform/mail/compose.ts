import { createTranslator } from 'next-intl';
import { env } from '../env';
import { defaultLocale, type Locale } from '@/i18n/routing';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import tr from '@/messages/tr.json';
import zh from '@/messages/zh.json';

/**
 * The pieces every portal e-mail is made of: texts from the `mail` namespace of messages/<locale>.json, the
 * sender in the mail's language, absolute portal links, one HTML layout. No `server-only` here: Payload's
 * collection hooks (cms/hooks) send mail too, and they also load in the CLI.
 */
const MESSAGES = { ru, en, tr, zh } as const;

export const mailTranslator = (locale: Locale) => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'mail' });

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** An absolute portal link in the user's language (Russian has no prefix). */
export function portalLink(locale: Locale, path: string): string {
  const base = env.PUBLIC_URL.replace(/\/+$/, '');
  return `${base}${locale === defaultLocale ? '' : `/${locale}`}${path}`;
}

/**
 * The sender in the mail's language: MAIL_FROM's address with the portal's name in that language
 * (`mail.senderName`); a Russian mail keeps MAIL_FROM's own display name when it has one.
 */
export function senderFor(locale: Locale, mailFrom = env.MAIL_FROM): { name: string; address: string } {
  const match = /^(.*)<(.+)>$/.exec(mailFrom.trim());
  const address = (match?.[2] ?? mailFrom).trim();
  const configured = match?.[1]?.trim().replace(/^"(.*)"$/, '$1');
  const name = locale === defaultLocale && configured ? configured : mailTranslator(locale)('senderName');
  return { name, address };
}

/** A plain mail: greeting, paragraphs (a quoted one keeps its line breaks), an optional button, footer, signature. */
export type MailContent = {
  locale: Locale;
  subject: string;
  greeting?: string;
  paragraphs: (string | { quote: string })[];
  action?: { label: string; link: string };
  footer?: string;
};

export function renderMail({ locale, subject, greeting, paragraphs, action, footer }: MailContent) {
  const signature = mailTranslator(locale)('signature');
  const textParts = [
    ...(greeting ? [greeting, ''] : []),
    ...paragraphs.flatMap((part) => [typeof part === 'string' ? part : part.quote, '']),
    ...(action ? [action.link, ''] : []),
    ...(footer ? [footer, ''] : []),
    signature,
  ];
  const paragraph = (part: string | { quote: string }) =>
    typeof part === 'string'
      ? `<p>${escapeHtml(part)}</p>`
      : `<blockquote style="margin:0 0 1em;padding:8px 12px;border-left:3px solid #0b5cad;white-space:pre-wrap">${escapeHtml(part.quote)}</blockquote>`;
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1b1b1b;line-height:1.5">
${greeting ? `<p>${escapeHtml(greeting)}</p>\n` : ''}${paragraphs.map(paragraph).join('\n')}
${action ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>` : ''}
${footer ? `<p style="color:#555">${escapeHtml(footer)}</p>` : ''}
<p style="color:#555">${escapeHtml(signature)}</p>
</body></html>`;
  return { subject, text: textParts.join('\n'), html };
}
