import 'server-only';
import config from '@payload-config';
import { getPayload, type Payload } from 'payload';

/** The Payload Local API (one instance per process; getPayload caches it). */
export function cms(): Promise<Payload> {
  return getPayload({ config });
}
