import type { Field, CollectionConfig } from 'payload';
import { PASSPORT_FIELD_KINDS, PASSPORT_FIELDS, type PassportField } from '../../lib/submissions/schemas/passport';
import { HAZARD_CLASSES, POSSESSION_FORMS, PROJECT_STAGES, REQUEST_STATUSES, RESOURCE_KEYS, RESOURCE_UNITS, type ResourceKey } from '../../lib/submissions/types';
import { isAdmin } from '../access/roles';
import { isReviewer, nobody } from '../access/submissions';
import { l, type Label } from '../fields/common';
import { SUBMISSIONS_GROUP } from './attachments';
import { REQUEST_STATUS_LABELS } from './requests';

const UNIT_LABELS: Record<(typeof RESOURCE_UNITS)[ResourceKey], Label> = {
  kW: l('кВт', 'kW'),
  m3_day: l('м³/сут', 'm³/day'),
  gcal_h: l('Гкал/ч', 'Gcal/h'),
  t_h: l('т/ч', 't/h'),
};

const RESOURCE_LABELS: Record<ResourceKey, Label> = {
  electricity: l('Электроснабжение', 'Electricity'),
  water_industrial: l('Водоснабжение для производственных нужд', 'Water supply, industrial'),
  water_household: l('Водоснабжение для хозяйственно-бытовых нужд', 'Water supply, household'),
  water_disposal: l('Водоотведение', 'Water disposal'),
  domestic_sewerage: l('Хозяйственно-бытовая канализация', 'Domestic sewerage'),
  heat_supply: l('Теплоснабжение', 'Heat supply'),
  steam: l('Пар', 'Steam'),
  treatment_facilities: l('Очистные сооружения', 'Treatment facilities'),
};

/** Admin labels of the passport's fields (spec §3); units in brackets (docs/decisions/015). */
const LABELS: Partial<Record<PassportField, Label>> = {
  company_name: l('Наименование компании', 'Company name'),
  legal_name: l('Юридический адрес', 'Legal address'),
  mailing_address: l('Почтовый адрес', 'Mailing address'),
  inn: l('ИНН', 'INN'),
  link_to_the_main_electronic_resource: l('Сайт компании', 'Website'),
  full_name_of_the_head: l('ФИО руководителя', 'Head of the company'),
  main_okved: l('Основной ОКВЭД', 'Main OKVED'),
  additional_okveds: l('Дополнительные ОКВЭД', 'Additional OKVEDs'),
  additional_information: l('Дополнительная информация', 'Additional information'),
  name: l('Наименование проекта', 'Project name'),
  about_employee: l('Контактное лицо', 'Contact person'),
  description: l('Описание проекта', 'Project description'),
  kind_of_activity: l('Вид деятельности', 'Kind of activity'),
  production_hazard_class: l('Класс опасности производства', 'Production hazard class'),
  implementation_period: l('Срок реализации (лет)', 'Implementation period (years)'),
  start_date: l('Дата начала (ГГГГ-ММ-ДД)', 'Start date (YYYY-MM-DD)'),
  annual_volume: l('Годовой объём производства (млн руб./год)', 'Annual volume (million roubles a year)'),
  status: l('Стадия проекта', 'Project stage'),
  number_of_jobs_created: l('Создаваемые рабочие места', 'Jobs created'),
  price: l('Общая стоимость (руб.)', 'Total cost (roubles)'),
  own_funds: l('Собственные средства (млн руб.)', 'Own funds (million roubles)'),
  borrowed_funds: l('Заёмные средства (млн руб.)', 'Borrowed funds (million roubles)'),
  funds_of_private_investors: l('Средства частных инвесторов (млн руб.)', 'Private investors (million roubles)'),
  other_sources: l('Другие источники (млн руб.)', 'Other sources (million roubles)'),
  amount_of_invested_funds: l('Уже вложено (млн руб.)', 'Invested so far (million roubles)'),
  direction_of_investment: l('Направления инвестиций', 'Direction of investment'),
  information_about_support_measures: l('Меры поддержки', 'Support measures'),
  layout: l('Есть планировка', 'Layout available'),
  layoutdesign_and_estimate_documentation: l('Есть проектно-сметная документация', 'Design and estimate documentation available'),
  business_plan: l('Есть бизнес-план', 'Business plan available'),
  other_materials: l('Другие материалы', 'Other materials'),
  key_issues: l('Ключевые вопросы', 'Key issues'),
  need_for_selection: l('Нужен подбор площадки', 'Site selection needed'),
  form_of_possession: l('Форма владения', 'Form of possession'),
  desired_location: l('Желаемое место размещения', 'Desired location'),
  required_or_available_space: l('Площадь (га)', 'Space (hectares)'),
  requirement_for_transport_conditions: l('Требования к транспорту', 'Transport requirements'),
  cadastral_number: l('Кадастровый номер', 'Cadastral number'),
  number_of_objects: l('Количество объектов', 'Number of objects'),
  project_implementation_area: l('Муниципальное образование', 'Municipality'),
  other_resources_with_specs: l('Другие ресурсы и их характеристики', 'Other resources with specs'),
  ...Object.fromEntries(
    RESOURCE_KEYS.flatMap((key) => [
      [`${key}_power`, l(`${RESOURCE_LABELS[key].ru}: мощность (${UNIT_LABELS[RESOURCE_UNITS[key]].ru})`, `${RESOURCE_LABELS[key].en}: power (${UNIT_LABELS[RESOURCE_UNITS[key]].en})`)],
      [`${key}_distance`, l(`${RESOURCE_LABELS[key].ru}: до ближайшей сети (км)`, `${RESOURCE_LABELS[key].en}: to the nearest network (km)`)],
    ]),
  ),
};

