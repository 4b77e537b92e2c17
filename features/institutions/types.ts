import type { ApiImage } from '@/lib/api/media';

/** A development institution (GET /development-institutions; ADR 010). */
export type DevelopmentInstitution = {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  email: string | null;
  phone: string | null;
  website: string | null;
  address: string | null;
  logo: ApiImage | null;
};
