import 'server-only';

/** Moved to lib/server/http (the one toolkit); kept until every caller imports it from there. */
export { noStore, statedLocale as requestLocale, withCookie } from '@/lib/server/http';
