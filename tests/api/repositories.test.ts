import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadClient } from '@/lib/server/payload';
import * as appeals from '@/lib/server/repositories/appeals';
import * as attachments from '@/lib/server/repositories/attachments';
import * as registrations from '@/lib/server/repositories/event-registrations';
import * as favourites from '@/lib/server/repositories/favourites';
import type { Owner } from '@/lib/server/repositories/owner';
import * as passports from '@/lib/server/repositories/passports';
import * as requests from '@/lib/server/repositories/requests';
import * as savedSearches from '@/lib/server/repositories/saved-searches';
import { inTransaction } from '@/lib/server/repositories/transaction';
import { verifiedInvestor } from './auth-helpers';
import { reviewer } from './submissions-helpers';

/**
 * The repositories are the only code that reads and writes investors' private records with overrideAccess: each
 * takes whom it works for and limits every read and write to that owner's records. Here investor A owns one
 * record of each kind and investor B asks for it every way the repository offers: B reads, lists, changes and
 * deletes nothing of A's, and A's records are as they were.
 */

let a: Owner;
let b: Owner;
let fileSerial = 0;

const newFile = () => ({ key: `repository-test-${Date.now().toString(36)}-${(fileSerial += 1)}`, name: 'plan.pdf', size: 10, mime: 'application/pdf' });

beforeAll(async () => {
  const [first, second] = [await verifiedInvestor('repo-a'), await verifiedInvestor('repo-b')];
  a = { user: { id: first.id } };
  b = { user: { id: second.id } };
});

async function requestOf(owner: Owner | null, title: string) {
  return inTransaction(async (tx) => {
    const files = await attachments.createAttachments(owner, [newFile()], 'request', tx);
    return requests.createRequest(
      owner,
      { title, description: 'Описание', contactName: 'Иванов Иван', contactEmail: 'a@example.org', contactPhone: '+7 391 200-00-00', locale: 'ru', files },
      tx,
    );
  });
}

describe('requests repository', () => {
  it("another investor neither finds nor lists the owner's request", async () => {
    const mine = await requestOf(a, 'Заявка A');
    expect(await requests.findOwnRequest(a, mine.id)).toMatchObject({ id: mine.id, title: 'Заявка A', status: 'pending' });
    expect(await requests.findOwnRequest(b, mine.id)).toBeNull();
    const listed = await requests.listOwnRequests(b, { page: 1, limit: 100 });
    expect(listed.docs.map((doc) => doc.id)).not.toContain(mine.id);
    expect((await requests.listOwnRequests(a, { page: 1, limit: 100 })).docs.map((doc) => doc.id)).toContain(mine.id);
  });

  it('a guest request has no owner: no investor reads it back', async () => {
    const guest = await requestOf(null, 'Заявка гостя');
    expect(await requests.findOwnRequest(a, guest.id)).toBeNull();
    expect(await requests.findOwnRequest(b, guest.id)).toBeNull();
  });
});

describe('passports repository', () => {
  it("another investor neither reads, sees, creates, nor changes the owner's passport", async () => {
    const request = await requestOf(a, 'Заявка с паспортом');
    const passport = await inTransaction((tx) => passports.createPassport(a, request.id, { company_name: 'ООО «А»', files: [] }, tx));
    expect(passport).toMatchObject({ company_name: 'ООО «А»' });

    expect(await passports.passportOfRequest(b, request.id)).toBeNull();
    expect([...(await passports.requestsWithPassport(b, [request.id]))]).toEqual([]);
    expect(await inTransaction((tx) => passports.updatePassport(b, passport!.id, { company_name: 'ООО «Б»', files: [] }, tx))).toBeNull();
    // A request of someone else's cannot get a passport of B's either.
    const other = await requestOf(a, 'Вторая заявка');
    expect(await inTransaction((tx) => passports.createPassport(b, other.id, { company_name: 'ООО «Б»', files: [] }, tx))).toBeNull();

    expect(await passports.passportOfRequest(a, request.id)).toMatchObject({ id: passport!.id, company_name: 'ООО «А»' });
    expect(await passports.passportOfRequest(a, other.id)).toBeNull();
    expect([...(await passports.requestsWithPassport(a, [request.id, other.id]))]).toEqual([request.id]);
  });
});

