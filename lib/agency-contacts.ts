/**
 * The agency's contacts the portal shows: its one phone number and the two messenger chats bound to it (spec §9:
 * "two messenger links to a fixed phone number"), and its Telegram channel. The footer, the floating widget, the
 * structured data and the site passport PDF all take them from here.
 */
export const PHONE = {
  href: 'tel:+73912000000',
  display: '+7 (391) 200-00-00',
} as const;

export const MESSENGERS = {
  whatsapp: 'https://wa.me/73912000000',
  telegram: 'https://t.me/+73912000000',
} as const;

export type Messenger = keyof typeof MESSENGERS;

/** The messengers' names as they are written in every language. */
export const MESSENGER_NAMES = { whatsapp: 'WhatsApp', telegram: 'Telegram' } as const satisfies Record<Messenger, string>;

/** The agency's Telegram channel, advertised by the subscription popup. */
export const TELEGRAM_CHANNEL = 'https://t.me/investkrsk';
