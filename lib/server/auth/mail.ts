import 'server-only';
import type { Payload } from 'payload';
import { env } from '@/cms/env';

export type MailLocale = 'ru' | 'en' | 'tr' | 'zh';

export function mailLocale(value: unknown): MailLocale {
  return value === 'en' || value === 'tr' || value === 'zh' ? value : 'ru';
}

/** An absolute portal link in the user's language (Russian has no prefix). */
export function portalLink(locale: MailLocale, path: string): string {
  const base = env.PUBLIC_URL.replace(/\/+$/, '');
  return `${base}${locale === 'ru' ? '' : `/${locale}`}${path}`;
}

type Template = { subject: string; greeting: (name: string) => string; body: string; action: string; footer: string };

const SIGNATURE: Record<MailLocale, string> = {
  ru: 'Инвестиционный портал Красноярского края',
  en: 'Investment portal of the Krasnoyarsk Territory',
  tr: 'Krasnoyarsk Bölgesi Yatırım Portalı',
  zh: '克拉斯诺亚尔斯克边疆区投资门户',
};

const VERIFY: Record<MailLocale, Template> = {
  ru: {
    subject: 'Подтвердите адрес электронной почты',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Вы зарегистрировались на инвестиционном портале Красноярского края. Чтобы пользоваться личным кабинетом, подтвердите адрес электронной почты по ссылке (она действует 3 дня):',
    action: 'Подтвердить адрес',
    footer: 'Если вы не регистрировались на портале, просто удалите это письмо.',
  },
  en: {
    subject: 'Confirm your e-mail address',
    greeting: (name) => `Hello, ${name}!`,
    body: 'You have registered on the investment portal of the Krasnoyarsk Territory. To use your personal account, confirm your e-mail address with this link (valid for 3 days):',
    action: 'Confirm the address',
    footer: 'If you did not register on the portal, simply delete this message.',
  },
  tr: {
    subject: 'E-posta adresinizi onaylayın',
    greeting: (name) => `Merhaba ${name}!`,
    body: 'Krasnoyarsk Bölgesi yatırım portalına kaydoldunuz. Kişisel hesabınızı kullanmak için e-posta adresinizi bu bağlantıyla onaylayın (3 gün geçerlidir):',
    action: 'Adresi onayla',
    footer: 'Portala kaydolmadıysanız bu e-postayı silmeniz yeterlidir.',
  },
  zh: {
    subject: '请确认您的电子邮箱地址',
    greeting: (name) => `${name}，您好！`,
    body: '您已在克拉斯诺亚尔斯克边疆区投资门户注册。要使用个人账户，请通过以下链接确认您的电子邮箱地址（3天内有效）：',
    action: '确认邮箱地址',
    footer: '如果您没有在门户注册，请直接删除此邮件。',
  },
};

const RESET: Record<MailLocale, Template> = {
  ru: {
    subject: 'Восстановление пароля',
    greeting: (name) => `Здравствуйте, ${name}!`,
    body: 'Мы получили запрос на восстановление пароля к личному кабинету. Задайте новый пароль по ссылке — она действует 1 час и только один раз:',
    action: 'Задать новый пароль',
    footer: 'Если вы не запрашивали восстановление, ничего не делайте: пароль останется прежним.',
  },
  en: {
    subject: 'Password recovery',
    greeting: (name) => `Hello, ${name}!`,
    body: 'We received a request to recover the password of your personal account. Set a new password with this link — it is valid for 1 hour and only once:',
    action: 'Set a new password',
    footer: 'If you did not ask for this, do nothing: your password stays the same.',
  },
  tr: {
    subject: 'Şifre kurtarma',
    greeting: (name) => `Merhaba ${name}!`,
    body: 'Kişisel hesabınızın şifresini kurtarma talebi aldık. Bu bağlantıyla yeni bir şifre belirleyin — 1 saat ve yalnızca bir kez geçerlidir:',
    action: 'Yeni şifre belirle',
    footer: 'Bu talebi siz yapmadıysanız hiçbir şey yapmayın: şifreniz değişmeyecek.',
  },
  zh: {
    subject: '找回密码',
    greeting: (name) => `${name}，您好！`,
    body: '我们收到了找回您个人账户密码的请求。请通过以下链接设置新密码——链接1小时内有效，且只能使用一次：',
    action: '设置新密码',
    footer: '如果您没有提出此请求，请忽略本邮件：您的密码不会改变。',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

function render(template: Template, locale: MailLocale, name: string, link: string) {
  const text = [template.greeting(name), '', template.body, link, '', template.footer, '', SIGNATURE[locale]].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#1b1b1b;line-height:1.5">
<p>${escapeHtml(template.greeting(name))}</p>
<p>${escapeHtml(template.body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b5cad;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(template.action)}</a></p>
<p style="word-break:break-all"><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="color:#555">${escapeHtml(template.footer)}</p>
<p style="color:#555">${escapeHtml(SIGNATURE[locale])}</p>
</body></html>`;
  return { subject: template.subject, text, html };
}

async function send(payload: Payload, to: string, message: { subject: string; text: string; html: string }, link: string) {
  await payload.sendEmail({ to, ...message });
  // The outbox adapter logs where the file went; the link is logged too, for a developer without SMTP.
  if (!env.SMTP_URL) payload.logger.info(`Mail "${message.subject}" to ${to}: ${link}`);
}

export async function sendVerificationMail(
  payload: Payload,
  user: { email: string; name?: string | null; locale?: unknown },
  token: string,
): Promise<void> {
  const locale = mailLocale(user.locale);
  const link = portalLink(locale, `/verification/${token}`);
  await send(payload, user.email, render(VERIFY[locale], locale, user.name ?? '', link), link);
}

export async function sendResetMail(
  payload: Payload,
  user: { email: string; name?: string | null; locale?: unknown },
  token: string,
): Promise<void> {
  const locale = mailLocale(user.locale);
  const link = portalLink(locale, `/reset-password/token=${token}`);
  await send(payload, user.email, render(RESET[locale], locale, user.name ?? '', link), link);
}
