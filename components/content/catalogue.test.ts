import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiUrl, ok, TEST_API_BASE } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { CATALOGUE_MAX, CATALOGUE_PAGE, readCatalogue } from './catalogue';

beforeEach(() => vi.stubEnv('API_BASE_URL', TEST_API_BASE));

/** A paginated family of `total` items, recording the pages asked for. */
function family(total: number) {
  const asked: string[] = [];
  server.use(
    http.get(apiUrl('/cip'), ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('limit')}`);
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      const from = (page - 1) * limit;
      const items = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => ({ id: from + i + 1 }));
      return ok({ items, totalCount: total });
    }),
  );
  return asked;
}

describe('readCatalogue', () => {
  it('reads a small catalogue in one request of the largest page', async () => {
    const asked = family(7);
    const { items, totalCount } = await readCatalogue<{ id: number }>('/cip', 'cip', 'ru');
    expect(items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(totalCount).toBe(7);
    expect(asked).toEqual([`1/${CATALOGUE_PAGE}`]);
  });

  it('reads page after page until the whole catalogue is in', async () => {
    const asked = family(230);
    const { items } = await readCatalogue<{ id: number }>('/cip', 'cip', 'en');
    expect(items).toHaveLength(230);
    expect(items.at(-1)).toEqual({ id: 230 });
    expect(asked).toEqual(['1/100', '2/100', '3/100']);
  });

  it('stops at its limit for a huge family, keeping the API’s total', async () => {
    family(5000);
    const { items, totalCount } = await readCatalogue<{ id: number }>('/cip', 'cip', 'ru');
    expect(items).toHaveLength(CATALOGUE_MAX);
    expect(totalCount).toBe(5000);
  });

  it('reads an empty catalogue once', async () => {
    const asked = family(0);
    expect(await readCatalogue('/cip', 'cip', 'ru')).toEqual({ items: [], totalCount: 0 });
    expect(asked).toHaveLength(1);
  });
});
