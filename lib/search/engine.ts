import { create, insertMultiple, removeMultiple, save, search, type AnyOrama, type Results, type TypedDocument } from '@orama/orama';
import type { Locale } from '@/i18n/routing';
import { SEARCH_TYPES, type SearchHit, type SearchResult, type SearchType } from './schema';
import { editDistance, queryTerms, snippet, switchLayout, tokenize, typoAllowance, words, wordTerms } from './text';

/**
 * One language's search index: Orama (BM25 over a radix tree, prefix and typo matching) with this portal's own
 * tokenizer (./text.ts), plus the surface words of titles for spelling suggestions. Pure and in memory: the server
 * keeps one per language (lib/server/search), the benchmark builds them from a generated corpus.
 */

/** What the index holds of one result (its texts and where it is shown). */
export type IndexedDoc = {
  key: string;
  type: SearchType;
  itemId: number | string;
  slug: string | null;
  title: string;
  text: string;
  url: string;
  language: Locale;
  textLanguage: Locale;
};

const schema = { type: 'enum', title: 'string', text: 'string' } as const;
type Stored = TypedDocument<AnyOrama> & { id: string; type: SearchType; title: string; text: string };

/** At most this many matches are ranked and counted per query (a visitor never pages that far: SEARCH_MAX_PAGE). */
export const MAX_MATCHES = 1000;
/** The text kept for matching per document: a very long text adds nothing a visitor would search for past this. */
const MAX_TEXT = 20_000;

export type QueryOptions = { type?: SearchType; page: number; limit: number };

export class LanguageIndex {
  readonly locale: Locale;
  private readonly db: AnyOrama;
  private readonly docs = new Map<string, IndexedDoc>();
  /** A title's term → its most frequent spelling in titles (what a spelling suggestion shows). */
  private readonly spellings = new Map<string, Map<string, number>>();

  constructor(locale: Locale) {
    this.locale = locale;
    const tokenizeFor = (raw: string) => tokenize(raw, locale);
    this.db = create({
      schema,
      components: { tokenizer: { language: locale, normalizationCache: new Map(), tokenize: tokenizeFor } },
    }) as AnyOrama;
  }

  get size(): number {
    return this.docs.size;
  }

  /** Adds documents, replacing any with the same key. */
  async put(docs: readonly IndexedDoc[]): Promise<void> {
    const replaced = docs.filter((doc) => this.docs.has(doc.key)).map((doc) => doc.key);
    if (replaced.length) await this.remove(replaced);
    const rows = docs.map((doc) => ({ id: doc.key, type: doc.type, title: doc.title, text: doc.text.slice(0, MAX_TEXT) }));
    if (rows.length) await insertMultiple(this.db, rows as never, 500);
    for (const doc of docs) {
      this.docs.set(doc.key, doc);
      this.learnSpellings(doc.title, +1);
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    const present = keys.filter((key) => this.docs.has(key));
    if (!present.length) return;
    await removeMultiple(this.db, present, 500);
    for (const key of present) {
      this.learnSpellings(this.docs.get(key)!.title, -1);
      this.docs.delete(key);
    }
  }

  keys(): string[] {
    return [...this.docs.keys()];
  }

  /** The index serialised (Orama's own data and the documents' texts kept for snippets), in bytes: its size. */
  byteSize(): number {
    return Buffer.byteLength(JSON.stringify(save(this.db))) + Buffer.byteLength(JSON.stringify([...this.docs.values()]));
  }

  private learnSpellings(title: string, delta: number): void {
    for (const { word } of words(title)) {
      if ([...word].length < 4 || /\p{N}/u.test(word)) continue;
      for (const term of wordTerms(word, this.locale)) {
        const forms = this.spellings.get(term) ?? new Map<string, number>();
        const lower = word.toLocaleLowerCase(this.locale);
        const count = (forms.get(lower) ?? 0) + delta;
        if (count > 0) forms.set(lower, count);
        else forms.delete(lower);
        if (forms.size) this.spellings.set(term, forms);
        else this.spellings.delete(term);
      }
    }
  }

  private async match(query: string, tolerance: number): Promise<Stored[]> {
    const found = (await search(this.db, {
      term: query,
      properties: ['title', 'text'],
      boost: { title: 3 },
      // Every word of the query must be found (Orama's default returns documents with any one of them).
      threshold: 0,
      tolerance,
      limit: MAX_MATCHES,
    })) as Results<Stored>;
    return found.hits.map((hit) => hit.document);
  }

  /** The closest title word for each word of the query that has none of its own (null when nothing changes). */
  private spellingFor(query: string): string | null {
    let changed = false;
    const out = words(query).map(({ word }) => {
      const terms = wordTerms(word, this.locale);
      const allowance = typoAllowance(word);
      if (!terms.length || allowance === 0 || terms.some((term) => this.spellings.has(term))) return word;
      const [term] = terms as [string];
      let best: { form: string; distance: number; count: number } | null = null;
      for (const [known, forms] of this.spellings) {
        const distance = editDistance(term, known, allowance);
        if (distance > allowance) continue;
        for (const [form, count] of forms) {
          if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { form, distance, count };
        }
      }
      if (!best) return word;
      changed = true;
      return best.form;
    });
    return changed ? out.join(' ') : null;
  }

  /**
   * The query's results: every word found (as typed, or with a typo or two in a longer word when that finds nothing),
   * grouped by type, one page of the chosen type; a suggestion when the other keyboard layout or a spelling finds
   * more than the query.
   */
  async query(query: string, { type, page, limit }: QueryOptions): Promise<SearchResult> {
    const terms = queryTerms(query, this.locale);
    let matches = terms.length ? await this.match(query, 0) : [];
    let highlightTerms = terms;
    let suggestion: string | null = null;
    if (!matches.length && terms.length) {
      const tolerance = Math.max(0, ...words(query).map(({ word }) => typoAllowance(word)));
      const spelled = this.spellingFor(query);
      if (tolerance > 0) {
        matches = await this.match(query, tolerance);
        if (matches.length && spelled) highlightTerms = [...terms, ...queryTerms(spelled, this.locale)];
      }
      const switched = switchLayout(query);
      if (switched && switched !== query && (await this.match(switched, 0)).length > matches.length) suggestion = switched;
      else if (spelled && spelled !== query.toLocaleLowerCase(this.locale)) suggestion = spelled;
    }
    const groups: Partial<Record<SearchType, number>> = {};
    for (const match of matches) groups[match.type] = (groups[match.type] ?? 0) + 1;
    const chosen = type ? matches.filter((match) => match.type === type) : matches;
    const items = chosen.slice((page - 1) * limit, page * limit).map((match) => this.hit(match.id, highlightTerms));
    return {
      items,
      totalCount: chosen.length,
      groups: Object.fromEntries(SEARCH_TYPES.filter((t) => groups[t]).map((t) => [t, groups[t]])) as Partial<Record<SearchType, number>>,
      suggestion,
    };
  }

  private hit(key: string, terms: readonly string[]): SearchHit {
    const doc = this.docs.get(key)!;
    const inText = doc.text ? snippet(doc.text, terms, this.locale) : { text: '', highlights: [] };
    const inTitle = snippet(doc.title, terms, this.locale, doc.title.length + 1);
    return {
      type: doc.type,
      id: doc.itemId,
      slug: doc.slug,
      title: inTitle.text,
      titleHighlights: inTitle.highlights,
      snippet: inText.text,
      highlights: inText.highlights,
      url: doc.url,
      language: doc.language,
      snippetLanguage: doc.textLanguage,
    };
  }
}
