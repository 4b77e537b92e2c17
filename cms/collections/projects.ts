import type { CollectionConfig } from 'payload';
import { coordinates, image, l, order, richText, text, textarea, title } from '../fields/common';
import { contentCollection, namedList } from './content-collection';

export const Cip: CollectionConfig = contentCollection({
  slug: 'cip',
  tag: 'cip',
  labels: {
    singular: l('Проект КИП «Енисейская Сибирь»', 'Yenisei Siberia project'),
    plural: l('КИП «Енисейская Сибирь»', 'Yenisei Siberia projects'),
  },
  group: 'projects',
  drafts: true,
  fields: [
    title(),
    text('investor', l('Инвестор', 'Investor')),
    { type: 'row', fields: [
      text('implementationPeriod', l('Срок реализации', 'Implementation period')),
      text('investmentSize', l('Объём инвестиций', 'Investment size')),
    ] },
    text('stage', l('Стадия реализации', 'Implementation stage')),
    text('industry', l('Отрасль', 'Industry')),
    textarea('excerpt', l('Кратко', 'Summary')),
    richText('content', l('Описание', 'Description')),
    image(),
    order(),
  ],
});

export const InvestProjectTypes: CollectionConfig = namedList({
  slug: 'invest-project-types',
  tag: 'invest-project-type',
  usedBy: 'invest-project',
  labels: { singular: l('Тип инвестпредложения', 'Offer type'), plural: l('Типы инвестпредложений', 'Offer types') },
  group: 'projects',
});

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
