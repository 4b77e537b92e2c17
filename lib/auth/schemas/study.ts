/** One item of GET /study-materials (the cabinet's Study tab). */
export type StudyMaterial = {
  id: number | string;
  kind: 'guide' | 'algorithm' | 'video';
  title: string;
  summary: string | null;
  /** Paragraphs separated by blank lines. */
  body: string | null;
  url: string | null;
  linkLabel: string | null;
  duration: string | null;
  order: number;
};