const HAZARD_LABELS: Record<(typeof HAZARD_CLASSES)[number], Label> = {
  I: l('I класс', 'Class I'),
  II: l('II класс', 'Class II'),
  III: l('III класс', 'Class III'),
  IV: l('IV класс', 'Class IV'),
  none: l('Не относится', 'None'),
};
const STAGE_LABELS: Record<(typeof PROJECT_STAGES)[number], Label> = {
  idea: l('Идея', 'Idea'),
  preinvestment: l('Прединвестиционная', 'Pre-investment'),
  design: l('Проектирование', 'Design'),
  construction: l('Строительство', 'Construction'),
  operation: l('Эксплуатация', 'Operation'),
};
const POSSESSION_LABELS: Record<(typeof POSSESSION_FORMS)[number], Label> = {
  buy: l('Покупка', 'Buy'),
  rent: l('Аренда', 'Rent'),
  rent_to_buy: l('Аренда с последующим выкупом', 'Rent with later purchase'),
  other: l('Иные условия', 'Other conditions'),
};

/** The Payload field of a passport field, by its kind (the same table as the API's schema). */
function fieldOf(name: PassportField): Field {
  const label = LABELS[name] ?? l(name, name);
  switch (PASSPORT_FIELD_KINDS[name]) {
    case 'longText':
      return { name, label, type: 'textarea' };
    case 'number':
      return { name, label, type: 'number', min: 0 };
    case 'whole':
      return { name, label, type: 'number', min: 0, admin: { step: 1 } };
    case 'boolean':
      return { name, label, type: 'checkbox' };
    case 'okvedList':
      return { name, label, type: 'text', hasMany: true };
    case 'hazardClass':
      return { name, label, type: 'select', options: HAZARD_CLASSES.map((value) => ({ value, label: HAZARD_LABELS[value] })) };
    case 'stage':
      return { name, label, type: 'select', options: PROJECT_STAGES.map((value) => ({ value, label: STAGE_LABELS[value] })) };
    case 'possession':
      return { name, label, type: 'select', hasMany: true, options: POSSESSION_FORMS.map((value) => ({ value, label: POSSESSION_LABELS[value] })) };
    default:
      return { name, label, type: 'text' };
  }
}

const SECTIONS: { label: Label; from: PassportField; to: PassportField }[] = [
  { label: l('Компания', 'Company'), from: 'company_name', to: 'additional_information' },
  { label: l('Проект', 'Project'), from: 'name', to: 'price' },
  { label: l('Финансирование', 'Financing'), from: 'own_funds', to: 'information_about_support_measures' },
  { label: l('Материалы', 'Materials'), from: 'layout', to: 'key_issues' },
  { label: l('Площадка', 'Site'), from: 'need_for_selection', to: 'project_implementation_area' },
  { label: l('Потребность в ресурсах', 'Resource needs'), from: 'electricity_power', to: 'other_resources_with_specs' },
];

const sectionFields = (from: PassportField, to: PassportField) => PASSPORT_FIELDS.slice(PASSPORT_FIELDS.indexOf(from), PASSPORT_FIELDS.indexOf(to) + 1);

/**
 * Project passports (spec §3): one per request, filled by its owner in the portal while the request is Pending
 * Review; read-only in the back office. `reviewStatus` mirrors the request's status for the list and its filter.
 */
export const Passports: CollectionConfig = {
  slug: 'passports',
  labels: { singular: l('Паспорт проекта', 'Project passport'), plural: l('Паспорта проектов', 'Project passports') },
  admin: {
    group: SUBMISSIONS_GROUP,
    useAsTitle: 'name',
    defaultColumns: ['name', 'company_name', 'request', 'reviewStatus', 'updatedAt'],
    listSearchableFields: ['name', 'company_name', 'inn'],
  },
  defaultSort: '-updatedAt',
  access: { read: isReviewer, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'request', type: 'relationship', relationTo: 'requests', required: true, unique: true, label: l('Заявка', 'Submission'), admin: { readOnly: true } },
    { name: 'owner', type: 'relationship', relationTo: 'investors', index: true, label: l('Личный кабинет', 'Account'), admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'reviewStatus',
      type: 'select',
      defaultValue: 'pending',
      index: true,
      label: l('Статус заявки', 'Submission status'),
      options: REQUEST_STATUSES.map((value) => ({ value, label: REQUEST_STATUS_LABELS[value] })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    ...SECTIONS.map(({ label, from, to }): Field => ({ type: 'collapsible', label, admin: { readOnly: true }, fields: sectionFields(from, to).map(fieldOf) })),
    { name: 'files', type: 'relationship', relationTo: 'attachments', hasMany: true, label: l('Приложенные документы', 'Attached documents'), admin: { readOnly: true } },
  ],
};
