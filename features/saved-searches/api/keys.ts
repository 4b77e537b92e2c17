/** React-query keys of saved searches: every change invalidates `savedSearchesKey`. */
export const savedSearchesKey = ['saved-searches'] as const;
export const savedSearchListKey = [...savedSearchesKey, 'list'] as const;