describe('appeals repository', () => {
  it("another investor does not list the owner's appeal", async () => {
    const appeal = await inTransaction((tx) => appeals.createAppeal(a, { message: 'Обращение A', agreementAt: new Date().toISOString(), locale: 'ru', files: [] }, tx));
    expect((await appeals.listOwnAppeals(b, { page: 1, limit: 100 })).docs.map((doc) => doc.id)).not.toContain(appeal.id);
    expect((await appeals.listOwnAppeals(a, { page: 1, limit: 100 })).docs.map((doc) => doc.id)).toContain(appeal.id);
  });
});

describe('attachments repository', () => {
  it("another investor neither reads nor removes the owner's file; reviewing staff read it", async () => {
    const [id] = await inTransaction((tx) => attachments.createAttachments(a, [newFile()], 'appeal', tx));
    expect(await attachments.ownAttachment(b, id!)).toBeNull();
    expect(await inTransaction((tx) => attachments.removeAttachmentRecords(b, [id!], tx))).toEqual([]);

    expect(await attachments.ownAttachment(a, id!)).toMatchObject({ id, name: 'plan.pdf', mime: 'application/pdf' });
    const staff = await reviewer();
    expect(await attachments.attachmentForStaff(staff.user, id!)).toMatchObject({ id, name: 'plan.pdf' });
    // Staff whom the collection's read access does not let in (an editor) get nothing either.
    const editor = await staff.payload.create({
      collection: 'staff',
      data: { email: `repo-editor-${Date.now().toString(36)}@example.org`, password: 'editor-pass-42', roles: ['editor'], name: 'Редактор' },
      overrideAccess: true,
      depth: 0,
    });
    expect(await attachments.attachmentForStaff({ ...editor, collection: 'staff' }, id!)).toBeNull();

    const removed = await inTransaction((tx) => attachments.removeAttachmentRecords(a, [id!], tx));
    expect(removed).toHaveLength(1);
    expect(await attachments.ownAttachment(a, id!)).toBeNull();
  });
});

describe('favourites repository', () => {
  it("another investor reads, lists, changes and deletes nothing of the owner's folders and pages", async () => {
    const folder = await favourites.createFolder(a, 'Папка A');
    const item = await favourites.createItem(a, folder.id, { page_url: '/news/1', page_title: 'Новость', page_image: null, comment: null });
    expect(item).toMatchObject({ page_url: '/news/1', comment: null });

    expect(await favourites.findFolder(b, folder.id)).toBeNull();
    expect((await favourites.listFolders(b, { page: 1, limit: 100 })).docs.map((doc) => doc.id)).not.toContain(folder.id);
    expect(await favourites.countItems(b, folder.id)).toBe(0);
    expect((await favourites.listItems(b, folder.id, { page: 1, limit: 100 })).docs).toEqual([]);
    expect(await favourites.firstItemFor(b, folder.id, '/news/1')).toBeNull();
    expect(await favourites.foldersHolding(b, '/news/1')).not.toContain(folder.id);
    expect(await favourites.renameFolder(b, folder.id, 'Папка Б')).toBeNull();
    expect(await favourites.createItem(b, folder.id, { page_url: '/news/2', page_title: 'Чужая', page_image: null, comment: null })).toBeNull();
    expect(await favourites.setItemComment(b, folder.id, item!.id, 'Чужой комментарий')).toBeNull();
    expect(await favourites.deleteItem(b, folder.id, item!.id)).toBe(false);
    expect(await favourites.deleteFolder(b, folder.id)).toBe(false);

    expect(await favourites.findFolder(a, folder.id)).toMatchObject({ id: folder.id, title: 'Папка A' });
    expect(await favourites.countItems(a, folder.id)).toBe(1);
    expect((await favourites.listItems(a, folder.id, { page: 1, limit: 100 })).docs).toEqual([expect.objectContaining({ id: item!.id, comment: null })]);
    expect(await favourites.foldersHolding(a, '/news/1')).toContain(folder.id);
    expect(await favourites.deleteFolder(a, folder.id)).toBe(true);
    expect(await favourites.findFolder(a, folder.id)).toBeNull();
  });
});

