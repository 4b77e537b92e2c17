'use client';

import type { ReactNode } from 'react';
import { useUiStore, type ModalId } from '@/components/ui-store';
import { NamedModal } from './named-modal';

/**
 * A modal that tells one thing (a success: «Your request has been sent successfully»…) and closes with one button.
 * Its children are the message: the dialog is described by them, so the whole message is announced on opening.
 */
export function MessageModal({
  name,
  title,
  closeLabel,
  testId,
  returnFocusTo,
  children,
}: {
  name: ModalId;
  title: string;
  closeLabel: string;
  testId: string;
  /** See Modal: where the focus goes on closing if its opener is gone. */
  returnFocusTo?: string;
  children: ReactNode;
}) {
  const closeModal = useUiStore((state) => state.closeModal);
  return (
    <NamedModal name={name} title={title} testId={testId} description={children} returnFocusTo={returnFocusTo}>
      <div className="form__actions">
        <button type="button" className="button" onClick={closeModal}>
          {closeLabel}
        </button>
      </div>
    </NamedModal>
  );
}
