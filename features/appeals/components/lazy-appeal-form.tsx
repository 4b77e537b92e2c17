'use client';

import { browserOnly } from '@/components/lazy/browser-only';
import { lazyNamedModal } from '@/components/modal/lazy-named-modal';

// Loaded when first shown: a page that offers the form to logged-in investors only (the accessibility statement's
// «report a problem») does not ship the form library and zod to every guest.
const AppealForm = browserOnly(() => import('./appeal-form').then((m) => m.AppealForm));
const AppealSuccessModal = lazyNamedModal('appealSuccess', () => import('./appeal-success-modal').then((m) => m.AppealSuccessModal));

/** The appeal form and its success modal, their code fetched on first render. */
export function LazyAppealForm() {
  return (
    <>
      <AppealForm />
      <AppealSuccessModal />
    </>
  );
}
