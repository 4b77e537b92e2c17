'use client';

import { QueryProvider } from '@/components/query-provider';

import { AppealsTab } from '@/features/appeals/components/appeals-tab';
import { useLogout } from '@/features/auth/api/logout';
import { AuthGuard } from '@/features/auth/components/auth-guard';
import { UnverifiedNotice } from '@/components/account/unverified-notice';
import { CabinetView } from '@/features/cabinet/components/cabinet-view';
import { FavouritesTab } from '@/features/favourites/components/favourites-tab';
import { ProjectsTab } from '@/features/requests/components/projects-tab';
import { SavedSearchesTab } from '@/features/saved-searches/components/saved-searches-tab';

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
