import { randomUUID } from 'node:crypto';
import { redisClient, type RedisClient } from './redis';

/**
 * Content changes told to whoever keeps its own copy of published content (the site search's index,
 * lib/server/search): the hooks that expire cache tags after a publish, an unpublish or a delete
 * (./expire-tags.ts, called from cms/hooks/revalidate.ts) announce the same tags here. Listeners in this process hear
 * them at once; with REDIS_URL every other instance hears them too, through a Redis channel, so a publish made on one
 * instance reaches every instance's copy (docs/decisions/033-site-search.md).
 *
 * A change arrives while the publishing transaction may still be open: a listener reads the database a moment later
 * (the search waits about a second, and reads again after a few more).
 */

export type ContentChangeListener = (tags: string[]) => void;

type State = { instance: string; listeners: Set<ContentChangeListener>; subscriber: RedisClient | null; subscribing: boolean };

const KEY = Symbol.for('portal.content-changes');
const store = globalThis as unknown as { [KEY]?: State };

function state(): State {
  return (store[KEY] ??= { instance: randomUUID(), listeners: new Set(), subscriber: null, subscribing: false });
}

const channel = () => `${process.env.REDIS_KEY_PREFIX || 'portal:'}content-changes`;

function tell(tags: string[]): void {
  for (const listener of state().listeners) {
    try {
      listener(tags);
    } catch (error) {
      console.error('[content-changes] a listener failed:', String(error));
    }
  }
}

/** Subscribes this process to the other instances' changes (once; only with REDIS_URL). */
function subscribe(): void {
  const current = state();
  if (current.subscriber || current.subscribing) return;
  const client = redisClient();
  if (!client) return;
  current.subscribing = true;
  const subscriber = client.duplicate();
  subscriber.on('error', () => undefined);
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel(), (message: string) => {
        try {
          const { from, tags } = JSON.parse(message) as { from?: string; tags?: unknown };
          if (from !== current.instance && Array.isArray(tags)) tell(tags.filter((tag): tag is string => typeof tag === 'string'));
        } catch {
          // Not one of ours: ignored.
        }
      }),
    )
    .then(
      () => {
        current.subscriber = subscriber;
        current.subscribing = false;
      },
      (error: unknown) => {
        current.subscribing = false;
        console.error('[content-changes] could not subscribe to other instances\u2019 changes:', String(error));
        subscriber.destroy();
      },
    );
}

/** Listens to content changes made in this process and, with REDIS_URL, on every other instance; returns the unsubscribe. */
export function onContentChange(listener: ContentChangeListener): () => void {
  state().listeners.add(listener);
  subscribe();
  return () => state().listeners.delete(listener);
}

/** Tells this process's listeners and the other instances that content under these cache tags changed. */
export function announceContentChange(tags: string[]): void {
  if (!tags.length) return;
  const current = state();
  tell(tags);
  const client = redisClient();
  if (client?.isReady) {
    client.publish(channel(), JSON.stringify({ from: current.instance, tags })).catch(() => undefined);
  }
}

/** Closes the subscription (tests, shutdown). */
export async function closeContentChanges(): Promise<void> {
  const current = state();
  const subscriber = current.subscriber;
  current.subscriber = null;
  current.listeners.clear();
  if (subscriber?.isOpen) await subscriber.quit().catch(() => subscriber.destroy());
}
