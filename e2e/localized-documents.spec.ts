import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTES } from '../lib/routes';
import { expect, localePath, test, waitForHydration } from './fixtures';

/**
 * A document link opens the file written in the page's language: on /en and /zh the investment declaration's link
 * (the documents modal of its page) leads to a PDF whose title and language poppler reads as that language's, and the
 * link says which language it leads to (hreflang).
 */
const DECLARATION = {
  en: 'Investment declaration of Krasnoyarsk Krai',
  zh: '克拉斯诺亚尔斯克边疆区投资宣言',
} as const;

for (const [locale, title] of Object.entries(DECLARATION) as Array<[keyof typeof DECLARATION, string]>) {
  test(`the declaration's link on /${locale} opens the declaration in ${locale}`, async ({ page }) => {
    await page.goto(localePath(locale, ROUTES.standardDeclaration.path));
    await waitForHydration(page);
    await page.getByTestId('documents-open').click();
    const link = page.getByTestId('documents-modal').getByRole('link', { name: new RegExp(title) });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('hreflang', locale);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/api/cms/documents/file/investment-declaration-${locale}-h[0-9a-f]{10}(-\\d+)?\\.pdf$`));

    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const pdf = await response.body();
    // A folder of the test's own: the tests of this file may run in one worker, one after another, or in several.
    const folder = mkdtempSync(join(tmpdir(), 'e2e-documents-'));
    try {
      const path = join(folder, `${locale}.pdf`);
      writeFileSync(path, pdf);
      // An independent reader (poppler), not the code that drew the file: its title and its language.
      const info = execFileSync('pdfinfo', [path], { encoding: 'utf8' });
      expect(/^Title:\s*(.*)$/m.exec(info)?.[1]?.trim()).toBe(title);
      expect(execFileSync('pdfinfo', ['-meta', path], { encoding: 'utf8' })).toContain(`<rdf:li>${locale}</rdf:li>`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(pdf.toString('latin1')).toContain(`/Lang (${locale})`);
  });
}
