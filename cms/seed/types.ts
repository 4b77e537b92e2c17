import type { CollectionSlug, GlobalSlug } from 'payload';

/** Documents of one collection, upserted by `key` (a unique field; its Russian value for localized ones). */
export type SeedCollection = {
  collection: CollectionSlug;
  key: string;
  drafts?: boolean;
  docs: Array<Record<string, unknown>>;
};

export type SeedGlobal = { global: GlobalSlug; data: Record<string, unknown> };
