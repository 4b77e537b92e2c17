import type { CollectionConfig } from 'payload';
import { image, l, order, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const PerspectiveProjects: CollectionConfig = contentCollection({
  slug: 'perspective-projects',
  tag: 'perspective-project',
  labels: { singular: l('Перспективный проект', 'Promising project'), plural: l('Перспективные проекты', 'Promising projects') },
  group: 'projects',
  drafts: true,
  fields: [
    title(),
    text('industry', l('Отрасль', 'Industry')),
    text('location', l('Местоположение', 'Location')),
    text('investmentVolume', l('Объём инвестиций', 'Investment volume')),
    text('implementationPeriod', l('Срок реализации', 'Implementation period')),
    textarea('excerpt', l('Кратко', 'Summary')),
    richText('content', l('Описание', 'Description')),
    image(),
    order(),
  ],
});
