import { create } from 'zustand';

/**
 * A guest's «Save to favourites» waiting for the login it asked for: the page's address. Kept in a store, not in
 * the button, so the save goes on after the login even when the page around the button re-rendered meanwhile.
 */
type PendingSaveState = {
  pageUrl: string | null;
  setPending: (pageUrl: string | null) => void;
};

export const usePendingSave = create<PendingSaveState>()((set) => ({
  pageUrl: null,
  setPending: (pageUrl) => set({ pageUrl }),
}));
