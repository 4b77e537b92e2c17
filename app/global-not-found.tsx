import type { Metadata } from 'next';
import ru from '@/messages/ru.json';
import { ErrorView } from '@/components/page/error-view';
import '@/app/(site)/globals.css';

/** Paths outside every route tree (e.g. a file that does not exist). Russian is the default locale. */
export const metadata: Metadata = { title: `${ru.errors.notFoundTitle} — ${ru.meta.siteName}` };

export default function GlobalNotFound() {
  return (
    <html lang="ru">
      <body>
        <main id="main">
          <ErrorView
            homeHref="/"
            homeLabel={ru.common.home}
            crumbLabel={ru.errors.crumb}
            breadcrumbsLabel={ru.common.breadcrumbs}
            title={ru.errors.notFoundTitle}
            message={ru.errors.notFound}
          >
            <a className="button" href="/">
              {ru.common.toHome}
            </a>
          </ErrorView>
        </main>
      </body>
    </html>
  );
}
