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
