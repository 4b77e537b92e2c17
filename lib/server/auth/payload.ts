import 'server-only';
import config from '@payload-config';
import { getPayload, type Payload } from 'payload';

/** The Payload instance (cached by Payload per process). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config });
}
