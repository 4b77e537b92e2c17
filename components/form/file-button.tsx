'use client';

import { forwardRef, type InputHTMLAttributes } from 'react';
import './file-picker.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'children'> & {
  id: string;
  /** The button's visible, localized text («Выбрать файлы»). */
  buttonText: string;
};

/**
 * A file input that looks like the portal's buttons and speaks the page's language: the browser's own control
 * (which writes "Choose File / No file chosen" in the browser's language) is visually hidden but stays the focus
 * target, keyboard-operable and labelled by the field's <label>; a second label, drawn as a button, opens it by
 * click and shows the focus ring when the input has focus.
 */
export const FileButton = forwardRef<HTMLInputElement, Props>(function FileButton({ id, buttonText, ...input }, ref) {
  return (
    <span className="file-button">
      <input ref={ref} id={id} type="file" className="file-button__input" {...input} />
      <label htmlFor={id} className="button button--secondary file-button__face" aria-hidden="true">
        {buttonText}
      </label>
    </span>
  );
});
