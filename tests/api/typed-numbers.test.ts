import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadClient } from '@/lib/server/payload';
import { cms } from './cms-helpers';

/**
 * A number typed in the back office arrives as the editor wrote it when the form could not read it as a number. The
 * REST API reads a decimal comma itself and refuses text that is no number with the field's path, leaving the stored
 * value as it was (Payload alone read «36,5,1» as 36 and «36,5» as 36).
 */
describe('numbers typed with a decimal comma through /api/cms', () => {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  let token = '';
  let siteId = 0;

  beforeAll(async () => {
    const payload = await payloadClient();
    const email = `typed-numbers-${stamp}@example.org`;
    await payload.create({ collection: 'staff', data: { email, password: 'editor-pass-4242', roles: ['editor'], name: 'Редактор' }, overrideAccess: true, depth: 0 });
    ({ token } = (await payload.login({ collection: 'staff', data: { email, password: 'editor-pass-4242' } })) as { token: string });
    const [site] = (await payload.find({ collection: 'production-sites', limit: 1, sort: 'id', depth: 0, select: { areaHa: true } })).docs;
    if (!site) throw new Error('no demo production site');
    siteId = site.id;
  });

  afterAll(async () => {
    const payload = await payloadClient();
    await payload.delete({ collection: 'staff', where: { email: { equals: `typed-numbers-${stamp}@example.org` } }, overrideAccess: true });
  });

  const stored = async () => (await (await payloadClient()).findByID({ collection: 'production-sites', id: siteId, depth: 0, select: { areaHa: true } })).areaHa;

  it('saves «36,5» as 36.5', async () => {
    const before = await stored();
    const answer = await cms('PATCH', `production-sites/${siteId}?depth=0`, { token, json: { areaHa: '36,5' }, ip: '10.251.0.1' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stored()).toBe(36.5);
    await (await payloadClient()).update({ collection: 'production-sites', id: siteId, data: { areaHa: before }, depth: 0 });
  });

  it('refuses «36,5,1» with the field and keeps the stored area', async () => {
    const before = await stored();
    const answer = await cms('PATCH', `production-sites/${siteId}?depth=0`, { token, json: { areaHa: '36,5,1' }, ip: '10.251.0.2' });
    expect(answer.status).toBe(400);
    const errors = answer.body?.errors as Array<{ data?: { errors?: Array<{ path: string; message: string }> } }>;
    expect(errors[0]?.data?.errors?.map((error) => error.path)).toEqual(['areaHa']);
    expect(errors[0]?.data?.errors?.[0]?.message).toBeTruthy();
    expect(await stored()).toBe(before);
  });
});
