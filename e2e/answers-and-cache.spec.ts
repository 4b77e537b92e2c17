import http from 'node:http';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { filesUnder } from '../testing/files-under';
import { expect, test } from './fixtures';

/**
 * What answers promise beyond their bodies, checked on the production build:
 * - the page cache keeps no page that does not exist, and one entry per page (docs/decisions/018, 024);
 * - an upload refused before its body was read closes its connection, so the client's next request is answered
 *   (lib/server/ops/answer-head.ts);
 * - client hints are asked for by the back office only: one document request per first visit (next.config.ts);
 * - an answer that depends on the visitor's language, cookie or Accept-Language says so in Vary or is private, and no
 *   answer a shared cache may keep sets a cookie (docs/decisions/002, 025).
 */
const CLIENT_IP = '203.0.113.71';
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } });

/** The pages Next rendered on request and keeps on disk (the e2e server runs without REDIS_URL). */
const ROUTE_CACHE = path.join(process.env.NEXT_DIST_DIR || '.next', 'server', 'route-cache');
const cachedFiles = () => filesUnder(ROUTE_CACHE);

test.describe('the page cache', () => {
  test('an unknown news item is a 404 that leaves no entry; a found one is kept', async ({ request }) => {
    const slug = `no-such-slug-${Date.now().toString(36)}`;
    const response = await request.get(`/news/${slug}`);
    expect(response.status()).toBe(404);
    // Next writes after the answer: give it time, then look.
    await expect.poll(() => cachedFiles().filter((file) => file.includes(slug)), { timeout: 2_000 }).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(cachedFiles().filter((file) => file.includes(slug))).toEqual([]);

    // The same route's real pages are kept (the check above is not blind).
    expect((await request.get('/news')).status()).toBe(200);
    await expect.poll(() => cachedFiles().some((file) => /[\\/]ru[\\/]news\.html$/.test(file))).toBe(true);
  });

  test('a page number has one address: other spellings redirect (308) or are 404', async ({ request }) => {
    for (const [from, to] of [
      ['/news?page=00002', '/news?page=2'],
      ['/en/news?page=02', '/en/news?page=2'],
      ['/news?page=1', '/news'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers().location!, 'http://x').pathname + new URL(response.headers().location!, 'http://x').search).toBe(to);
    }
    for (const internal of ['/news/page/00002', '/news/page/02', '/news/page/1', '/en/news/page/002']) {
      expect((await request.get(internal, { maxRedirects: 0 })).status(), internal).toBe(404);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(cachedFiles().filter((file) => /[\\/]page[\\/](0\d*|1)\.html$/.test(file))).toEqual([]);
  });
});

/** One exchange over the given agent; `body` is written as it drains. Resolves with the answer or the socket error. */
function exchange(
  agent: http.Agent,
  baseURL: string,
  options: { method: string; path: string; headers?: http.OutgoingHttpHeaders; body?: (request: http.ClientRequest) => void },
): Promise<{ status?: number; headers?: http.IncomingHttpHeaders; text?: string; reused: boolean; error?: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const request = http.request({ agent, hostname, port, method: options.method, path: options.path, headers: { 'X-Forwarded-For': CLIENT_IP, ...options.headers } });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text, reused: request.reusedSocket }));
    });
    // An error after the answer (the server closed while the body was still going out) does not change the answer.
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ reused: request.reusedSocket, error: error.code ?? error.message }));
    if (options.body) options.body(request);
    else request.end();
  });
}

test.describe('a refused upload', () => {
  test('closes its connection: the next request of a keep-alive client is answered', async ({ baseURL }) => {
    test.setTimeout(120_000);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const boundary = 'portal-e2e-boundary';
    const fileBytes = 33 * 1024 * 1024;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nA large file\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files[0]"; filename="large.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const refused = await exchange(agent, baseURL!, {
      method: 'POST',
      path: '/api/v1/request/create',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + fileBytes + tail.length, Language: 'en' },
      body: (request) => {
        const chunk = Buffer.alloc(256 * 1024, 0x20);
        let sent = 0;
        request.write(head);
        const pump = () => {
          while (sent < fileBytes) {
            sent += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', pump);
          }
          request.end(tail);
        };
        pump();
      },
    });
    expect(refused.status, refused.error).toBe(413);
    expect(refused.text).toContain('30 MB');
    expect(refused.headers?.connection).toBe('close');

    const next = await exchange(agent, baseURL!, { method: 'GET', path: '/api/v1/health/live' });
    expect(next.error).toBeUndefined();
    expect(next.status).toBe(200);
    agent.destroy();
  });
});

