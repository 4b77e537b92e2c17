import type { CollectionConfig } from 'payload';
import { l } from '../fields/common';
import { namedList } from './content-collection';

export const EventTypes: CollectionConfig = namedList({
  slug: 'event-types',
  tag: 'event-type',
  usedBy: 'event',
  labels: { singular: l('Тип мероприятия', 'Event type'), plural: l('Типы мероприятий', 'Event types') },
  group: 'press',
});
