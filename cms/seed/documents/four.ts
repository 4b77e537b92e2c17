/**
 * The demo documents are written once in four languages side by side, block by block (`L(ru, en, tr, zh)`), so every
 * language has the same sections, clauses and table rows; `textIn` takes one language out.
 */
import { LOCALES, type SeedLocale } from '../localize';
import type { DocumentBlock, DocumentSpec, DocumentText } from './render';

export type L = Record<SeedLocale, string>;
export const L = (ru: string, en: string, tr: string, zh: string): L => ({ ru, en, tr, zh });

export type Block =
  | L
  | { h2: L }
  | { h3: L }
  | { ul: L[] }
  | { ol: L[] }
  | { table: L[][]; shares?: number[] }
  | { slide: L };

export type Written = {
  name: string;
  kind: DocumentSpec['kind'];
  date: string;
  title: L;
  subtitle?: L;
  issuer: L;
  blocks: Block[];
};

const isText = (value: unknown): value is L => !!value && typeof value === 'object' && 'ru' in value;

function blockIn(block: Block, locale: SeedLocale): DocumentBlock {
  if (isText(block)) return block[locale];
  if ('h2' in block) return { h2: block.h2[locale] };
  if ('h3' in block) return { h3: block.h3[locale] };
  if ('slide' in block) return { slide: block.slide[locale] };
  if ('ul' in block) return { ul: block.ul.map((item) => item[locale]) };
  if ('ol' in block) return { ol: block.ol.map((item) => item[locale]) };
  return { table: block.table.map((row) => row.map((cell) => cell[locale])), shares: block.shares };
}

function textIn(written: Written, locale: SeedLocale): DocumentText {
  return {
    title: written.title[locale],
    subtitle: written.subtitle?.[locale],
    issuer: written.issuer[locale],
    blocks: written.blocks.map((block) => blockIn(block, locale)),
  };
}

/** The document's specification with its text in every language. */
export function spec(written: Written): DocumentSpec {
  const texts = Object.fromEntries(LOCALES.map((locale) => [locale, textIn(written, locale)])) as Record<SeedLocale, DocumentText>;
  return { name: written.name, kind: written.kind, date: written.date, texts };
}

/** The heading of an act's article: «Статья 3. …», "Article 3. …", "Madde 3. …", «第3条 …». */
export const article = (n: number, ru: string, en: string, tr: string, zh: string) =>
  ({ h2: L(`Статья ${n}. ${ru}`, `Article ${n}. ${en}`, `Madde ${n}. ${tr}`, `第${n}条 ${zh}`) });

/** Who issues the documents. */
export const ISSUERS = {
  agency: L(
    'Агентство развития инвестиционной деятельности Красноярского края',
    'Krasnoyarsk Krai Investment Development Agency',
    'Krasnoyarsk Krayı Yatırım Geliştirme Ajansı',
    '克拉斯诺亚尔斯克边疆区投资发展署',
  ),
  government: L('Правительство Красноярского края', 'Government of Krasnoyarsk Krai', 'Krasnoyarsk Krayı Hükümeti', '克拉斯诺亚尔斯克边疆区政府'),
  assembly: L(
    'Законодательное Собрание Красноярского края',
    'Legislative Assembly of Krasnoyarsk Krai',
    'Krasnoyarsk Krayı Yasama Meclisi',
    '克拉斯诺亚尔斯克边疆区立法会议',
  ),
};
