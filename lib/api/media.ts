/** A picture of the provider API's public content (Payload's `media`, with its generated sizes). */
export type ApiImage = {
  url: string | null;
  alt: string;
  width: number | null;
  height: number | null;
  /** The file's size in bytes (null when unknown). */
  filesize?: number | null;
  sizes?: Record<string, { url: string | null; width: number | null; height: number | null; filesize?: number | null }>;
};

/** A downloadable file of the provider API (Payload's `documents`): where it is, its name, type and size. */
export type ApiFile = {
  id: number;
  url: string | null;
  filename: string | null;
  mimeType: string | null;
  title?: string | null;
  filesize?: number | null;
};

/**
 * One file of a document set: its name, an optional subtitle and the file. `titleLang`: the name's language when it
 * is not the page's (a name that fell back to Russian); without a name, the file's own title says its language.
 */
export type DocumentItem = { title: string | null; subtitle: string | null; file: ApiFile | null; titleLang?: string };
