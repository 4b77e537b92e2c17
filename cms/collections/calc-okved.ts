import { l, title } from '../fields/common';
import { dictionary } from './calculator-dictionary';

export const CalcOkved = dictionary('calc-okved', l('ОКВЭД', 'OKVED code'), l('ОКВЭД', 'OKVED codes'), [
  { name: 'code', type: 'text', required: true, index: true, label: l('Код', 'Code') },
  title('name', l('Название', 'Name')),
]);
