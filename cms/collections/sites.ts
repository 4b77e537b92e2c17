import type { CollectionConfig } from 'payload';
import { coordinates, document, image, l, order, richText, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

/** Option labels in all four content locales: the API answers `{ value, label }` in the visitor's language. */
const opt = (value: string, ru: string, en: string, tr: string, zh: string) => ({ value, label: { ru, en, tr, zh } });

/** Utilities a production site has at its boundary: the investment map filters by them. */
export const SITE_UTILITIES = [
  opt('electricity', 'Электроснабжение', 'Electricity', 'Elektrik', '电力'),
  opt('gas', 'Газоснабжение', 'Gas', 'Doğal gaz', '天然气'),
  opt('water', 'Водоснабжение', 'Water supply', 'Su temini', '供水'),
  opt('heat', 'Теплоснабжение', 'Heat supply', 'Isı temini', '供热'),
  opt('sewerage', 'Водоотведение', 'Sewerage', 'Kanalizasyon', '排水'),
  opt('road', 'Автодорога', 'Road access', 'Karayolu', '公路'),
  opt('railway', 'Железная дорога', 'Railway', 'Demiryolu', '铁路'),
];

export const SUPPORT_GROUPS = ['financial-support', 'tax-and-government-preferences', 'project-support'] as const;

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
      options: [
        opt('financial-support', 'Финансовая поддержка', 'Financial support', 'Finansal destek', '财政支持'),
        opt('tax-and-government-preferences', 'Налоговые и государственные преференции', 'Tax and government preferences', 'Vergi ve devlet teşvikleri', '税收和政府优惠'),
        opt('project-support', 'Сопровождение проектов', 'Project support', 'Proje desteği', '项目支持'),
      ],
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

export const DevelopmentInstitutions: CollectionConfig = contentCollection({
  slug: 'development-institutions',
  tag: 'development-institutions',
  labels: { singular: l('Институт развития', 'Development institution'), plural: l('Институты развития', 'Development institutions') },
  group: 'sites',
  useAsTitle: 'name',
  fields: [
    title('name', l('Название', 'Name')),
    textarea('description', l('Описание', 'Description')),
    { type: 'row', fields: [
      { name: 'email', type: 'email', label: l('E-mail', 'E-mail') },
      { name: 'phone', type: 'text', label: l('Телефон', 'Phone') },
    ] },
    { name: 'website', type: 'text', label: l('Сайт', 'Website') },
    text('address', l('Адрес', 'Address')),
    image('logo', l('Логотип', 'Logo')),
    order(),
  ],
});

export const InvestRules: CollectionConfig = contentCollection({
  slug: 'invest-rules',
  tag: 'invest-rules',
  labels: { singular: l('Инвестиционное правило', 'Investment rule'), plural: l('Свод инвестиционных правил', 'Code of investment rules') },
  group: 'sites',
  slugFrom: false,
  fields: [
    title(),
    richText('content', l('Текст', 'Text'), { detailOnly: false }),
    text('responsible', l('Ответственный орган', 'Responsible body')),
    text('term', l('Срок', 'Term')),
    document('file', l('Документ', 'Document')),
    order(),
  ],
});

export const Faq: CollectionConfig = contentCollection({
  slug: 'faq',
  tag: 'faq',
  labels: { singular: l('Вопрос и ответ', 'Question'), plural: l('Вопросы и ответы', 'FAQ') },
  group: 'sites',
  useAsTitle: 'question',
  slugFrom: false,
  fields: [title('question', l('Вопрос', 'Question')), richText('answer', l('Ответ', 'Answer'), { detailOnly: false }), order()],
});

export const IndexSwitch: CollectionConfig = contentCollection({
  slug: 'index-switch',
  tag: 'index-switch',
  labels: { singular: l('Вкладка главной', 'Home tab'), plural: l('Переключатель на главной', 'Home page switch') },
  group: 'pages',
  slugFrom: false,
  fields: [
    title(),
    textarea('text', l('Текст', 'Text')),
    text('linkLabel', l('Текст ссылки', 'Link label')),
    { name: 'link', type: 'text', label: l('Ссылка', 'Link'), admin: { placeholder: '/meri-podderjki' } },
    image(),
    order(),
  ],
});
