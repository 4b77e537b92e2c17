import type { Field } from 'payload';
import { l, text, textarea, title, type Label } from '../fields/common';
import { dictionary } from './calculator-dictionary';

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
