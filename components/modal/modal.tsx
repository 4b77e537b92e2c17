'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { CloseIcon } from '@/components/layout/icons';
import { useScrollLock } from '@/components/modal/use-scroll-lock';

/**
 * The shell of every modal: a native <dialog> opened with showModal() (focus trap, inert page, Escape),
 * labelled by its title and described by its `description` (the message of a modal that tells something,
 * so that a screen reader announces it with the title when the dialog opens, not only the title). Mount it
 * while the modal is open; unmounting closes it and returns focus to the element that opened it. `onClose`
 * is called for the close button, Escape and a click on the backdrop.
 */
export function Modal({
  title,
  onClose,
  testId,
  className,
  description,
  children,
}: {
  title: string;
  /** The dialog's message, shown first in its body and linked with aria-describedby. */
  description?: ReactNode;
  onClose: () => void;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('modal');
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const described = description !== undefined && description !== null;
  useScrollLock();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent) => {
    // Escape: let the store close the modal, so that state and DOM never disagree.
    event.preventDefault();
    onClose();
  };
  const onNativeClose = () => {
    // Only a close the browser did on its own (a repeated Escape cannot be cancelled) needs reporting;
    // closing on unmount, or a StrictMode remount that reopened the dialog, must not close the next modal.
    const dialog = dialogRef.current;
    if (dialog?.isConnected && !dialog.open) onClose();
  };
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      data-testid={testId}
      onCancel={onCancel}
      onClose={onNativeClose}
      onClick={onBackdropClick}
    >
      <div className="modal__content">
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label={t('close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="modal__body">
          {described ? (
            <div id={descriptionId} className="modal__description">
              {description}
            </div>
          ) : null}
          {children}
        </div>
      </div>
    </dialog>
  );
}
