import { beforeAll, describe, expect, it } from 'vitest';
import { PREFERENCE_MAX_BYTES } from '@/cms/rest/internal-collections';
import { REST_MAX_LIMIT } from '@/cms/rest/query-guard';
import { payloadClient } from '@/lib/server/payload';
import { verifiedInvestor } from './auth-helpers';
import { cms } from './cms-helpers';

/**
 * The back office's REST API (/api/cms) against callers it is not for and input the database refuses: an investor's
 * token reaches none of Payload's own collections, and malformed ids, filters and paging are 4xx answers, never 500s.
 */
let investor: { token: string; id: number };
let staff: { token: string; id: number };
let newsId: number;

beforeAll(async () => {
  const payload = await payloadClient();
  investor = await verifiedInvestor('cms-rest');
  const email = `cms-rest-editor-${Date.now()}@example.org`;
  const created = await payload.create({ collection: 'staff', data: { email, password: 'editor-pass-42', roles: ['editor'] }, overrideAccess: true, depth: 0 });
  const { token } = await payload.login({ collection: 'staff', data: { email, password: 'editor-pass-42' } });
  staff = { token: token!, id: created.id };
  newsId = (await payload.find({ collection: 'news', limit: 1, depth: 0, select: {} })).docs[0]!.id;
});

describe("an investor's token on Payload's own collections", () => {
  it('cannot list, create or delete document locks, in its own name or a staff member’s', async () => {
    const auth = { token: investor.token };
    expect((await cms('GET', 'payload-locked-documents', auth)).status).toBe(403);
    const inStaffName = { document: { relationTo: 'news', value: newsId }, user: { relationTo: 'staff', value: staff.id } };
    expect((await cms('POST', 'payload-locked-documents', { ...auth, json: inStaffName })).status).toBe(403);
    expect((await cms('POST', 'payload-locked-documents', { ...auth, json: { ...inStaffName, user: { relationTo: 'investors', value: investor.id } } })).status).toBe(403);
    expect((await cms('DELETE', 'payload-locked-documents?where[id][exists]=true', auth)).status).toBe(403);
    const payload = await payloadClient();
    expect((await payload.count({ collection: 'payload-locked-documents', overrideAccess: true })).totalDocs).toBe(0);
  });

  it('cannot store, read or delete preferences', async () => {
    const auth = { token: investor.token };
    expect((await cms('POST', 'payload-preferences/nav', { ...auth, json: { value: { open: true } } })).status).toBe(403);
    expect((await cms('GET', 'payload-preferences/nav', auth)).status).toBe(403);
    expect((await cms('DELETE', 'payload-preferences/nav', auth)).status).toBe(403);
    expect((await cms('GET', 'payload-preferences', auth)).status).toBe(403);
    expect((await cms('POST', 'payload-preferences', { ...auth, json: { key: 'x', value: 1, user: { relationTo: 'investors', value: investor.id } } })).status).toBe(403);
  });

  it("reaches none of Payload's collections, and creates nothing anywhere", async () => {
    const payload = await payloadClient();
    for (const { slug, endpoints } of payload.config.collections) {
      // A collection with no REST routes at all (Payload's migrations) answers 501 Not Implemented to everyone.
      const refused = endpoints === false ? 501 : 403;
      if (slug.startsWith('payload-')) expect((await cms('GET', slug, { token: investor.token })).status, slug).toBe(refused);
      const created = await cms('POST', slug, { token: investor.token, json: {} });
      expect(created.status, `POST ${slug}: ${JSON.stringify(created.body).slice(0, 200)}`).toBe(refused);
    }
  });
});

