import type { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { FileSystemStorage, privateUploadsRoot, setUploadStorage, type UploadStorage } from '@/lib/platform/storage/storage';
import { SAMPLE_PDF, SAMPLE_PNG } from '@/testing/zip';
import ru from '@/messages/ru.json';
import en from '@/messages/en.json';
import { api, verifiedInvestor } from './auth-helpers';
import { count, form, storedFiles } from './submissions-helpers';

const guest = { title: 'Склад', description: 'Описание', name: 'Иван Петров', email: 'guest@example.org', phone: '+7 391 200-00-00', consent: 'true' };
const diskError = (code: string) => Object.assign(new Error(`${code}: simulated`), { code });

/** The real filesystem storage, except that the `failOn`-th file written (1-based) fails with `code` after its first bytes. */
function failingStorage(code: string, failOn = 1): UploadStorage & { written: number } {
  const real = new FileSystemStorage(privateUploadsRoot());
  const wrapper = {
    kind: `failing ${real.kind}`,
    written: 0,
    async put(source: Readable) {
      wrapper.written += 1;
      if (wrapper.written !== failOn) return real.put(source);
      // Reads a little, as a disk that fills up mid-write would, then fails.
      await new Promise<void>((resolve) => source.once('data', () => resolve()));
      source.destroy();
      throw diskError(code);
    },
    get: real.get.bind(real),
    size: real.size.bind(real),
    delete: real.delete.bind(real),
    listOlderThan: real.listOlderThan.bind(real),
  };
  return wrapper;
}

const snapshot = async () => [await count('requests'), await count('attachments'), await count('appeals'), storedFiles().length];

describe('the upload storage out of service', () => {
  afterEach(() => setUploadStorage(null));

  it('a full disk: 503 with Retry-After and a message in the caller’s language, no record, no file', async () => {
    const before = await snapshot();
    setUploadStorage(failingStorage('ENOSPC'));
    const answer = await api<{ message: string }>('POST', 'request/create', { language: 'en', form: form(guest, [['files[0]', 'plan.pdf', SAMPLE_PDF]]) });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ success: false, result: { message: en.errors.storageUnavailable } });
    expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await snapshot()).toEqual(before);
  });

  it('an unwritable folder on the second file: the first file is removed again, nothing saved (Russian by default)', async () => {
    const before = await snapshot();
    const storage = failingStorage('EACCES', 2);
    setUploadStorage(storage);
    const answer = await api<{ message: string }>('POST', 'request/create', {
      form: form(guest, [
        ['files[0]', 'one.pdf', SAMPLE_PDF],
        ['files[1]', 'two.png', SAMPLE_PNG],
      ]),
    });
    expect(answer.status).toBe(503);
    expect(answer.body.result.message).toBe(ru.errors.storageUnavailable);
    expect(storage.written).toBe(2);
    expect(await snapshot()).toEqual(before);
  });

  it('an appeal with a file from a signed-in investor: the same 503, no appeal', async () => {
    const user = await verifiedInvestor('storage-fault');
    const before = await snapshot();
    setUploadStorage(failingStorage('EROFS'));
    const answer = await api('POST', 'message/send', { token: user.token, language: 'en', form: form({ message: 'Вопрос', agreement: 'true' }, [['file[0]', 'a.pdf', SAMPLE_PDF]]) });
    expect(answer.status).toBe(503);
    expect(await snapshot()).toEqual(before);
  });
});
