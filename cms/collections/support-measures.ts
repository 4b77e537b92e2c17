import type { CollectionConfig } from 'payload';
import { SUPPORT_GROUPS, type SupportGroup } from '../../lib/support-measures';
import { l, opt, order, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

/** The groups' names in ru, en, tr and zh. */
const GROUP_LABELS: Record<SupportGroup, [ru: string, en: string, tr: string, zh: string]> = {
  'financial-support': ['Финансовая поддержка', 'Financial support', 'Finansal destek', '财政支持'],
  'tax-and-government-preferences': ['Налоговые и государственные преференции', 'Tax and government incentives', 'Vergi ve devlet teşvikleri', '税收和政府优惠'],
  'project-support': ['Сопровождение проектов', 'Project support', 'Proje desteği', '项目支持'],
};

export const SupportMeasures: CollectionConfig = contentCollection({
  slug: 'support-measures',
  tag: 'support-measures',
  labels: { singular: l('Мера поддержки', 'Support measure'), plural: l('Меры поддержки', 'Support measures') },
  group: 'sites',
  drafts: true,
  defaultColumns: ['title', 'group', '_status', 'slug'],
  fields: [
    title(),
    {
      name: 'group',
      type: 'select',
      required: true,
      index: true,
      label: l('Раздел', 'Group'),
      // One option per group of GET /support-measures/{group}, in its order: the labels' record names every group.
      options: SUPPORT_GROUPS.map((group) => opt(group, ...GROUP_LABELS[group])),
    },
    text('provider', l('Кто предоставляет', 'Provided by')),
    textarea('summary', l('Кратко', 'Summary')),
    richText('content', l('Описание', 'Description')),
    {
      name: 'items',
      type: 'array',
      label: l('Условия и пункты', 'Terms and items'),
      labels: { singular: l('Пункт', 'Item'), plural: l('Пункты', 'Items') },
      fields: [text('title', l('Заголовок', 'Title')), textarea('text', l('Текст', 'Text'))],
    },
    { name: 'link', type: 'text', label: l('Ссылка на подробности', 'Link to details') },
    order(),
  ],
});