describe('staff and Payload’s own collections', () => {
  it('a lock names the staff member who takes it, whatever the body says', async () => {
    const other = { relationTo: 'staff', value: staff.id + 100000 };
    const taken = await cms('POST', 'payload-locked-documents', { token: staff.token, json: { document: { relationTo: 'news', value: newsId }, user: other } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    const doc = (taken.body as { doc: { id: number; user: { value: number | { id: number } } } }).doc;
    const user = doc.user.value;
    expect(typeof user === 'object' ? user.id : user).toBe(staff.id);
    await cms('DELETE', `payload-locked-documents/${doc.id}`, { token: staff.token });
  });

  it('deletes a preference by its key, and a missing key is a 404', async () => {
    expect((await cms('POST', 'payload-preferences/to-delete', { token: staff.token, json: { value: 1 } })).status).toBe(200);
    expect((await cms('DELETE', 'payload-preferences/to-delete', { token: staff.token })).status).toBe(200);
    expect((await cms('GET', 'payload-preferences/to-delete', { token: staff.token })).body).toMatchObject({ value: null });
    expect((await cms('DELETE', 'payload-preferences/to-delete', { token: staff.token })).status).toBe(404);
  });

  it(`a preference holds at most ${PREFERENCE_MAX_BYTES / 1024} KB`, async () => {
    const small = await cms('POST', 'payload-preferences/probe', { token: staff.token, json: { value: { columns: ['title'] } } });
    expect(small.status, JSON.stringify(small.body)).toBe(200);
    const huge = { value: 'x'.repeat(PREFERENCE_MAX_BYTES + 1) };
    expect((await cms('POST', 'payload-preferences/probe', { token: staff.token, json: huge })).status).toBe(413);
    expect((await cms('POST', 'payload-preferences', { token: staff.token, json: { key: 'big', ...huge } })).status).toBe(413);
    const kept = await cms('GET', 'payload-preferences/probe', { token: staff.token });
    expect(kept.body).toMatchObject({ value: { columns: ['title'] } });
  });
});

describe('input the database would refuse is a 4xx', () => {
  const cases: [path: string, status: number][] = [
    ['news/abc', 404],
    ['news/1e3', 404],
    ['news/99999999999999999999', 404],
    ['news?where[title][near]=1', 400],
    ['news?where[id][in]=a,b', 400],
    ['news?where[id][equals]=99999999999', 400],
    ['news?where[publishedAt][greater_than]=notadate', 400],
    ['news?where[image][equals]=x', 400],
    ['news?where[id][exists]=maybe', 400],
    ['news?where[or][0][publishedAt][less_than]=never', 400],
    ['news?page=9007199254740991&limit=100', 400],
    [`news?limit=${REST_MAX_LIMIT + 1}`, 400],
    ['news?limit=100000', 400],
    ['news?limit=0', 400],
    ['news?pagination=false', 400],
    ['news?page=abc', 400],
  ];
  for (const [path, status] of cases) {
    it(`GET /api/cms/${path} → ${status}`, async () => {
      for (const token of [undefined, staff.token]) {
        const answer = await cms('GET', path, { token });
        expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(status);
      }
    });
  }

  it('well-formed filters and paging still work', async () => {
    for (const path of ['news?where[id][in]=1,2', `news?where[publishedAt][greater_than]=2020-01-01&limit=${REST_MAX_LIMIT}&page=1`, 'news?where[id][exists]=true', `news/${newsId}`]) {
      expect((await cms('GET', path, { token: staff.token })).status, path).toBe(200);
    }
  });

  it('a hostile filter on any field of any collection is never a 500', async () => {
    const payload = await payloadClient();
    const probes = ['equals=abc', 'equals=99999999999', 'in=a,b', 'greater_than=notadate', 'near=1', 'like=%25', 'exists=maybe'];
    const failures: string[] = [];
    for (const { slug, flattenedFields, endpoints } of payload.config.collections) {
      if (endpoints === false) continue;
      const paths = ['id', ...flattenedFields.filter((field) => 'name' in field && field.name !== 'id').map((field) => field.name)];
      for (const path of paths) {
        for (const probe of probes) {
          const [operator, value] = probe.split('=');
          const url = `${slug}?where[${path}][${operator}]=${value}&limit=1&depth=0`;
          const { status } = await cms('GET', url, { token: staff.token });
          if (status >= 500) failures.push(`${status} ${url}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('version routes of what keeps no versions are 404s', async () => {
    for (const method of ['GET', 'POST'] as const) {
      for (const path of ['event-types/versions/1', 'globals/seed-state/versions/1']) {
        expect((await cms(method, path, { token: staff.token, json: method === 'POST' ? {} : undefined })).status, `${method} ${path}`).toBe(404);
      }
    }
  });

  it('a write whose body is neither JSON nor multipart is a 415', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const payload = await payloadClient();
    const admin = await payload.create({ collection: 'staff', data: { email: `cms-rest-admin-${Date.now()}@example.org`, password: 'admin-pass-42', roles: ['admin'] }, overrideAccess: true });
    const { token } = await payload.login({ collection: 'staff', data: { email: admin.email, password: 'admin-pass-42' } });
    for (const path of ['event-types', `news/${newsId}`]) {
      const method = path.includes('/') ? 'PATCH' : 'POST';
      expect((await cms(method, path, { token, headers: form, raw: 'title=x' })).status, `${method} ${path}`).toBe(415);
    }
  });

  it("POST verify/<token> on collections without Payload's verification → 404", async () => {
    for (const path of ['investors/verify/x', 'staff/verify/x']) expect((await cms('POST', path, { json: {} })).status, path).toBe(404);
  });
});
