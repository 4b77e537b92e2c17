import config from '@payload-config';
import { getPayload } from 'payload';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { api, loginAs, mailedToken, PASSWORD, unique, verifiedInvestor } from './auth-helpers';

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

async function jpegWithExif(width: number, height: number): Promise<Blob> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-exif-marker', Artist: 'secret-exif-marker' } })
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/jpeg' });
}

describe('POST /user/update', () => {
  it('changes the sent fields, answers the user with the §3 fields; fathersName and company can be cleared', async () => {
    const { token, ip, email } = await verifiedInvestor('update');
    const { status, body } = await api('POST', 'user/update', {
      token,
      ip,
      form: form({ surname: 'Сидоров', name: 'Пётр', fathersName: 'Ильич', phone: '+7 913 000-00-01', company: 'ООО «Сибирь»' }),
    });
    expect(status).toBe(200);
    expect(Object.keys(body.result).sort()).toEqual(['company', 'email', 'fathersName', 'id', 'image', 'name', 'pendingEmail', 'phone', 'status', 'surname', 'verified']);
    expect(body.result).toMatchObject({ surname: 'Сидоров', name: 'Пётр', fathersName: 'Ильич', phone: '+7 913 000-00-01', company: 'ООО «Сибирь»', email });
    const cleared = await api('POST', 'user/update', { token, ip, form: form({ fathersName: '', company: '' }) });
    expect(cleared.body.result).toMatchObject({ fathersName: null, company: null, surname: 'Сидоров' });
    const emptied = await api<Record<string, string[]>>('POST', 'user/update', { token, ip, form: form({ name: '  ' }) });
    expect(emptied.status).toBe(422);
    expect(emptied.body.result.name?.[0]).toBe('This field is required.');
  });

  it('a new e-mail must be free; it waits for its own link while the confirmed one stays in force', async () => {
    const taken = await verifiedInvestor('taken');
    const { token, ip, email } = await verifiedInvestor('mover');
    const clash = await api<Record<string, string[]>>('POST', 'user/update', { token, ip, form: form({ email: taken.email }) });
    expect(clash.status).toBe(422);
    expect(clash.body.result.email?.[0]).toBe('This email address has already been taken.');
    const { email: next } = unique('moved');
    const moved = await api('POST', 'user/update', { token, ip, form: form({ email: next }) });
    expect(moved.body.result).toMatchObject({ email, pendingEmail: next, verified: true });
    expect((await api('POST', 'user/update', { token, ip, form: form({ company: 'X' }) })).status).toBe(200);
    await api('POST', `auth/email-change/${mailedToken(next, 'emailChange')}`, { ip });
    expect(await loginAs(next, ip, PASSWORD)).toEqual(expect.any(String));
  });

  it('the photo: JPEG/PNG/WebP checked by content, re-encoded to WebP ≤ 512 px without metadata, private to its owner', async () => {
    const { token, ip, id } = await verifiedInvestor('avatar');
    const upload = await api<{ image: string }>('POST', 'user/update', { token, ip, form: form({ image: await jpegWithExif(1600, 900) }) });
    expect(upload.status).toBe(200);
    expect(upload.body.result.image).toMatch(/^\/api\/v1\/user\/avatar\?v=\d+$/);

    const file = await api('GET', 'user/avatar', { token, ip });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toMatch(/private/);
    const bytes = Buffer.from(await file.raw.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(512);
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-exif-marker'))).toBe(false);
    // The session cookie alone serves it too (what <img src> sends).
    expect((await api('GET', 'user/avatar', { cookie: `portal_session=${token}`, ip })).status).toBe(200);
    expect((await api('GET', 'user/avatar', { ip })).status).toBe(401);

    // A replacement deletes the previous file's record.
    const payload = await getPayload({ config });
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00f8' } }).png().toBuffer();
    await api('POST', 'user/update', { token, ip, form: form({ image: new Blob([new Uint8Array(png)], { type: 'image/png' }) }) });
    const { totalDocs } = await payload.count({ collection: 'avatars', where: { owner: { equals: id } } });
    expect(totalDocs).toBe(1);

    // Nobody but the owner and accounts staff reads the avatars collection.
    await expect(payload.find({ collection: 'avatars', overrideAccess: false, user: null as never })).rejects.toMatchObject({ status: 403 });
  });

  it('refuses a file that is not an image by content, whatever its name and type say, and one over 5 MB', async () => {
    const { token, ip } = await verifiedInvestor('avatar-bad');
    const fake = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/png' });
    const refused = await api<Record<string, string[]>>('POST', 'user/update', { token, ip, form: form({ image: new File([fake], 'photo.png', { type: 'image/png' }) }) });
    expect(refused.status).toBe(422);
    expect(refused.body.result.image?.[0]).toBe('The photo must be a JPEG, PNG or WebP image.');
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    expect((await api('POST', 'user/update', { token, ip, form: form({ image: new File([new Uint8Array(gif)], 'a.jpg', { type: 'image/jpeg' }) }) })).status).toBe(422);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooBig = await api<Record<string, string[]>>('POST', 'user/update', { token, ip, form: form({ image: new File([big], 'big.jpg', { type: 'image/jpeg' }) }) });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.result.image?.[0]).toBe('The photo must not be larger than 5 MB.');
    // Past the photo's room in the form, the body is not read at all: 413, and the photo is named.
    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const tooLarge = await api<Record<string, string[]>>('POST', 'user/update', { token, ip, form: form({ image: new File([huge], 'huge.jpg', { type: 'image/jpeg' }) }) });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.result.image?.[0]).toBe('The photo must not be larger than 5 MB.');
  });

  it('DELETE /user/update/avatar clears the image', async () => {
    const { token, ip } = await verifiedInvestor('avatar-delete');
    await api('POST', 'user/update', { token, ip, form: form({ image: await jpegWithExif(100, 100) }) });
    const removed = await api('DELETE', 'user/update/avatar', { token, ip });
    expect(removed.status).toBe(200);
    expect(removed.body.result).toMatchObject({ image: null });
    expect((await api('GET', 'user/avatar', { token, ip })).status).toBe(404);
  });
});

