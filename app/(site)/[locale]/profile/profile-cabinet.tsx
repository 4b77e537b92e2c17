'use client';

import { QueryProvider } from '@/components/query-provider';
import { browserOnly } from '@/components/lazy/browser-only';
import { useLogout } from '@/features/auth/api/logout';
import { AuthGuard } from '@/features/auth/components/auth-guard';
import { UnverifiedNotice } from '@/components/account/unverified-notice';
import { CabinetView } from '@/features/cabinet/components/cabinet-view';

// Each tab's code (its lists, forms and their schemas) is fetched when the tab is first opened: a visitor who lands on
// the Study tab does not download the others.
const AppealsTab = browserOnly(() => import('@/features/appeals/components/appeals-tab').then((m) => m.AppealsTab));
const ProjectsTab = browserOnly(() => import('@/features/requests/components/projects-tab').then((m) => m.ProjectsTab));
const FavouritesTab = browserOnly(() => import('@/features/favourites/components/favourites-tab').then((m) => m.FavouritesTab));
const SavedSearchesTab = browserOnly(() => import('@/features/saved-searches/components/saved-searches-tab').then((m) => m.SavedSearchesTab));

/**
 * The personal account put together: the auth guard and session (auth), the frame with the Study and Settings tabs
 * (cabinet), and each other capability's own tab. A feature reaches another only through its index.ts, so the
 * cabinet does not import these tabs: this page is where they meet.
 */
function ProfileCabinetContent() {
  const logout = useLogout();
  return (
    <AuthGuard>
      {(user) => (
        <CabinetView
          user={user}
          onLogout={() => void logout()}
          unverified={<UnverifiedNotice email={user.email} />}
          panels={{
            appeals: () => <AppealsTab />,
            projects: () => <ProjectsTab />,
            favourites: () => <FavouritesTab />,
            savedSearches: () => <SavedSearchesTab />,
          }}
        />
      )}
    </AuthGuard>
  );
}

/** The island with the tab's react-query client (components/query-provider.tsx) it reads the API through. */
export function ProfileCabinet() {
  return (
    <QueryProvider>
      <ProfileCabinetContent />
    </QueryProvider>
  );
}
