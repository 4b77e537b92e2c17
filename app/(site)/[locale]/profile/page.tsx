import { Suspense } from 'react';
import { RoutePage, routeMetadata, type LocaleParams } from '@/components/page/route-page';
import { ProfileView } from '@/features/auth/components/profile/profile-view';

export const generateMetadata = routeMetadata('profile');

/** The personal account: tabs Study, Appeals, Projects, Settings (?tab=…), behind the auth guard. */
export default async function Page({ params }: LocaleParams) {
  const { locale } = await params;
  return (
    <RoutePage routeKey="profile" locale={locale}>
      <Suspense fallback={null}>
        <ProfileView />
      </Suspense>
    </RoutePage>
  );
}
