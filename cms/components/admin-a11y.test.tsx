import { describe, expect, it, vi } from 'vitest';
import { nameAdminControls, russianFileSizes, TEXTS } from './admin-a11y';
import { russianFileDetails } from './media-texts';

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

describe('an edit screen\'s unnamed controls', () => {
  it('names icon buttons, ties field inputs to their labels, takes hidden icons out of the tab order', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <ul class="doc-tabs__tabs"><div class="doc-tab">Редактировать</div><a class="doc-tab" href="#">Версии</a></ul>
      <div class="doc-controls__popup"><div class="popup__trigger-wrap"><button class="popup-button"></button></div></div>
      <button class="date-time-picker__clear-button"></button>
      <div class="collapsible__drag" role="button" tabindex="0"></div>
      <div class="field-type date-time-field"><label class="field-label" for="field-publishedAt">Дата публикации<span class="required">*</span></label>
        <div class="react-datepicker__input-container"><input type="text"></div></div>
      <div class="field-type select"><label class="field-label" for="field-siteType">Тип площадки</label>
        <input class="rs__input" id="react-select-1-input"><div class="rs__indicators"><div class="clear-indicator" aria-hidden="true" role="button" tabindex="0"></div></div></div>
      <div class="field-type rich-text"><label class="field-label">Текст</label><div contenteditable="true" role="textbox"></div></div>`;
    nameAdminControls(TEXTS.ru, root);
    const name = (selector: string) => root.querySelector(selector)!.getAttribute('aria-label');
    expect(root.querySelector('.doc-tabs__tabs')!.getAttribute('role')).toBe('none');
    expect(name('.popup-button')).toBe('Другие действия с документом');
    expect(name('.date-time-picker__clear-button')).toBe('Очистить дату');
    expect(name('.collapsible__drag')).toBe('Перетащить, чтобы изменить порядок');
    expect(name('.react-datepicker__input-container input')).toBe('Дата публикации');
    expect(name('.rs__input')).toBe('Тип площадки');
    expect(name('[contenteditable]')).toBe('Текст');
    expect(root.querySelector('.clear-indicator')!.getAttribute('tabindex')).toBe('-1');
  });
});

describe('file sizes in Russian units', () => {
  it('rewrites Payload\'s units and dimensions, leaving other text alone', () => {
    expect(russianFileDetails('34KB')).toBe('34\u00a0КБ');
    expect(russianFileDetails('0 bytes')).toBe('0\u00a0байт');
    expect(russianFileDetails('1.5MB \u2014 1200x630 \u2014 image/png')).toBe('1,5\u00a0МБ \u2014 1200×630 \u2014 image/png');
    expect(russianFileDetails(' - application/pdf')).toBe(' - application/pdf');
    expect(russianFileDetails('report-2KB.pdf')).toBe('report-2KB.pdf');
  });

  it('rewrites the text of a file\'s form and of an upload field, nothing else', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div class="file-meta__size-type">34KB<!-- --> - <!-- -->application/pdf</div>
      <div class="upload-relationship-details__meta">73KB — 1200x630 — image/png</div>
      <a class="file-meta__url">file-5MB.pdf</a>`;
    russianFileSizes(root);
    expect(root.querySelector('.file-meta__size-type')!.textContent).toBe('34\u00a0КБ - application/pdf');
    expect(root.querySelector('.upload-relationship-details__meta')!.textContent).toBe('73\u00a0КБ — 1200×630 — image/png');
    expect(root.querySelector('.file-meta__url')!.textContent).toBe('file-5MB.pdf');
  });
});