describe('saved searches repository', () => {
  it("another investor reads, lists, counts, changes and deletes nothing of the owner's saved search", async () => {
    const before = await savedSearches.countSavedSearches(b);
    const mine = await savedSearches.createSavedSearch(a, { name: 'Поиск A', kind: 'sites', query: 'areaHa=5', unsubscribeTokenHash: 'f'.repeat(64), unsubscribeTokenSealed: 'sealed' });
    expect(await savedSearches.findSavedSearch(b, mine.id)).toBeNull();
    expect((await savedSearches.listSavedSearches(b, { page: 1, limit: 100 })).docs.map((doc) => doc.id)).not.toContain(mine.id);
    expect(await savedSearches.countSavedSearches(b)).toBe(before);
    expect(await savedSearches.updateSavedSearch(b, mine.id, { name: 'Поиск Б', paused: true })).toBeNull();
    expect(await savedSearches.deleteSavedSearch(b, mine.id)).toBe(false);

    expect(await savedSearches.findSavedSearch(a, mine.id)).toMatchObject({ id: mine.id, name: 'Поиск A', paused: false });
    // The token's holder reaches that one search, as its owner.
    const opened = await savedSearches.byUnsubscribeHash('f'.repeat(64));
    expect(opened?.search.id).toBe(mine.id);
    expect(opened?.owner).toEqual(a);
    expect(await savedSearches.byUnsubscribeHash('e'.repeat(64))).toBeNull();
    expect(await savedSearches.deleteSavedSearch(a, mine.id)).toBe(true);
    expect(await savedSearches.findSavedSearch(a, mine.id)).toBeNull();
  });
});

describe('event registrations repository', () => {
  let eventId: number;
  const mine = { email: `repo-registrant-${Date.now().toString(36)}@example.org` };
  const theirs = { email: `repo-other-${Date.now().toString(36)}@example.org` };

  beforeAll(async () => {
    const payload = await payloadClient();
    const { docs } = await payload.find({ collection: 'events', limit: 1, depth: 0, overrideAccess: true, select: { slug: true } });
    eventId = docs[0]!.id;
  });

  afterAll(async () => {
    await registrations.withdraw(mine, eventId);
  });

  it("another registrant neither sees nor withdraws the registrant's registration; the public sees only the count", async () => {
    const before = await registrations.registrationCount(eventId);
    const fields = {
      surname: 'Петров',
      name: 'Иван',
      patronymic: 'Сергеевич',
      phone: '+7 391 200-00-00',
      organization: 'ООО «Енисей»',
      inn: '2466010657',
      dolgnost: 'Директор',
      profile: 'Лесопереработка',
      target: 'Поиск площадки',
      production: 'Пиломатериалы',
    };
    const created = await registrations.register(mine, eventId, fields, 'ru');
    expect(await registrations.isRegistered(mine, eventId)).toBe(true);
    expect(await registrations.isRegistered(theirs, eventId)).toBe(false);

    await registrations.withdraw(theirs, eventId);
    expect(await registrations.isRegistered(mine, eventId)).toBe(true);
    expect(await registrations.registrationCount(eventId)).toBe(before + 1);
    expect(await registrations.placeInQueue(eventId, created.id)).toBeGreaterThanOrEqual(1);

    await registrations.withdraw(mine, eventId);
    expect(await registrations.isRegistered(mine, eventId)).toBe(false);
    expect(await registrations.registrationCount(eventId)).toBe(before);
  });
});
