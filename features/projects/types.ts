import type { ApiImage } from '@/lib/api/media';

/** The provider API's project DTOs (GET /cip, /invest-project, /perspektivnie-proekti, /rezidents-arctics; ADR 010). */
type Base = { id: number; slug: string; excerpt: string | null; order?: number | null };

/** An integrated investment project of «Yenisei Siberia» (GET /cip, /cip/{id}). */
export type CipProject = Base & {
  title: string;
  investor: string | null;
  implementationPeriod: string | null;
  investmentSize: string | null;
  stage: string | null;
  industry: string | null;
  image: ApiImage | null;
  /** Detail only. */
  content?: string | null;
};

/** A type of investment offer (GET /invest-project-type). */
export type OfferType = { id: number; slug: string; name: string };

/** An investment offer (GET /invest-project, /invest-project/{id}). */
export type InvestOffer = Base & {
  title: string;
  type: Pick<OfferType, 'id'> & Partial<OfferType>;
  resourceBase: string | null;
  territory: string | null;
  investmentVolume: string | null;
  image: ApiImage | null;
  content?: string | null;
};

/** A promising project looking for an investor (GET /perspektivnie-proekti). */
export type PerspectiveProject = Base & {
  title: string;
  industry: string | null;
  location: string | null;
  investmentVolume: string | null;
  implementationPeriod: string | null;
  image: ApiImage | null;
  content?: string | null;
};

/** A resident of the Arctic zone (GET /rezidents-arctics). */
export type ArcticResident = Base & {
  name: string;
  activity: string | null;
  location: string | null;
  investment: string | null;
  jobs: number | null;
  residentSince: string | null;
  logo: ApiImage | null;
  content?: string | null;
};

/** GET /setting-file/{key}: a titled set of downloadable documents (the PPP documents). */
export type DocumentFile = { id: number; url: string | null; filename: string | null; mimeType: string | null; title: string | null; filesize: number | null };
export type SettingFile = { key: string; title: string; items: Array<{ title: string; subtitle: string | null; file: DocumentFile | null }> };
