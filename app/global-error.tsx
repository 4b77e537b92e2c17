'use client';

import ru from '@/messages/ru.json';
import { ErrorView } from '@/components/page/error-view';

/** Last resort when the root layout itself fails: a plain Russian 500 page. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="ru">
      <body>
        <main id="main">
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
        </main>
      </body>
    </html>
  );
}
