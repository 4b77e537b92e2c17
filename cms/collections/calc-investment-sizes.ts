import { l, title } from '../fields/common';
import { dictionary } from './calculator-dictionary';

export const CalcInvestmentSizes = dictionary('calc-investment-sizes', l('Объём инвестиций', 'Investment size'), l('Объёмы инвестиций', 'Investment sizes'), [
  title('name', l('Название', 'Name')),
  { type: 'row', fields: [
    { name: 'min', type: 'number', min: 0, label: l('От, млн ₽', 'From, mln RUB') },
    { name: 'max', type: 'number', min: 0, label: l('До, млн ₽', 'To, mln RUB') },
  ] },
]);
