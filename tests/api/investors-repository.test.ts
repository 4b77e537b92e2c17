import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Owner } from '@/lib/server/repositories/owner';
import * as investors from '@/lib/server/repositories/investors';
import { api, verifiedInvestor } from './auth-helpers';

/**
 * lib/server/repositories/investors.ts is the only code of the accounts API that reads and writes accounts, their
 * sessions and photos past access control. Investor A has a photo and a session; investor B asks for them every
 * way the repository offers (and through the API): B reads, changes and deletes nothing of A's.
 */

type Investor = Awaited<ReturnType<typeof verifiedInvestor>>;

let a: Investor;
let b: Investor;
let ownerA: Owner;
let ownerB: Owner;
let photoA: number;

const photo = async (name: string): Promise<investors.AvatarFile> => ({
  data: await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 20, g: 90, b: 160 } } }).webp().toBuffer(),
  mimetype: 'image/webp',
  name: `${name}-${Date.now().toString(36)}.webp`,
});

beforeAll(async () => {
  [a, b] = [await verifiedInvestor('inv-repo-a'), await verifiedInvestor('inv-repo-b')];
  ownerA = { user: { id: a.id } };
  ownerB = { user: { id: b.id } };
  photoA = await investors.createAvatar(ownerA, await photo('a'));
  await investors.updateOwnAccount(ownerA, { avatar: photoA });
});

describe('investors repository', () => {
  it("another investor neither finds nor deletes the owner's photo", async () => {
    expect(await investors.findOwnAvatar(ownerA, photoA)).toMatchObject({ mimeType: 'image/webp' });
    expect(await investors.findOwnAvatar(ownerB, photoA)).toBeNull();
    await investors.deleteOwnAvatar(ownerB, photoA);
    expect(await investors.findOwnAvatar(ownerA, photoA)).not.toBeNull();
  });

  it("through the API, another investor's token reads no photo, whatever ?v= names", async () => {
    expect((await api('GET', 'user/avatar', { token: a.token, ip: a.ip })).status).toBe(200);
    const other = await api('GET', `user/avatar?v=${photoA}`, { token: b.token, ip: b.ip });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, result: { message: 'No photo' } });
  });

  it("another investor's session writes leave the owner's sessions as they were", async () => {
    const before = (await investors.readSessions(ownerA)).map((session) => session.id);
    expect(before.length).toBeGreaterThan(0);
    const ofB = (await investors.readSessions(ownerB)).map((session) => session.id);
    expect(ofB.filter((id) => before.includes(id))).toEqual([]);
    await investors.writeSessions(ownerB, []);
    expect((await investors.readSessions(ownerA)).map((session) => session.id)).toEqual(before);
    expect((await api('GET', 'user/info', { token: a.token, ip: a.ip })).status).toBe(200);
    expect((await api('GET', 'user/info', { token: b.token, ip: b.ip })).status).toBe(401);
  });

  it("another investor's account writes change only that account", async () => {
    const before = await investors.readOwnAccount(ownerA);
    const changed = await investors.updateOwnAccount(ownerB, { company: 'ООО «Другая»' });
    expect(changed.id).toBe(b.id);
    await investors.writeOwnAccount(ownerB, { locale: 'zh' });
    const after = await investors.readOwnAccount(ownerA);
    expect(after).toMatchObject({ id: a.id, email: a.email, company: before?.company, locale: before?.locale, avatar: photoA });
  });

  it("deleting another investor's account leaves the owner's account and photo", async () => {
    await investors.deleteOwnAccount(ownerB);
    expect(await investors.readOwnAccount(ownerB)).toBeNull();
    expect(await investors.readOwnAccount(ownerA)).toMatchObject({ id: a.id, email: a.email });
    expect(await investors.findOwnAvatar(ownerA, photoA)).not.toBeNull();
  });

  it('a credential opens its own account only: an unknown link or address finds none', async () => {
    expect(await investors.accountByVerificationHash('0'.repeat(64))).toBeNull();
    expect(await investors.accountByEmailChangeHash('0'.repeat(64))).toBeNull();
    expect(await investors.accountByEmail('nobody-here@example.org')).toBeNull();
    expect(await investors.accountByEmail(a.email)).toMatchObject({ id: a.id });
  });
});
