import { getTranslations } from 'next-intl/server';
import { EXTERNAL_LINK, MESSENGERS, PHONE, type Messenger } from '@/components/layout/contacts';
import { MESSENGER_NAMES } from '@/lib/agency-contacts';
import { PhoneIcon, TelegramIcon, WhatsAppIcon } from '@/components/layout/icons';

const MESSENGER_ICONS = { whatsapp: WhatsAppIcon, telegram: TelegramIcon } as const satisfies Record<Messenger, unknown>;

/** The agency's phone number as a tel: link; its visible number doubles as the accessible name. */
export async function PhoneLink({ className }: { className: string }) {
  const t = await getTranslations('layout.contacts');
  return (
    <a href={PHONE.href} className={className}>
      <PhoneIcon />
      <span className="visually-hidden">{t('phone')}: </span>
      <span className={`${className}__text`}>{PHONE.display}</span>
    </a>
  );
}

/** A link to the agency's chat in a messenger; it opens in a new tab and says so to screen readers. */
export async function MessengerLink({ messenger, className }: { messenger: Messenger; className: string }) {
  const t = await getTranslations('layout.contacts');
  const Icon = MESSENGER_ICONS[messenger];
  return (
    <a href={MESSENGERS[messenger]} className={className} {...EXTERNAL_LINK}>
      <Icon />
      <span className={`${className}__text`}>{t('writeTo', { messenger: MESSENGER_NAMES[messenger] })}</span>
      <span className="visually-hidden"> ({t('newTab')})</span>
    </a>
  );
}

/** Phone and both messengers, for the footer and the floating widget. */
export async function ContactList({ className }: { className: string }) {
  return (
    <ul className={className}>
      <li>
        <PhoneLink className="contact-link" />
      </li>
      {(Object.keys(MESSENGERS) as Messenger[]).map((messenger) => (
        <li key={messenger}>
          <MessengerLink messenger={messenger} className="contact-link" />
        </li>
      ))}
    </ul>
  );
}
