'use client';

import { useEffect, useState } from 'react';
import { ErrorView } from '@/components/page/error-view';

type Messages = typeof import('@/messages/ru.json');

/**
 * Last resort when the root layout itself fails: a plain Russian 500 page. Its texts are loaded when it is shown:
 * imported statically, the whole Russian catalogue would be in every page's first-load JavaScript.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [ru, setRu] = useState<Messages | null>(null);
  useEffect(() => {
    void import('@/messages/ru.json').then((module) => setRu((module as { default?: Messages }).default ?? module));
  }, []);
  return (
    <html lang="ru">
      <body>
        <main id="main">
          {ru ? (
            <ErrorView
              homeHref="/"
              homeLabel={ru.common.home}
              crumbLabel={ru.errors.crumb}
              breadcrumbsLabel={ru.common.breadcrumbs}
              title={ru.errors.serverTitle}
              message={ru.errors.server}
            >
              <button type="button" onClick={reset}>
                {ru.errors.retry}
              </button>
            </ErrorView>
          ) : null}
        </main>
      </body>
    </html>
  );
}
