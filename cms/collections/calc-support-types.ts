import { l, title } from '../fields/common';
import { dictionary } from './calculator-dictionary';

export const CalcSupportTypes = dictionary('calc-support-types', l('Вид поддержки', 'Support type'), l('Виды поддержки', 'Support types'), [
  title('name', l('Название', 'Name')),
]);
