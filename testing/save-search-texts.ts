import type { SaveSearchTexts } from '@/features/saved-searches';
import en from '@/messages/en.json';

type SavedSearchesMessages = Pick<typeof en.savedSearches, 'save' | 'login'>;

/** What a page gives the «save search» control (features/saved-searches/save-search-texts.ts), from a message catalogue. */
export function saveSearchTextsOf(messages: { savedSearches: SavedSearchesMessages }, cabinetHref = '/en/profile?tab=savedSearches'): SaveSearchTexts {
  const { save, login } = messages.savedSearches;
  return { button: save.button, loginTitle: login.title, loginLead: login.lead, cabinetLink: save.cabinetLink, cabinetHref };
}
