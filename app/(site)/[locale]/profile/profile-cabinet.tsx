'use client';

import { AppealsTab } from '@/features/appeals/components/appeals-tab';
import { useLogout } from '@/features/auth/api/logout';
import { AuthGuard } from '@/features/auth/components/auth-guard';
import { SettingsTab } from '@/features/auth/components/settings-tab';
import { UnverifiedNotice } from '@/components/account/unverified-notice';
import { CabinetView } from '@/features/cabinet/components/cabinet-view';
// Helper H4's features/favourites fills this slot (issue 7).
import { FavouritesTab } from '@/features/favourites/components/favourites-tab';
import { ProjectsTab } from '@/features/requests/components/projects-tab';

/**
 * The personal account put together: the auth guard and session (auth), the frame and Study (cabinet), and each
 * capability's own tab. Features do not import each other, so this page is where they meet.
 */
export function ProfileCabinet() {
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
            settings: () => <SettingsTab user={user} />,
          }}
        />
      )}
    </AuthGuard>
  );
}
