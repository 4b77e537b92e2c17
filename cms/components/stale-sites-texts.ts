import { factLabel } from '../../lib/sites/labels';

/** The texts of the stale-sites list in /admin: Russian, and English for staff who picked it, like the back office. */
export const STALE_SITES_TEXTS = {
  ru: {
    title: 'Площадки с устаревшими сведениями о сетях',
    lead: (months: number) =>
      `Площадки, у которых сведения хотя бы об одной сети не проверялись или проверялись более ${months} мес. назад. На их страницах на портале стоит пометка «Данные могут быть устаревшими». Уточните сведения у сетевых компаний и обновите даты проверки в карточке площадки.`,
    settings: 'Изменить срок актуальности («Подбор площадок»)',
    caption: (count: number) => `Площадок с устаревшими данными: ${count}`,
    columns: { site: 'Площадка', municipality: 'Муниципальное образование', oldest: 'Самая ранняя проверка', outdated: 'Проверить снова', status: 'Статус' },
    empty: 'Все площадки проверены в срок.',
    never: 'не проверялись',
    published: 'Опубликована',
    draft: 'Черновик',
    truncated: (max: number) => `Показаны только первые ${max} площадок.`,
    login: 'Войдите в административную панель, чтобы увидеть список.',
    utility: (key: string) => factLabel('utility', key, 'ru'),
    municipality: (key: string) => factLabel('municipality', key, 'ru'),
  },
  en: {
    title: 'Sites with out-of-date utility data',
    lead: (months: number) =>
      `Sites with at least one utility never verified or verified more than ${months} months ago. Their portal pages say the data may be out of date. Check the figures with the utility companies and update the verification dates in the site's form.`,
    settings: 'Change the age limit (Site selection)',
    caption: (count: number) => `Sites with stale data: ${count}`,
    columns: { site: 'Site', municipality: 'Municipality', oldest: 'Oldest verification', outdated: 'Verify again', status: 'Status' },
    empty: 'Every site was verified in time.',
    never: 'never verified',
    published: 'Published',
    draft: 'Draft',
    truncated: (max: number) => `Only the first ${max} sites are shown.`,
    login: 'Log in to the back office to see the list.',
    utility: (key: string) => factLabel('utility', key, 'en'),
    municipality: (key: string) => factLabel('municipality', key, 'en'),
  },
} as const;