test.describe('client hints', () => {
  test('a first visit loads each page once; only the back office asks for the hint', async ({ browser, request }) => {
    for (const address of ['/', '/news']) {
      // A fresh context: no hint remembered from an earlier answer.
      const context = await browser.newContext({ locale: 'ru-RU', extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } });
      const page = await context.newPage();
      const documents: string[] = [];
      page.on('request', (sent) => {
        if (sent.resourceType() === 'document') documents.push(sent.url());
      });
      await page.goto(address, { waitUntil: 'load' });
      expect(documents, address).toHaveLength(1);
      await context.close();
    }
    for (const address of ['/', '/news', '/api/v1/news']) {
      const headers = (await request.get(address)).headers();
      expect(headers['accept-ch'], address).toBeUndefined();
      expect(headers['critical-ch'], address).toBeUndefined();
      expect(headers.vary ?? '', address).not.toMatch(/sec-ch-/i);
    }
    const admin = (await request.get('/admin', { maxRedirects: 0 })).headers();
    expect(admin['accept-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
    expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  });
});

/** What a shared cache would key an answer on, and whether it may keep it at all. */
function caching(response: APIResponse) {
  const headers = response.headers();
  const control = (headers['cache-control'] ?? '').toLowerCase();
  const vary = (headers.vary ?? '').toLowerCase().split(',').map((part) => part.trim());
  return {
    shared: !/\b(private|no-store)\b/.test(control) && (/\bs-maxage\b|\bpublic\b/.test(control) || response.status() === 308),
    varies: (name: string) => vary.includes(name.toLowerCase()) || vary.includes('*'),
    setsCookie: headers['set-cookie'] !== undefined,
    /** The answer as a visitor sees it: status, where it sends them, the page's language. */
    outcome: `${response.status()} ${headers.location ?? ''}`,
  };
}

test.describe('answers that depend on the visitor', () => {
  const LANGUAGES = [undefined, 'ru', 'ru-RU,ru;q=0.9', 'en-US,en;q=0.9', 'de, ru', 'tr', 'zh-CN'];
  const COOKIES = [undefined, 'NEXT_LOCALE=ru', 'NEXT_LOCALE=en', 'NEXT_LOCALE=zh', 'NEXT_LOCALE=fr'];

  test('each answer varies by what it depends on or is private; none a shared cache keeps sets a cookie', async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    // A context without the suite's default Accept-Language, so that each request sends only what is set here.
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': CLIENT_IP } });
    for (const address of ['/', '/news', '/en', '/en/news', '/api/v1/news']) {
      const answers: (ReturnType<typeof caching> & { language?: string; cookie?: string; label: string })[] = [];
      for (const language of LANGUAGES) {
        for (const cookie of COOKIES) {
          const headers: Record<string, string> = {};
          if (language) headers['Accept-Language'] = language;
          if (cookie) headers.Cookie = cookie;
          const response = await api.get(address, { headers, maxRedirects: 0 });
          answers.push({ ...caching(response), language, cookie, label: `${address} Accept-Language=${language} Cookie=${cookie}` });
        }
      }
      for (const answer of answers) expect(answer.shared && answer.setsCookie, `${answer.label}: shared caching with Set-Cookie`).toBe(false);
      // The address depends on a header when two requests that differ only in it are answered differently.
      const dependsOn = (varied: 'language' | 'cookie', fixed: 'language' | 'cookie') =>
        answers.some((a) => answers.some((b) => a[fixed] === b[fixed] && a[varied] !== b[varied] && a.outcome !== b.outcome));
      const byLanguage = dependsOn('language', 'cookie');
      const byCookie = dependsOn('cookie', 'language');
      if (address === '/') expect([byLanguage, byCookie], 'the root detects the language from both').toEqual([true, true]);
      for (const answer of answers.filter((each) => each.shared)) {
        if (byLanguage) expect(answer.varies('Accept-Language'), `${answer.label}: Vary lacks Accept-Language`).toBe(true);
        if (byCookie) expect(answer.varies('Cookie'), `${answer.label}: Vary lacks Cookie`).toBe(true);
      }
    }
    await api.dispose();
  });
});
