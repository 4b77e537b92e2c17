import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { ChunkReloadGuard } from '@/components/layout/chunk-reload-guard';
import { CloseOnNavigation } from '@/components/layout/close-on-navigation';
import { PageMessages } from '@/components/i18n/page-messages';
import { ContactList } from '@/components/layout/contact-links';
import { ContactWidget } from '@/components/layout/contact-widget';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { NavigationProgress } from '@/components/layout/navigation-progress';
import { TelegramPopup } from '@/components/layout/telegram-popup';
import { WindowWidthTracker } from '@/components/layout/window-width-tracker';
import { YandexMetrika } from '@/components/layout/yandex-metrika';
import { AuthRoot } from '@/features/auth/components/auth-root';
import { InaccuracyReportModal } from '@/features/feedback';
import { LAZY_ISLAND_NAMESPACES } from '@/i18n/client-messages';

/**
 * Header, main content, footer and floating widgets of every portal page. A server component:
 * everything that depends on the visitor (menus, login state, popups) lives in client islands. No react-query here:
 * the islands that talk to the API after load bring their own provider (components/query-provider.tsx).
 *
 * It lives in app/ because it is where the chrome (components/) meets the one feature every page mounts: the accounts
 * root (session initializer and the login, registration… modals, opened by name through components/ui-store.ts).
 * components/ never imports a feature.
 */
export async function SiteShell({ children }: { children: ReactNode }) {
  const t = await getTranslations('layout');
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skipLink')}
      </a>
      {/* Right after the skip link: a keyboard user reaches the popup's close button in three Tab presses. */}
      <TelegramPopup
        texts={{
          title: t('tgPopup.title'),
          text: t('tgPopup.text'),
          link: t('tgPopup.link'),
          newTab: t('tgPopup.newTab'),
          close: t('tgPopup.close'),
        }}
      />
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ContactWidget toggleLabel={t('contactWidget.toggle')}>
        <ContactList className="contact-widget__links" />
      </ContactWidget>
      <AuthRoot />
      <InaccuracyReportModal />
      {/* The messages of the islands above, which load on first use and translate in the browser. */}
      <PageMessages namespaces={LAZY_ISLAND_NAMESPACES} />
      <WindowWidthTracker />
      <ChunkReloadGuard />
      <CloseOnNavigation />
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <YandexMetrika />
    </>
  );
}
