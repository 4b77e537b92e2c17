import type { CollectionConfig } from 'payload';
import { l } from '../fields/common';
import { namedList } from './content-collection';

export const InvestProjectTypes: CollectionConfig = namedList({
  slug: 'invest-project-types',
  tag: 'invest-project-type',
  usedBy: 'invest-project',
  labels: { singular: l('Тип инвестпредложения', 'Offer type'), plural: l('Типы инвестпредложений', 'Offer types') },
  group: 'projects',
});
