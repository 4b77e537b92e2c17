/**
 * What a screen reader needs from a PDF's catalog and info dictionary, read from the file's uncompressed objects
 * (pdfkit writes no object streams): marked content, a structure tree, a language and a title.
 */
export type PdfTags = {
  marked: boolean;
  structTreeRoot: boolean;
  lang: string | null;
  title: string | null;
  displayDocTitle: boolean;
};

/** The body of `N 0 obj ... endobj`, or null. */
function objectBody(pdf: string, ref: string): string | null {
  const [num, gen] = ref.trim().split(/\s+/);
  const match = new RegExp(`(?:^|[\\r\\n])${num}\\s+${gen}\\s+obj\\b([\\s\\S]*?)endobj`).exec(pdf);
  return match ? match[1]!.trim() : null;
}

/** A value that may be an indirect reference (`12 0 R`) resolved to its object's body. */
function resolve(pdf: string, value: string | undefined): string | null {
  if (value === undefined) return null;
  const ref = /^(\d+\s+\d+)\s+R$/.exec(value.trim());
  return ref ? objectBody(pdf, ref[1]!) : value.trim();
}

/** Decodes a PDF string object: `(literal)` with escapes, or `<hex>` (UTF-16BE when it starts with FEFF). */
export function decodePdfString(raw: string): string {
  const value = raw.trim();
  let bytes: Buffer;
  if (value.startsWith('<')) {
    bytes = Buffer.from(value.slice(1, -1).replace(/\s+/g, ''), 'hex');
  } else {
    const inner = value.slice(1, -1);
    const unescaped = inner.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, esc: string) => {
      const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
      return simple[esc] ?? String.fromCharCode(parseInt(esc, 8));
    });
    bytes = Buffer.from(unescaped, 'latin1');
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
  return bytes.toString('latin1');
}

/** The value of `/Key` in a dictionary body: an indirect reference, a string, a name or a nested dictionary. */
function entry(dict: string, key: string): string | undefined {
  const match = new RegExp(`/${key}\\s*(\\d+\\s+\\d+\\s+R|\\((?:\\\\.|[^\\\\)])*\\)|<[0-9A-Fa-f\\s]*>|/[^\\s/<>\\[\\]()]+|<<[\\s\\S]*?>>|true|false)`).exec(dict);
  return match?.[1];
}

export function pdfTags(file: Buffer): PdfTags {
  const pdf = file.toString('latin1');
  const trailers = [...pdf.matchAll(/trailer\s*(<<[\s\S]*?>>)\s*startxref/g)];
  const trailer = trailers.at(-1)?.[1] ?? '';
  const catalog = resolve(pdf, entry(trailer, 'Root')) ?? '';
  const info = resolve(pdf, entry(trailer, 'Info')) ?? '';
  const markInfo = resolve(pdf, entry(catalog, 'MarkInfo')) ?? '';
  const viewer = resolve(pdf, entry(catalog, 'ViewerPreferences')) ?? '';
  const lang = resolve(pdf, entry(catalog, 'Lang'));
  const title = resolve(pdf, entry(info, 'Title'));
  const structRoot = resolve(pdf, entry(catalog, 'StructTreeRoot'));
  return {
    marked: /\/Marked\s+true/.test(markInfo),
    structTreeRoot: !!structRoot && /\/Type\s*\/StructTreeRoot/.test(structRoot) && /\/K\s*[[\d]/.test(structRoot),
    lang: lang ? decodePdfString(lang) : null,
    title: title ? decodePdfString(title) : null,
    displayDocTitle: /\/DisplayDocTitle\s+true/.test(viewer),
  };
}

/** The accessibility failures of a PDF (empty when it is tagged, has a language, a title and shows that title). */
export function taggedPdfProblems(file: Buffer): string[] {
  const tags = pdfTags(file);
  const problems: string[] = [];
  if (!tags.marked) problems.push('no /MarkInfo << /Marked true >>');
  if (!tags.structTreeRoot) problems.push('no /StructTreeRoot with elements');
  if (!tags.lang || !/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(tags.lang)) problems.push(`no valid /Lang (${tags.lang})`);
  if (!tags.title?.trim()) problems.push('no Info /Title');
  if (!tags.displayDocTitle) problems.push('viewers show the file name, not the title (/DisplayDocTitle)');
  return problems;
}
