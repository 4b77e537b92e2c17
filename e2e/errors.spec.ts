import { expect, htmlLang, htmlPlainText, localePath, messages, test, type Locale } from './fixtures';

const cases: { locale: Locale; path: string }[] = [
  { locale: 'ru', path: '/no-such-page' },
  { locale: 'en', path: '/en/no-such-page' },
  { locale: 'ru', path: '/news/some/deeply/nested/unknown' },
];

for (const { locale, path } of cases) {
  test.describe(`404 at ${path}`, () => {
    const t = messages[locale];
    const home = localePath(locale, '/');

    test('the server HTML has the status, the message and the breadcrumb', async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(htmlLang(html)).toBe(locale);
      const text = htmlPlainText(html);
      expect(text).toContain(t.errors.notFound);

      // Breadcrumb «Главная / ошибка»: a labelled nav whose items are home and the error crumb.
      const nav = /<nav[^>]*class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/i.exec(html)?.[1] ?? '';
      const crumbs = [...nav.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => htmlPlainText(m[1]!));
      expect(crumbs, 'the breadcrumb nav in the HTML and its items').toEqual([t.common.home, t.errors.crumb]);
    });

    test('the page links home', async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByText(t.errors.notFound)).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: t.common.toHome })).toHaveAttribute('href', home);
      const breadcrumbs = page.getByRole('navigation', { name: (t.common as Record<string, string>).breadcrumbs });
      await expect(breadcrumbs.getByRole('link', { name: t.common.home })).toHaveAttribute('href', home);
      await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(t.errors.crumb);

      await page.locator('main').getByRole('link', { name: t.common.toHome }).click();
      await expect(page).toHaveURL((url) => url.pathname === home);
    });
  });
}

test('an unknown API path is a JSON 404 in the envelope', async ({ request }) => {
  for (const method of ['get', 'post'] as const) {
    const response = await request[method]('/api/v1/nope', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ success: false });
  }
});

// A path that cannot be percent-decoded is a 404 like any unknown path, never a bare 500.
test.describe('malformed percent-encoding', () => {
  for (const path of ['/%ZZ', '/en/news/%ZZ', '/news/%E0%A4%A', '/events/50%']) {
    test(`${path} answers the 404 page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toContain('text/html');
    });
  }

  test('/api/v1/news/%ZZ answers the 404 envelope', async ({ request }) => {
    const response = await request.get('/api/v1/news/%ZZ');
    expect([404, 422]).toContain(response.status());
    expect(await response.json()).toMatchObject({ success: false });
  });

  test('/api/cms/%ZZ is a 404, not a 500', async ({ request }) => {
    const response = await request.get('/api/cms/%ZZ');
    expect(response.status()).toBe(404);
  });
});

test('a method the portal never serves is a 405, never a 500', async ({ request }) => {
  for (const path of ['/', '/news', '/admin', '/api/v1/news', '/api/cms/news']) {
    const response = await request.fetch(path, { method: 'TRACE', maxRedirects: 0 });
    expect(response.status(), `TRACE ${path}`).toBe(405);
    expect(response.headers().allow).toContain('GET');
  }
});
