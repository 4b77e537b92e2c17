import { expect, expectNoA11yViolations, test, waitForHydration } from './fixtures';

/** axe (WCAG 2.0/2.1/2.2 A + AA) finds nothing on the main page types and in the open overlays. */
for (const path of ['/', '/news', '/faq', '/en/about-region']) {
  test(`${path} has no axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expectNoA11yViolations(page);
  });
}

test('the 404 page has no axe violations', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expectNoA11yViolations(page);
});

test('the open login modal has no axe violations', async ({ page }) => {
  await page.goto('/news');
  await waitForHydration(page);
  await page.getByTestId('profile-button').click();
  await expect(page.getByTestId('login-modal')).toBeVisible();
  await expectNoA11yViolations(page);
});

test.describe('narrow screen', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the open mobile menu with an expanded group has no axe violations', async ({ page }) => {
    await page.goto('/news');
    await waitForHydration(page);
    await page.getByTestId('menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await menu.locator('button[aria-expanded]').first().click();
    await expectNoA11yViolations(page);
  });
});

test.describe('new visitor', () => {
  test.use({ tgPopup: 'new' });

  test('the telegram popup has no axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('tg-popup')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});
