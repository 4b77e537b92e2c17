/**
 * The API answers its errors in English, each the text of a catalogue entry (lib/auth/schemas/messages.ts,
 * lib/submissions/schemas/*): this finds the entry's key again, so a form or an API that localizes shows the
 * message of its locale (`t('<namespace>.<key>', values)`). A catalogue text may hold placeholders such as
 * `{max}`: their values are read back from the message. The one lookup of a message's key, on both sides.
 */

type Table = { exact: Map<string, string>; patterns: { key: string; names: string[]; pattern: RegExp }[] };

const tables = new WeakMap<object, Table>();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{(\w+)\}/;

function tableOf(catalogue: Readonly<Record<string, string>>): Table {
  let table = tables.get(catalogue);
  if (table) return table;
  table = { exact: new Map(), patterns: [] };
  for (const [key, text] of Object.entries(catalogue)) {
    if (!PLACEHOLDER.test(text)) {
      if (!table.exact.has(text)) table.exact.set(text, key);
      continue;
    }
    const names: string[] = [];
    const source = escapeRegExp(text).replace(/\\\{(\w+)\\\}/g, (_whole, name: string) => {
      names.push(name);
      return '(.+?)';
    });
    table.patterns.push({ key, names, pattern: new RegExp(`^${source}$`, 's') });
  }
  tables.set(catalogue, table);
  return table;
}

export type MessageMatch<K extends string> = { key: K; values: Record<string, string> };

/** The catalogue key of an English API message (and the values of its placeholders); undefined when it is none of them. */
export function messageKey<K extends string>(catalogue: Readonly<Record<K, string>>, message: string | undefined): MessageMatch<K> | undefined {
  if (message === undefined) return undefined;
  const table = tableOf(catalogue);
  const exact = table.exact.get(message);
  if (exact !== undefined) return { key: exact as K, values: {} };
  for (const { key, names, pattern } of table.patterns) {
    const match = pattern.exec(message);
    if (match) return { key: key as K, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}
