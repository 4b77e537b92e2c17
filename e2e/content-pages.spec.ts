import type { Page } from '@playwright/test';
import { ROUTES, type RouteKey } from '../lib/routes';
import { expect, expectNoA11yViolations, htmlPlainText, localePath, messages, test, waitForHydration } from './fixtures';

/**
 * The content pages of zones, support measures, the investment standard, the region, the legal texts and the experts
 * each show named fields of the demo seed in ru and en, the documents and reference-summary modals work
 * with the keyboard, and axe finds nothing in the modals (the pages themselves: a11y.spec.ts walks every route).
 */
type Expectation = { ru: string[]; en: string[] };

const SEEDED: Partial<Record<RouteKey, Expectation>> = {
  preferentialZones: {
    ru: ['Особая экономическая зона', 'ТОСЭР «Железногорск»: льготы по налогам и страховым взносам'],
    en: ['Special economic zone', 'Zheleznogorsk: tax and insurance premium incentives'],
  },
  zoneSez: { ru: ['32,9 Гкал/ч', 'ООО «Енисей-Композит»', 'Земельный налог'], en: ['32.9 Gcal/h', 'Yenisei Composite LLC', 'Land tax'] },
  zoneAdt: { ru: ['7,6 % в течение 10 лет', 'Упрощённые процедуры'], en: ['7.6% for 10 years', 'Simplified procedure'] },
  zoneCluster: { ru: ['АО «КрасГидроМаш»', 'Как стать участником'], en: ['KrasGidroMash JSC', 'How to become a participant'] },
  arctics: { ru: ['Страховые взносы 7,6 %', 'муниципальных образования в Арктической зоне'], en: ['Insurance premiums of 7.6%', 'municipalities in the Arctic zone'] },
  arcticsDocuments: { ru: ['Федеральные законы и постановления о режиме Арктической зоны'], en: ['Federal laws and regulations on the Arctic zone regime'] },
  supportMeasures: { ru: ['Займы, субсидии, гарантии и лизинг.'], en: ['Loans, subsidies, guarantees and leasing.'] },
  supportFinancial: { ru: ['Льготные займы фонда развития промышленности', 'от 5 до 100 млн ₽'], en: ['Soft loans from the Industrial Development Fund', '5 to 100 million roubles'] },
  supportPreferences: { ru: ['Резидентам ТОСЭР «Железногорск»'], en: ['For residents of the Zheleznogorsk priority development area'] },
  supportAccompaniment: { ru: ['Инвестиционный уполномоченный'], en: ['Investment ombudsman'] },
  supportTax: { ru: ['0 % федеральной части на 10 лет'], en: ['0% federal part for 10 years'] },
  supportProperty: { ru: ['льготная арендная плата за государственное имущество'], en: ['preferential rent of public property for SMEs'] },
  supportPpp: { ru: ['Документы о ГЧП', 'концессионное соглашение (115-ФЗ)'], en: ['PPP documents', 'a concession agreement (Federal Law 115-FZ)'] },
  investStandard: { ru: ['Гарантии прав инвесторов и принципы взаимодействия с ними.'], en: ['Guarantees of investors’ rights and the principles of working with them.'] },
  standardDeclaration: { ru: ['Инвестиционная декларация', 'равенство инвесторов и недискриминация'], en: ['Investment declaration', 'equal treatment of investors'] },
  standardCommittee: { ru: ['Инвестиционный комитет', 'устранение административных барьеров'], en: ['Investment committee', 'removing administrative barriers'] },
  standardRules: { ru: ['Подключение к электрическим сетям', 'до 90 дней', 'Сетевые организации края'], en: ['Connection to the power grid', 'up to 90 days', 'The region’s grid companies'] },
  standardCorporation: { ru: ['info@korporaciya.example.ru', 'Подбор площадок'], en: ['info@korporaciya.example.ru', 'Site selection'] },
  standardAlgorithm: { ru: ['Подбор площадки и мер поддержки', 'до 135 дней'], en: ['Choice of site and support', 'up to 135 days'] },
  investorAlgorithm: { ru: ['Подайте проект', 'Запустите производство'], en: ['Submit your project', 'Start production'] },
  aboutRegion: { ru: ['2,37', 'жителей', 'Презентация региона'], en: ['2.37', 'inhabitants', 'Regional presentation'] },
  governorAddress: { ru: ['Уважаемые инвесторы и предприниматели!'], en: ['Dear investors and entrepreneurs,'] },
  privacyPolicy: { ru: ['№ 152-ФЗ', 'Файлы cookie'], en: ['Federal Law No. 152-FZ', 'Cookies'] },
  terms: { ru: ['в течение 7 дней'], en: ['within 7 days'] },
  asi: { ru: ['Нормативные документы', 'КИП «Енисейская Сибирь», инвестиционные предложения'], en: ['Regulations', 'Yenisei Siberia, investment offers'] },
  atoms: { ru: ['Резидентам ТОСЭР «Железногорск»', 'Технопарк ТОСЭР «Железногорск»'], en: ['For residents of the Zheleznogorsk priority development area', 'Zheleznogorsk priority area technology park'] },
  template: { ru: ['Инвестору', 'Предпринимателю'], en: ['For investors', 'For entrepreneurs'] },
};

const KEYS = Object.keys(SEEDED) as RouteKey[];

