/** What other features take from saved searches: the «Сохранить поиск» control and the list's query key. */
export { SaveSearch, type SaveSearchProps, type SaveSearchTexts } from './components/save-search';
export { savedSearchesKey } from './api/keys';
