import type { ComponentType } from 'react';

/**
 * Wraps a lazily loaded island (a `browserOnly` or `lazyNamedModal` loader) in next-intl's client
 * provider with the messages the site shell wrote into the page (page-messages.tsx). The provider is imported with the
 * island, so it is part of the island's chunks, not of the page's first load. The island's props pass through.
 */
export function withPageMessages<P extends object = object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return async () => {
    const [{ MessagesFromPage }, Island] = await Promise.all([import('./messages-from-page'), load()]);
    function WithPageMessages(props: P) {
      return (
        <MessagesFromPage>
          <Island {...props} />
        </MessagesFromPage>
      );
    }
    return WithPageMessages;
  };
}
