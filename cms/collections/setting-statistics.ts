import type { CollectionConfig } from 'payload';
import { STATISTIC_TYPES } from '../../lib/content-keys';
import { l, order, text, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const SettingStatistics: CollectionConfig = contentCollection({
  slug: 'setting-statistics',
  tag: 'setting-statistic',
  labels: { singular: l('Показатель', 'Figure'), plural: l('Показатели (статистика)', 'Figures (statistics)') },
  group: 'pages',
  useAsTitle: 'label',
  slugFrom: false,
  defaultColumns: ['label', 'value', 'type', 'order'],
  fields: [
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      label: l('Где показывается', 'Shown on'),
      options: STATISTIC_TYPES.map((value) => ({ value, label: value })),
    },
    {
      name: 'value',
      type: 'text',
      required: true,
      label: l('Значение', 'Value'),
      admin: { placeholder: '2,6', description: l('Числа — как по-русски (2,6); API отдаёт их в формате языка запроса', 'Numbers the Russian way (2,6); the API formats them per language') },
      // lib/server/content/dto.ts: the numbers are answered in the request's locale ("2.6" in English).
      custom: { numberText: true },
    },
    text('unit', l('Единица', 'Unit')),
    title('label', l('Подпись', 'Label')),
    order(),
  ],
});
