'use client';

import { useTranslation } from '@payloadcms/ui';
import { type ReactNode, useEffect } from 'react';
import { russianFileDetails } from './media-texts';

export const TEXTS = {
  ru: {
    previous: 'Предыдущая страница',
    next: 'Следующая страница',
    select: 'Выбрать',
    selectRow: 'Выбрать строку',
    preview: 'Предпросмотр страницы на портале',
    previewWidth: 'Ширина предпросмотра, px',
    previewHeight: 'Высота предпросмотра, px',
    locked: 'Документ сейчас редактирует другой сотрудник',
    month: 'Месяц',
    year: 'Год',
    publishOptions: 'Другие варианты публикации',
    documentActions: 'Другие действия с документом',
    editFile: 'Изменить файл',
    removeFile: 'Убрать файл',
    clearDate: 'Очистить дату',
    rowActions: 'Действия со строкой',
    copyUrl: 'Скопировать адрес файла',
    drag: 'Перетащить, чтобы изменить порядок',
    rowsClipboard: 'Копировать или вставить строки',
  },
  en: {
    previous: 'Previous page',
    next: 'Next page',
    select: 'Select',
    selectRow: 'Select row',
    preview: 'Preview of the page on the portal',
    previewWidth: 'Preview width, px',
    previewHeight: 'Preview height, px',
    locked: 'Another member of staff is editing this document',
    month: 'Month',
    year: 'Year',
    publishOptions: 'More publishing options',
    documentActions: 'More document actions',
    editFile: 'Edit file',
    removeFile: 'Remove file',
    clearDate: 'Clear date',
    rowActions: 'Row actions',
    copyUrl: "Copy the file's address",
    drag: 'Drag to reorder',
    rowsClipboard: 'Copy or paste rows',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];

/**
 * Payload's elements that carry no name of their own, and the name each gets: the lock shown on a row another member
 * of staff is editing is a nameless button (its text is a tooltip shown on hover only), the date picker's month and
 * year lists have no label, the live preview's frame has no title and its width and height fields no label; on an
 * edit screen the icon-only buttons (the publish button's options, the document's «…» menu, an upload field's edit
 * and remove, a date's clear, an array row's menu, an array's copy-and-paste menu, a file's copy-address) and the drag handle of an array
 * row.
 */
const UNNAMED: ReadonlyArray<{ selector: string; attribute: 'aria-label' | 'title'; text: keyof Texts }> = [
  { selector: '.locked[role="button"]', attribute: 'aria-label', text: 'locked' },
  { selector: 'select.react-datepicker__month-select', attribute: 'aria-label', text: 'month' },
  { selector: 'select.react-datepicker__year-select', attribute: 'aria-label', text: 'year' },
  { selector: 'iframe#live-preview-iframe', attribute: 'title', text: 'preview' },
  { selector: 'input[name="live-preview-width"]', attribute: 'aria-label', text: 'previewWidth' },
  { selector: 'input[name="live-preview-height"]', attribute: 'aria-label', text: 'previewHeight' },
  { selector: '.btn--withPopup .popup__trigger-wrap > .popup-button', attribute: 'aria-label', text: 'publishOptions' },
  { selector: '.doc-controls__popup .popup__trigger-wrap > .popup-button', attribute: 'aria-label', text: 'documentActions' },
  { selector: 'button.upload-relationship-details__edit', attribute: 'aria-label', text: 'editFile' },
  { selector: 'button.upload-relationship-details__remove', attribute: 'aria-label', text: 'removeFile' },
  { selector: 'button.file-details__remove', attribute: 'aria-label', text: 'removeFile' },
  { selector: 'button.date-time-picker__clear-button', attribute: 'aria-label', text: 'clearDate' },
  { selector: 'button.array-actions__button', attribute: 'aria-label', text: 'rowActions' },
  { selector: 'button.copy-to-clipboard', attribute: 'aria-label', text: 'copyUrl' },
  { selector: '.collapsible__drag[role="button"]', attribute: 'aria-label', text: 'drag' },
  { selector: '.clipboard-action__popup .popup__trigger-wrap > .popup-button', attribute: 'aria-label', text: 'rowsClipboard' },
];

/**
 * Inputs of a field that Payload does not tie to the field's label (its label points at the field's wrapper): the
 * select's search box, the date's text box, the rich text editor. Each is named by its field's label.
 */
const FIELD_INPUTS = 'input.rs__input, .react-datepicker__input-container input, [contenteditable="true"][role="textbox"]';

/** A field's label as read aloud: without the required mark. */
function fieldLabel(element: Element): string {
  const label = element.closest('.field-type')?.querySelector('label.field-label');
  if (!label) return '';
  const copy = label.cloneNode(true) as Element;
  for (const mark of copy.querySelectorAll('.required')) mark.remove();
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** Names the unnamed elements now in the document; an element that already has a name keeps it. */
export function nameAdminControls(texts: Texts, root: ParentNode = document): void {
  for (const arrow of root.querySelectorAll<HTMLButtonElement>('button.clickable-arrow:not([aria-label])')) {
    arrow.setAttribute('aria-label', arrow.classList.contains('clickable-arrow--right') ? texts.next : texts.previous);
  }
  for (const box of root.querySelectorAll<HTMLInputElement>('.select-row__checkbox input[type="checkbox"]')) {
    if (box.getAttribute('aria-label')) continue;
    const title = box.closest('tr')?.querySelector('td a')?.textContent?.trim();
    box.removeAttribute('aria-labelledby');
    box.setAttribute('aria-label', title ? `${texts.select}: ${title}` : texts.selectRow);
  }
  for (const { selector, attribute, text } of UNNAMED) {
    for (const element of root.querySelectorAll(`${selector}:not([${attribute}])`)) element.setAttribute(attribute, texts[text]);
  }
  for (const input of root.querySelectorAll<HTMLElement>(`:is(${FIELD_INPUTS}):not([aria-label]):not([aria-labelledby])`)) {
    if (input instanceof HTMLInputElement && input.labels?.length) continue;
    const label = fieldLabel(input);
    if (label) input.setAttribute('aria-label', label);
  }
  // react-select's clear and open icons are hidden from screen readers (its search box does both by keyboard) but sit
  // in the tab order: out of it, so the keyboard never lands on something that is not announced.
  for (const icon of root.querySelectorAll('.rs__indicators [aria-hidden="true"]:not([tabindex="-1"])')) icon.setAttribute('tabindex', '-1');
  // Payload's document tabs are links and a current-tab box put straight into a <ul> without list items: the <ul>
  // is a row of links, not a list, to assistive technology.
  for (const tabs of root.querySelectorAll('ul.doc-tabs__tabs:not([role])')) {
    if (![...tabs.children].every((child) => child.tagName === 'LI')) tabs.setAttribute('role', 'none');
  }
}

/** Payload's file details (a file's form, an upload field) with the size in Russian units: «34 КБ», not «34KB». */
export const FILE_DETAILS = '.file-meta__size-type, .upload-relationship-details__meta';

export function russianFileSizes(root: ParentNode = document): void {
  for (const element of root.querySelectorAll(FILE_DETAILS)) {
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !node.nodeValue) continue;
      const text = russianFileDetails(node.nodeValue);
      if (text !== node.nodeValue) node.nodeValue = text;
    }
  }
}

/**
 * Accessible names Payload's back office leaves out (Payload offers no prop for them): its pagination arrows are
 * icon-only buttons, a row's selection checkbox has an empty aria-label, and the elements in UNNAMED. The names are
 * added to the rendered elements, and again whenever the page re-renders. In the Russian back office the file sizes
 * Payload writes with English units are rewritten too (the text only: React keeps its own value for them).
 */
export function AdminA11y({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    const texts = TEXTS[i18n.language === 'en' ? 'en' : 'ru'];
    const russian = i18n.language !== 'en';
    const name = () => {
      nameAdminControls(texts);
      if (russian) russianFileSizes();
    };
    name();
    const observer = new MutationObserver(name);
    // characterData: Payload may update a size's text in place when another file is chosen.
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [i18n.language]);
  return <>{children}</>;
}
