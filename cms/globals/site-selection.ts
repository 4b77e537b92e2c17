import type { GlobalConfig } from 'payload';
import { DEFAULT_STALE_AFTER_MONTHS } from '../../lib/sites/vocabulary';
import { isAdmin } from '../access/roles';
import { l } from '../fields/common';
import { revalidateGlobal } from '../hooks/revalidate';

/**
 * Settings of site selection: after how many months a production site's utility data counts as possibly out of date
 * (its page says so, the staff's list of stale sites shows it). Administrators change it; anyone may read
 * it (the portal states it beside the mark, and it is read without the staff's rights).
 */
export const SiteSelection: GlobalConfig = {
  slug: 'site-selection',
  label: l('Подбор площадок', 'Site selection'),
  admin: { group: { ru: 'Администрирование', en: 'Administration' } },
  access: { read: () => true, update: isAdmin },
  hooks: revalidateGlobal('production-site'),
  fields: [
    {
      name: 'staleAfterMonths',
      type: 'number',
      required: true,
      min: 1,
      max: 120,
      defaultValue: DEFAULT_STALE_AFTER_MONTHS,
      label: l('Срок актуальности сведений о сетях, месяцев', 'Utility data stays current for, months'),
      admin: {
        step: 1,
        description: l(
          'Если сведения хотя бы об одной сети площадки проверялись раньше, на её странице появится пометка «Данные могут быть устаревшими».',
          'When any utility of a site was verified earlier than this, its page says the data may be out of date.',
        ),
      },
    },
  ],
};
