/**
 * The comparison's limits and the ids of its address: plain values the server page and the browser's store share, kept
 * apart from the store so that the server reads them without creating a zustand store.
 */

/** At most this many sites are compared side by side (four columns still fit a desktop screen and a printed page). */
export const COMPARE_MAX = 4;
/** Fewer than this is no comparison. */
export const COMPARE_MIN = 2;

/** The ids of a comparison address (`?ids=3,1,7`): whole numbers, each once, at most COMPARE_MAX; anything else is dropped. */
export function idsOfParam(value: string | null | undefined): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.split(',')) {
    const text = part.trim();
    if (!/^\d{1,10}$/.test(text)) continue;
    const id = Number(text);
    if (id >= 1 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}

/**
 * The comparison's address for some sites, from the comparison page's path in the page's language
 * (`/en/investicionnie-ploshadki/sravnenie` → `…?ids=3,1`); without any, the bare page.
 */
export const comparisonHref = (path: string, ids: readonly number[]) => (ids.length ? `${path}?ids=${ids.join(',')}` : path);
