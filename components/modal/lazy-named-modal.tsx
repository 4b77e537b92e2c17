'use client';

import type { ComponentType } from 'react';
import { browserOnly } from '@/components/lazy/browser-only';
import { useUiStore, type ModalId } from '@/components/ui-store';

/**
 * A named modal (components/modal/named-modal.tsx) whose code is fetched when it is first opened: the page that offers
 * it ships only the button, not the form, its schema and the form library. `load` returns an `import()` of the modal's module, where the bundler splits it off.
 */
export function lazyNamedModal(name: ModalId, load: () => Promise<ComponentType>): ComponentType {
  // The modal arrives with the tab's react-query client around it: its form talks to the API, and the provider's code
  // is fetched with it rather than in the page's first load.
  const Loaded = browserOnly(() =>
    Promise.all([load(), import('@/components/query-provider')]).then(([Modal, { QueryProvider }]) => {
      function WithQueryClient() {
        return (
          <QueryProvider>
            <Modal />
          </QueryProvider>
        );
      }
      return WithQueryClient;
    }),
  );
  function LazyNamedModal() {
    const open = useUiStore((state) => state.modal === name);
    return open ? <Loaded /> : null;
  }
  LazyNamedModal.displayName = `Lazy(${name})`;
  return LazyNamedModal;
}
