import type { CollectionConfig, Field } from 'payload';
import { order, type Label } from '../fields/common';
import { contentCollection } from './content-collection';

/** A dictionary of the benefits calculator (spec §2: investment volume, OKVED, SME flag, support type). */
export function dictionary(slug: string, singular: Label, plural: Label, fields: Field[], useAsTitle = 'name'): CollectionConfig {
  return contentCollection({
    slug,
    tag: 'calculator',
    labels: { singular, plural },
    group: 'calculator',
    useAsTitle,
    slugFrom: false,
    fields: [...fields, order()],
  });
}
