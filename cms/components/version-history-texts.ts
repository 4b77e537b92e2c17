/**
 * The texts of a document's version history in /admin: Russian, and English for staff who picked it in their
 * account, like the rest of the back office.
 */
export type VersionHistoryTexts = {
  caption: (count: number) => string;
  columns: { date: string; author: string; status: string; language: string; compare: string };
  status: { draft: string; published: string };
  current: string;
  compare: string;
  compareWhich: (date: string) => string;
  noAuthor: string;
  deletedAuthor: string;
  noLanguage: string;
  empty: string;
  note: string;
};

export const VERSION_HISTORY_TEXTS: Record<'ru' | 'en', VersionHistoryTexts> = {
  ru: {
    caption: (count) => `Версии документа, сначала новые: ${count}`,
    columns: { date: 'Сохранено (по красноярскому времени)', author: 'Автор', status: 'Статус', language: 'Язык правки', compare: 'Сравнение' },
    status: { draft: 'Черновик', published: 'Опубликовано' },
    current: 'действует на сайте',
    compare: 'Сравнить',
    compareWhich: (date) => `версию от ${date}`,
    noAuthor: 'Не указан',
    deletedAuthor: 'удалённая учётная запись',
    noLanguage: '—',
    empty: 'У документа пока нет сохранённых версий.',
    note:
      '«Не указан» — версия сохранена без входа сотрудника (начальные данные, перенос данных) или учётная запись автора удалена. Ссылка «Сравнить» открывает версию рядом с текущей.',
  },
  en: {
    caption: (count) => `Versions of the document, newest first: ${count}`,
    columns: { date: 'Saved (Krasnoyarsk time)', author: 'Author', status: 'Status', language: 'Language edited', compare: 'Comparison' },
    status: { draft: 'Draft', published: 'Published' },
    current: 'live on the site',
    compare: 'Compare',
    compareWhich: (date) => `the version of ${date}`,
    noAuthor: 'Not recorded',
    deletedAuthor: 'deleted account',
    noLanguage: '—',
    empty: 'The document has no saved versions yet.',
    note:
      '«Not recorded»: the version was saved without a staff member signed in (initial data, a data migration) or the author’s account has been deleted. «Compare» opens the version beside the current one.',
  },
};

export function versionHistoryTexts(language: string | undefined): VersionHistoryTexts {
  return language === 'en' ? VERSION_HISTORY_TEXTS.en : VERSION_HISTORY_TEXTS.ru;
}