for (const locale of ['ru', 'en'] as const) {
  test.describe(`content pages in ${locale}`, () => {
    for (const key of KEYS) {
      const path = localePath(locale, ROUTES[key].path);
      test(`${key} ${path} shows its seeded fields`, async ({ request }) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const text = htmlPlainText(await response.text());
        expect(text).toContain(messages[locale].routes[key]!);
        for (const field of SEEDED[key]![locale]) expect(text, `${path} shows «${field}»`).toContain(field);
      });
    }
  });
}

test.describe('tables and steps', () => {
  test('the SEZ regime table has headers and the 32,9 Гкал/ч row', async ({ page }) => {
    await page.goto(ROUTES.zoneSez.path);
    const heat = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Тепловая энергия' }) });
    await expect(heat).toContainText('32,9 Гкал/ч');
    await expect(page.getByRole('columnheader', { name: 'Стандартный режим' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Стандартный и льготный режим' })).toBeVisible();
  });

  test('the priority area compares the regimes in English', async ({ page }) => {
    await page.goto('/en' + ROUTES.zoneAdt.path);
    const premiums = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Insurance premiums' }) });
    await expect(premiums).toContainText('7.6% for 10 years');
  });

  test('the algorithms are numbered steps', async ({ page }) => {
    await page.goto(ROUTES.standardAlgorithm.path);
    await expect(page.getByTestId('algorithm-steps').getByRole('listitem')).toHaveCount(5);
    await page.goto(ROUTES.investorAlgorithm.path);
    await expect(page.locator('.rich-text ol > li')).toHaveCount(6);
  });

  test('the code of investment rules links a rule’s document in a new tab', async ({ page }) => {
    await page.goto(ROUTES.standardRules.path);
    const link = page.getByTestId('invest-rules').getByRole('link', { name: /investment rule: power grid connection|подключение к электрическим сетям/i });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', /\/api\/cms\/documents\/file\/.+\.pdf$/);
  });
});

/**
 * Opens a modal by its button; while tabbing, focus never reaches the page behind it (a modal <dialog> makes the page
 * inert: past its last control focus leaves the document for the browser's own UI and comes back into the dialog);
 * Escape closes it and focus returns to the button.
 */
async function checkModalKeyboard(page: Page, opener: string, modal: string) {
  await waitForHydration(page);
  const button = page.getByTestId(opener);
  await button.click();
  const dialog = page.getByTestId(modal);
  await expect(dialog).toBeVisible();
  const tabs = 12;
  let insideCount = 0;
  for (let i = 0; i < tabs; i += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((node) => {
      const active = document.activeElement;
      if (!active || active === document.body || active === document.documentElement) return 'outside-document';
      return node.contains(active) ? 'dialog' : 'page';
    });
    expect(where, `Tab ${i + 1} in ${modal} must not reach the page behind it`).not.toBe('page');
    if (where === 'dialog') insideCount += 1;
  }
  // With a single control (the close button) focus alternates between it and the browser's UI: at least every other Tab.
  expect(insideCount, `focus cycles back into ${modal}`).toBeGreaterThanOrEqual(tabs / 2);
  await expectNoA11yViolations(page, { include: [`[data-testid="${modal}"]`] });
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(button).toBeFocused();
}

test.describe('modals', () => {
  test('the documents modal lists the Arctic laws and works with the keyboard', async ({ page }) => {
    await page.goto(ROUTES.arcticsDocuments.path);
    await waitForHydration(page);
    await page.getByTestId('documents-open').click();
    const dialog = page.getByTestId('documents-modal');
    // Its title is the first document's.
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Федеральный закон от 13.07.2020 № 193-ФЗ');
    const links = dialog.getByRole('link');
    await expect(links).toHaveCount(3);
    await expect(links.nth(1)).toHaveAttribute('target', '_blank');
    await expect(links.nth(1)).toHaveAttribute('rel', /noopener/);
    await expect(dialog).toContainText('Об изменениях Налогового кодекса для резидентов Арктической зоны');
    await expect(dialog.getByTestId('document-files').getByRole('listitem').first()).toContainText(/PDF, [\d,]+ (Б|КБ)/);
    await page.keyboard.press('Escape');
    await checkModalKeyboard(page, 'documents-open', 'documents-modal');
  });

  test('the documents modal in English on the committee page', async ({ page }) => {
    await page.goto('/en' + ROUTES.standardCommittee.path);
    await waitForHydration(page);
    await page.getByTestId('documents-open').click();
    const dialog = page.getByTestId('documents-modal');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText('Regulations of the investment committee');
    await expect(dialog.getByRole('link', { name: /Members of the investment committee/ })).toBeVisible();
  });

  test('the reference-summary modal shows the region’s key facts and works with the keyboard', async ({ page }) => {
    await page.goto(ROUTES.aboutRegion.path);
    await waitForHydration(page);
    await page.getByTestId('summary-open').click();
    const dialog = page.getByTestId('summary-modal');
    await expect(dialog.getByRole('heading', { level: 2 }).first()).toHaveText(`Справка: О регионе`);
    await expect(dialog).toContainText('год основания Красноярска');
    await expect(dialog).toContainText('Транссибирская магистраль');
    await page.keyboard.press('Escape');
    await checkModalKeyboard(page, 'summary-open', 'summary-modal');
  });
});
