/**
 * Characters a name shown to people must not carry (file names of uploads and downloads): C0 and C1 controls,
 * DEL, and the bidirectional formatting characters (U+202A–U+202E embeddings and overrides, U+2066–U+2069
 * isolates, U+200E/U+200F marks, U+061C the Arabic letter mark), which reorder what is displayed:
 * «invoice‮fdp.exe» reads as «invoiceexe.pdf». No imports: Payload's CLI loads this through cms/.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export const stripInvisible = (value: string) => value.replace(INVISIBLE, '');
