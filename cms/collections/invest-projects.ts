import type { CollectionConfig } from 'payload';
import { coordinates, image, l, order, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const InvestProjects: CollectionConfig = contentCollection({
  slug: 'invest-projects',
  tag: 'invest-project',
  labels: { singular: l('Инвестиционное предложение', 'Investment offer'), plural: l('Инвестиционные предложения', 'Investment offers') },
  group: 'projects',
  drafts: true,
  fields: [
    title(),
    { name: 'type', type: 'relationship', relationTo: 'invest-project-types', required: true, index: true, label: l('Тип', 'Type') },
    textarea('resourceBase', l('Сырьевая / ресурсная база', 'Material and resource base')),
    text('territory', l('Территория', 'Territory')),
    text('investmentVolume', l('Объём инвестиций', 'Investment volume')),
    textarea('excerpt', l('Кратко', 'Summary')),
    richText('content', l('Описание', 'Description')),
    image(),
    coordinates(),
    order(),
  ],
});
