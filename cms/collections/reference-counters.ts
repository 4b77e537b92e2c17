import type { CollectionConfig } from 'payload';
import { nobody } from '../access/submissions';

/**
 * The last number given per reference prefix and year (`ИП-2026` → 123). Taken only with one atomic statement
 * (cms/hooks/references.ts), so concurrent submissions never share a number and a deleted item's number is not
 * given again. Not shown in the back office.
 */
export const ReferenceCounters: CollectionConfig = {
  slug: 'reference-counters',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, maxLength: 20 },
    { name: 'value', type: 'number', required: true, defaultValue: 0 },
  ],
};
