'use client';

import { useUiStore } from '@/components/ui-store';
import { useProjectSite } from '../stores/project-site';
import { LazyApplicationSuccessModal, LazySubmitProjectModal } from './lazy-submit-project';

/**
 * «Подать проект на эту площадку»: opens the submit-project form with the site named in it; the request records the
 * site. `label` is the button's text (the page that offers it words it); the modals are mounted once per page by
 * `SubmitProjectModals`.
 */
export function SubmitProjectForSite({ site, label, className = 'button' }: { site: { id: number; title: string }; label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        useProjectSite.setState({ site: { id: site.id, title: site.title } });
        useUiStore.getState().openModal('submitProject');
      }}
      data-testid="submit-project-for-site"
    >
      {label}
    </button>
  );
}

/** The submit-project form and its success message, once on a page that offers `SubmitProjectForSite`. */
export function SubmitProjectModals() {
  return (
    <>
      <LazySubmitProjectModal />
      <LazyApplicationSuccessModal />
    </>
  );
}
