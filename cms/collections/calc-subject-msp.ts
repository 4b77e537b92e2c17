import { l, title } from '../fields/common';
import { dictionary } from './calculator-dictionary';

export const CalcSubjectMsp = dictionary('calc-subject-msp', l('Субъект МСП', 'SME status'), l('Субъект МСП', 'SME status'), [
  title('name', l('Название', 'Name')),
  { name: 'isMsp', type: 'checkbox', defaultValue: false, label: l('Является субъектом МСП', 'Is a small or medium business') },
]);
