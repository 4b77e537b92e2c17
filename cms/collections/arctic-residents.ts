import type { CollectionConfig } from 'payload';
import { image, l, order, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const ArcticResidents: CollectionConfig = contentCollection({
  slug: 'arctic-residents',
  tag: 'arctic-resident',
  labels: { singular: l('Резидент Арктической зоны', 'Arctic zone resident'), plural: l('Резиденты Арктической зоны', 'Arctic zone residents') },
  group: 'projects',
  drafts: true,
  useAsTitle: 'name',
  fields: [
    title('name', l('Название', 'Name')),
    text('activity', l('Вид деятельности', 'Activity')),
    text('location', l('Местоположение', 'Location')),
    text('investment', l('Объём инвестиций', 'Investment')),
    { name: 'jobs', type: 'number', min: 0, label: l('Рабочих мест', 'Jobs') },
    { name: 'residentSince', type: 'date', label: l('Резидент с', 'Resident since'), admin: { date: { pickerAppearance: 'dayOnly' } } },
    textarea('excerpt', l('Кратко', 'Summary')),
    richText('content', l('Описание', 'Description')),
    image('logo', l('Логотип / фото', 'Logo or photo')),
    order(),
  ],
});
