/** The agency's phone, messengers and channel live in lib/ (the site passport prints them too). */
export { MESSENGERS, PHONE, TELEGRAM_CHANNEL, type Messenger } from '@/lib/agency-contacts';

/** The federal investment map linked from the footer. */
export const FEDERAL_INVEST_MAP = 'https://invest.gov.ru/map';

/** Attributes of every link that leaves the portal. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
