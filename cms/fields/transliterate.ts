/**
 * Russian → Latin transliteration in the style of the portal's own URLs
 * (`proizvodstvennie-ploshadki`, `meri-podderjki`, `liniya-pryamih-obrasheniy`): ж → j, х → h, щ → sh, ы → i.
 */
const TABLE: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'j', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'c', ч: 'ch', ш: 'sh',
  щ: 'sh', ъ: '', ы: 'i', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

export function transliterate(text: string): string {
  return Array.from(text.toLowerCase(), (char) => TABLE[char] ?? char).join('');
}

/** A URL slug: transliterated, lower-case latin letters, digits and single hyphens, at most 80 characters. */
export function slugify(text: string): string {
  return transliterate(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
