import { Suspense } from 'react';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { ProfileCabinet } from './profile-cabinet';
import { WithMessages } from '@/components/i18n/with-messages';
import './profile.css';

export const generateMetadata = routeMetadata('profile');

/** The personal account: tabs Study, Appeals, Projects, Favourites, Saved searches, Settings (?tab=…), behind the auth guard. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="profile" locale={locale}>
      <div className="cabinet-island">
        <Suspense fallback={null}>
          <WithMessages namespaces={['cabinet', 'cabinetAccount', 'favourites', 'filePicker', 'pagination', 'requests', 'savedSearches', 'siteSelection', 'submissionsApi', 'threads', 'account', 'appeals', 'auth', 'modal']}>
            <ProfileCabinet />
          </WithMessages>
        </Suspense>
      </div>
    </RoutePage>
  );
}
