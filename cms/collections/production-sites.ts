import type { CollectionConfig, Field, GroupField } from 'payload';
import { factOptions } from '../../lib/sites/labels';
import { MUNICIPALITIES, POSSESSION_FORMS, REGIMES, UTILITY_KEYS, isCalendarDate, type UtilityKey } from '../../lib/sites/vocabulary';
import { coordinates, image, type Label, l, opt, order, richText, text, textarea, title } from '../fields/common';
import { queueSavedSearchAlerts } from '../hooks/saved-search-alerts';
import { contentCollection } from './content-collection';

const UTILITY_LABELS: Record<UtilityKey, Label> = {
  electricity: l('Электроснабжение', 'Electricity'),
  gas: l('Газоснабжение', 'Gas'),
  water: l('Водоснабжение', 'Water supply'),
  sewerage: l('Водоотведение', 'Sewerage'),
  heat: l('Теплоснабжение', 'Heat supply'),
  rail: l('Железнодорожный подъездной путь', 'Rail siding'),
};

const CAPACITY_LABELS: Record<Exclude<UtilityKey, 'rail'>, Label> = {
  electricity: l('Свободная мощность, МВт', 'Free capacity, MW'),
  gas: l('Свободная мощность, м³/ч', 'Free capacity, m³/h'),
  water: l('Свободная мощность, м³/сут', 'Free capacity, m³/day'),
  sewerage: l('Свободная мощность, м³/сут', 'Free capacity, m³/day'),
  heat: l('Свободная мощность, Гкал/ч', 'Free capacity, Gcal/h'),
};

/** A verification day written 'YYYY-MM-DD' (the API answers it as it is; no time zone can shift it). */
const verifiedDate = (value: unknown) =>
  value === null || value === undefined || value === '' || isCalendarDate(value) || 'Дата в виде ГГГГ-ММ-ДД, например 2026-11-04.';

/**
 * One utility at the site's boundary: whether it is there, its free capacity (in the unit of lib/sites/vocabulary.ts),
 * the voltage for electricity, who the figures come from and the day they were verified. A site whose oldest
 * verification is older than the `site-selection` global's age is marked as possibly out of date.
 */
function utility(key: UtilityKey): GroupField {
  const fields: Field[] = [{ name: 'available', type: 'checkbox', defaultValue: false, label: l('Есть на площадке', 'Available at the site') }];
  if (key !== 'rail') {
    const capacity: Field = { name: 'capacity', type: 'number', min: 0, label: CAPACITY_LABELS[key], admin: { step: 0.01 } };
    fields.push(
      key === 'electricity'
        ? { type: 'row', fields: [capacity, { name: 'voltageKv', type: 'number', min: 0, label: l('Напряжение, кВ', 'Voltage, kV'), admin: { step: 0.01 } }] }
        : capacity,
    );
  }
  fields.push({
    type: 'row',
    fields: [
      text('source', l('Источник данных', 'Source'), { maxLength: 200, admin: { description: l('Например: ПАО «Россети Сибирь»', 'E.g. the grid company') } }),
      {
        name: 'verifiedAt',
        type: 'text',
        validate: verifiedDate,
        label: l('Дата проверки (ГГГГ-ММ-ДД)', 'Verified on (YYYY-MM-DD)'),
        admin: { placeholder: '2026-11-04' },
      },
    ],
  });
  return { name: key, type: 'group', label: UTILITY_LABELS[key], fields };
}

const productionSites: CollectionConfig = contentCollection({
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
    { type: 'row', fields: [
      { name: 'areaHa', type: 'number', min: 0, label: l('Площадь, га', 'Area, ha'), admin: { step: 0.01 } },
      { name: 'regime', type: 'select', defaultValue: 'none', index: true, label: l('Льготный режим', 'Preferential regime'), options: factOptions('regime', REGIMES) },
      { name: 'municipality', type: 'select', index: true, label: l('Муниципальное образование', 'Municipality'), options: factOptions('municipality', MUNICIPALITIES) },
    ] },
    {
      name: 'possession',
      type: 'select',
      hasMany: true,
      label: l('Формы предоставления', 'Acquisition options'),
      options: factOptions('possession', POSSESSION_FORMS),
    },
    {
      name: 'distances',
      type: 'group',
      label: l('Расстояния, км', 'Distances, km'),
      fields: [
        { type: 'row', fields: [
          { name: 'cityKm', type: 'number', min: 0, label: l('До ближайшего города', 'To the nearest city'), admin: { step: 0.01 } },
          { name: 'roadKm', type: 'number', min: 0, label: l('До федеральной трассы', 'To a federal highway'), admin: { step: 0.01 } },
          { name: 'railKm', type: 'number', min: 0, label: l('До железнодорожной станции', 'To a railway station'), admin: { step: 0.01 } },
          { name: 'substationKm', type: 'number', min: 0, label: l('До подстанции', 'To a substation'), admin: { step: 0.01 } },
        ] },
      ],
    },
    text('specialisation', l('Специализация', 'Specialisation')),
    richText('opportunities', l('Возможности для резидентов', 'Opportunities for residents')),
    {
      name: 'utilities',
      type: 'group',
      label: l('Инженерная инфраструктура', 'Utilities'),
      admin: {
        description: l(
          'Для каждой сети: есть ли она на границе площадки, свободная мощность, источник сведений и дата их проверки. Если какая-то дата старше срока из «Подбора площадок», на странице площадки появится пометка «Данные могут быть устаревшими».',
          'For each utility: whether it reaches the site, its free capacity, where the figures come from and the day they were verified. When a date is older than the age set in «Site selection», the site page says the data may be out of date.',
        ),
      },
      fields: UTILITY_KEYS.map(utility),
    },
    textarea('infrastructure', l('Инфраструктура', 'Infrastructure')),
    textarea('excerpt', l('Кратко', 'Summary')),
    image(),
    order(),
  ],
});

/** A published site may be news for investors' saved site searches (their alerts job looks at it). */
export const ProductionSites: CollectionConfig = {
  ...productionSites,
  hooks: { ...productionSites.hooks, afterChange: [...(productionSites.hooks?.afterChange ?? []), queueSavedSearchAlerts] },
};
