'use client';

import { forwardRef, type InputHTMLAttributes } from 'react';
import './file-picker.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> & {
  id: string;
  /** The button's visible, localized text («Выбрать файлы»). */
  buttonText: string;
  /** The id of the field's own <label>: the input's name is the button's text followed by it. */
  labelId?: string;
};

/**
 * A file input that looks like the portal's buttons and speaks the page's language: the browser's own control
 * (which writes "Choose File / No file chosen" in the browser's language) is visually hidden but stays the focus
 * target and keyboard-operable; a second label, drawn as a button, opens it by click and shows the focus ring
 * when the input has focus. That face is hidden from the reading order (it would read as stray text), but the
 * input is named by it followed by the field's label («Выбрать файлы Документ»), so the name contains the text
 * a sighted or voice-control user sees on the control (WCAG 2.5.3 Label in Name).
 */
export const FileButton = forwardRef<HTMLInputElement, Props>(function FileButton({ id, buttonText, labelId, ...input }, ref) {
  const faceId = `${id}-face`;
  return (
    <span className="file-button">
      <input
        ref={ref}
        id={id}
        type="file"
        className="file-button__input"
        aria-labelledby={labelId ? `${faceId} ${labelId}` : faceId}
        {...input}
      />
      <label id={faceId} htmlFor={id} className="button button--secondary file-button__face" aria-hidden="true">
        {buttonText}
      </label>
    </span>
  );
});