describe('another user’s token', () => {
  it('cannot read or change this user: every call acts on the token’s own account', async () => {
    const alice = await verifiedInvestor('alice');
    const bob = await verifiedInvestor('bob');
    await api('POST', 'user/update', { token: alice.token, ip: alice.ip, form: form({ company: 'Alice Ltd', image: await jpegWithExif(50, 50) }) });

    const asBob = await api('GET', 'user/info', { token: bob.token, ip: bob.ip });
    expect(asBob.body.result).toMatchObject({ email: bob.email, id: bob.id });
    expect(JSON.stringify(asBob.body)).not.toContain(alice.email);
    // An id in the body or the query is ignored: the token decides.
    const changed = await api('POST', 'user/update?id=' + alice.id, { token: bob.token, ip: bob.ip, form: form({ id: String(alice.id), company: 'Bob Ltd' }) });
    expect(changed.body.result).toMatchObject({ id: bob.id, company: 'Bob Ltd' });
    expect((await api('GET', 'user/info', { token: alice.token, ip: alice.ip })).body.result).toMatchObject({ company: 'Alice Ltd' });
    // Bob has no photo: he never gets Alice's.
    expect((await api('GET', 'user/avatar?v=1', { token: bob.token, ip: bob.ip })).status).toBe(404);
    // Logging Bob out does not touch Alice's session.
    await api('GET', 'auth/logout', { token: bob.token, ip: bob.ip });
    expect((await api('GET', 'user/info', { token: alice.token, ip: alice.ip })).status).toBe(200);

    // Payload's access control agrees: an investor sees only itself.
    const payload = await getPayload({ config });
    const bobDoc = await payload.findByID({ collection: 'investors', id: bob.id });
    const seen = await payload.find({ collection: 'investors', overrideAccess: false, user: { ...bobDoc, collection: 'investors' } as never });
    expect(seen.docs.map((d) => d.id)).toEqual([bob.id]);
    const avatars = await payload.find({ collection: 'avatars', overrideAccess: false, user: { ...bobDoc, collection: 'investors' } as never });
    expect(avatars.docs).toHaveLength(0);
  });
});

describe('the back office', () => {
  it('reviewers and admins read investors and their photos; editors do not; nobody reads hashes or tokens', async () => {
    const { id } = await verifiedInvestor('staff-view');
    const payload = await getPayload({ config });
    const staff = async (role: 'editor' | 'reviewer' | 'admin') => {
      const doc = await payload.create({ collection: 'staff', data: { email: unique(role).email, password: PASSWORD, roles: [role] } });
      return { ...doc, collection: 'staff' } as never;
    };
    const reviewer = await payload.findByID({ collection: 'investors', id, overrideAccess: false, user: await staff('reviewer') });
    expect(reviewer).toMatchObject({ id });
    for (const hidden of ['hash', 'salt', 'resetPasswordToken', 'verificationTokenHash']) expect(reviewer).not.toHaveProperty(hidden);
    expect((await payload.find({ collection: 'avatars', overrideAccess: false, user: await staff('admin') })).docs).toEqual(expect.any(Array));
    await expect(payload.findByID({ collection: 'investors', id, overrideAccess: false, user: await staff('editor') })).rejects.toMatchObject({ status: 403 });
  });
});

describe('GET /study-materials', () => {
  it('lists the Study tab’s materials in the Language header’s locale, Russian filling the gaps', async () => {
    const payload = await getPayload({ config });
    const { totalDocs } = await payload.count({ collection: 'study-materials' });
    if (totalDocs === 0) {
      const doc = await payload.create({
        collection: 'study-materials',
        locale: 'ru',
        data: { title: 'Шаг 1. Сформулируйте проект', kind: 'algorithm', summary: 'Кратко', order: 10 },
      });
      await payload.update({ collection: 'study-materials', id: doc.id, locale: 'en', data: { title: 'Step 1. Describe the project' } });
    }
    const ru = await api<{ items: { title: string; kind: string; summary: string | null }[]; totalCount: number }>('GET', 'study-materials', { headers: { Language: 'ru' } });
    expect(ru.status).toBe(200);
    expect(ru.body.result.totalCount).toBeGreaterThan(0);
    expect(ru.body.result.items[0]).toMatchObject({ kind: expect.stringMatching(/guide|algorithm|video/), title: expect.any(String) });
    const en = await api<{ items: { title: string; summary: string | null }[] }>('GET', 'study-materials', { headers: { Language: 'en' } });
    expect(en.body.result.items[0]!.title).toMatch(/^Step 1/);
    expect(en.body.result.items[0]!.summary).toEqual(expect.any(String));
  });
});
