/** The agency's one phone number and the two messenger chats bound to it (spec §9: "two messenger links to a fixed phone number"). */
export const PHONE = {
  href: 'tel:+73912000000',
  display: '+7 (391) 200-00-00',
} as const;

export const MESSENGERS = {
  whatsapp: 'https://wa.me/73912000000',
  telegram: 'https://t.me/+73912000000',
} as const;

export type Messenger = keyof typeof MESSENGERS;

/** The agency's Telegram channel, advertised by the subscription popup. */
export const TELEGRAM_CHANNEL = 'https://t.me/investkrsk';

/** The federal investment map linked from the footer. */
export const FEDERAL_INVEST_MAP = 'https://invest.gov.ru/map';

/** Attributes of every link that leaves the portal. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
