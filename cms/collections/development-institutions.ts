import type { CollectionConfig } from 'payload';
import { image, l, order, text, textarea, title } from '../fields/common';
import { contentCollection } from './content-collection';

export const DevelopmentInstitutions: CollectionConfig = contentCollection({
  slug: 'development-institutions',
  tag: 'development-institutions',
  labels: { singular: l('Институт развития', 'Development institution'), plural: l('Институты развития', 'Development institutions') },
  group: 'sites',
  useAsTitle: 'name',
  fields: [
    title('name', l('Название', 'Name')),
    textarea('description', l('Описание', 'Description')),
    { type: 'row', fields: [
      { name: 'email', type: 'email', label: l('E-mail', 'E-mail') },
      { name: 'phone', type: 'text', label: l('Телефон', 'Phone') },
    ] },
    { name: 'website', type: 'text', label: l('Сайт', 'Website') },
    text('address', l('Адрес', 'Address')),
    image('logo', l('Логотип', 'Logo')),
    order(),
  ],
});
