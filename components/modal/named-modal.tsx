'use client';

import type { ReactNode } from 'react';
import { Modal } from '@/components/modal/modal';
import { useUiStore, type ModalId } from '@/components/ui-store';

/**
 * A modal opened by name: it renders (and mounts its children afresh) while `useUiStore().modal === name`,
 * and its close button, Escape and backdrop click call `closeModal()`. Pair it with `useModalForm`
 * (components/modal/use-modal-form.ts) for a form inside; the form component is mounted on each opening,
 * so its state starts clean every time.
 *
 * @example
 * export function AppealModal() {
 *   const t = useTranslations('appeals');
 *   return (
 *     <NamedModal name="appeal" title={t('title')} testId="appeal-modal">
 *       <AppealForm />
 *     </NamedModal>
 *   );
 * }
 */
export function NamedModal({
  name,
  title,
  testId,
  className,
  description,
  returnFocusTo,
  children,
}: {
  name: ModalId;
  title: string;
  testId?: string;
  className?: string;
  /** The dialog's message (see Modal): announced with the title. */
  description?: ReactNode;
  /** See Modal: where the focus goes on closing if its opener is gone. */
  returnFocusTo?: string;
  children?: ReactNode;
}) {
  const open = useUiStore((state) => state.modal === name);
  const closeModal = useUiStore((state) => state.closeModal);
  if (!open) return null;
  return (
    <Modal title={title} onClose={closeModal} testId={testId} className={className} description={description} returnFocusTo={returnFocusTo}>
      {children}
    </Modal>
  );
}
