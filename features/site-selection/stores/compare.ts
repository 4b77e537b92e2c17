import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { COMPARE_MAX } from '../compare-ids';

/** A site chosen for comparison: enough to name it in the tray and to link it. */
export type ComparedSite = { id: number; slug: string; title: string };

type CompareState = {
  sites: ComparedSite[];
  /** Adds the site, or removes it when it is already chosen; false when it cannot be added (COMPARE_MAX reached). */
  toggle: (site: ComparedSite) => boolean;
  remove: (id: number) => void;
  /** Replaces the choice (a comparison opened from a shared address adopts its sites). */
  replace: (sites: ComparedSite[]) => void;
  clear: () => void;
};

/**
 * The sites chosen for comparison, kept in localStorage so the choice survives navigation, reloads and other tabs of
 * the same browser. Not read during the server render: a page calls `rehydrateCompare()` once mounted (the server's
 * HTML is the same for everyone), and other tabs' changes are taken over through the `storage` event.
 */
export const useCompareStore = create<CompareState>()(
  persist(
    (set, get) => ({
      sites: [],
      toggle: (site) => {
        const { sites } = get();
        if (sites.some((chosen) => chosen.id === site.id)) {
          set({ sites: sites.filter((chosen) => chosen.id !== site.id) });
          return true;
        }
        if (sites.length >= COMPARE_MAX) return false;
        set({ sites: [...sites, site] });
        return true;
      },
      remove: (id) => set({ sites: get().sites.filter((chosen) => chosen.id !== id) }),
      replace: (sites) => set({ sites: sites.slice(0, COMPARE_MAX) }),
      clear: () => set({ sites: [] }),
    }),
    {
      name: 'portal.site-compare',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ sites: state.sites }),
      skipHydration: true,
      // Whatever another version of the portal (or a hand) left there: only well-formed sites, at most COMPARE_MAX.
      merge: (persisted, current) => ({ ...current, sites: cleanSites((persisted as { sites?: unknown } | undefined)?.sites) }),
    },
  ),
);

function cleanSites(value: unknown): ComparedSite[] {
  if (!Array.isArray(value)) return [];
  const sites: ComparedSite[] = [];
  for (const item of value) {
    const { id, slug, title } = (item ?? {}) as Partial<ComparedSite>;
    if (typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof slug === 'string' && typeof title === 'string' && !sites.some((s) => s.id === id)) {
      sites.push({ id, slug, title });
    }
  }
  return sites.slice(0, COMPARE_MAX);
}

let listening = false;

/** Reads the stored choice (once per page load) and follows the changes other tabs make. */
export function rehydrateCompare(): void {
  if (typeof window === 'undefined') return;
  void useCompareStore.persist.rehydrate();
  if (listening) return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key === useCompareStore.persist.getOptions().name) void useCompareStore.persist.rehydrate();
  });
}
