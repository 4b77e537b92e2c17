'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { CloseIcon } from '@/components/layout/icons';
import { useScrollLock } from '@/components/modal/use-scroll-lock';

/**
 * Where the focus goes when a modal closes: back to the element that opened it; if that element was re-rendered as
 * another one (the header's «Войти» button becomes the cabinet link after a login), to the element that took its
 * id; failing both, to `fallbackId`. Never left on the body.
 */
function focusAfterClose(opener: HTMLElement | null, fallbackId: string | undefined) {
  const from = opener && opener !== document.body ? opener : null;
  const target =
    (from?.isConnected ? from : null) ??
    (from?.id ? document.getElementById(from.id) : null) ??
    (fallbackId ? document.getElementById(fallbackId) : null);
  target?.focus();
}

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
  returnFocusTo,
  children,
}: {
  title: string;
  /**
   * The id of the element to focus on closing when the opener is gone: the focus had already fallen to the body
   * when the modal opened (its opener was disabled while a form was being sent) and no element took its id.
   */
  returnFocusTo?: string;
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
      focusAfterClose(opener, returnFocusTo);
    };
    // The opener and the fallback are those of the opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
