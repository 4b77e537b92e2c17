import 'server-only';
import config from '@payload-config';
import { getPayload, type Payload } from 'payload';

/** The Payload Local API, the one getter of all server code (one instance per process: getPayload caches it). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config });
}
