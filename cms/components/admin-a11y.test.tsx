import { describe, expect, it, vi } from 'vitest';
import { nameAdminControls, TEXTS } from './admin-a11y';

vi.mock('@payloadcms/ui', () => ({ useTranslation: () => ({ i18n: { language: 'ru' } }) }));

/** Payload's markup as it renders these elements, without the names it leaves out. */
function backOffice(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <button class="clickable-arrow clickable-arrow--left"></button>
    <button class="clickable-arrow clickable-arrow--right"></button>
    <table><tr><td class="select-row__checkbox"><input type="checkbox" aria-labelledby="nowhere"></td><td><a href="/admin/collections/news/1">Первая новость</a></td></tr></table>
    <div class="locked" role="button" tabindex="0"></div>
    <select class="react-datepicker__month-select"></select>
    <select class="react-datepicker__year-select" aria-label="Год выпуска"></select>
    <iframe id="live-preview-iframe"></iframe>
    <input name="live-preview-width"><input name="live-preview-height">`;
  return root;
}

describe('names for the back office controls Payload leaves unnamed', () => {
  it('names each in Russian, from the row for a row checkbox', () => {
    const root = backOffice();
    nameAdminControls(TEXTS.ru, root);
    const name = (selector: string, attribute = 'aria-label') => root.querySelector(selector)!.getAttribute(attribute);
    expect(name('.clickable-arrow--left')).toBe('Предыдущая страница');
    expect(name('.clickable-arrow--right')).toBe('Следующая страница');
    expect(name('input[type="checkbox"]')).toBe('Выбрать: Первая новость');
    expect(root.querySelector('input[type="checkbox"]')!.hasAttribute('aria-labelledby')).toBe(false);
    expect(name('.locked')).toBe('Документ сейчас редактирует другой сотрудник');
    expect(name('.react-datepicker__month-select')).toBe('Месяц');
    expect(name('#live-preview-iframe', 'title')).toBe('Предпросмотр страницы на портале');
    expect(name('input[name="live-preview-width"]')).toBe('Ширина предпросмотра, px');
    expect(name('input[name="live-preview-height"]')).toBe('Высота предпросмотра, px');
  });

  it('keeps a name an element already has, and names in English for an English back office', () => {
    const root = backOffice();
    nameAdminControls(TEXTS.en, root);
    expect(root.querySelector('.react-datepicker__year-select')!.getAttribute('aria-label')).toBe('Год выпуска');
    expect(root.querySelector('.react-datepicker__month-select')!.getAttribute('aria-label')).toBe('Month');
    expect(root.querySelector('.locked')!.getAttribute('aria-label')).toBe('Another member of staff is editing this document');
  });
});
