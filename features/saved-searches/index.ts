/** What other features take from saved searches: the «Сохранить поиск» control and the list's query key. */
export { SaveSearch, type SaveSearchProps } from './components/save-search';
export { savedSearchesKey } from './api/keys';
