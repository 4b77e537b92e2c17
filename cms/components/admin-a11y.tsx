'use client';

import { useTranslation } from '@payloadcms/ui';
import { type ReactNode, useEffect } from 'react';

const TEXTS = {
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
  },
} as const;

/**
 * Accessible names Payload's list view leaves out: its pagination arrows are icon-only buttons and a row's selection
 * checkbox has an empty aria-label; the lock shown on a row another member of staff is editing is a nameless button (its
 * text is a tooltip shown on hover only); the date picker's month and year lists have no label; the live preview's frame has no title and its width and height fields no
 * label. The names are added to the rendered elements (Payload offers no prop for them)
 * and again whenever the list re-renders; an element that already has a name keeps it.
 */
export function AdminA11y({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    const texts = TEXTS[i18n.language === 'en' ? 'en' : 'ru'];
    const name = () => {
      for (const arrow of document.querySelectorAll<HTMLButtonElement>('button.clickable-arrow:not([aria-label])')) {
        arrow.setAttribute('aria-label', arrow.classList.contains('clickable-arrow--right') ? texts.next : texts.previous);
      }
      for (const box of document.querySelectorAll<HTMLInputElement>('.select-row__checkbox input[type="checkbox"]')) {
        if (box.getAttribute('aria-label')) continue;
        const title = box.closest('tr')?.querySelector('td a')?.textContent?.trim();
        box.removeAttribute('aria-labelledby');
        box.setAttribute('aria-label', title ? `${texts.select}: ${title}` : texts.selectRow);
      }
      for (const lock of document.querySelectorAll<HTMLElement>('.locked[role="button"]:not([aria-label])')) {
        lock.setAttribute('aria-label', texts.locked);
      }
      for (const select of document.querySelectorAll<HTMLSelectElement>('select.react-datepicker__month-select:not([aria-label])')) {
        select.setAttribute('aria-label', texts.month);
      }
      for (const select of document.querySelectorAll<HTMLSelectElement>('select.react-datepicker__year-select:not([aria-label])')) {
        select.setAttribute('aria-label', texts.year);
      }
      for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe#live-preview-iframe:not([title])')) {
        frame.setAttribute('title', texts.preview);
      }
      for (const input of document.querySelectorAll<HTMLInputElement>('input[name="live-preview-width"]:not([aria-label])')) {
        input.setAttribute('aria-label', texts.previewWidth);
      }
      for (const input of document.querySelectorAll<HTMLInputElement>('input[name="live-preview-height"]:not([aria-label])')) {
        input.setAttribute('aria-label', texts.previewHeight);
      }
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [i18n.language]);
  return <>{children}</>;
}
