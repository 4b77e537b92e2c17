import type { CollectionConfig } from 'payload';
import { coordinates, image, l, opt, order, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

/** Utilities a production site has at its boundary: the investment map filters by them. */
const SITE_UTILITIES = [
  opt('electricity', 'Электроснабжение', 'Electricity', 'Elektrik', '电力'),
  opt('gas', 'Газоснабжение', 'Gas', 'Doğal gaz', '天然气'),
  opt('water', 'Водоснабжение', 'Water supply', 'Su temini', '供水'),
  opt('heat', 'Теплоснабжение', 'Heat supply', 'Isı temini', '供热'),
  opt('sewerage', 'Водоотведение', 'Sewerage', 'Kanalizasyon', '排水'),
  opt('road', 'Автодорога', 'Road access', 'Karayolu', '公路'),
  opt('railway', 'Железная дорога', 'Railway', 'Demiryolu', '铁路'),
];

export const ProductionSites: CollectionConfig = contentCollection({
  slug: 'production-sites',
  tag: 'production-site',
  labels: { singular: l('Производственная площадка', 'Production site'), plural: l('Производственные площадки', 'Production sites') },
  group: 'sites',
  drafts: true,
  fields: [
    title(),
    {
      name: 'siteType',
      type: 'select',
      required: true,
      index: true,
      label: l('Тип площадки', 'Site type'),
      options: [
        opt('greenfield', 'Гринфилд', 'Greenfield', 'Yeşil alan', '绿地'),
        opt('brownfield', 'Браунфилд', 'Brownfield', 'Kahverengi alan', '棕地'),
        opt('industrial-park', 'Индустриальный парк', 'Industrial park', 'Sanayi parkı', '工业园区'),
        opt('technopark', 'Технопарк', 'Technology park', 'Teknopark', '科技园'),
      ],
    },
    text('location', l('Местоположение', 'Location')),
    text('address', l('Адрес', 'Address')),
    coordinates(),
    { name: 'totalArea', type: 'number', min: 0, label: l('Общая площадь, га', 'Total area, ha') },
    text('specialisation', l('Специализация', 'Specialisation')),
    richText('opportunities', l('Возможности для резидентов', 'Opportunities for residents')),
    {
      name: 'utilities',
      type: 'select',
      hasMany: true,
      label: l('Инженерные сети и подъезды', 'Utilities and access'),
      admin: { description: l('Что подведено к площадке: по этому полю фильтрует инвестиционная карта', 'What reaches the site: the investment map filters by it') },
      options: SITE_UTILITIES,
    },
    textarea('infrastructure', l('Инфраструктура', 'Infrastructure')),
    textarea('excerpt', l('Кратко', 'Summary')),
    image(),
    order(),
  ],
});
