'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { useUiStore, type ModalId } from '@/components/ui-store';

/**
 * A named modal (components/modal/named-modal.tsx) whose code is fetched when it is first opened: the page that offers
 * it ships only the button, not the form, its schema and the form library. `load` must be a literal `import()`.
 */
export function lazyNamedModal(name: ModalId, load: () => Promise<ComponentType>): ComponentType {
  const Loaded = dynamic(load, { ssr: false });
  function LazyNamedModal() {
    const open = useUiStore((state) => state.modal === name);
    return open ? <Loaded /> : null;
  }
  LazyNamedModal.displayName = `Lazy(${name})`;
  return LazyNamedModal;
}
