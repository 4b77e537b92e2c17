/**
 * Sentences of one paragraph, each already ending in its punctuation, joined as the language writes them: Chinese
 * puts nothing after its full-width full stop, the portal's other languages a space.
 */
export function joinSentences(locale: string, sentences: readonly string[]): string {
  return sentences.filter(Boolean).join(locale === 'zh' ? '' : ' ');
}

/** Han characters (CJK unified ideographs, extension A, compatibility ideographs). */
const ENDS_IN_HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]$/;

/**
 * «Label: text», the way an error summary or a fact names its field: after a Chinese label the colon is the
 * full-width one, with no space (姓：请填写此字段); after any other label a colon and a space.
 */
export function labelled(label: string, text: string): string {
  return ENDS_IN_HAN.test(label) ? `${label}：${text}` : `${label}: ${text}`;
}

/** Quotation marks as each language sets a title in running text: Russian «ёлочки», the others “curly” quotes. */
export function quoted(locale: string, text: string): string {
  return locale === 'ru' ? `«${text}»` : `“${text}”`;
}

/** Several quoted titles in a row: with commas, in Chinese with the enumeration comma (“甲”、“乙”). */
export function quotedList(locale: string, texts: readonly string[]): string {
  return texts.map((text) => quoted(locale, text)).join(locale === 'zh' ? '、' : ', ');
}
