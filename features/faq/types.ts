/** A question and its answer (GET /faq; the answer is sanitized HTML). */
export type FaqEntry = { id: number; question: string; answer: string | null };
