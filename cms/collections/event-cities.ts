import type { CollectionConfig } from 'payload';
import { l } from '../fields/common';
import { namedList } from './content-collection';

export const EventCities: CollectionConfig = namedList({
  slug: 'event-cities',
  tag: 'event-city',
  usedBy: 'event',
  labels: { singular: l('Город', 'City'), plural: l('Города мероприятий', 'Event cities') },
  group: 'press',
});
