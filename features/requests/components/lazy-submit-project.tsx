'use client';

import { lazyNamedModal } from '@/components/modal/lazy-named-modal';

/** The submit-project modal and its success modal, fetched when first opened (first-load JavaScript). */
export const LazySubmitProjectModal = lazyNamedModal('submitProject', () => import('./submit-project-modal').then((m) => m.SubmitProjectModal));
export const LazyApplicationSuccessModal = lazyNamedModal('applicationSuccess', () => import('./submit-project-modal').then((m) => m.ApplicationSuccessModal));
