'use client';

import { withPageMessages } from '@/components/i18n/with-page-messages';
import { lazyNamedModal } from '@/components/modal/lazy-named-modal';

/**
 * The submit-project modal and its success modal, fetched when first opened (first-load JavaScript), with next-intl's
 * client: they translate with the page messages (the direct line page writes their namespaces) merged into the
 * enclosing scope, if any (a site's page, the cabinet).
 */
export const LazySubmitProjectModal = lazyNamedModal('submitProject', withPageMessages(() => import('./submit-project-modal').then((m) => m.SubmitProjectModal)));
export const LazyApplicationSuccessModal = lazyNamedModal(
  'applicationSuccess',
  withPageMessages(() => import('./submit-project-modal').then((m) => m.ApplicationSuccessModal)),
);
