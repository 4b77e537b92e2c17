import { create } from 'zustand';
import { useUiStore } from '@/components/ui-store';

/**
 * The production site the next project is sent for, when the submit-project form is opened from a site (the matching
 * results): the form names it and sends its id. Forgotten as soon as no modal is open any more (the form was closed,
 * or its success message was), so the form opened later from elsewhere is about no site.
 */
export const useProjectSite = create<{ site: { id: number; title: string } | null }>(() => ({ site: null }));

useUiStore.subscribe((state) => {
  if (state.modal === null && useProjectSite.getState().site !== null) useProjectSite.setState({ site: null });
});
