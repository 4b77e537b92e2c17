import type { CollectionConfig, Field } from 'payload';
import { l, order, text, textarea, title, type Label } from '../fields/common';
import { contentCollection } from './content-collection';

/** A dictionary of the benefits calculator (spec §2: investment volume, OKVED, SME flag, support type). */
function dictionary(slug: string, singular: Label, plural: Label, fields: Field[], useAsTitle = 'name'): CollectionConfig {
  return contentCollection({
    slug,
    tag: 'calculator',
    labels: { singular, plural },
    group: 'calculator',
    useAsTitle,
    slugFrom: false,
    fields: [...fields, order()],
  });
}

export const CalcInvestmentSizes = dictionary('calc-investment-sizes', l('Объём инвестиций', 'Investment size'), l('Объёмы инвестиций', 'Investment sizes'), [
  title('name', l('Название', 'Name')),
  { type: 'row', fields: [
    { name: 'min', type: 'number', min: 0, label: l('От, млн ₽', 'From, mln RUB') },
    { name: 'max', type: 'number', min: 0, label: l('До, млн ₽', 'To, mln RUB') },
  ] },
]);

export const CalcOkved = dictionary('calc-okved', l('ОКВЭД', 'OKVED code'), l('ОКВЭД', 'OKVED codes'), [
  { name: 'code', type: 'text', required: true, index: true, label: l('Код', 'Code') },
  title('name', l('Название', 'Name')),
]);

export const CalcSubjectMsp = dictionary('calc-subject-msp', l('Субъект МСП', 'SME status'), l('Субъект МСП', 'SME status'), [
  title('name', l('Название', 'Name')),
  { name: 'isMsp', type: 'checkbox', defaultValue: false, label: l('Является субъектом МСП', 'Is a small or medium business') },
]);

export const CalcSupportTypes = dictionary('calc-support-types', l('Вид поддержки', 'Support type'), l('Виды поддержки', 'Support types'), [
  title('name', l('Название', 'Name')),
]);

const many = (name: string, relationTo: string, label: Label): Field =>
  ({ name, type: 'relationship', relationTo, hasMany: true, label }) as Field;

export const CalcSupportMeasures = dictionary('calc-support-measures', l('Мера поддержки (калькулятор)', 'Calculator support measure'), l('Меры поддержки (калькулятор)', 'Calculator support measures'), [
  title('name', l('Название', 'Name')),
  textarea('description', l('Описание', 'Description')),
  text('benefit', l('Размер льготы', 'Benefit')),
  { name: 'link', type: 'text', label: l('Ссылка', 'Link') },
  { type: 'collapsible', label: l('Когда подходит', 'When it applies'), fields: [
    many('investmentSizes', 'calc-investment-sizes', l('Объёмы инвестиций', 'Investment sizes')),
    many('okved', 'calc-okved', l('ОКВЭД', 'OKVED')),
    many('subjectMsp', 'calc-subject-msp', l('Субъект МСП', 'SME status')),
    many('supportTypes', 'calc-support-types', l('Виды поддержки', 'Support types')),
  ] },
]);

export const calculatorCollections = [CalcInvestmentSizes, CalcOkved, CalcSubjectMsp, CalcSupportTypes, CalcSupportMeasures];
