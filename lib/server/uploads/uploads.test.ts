import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildZip, minimalDocx, minimalXlsx, SAMPLE_EXE, SAMPLE_GIF, SAMPLE_JPG, SAMPLE_PDF, SAMPLE_PNG, zipBombDocx } from '@/testing/zip';

vi.hoisted(() => {
  process.env.PAYLOAD_SECRET ??= 'x'.repeat(32);
});

const { FileSystemStorage } = await import('@/lib/platform/storage/storage');
const { decodeFileName, receiveUpload, withUploads } = await import('./multipart');
const { inspectZip } = await import('./zip');
const { REQUEST_FILE_TYPES, PASSPORT_FILE_TYPES } = await import('@/lib/submissions/types');

let root: string;
let storage: InstanceType<typeof FileSystemStorage>;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'uploads-'));
  storage = new FileSystemStorage(root);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function storedFiles(): Promise<string[]> {
  const found: string[] = [];
  for (const dir of await readdir(root).catch(() => [])) found.push(...(await readdir(path.join(root, dir))));
  return found;
}

type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer | Uint8Array };

function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ('filename' in part) form.append(part.name, new Blob([new Uint8Array(part.data)]), part.filename);
    else form.append(part.name, part.value);
  }
  return new Request('http://localhost/api/v1/request/create', { method: 'POST', body: form });
}

const policy = { fileField: 'files' as const, allowedTypes: REQUEST_FILE_TYPES };

const inspect = (zip: Buffer, limits = { maxEntries: 100, maxInflatedBytes: 10 * 1024 * 1024 }) =>
  inspectZip(
    {
      size: zip.length,
      stream: async (start, end) => Readable.from([zip.subarray(start, end + 1)]),
    },
    limits,
  );

describe('inspectZip', () => {
  it('lists the entries of a sound container and counts what they inflate to', async () => {
    const result = await inspect(minimalDocx());
    expect(result).toMatchObject({ ok: true, names: ['[Content_Types].xml', 'word/document.xml'] });
  });
  it('refuses entries that inflate past the cap, whatever they declare', async () => {
    const result = await inspect(zipBombDocx(20));
    expect(result).toEqual({ ok: false, reason: 'inflates past the cap' });
  });
  it('refuses too many entries, stored entries past the cap, broken and truncated containers', async () => {
    const many = buildZip(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data: 'x' })));
    expect(await inspect(many, { maxEntries: 10, maxInflatedBytes: 1e6 })).toMatchObject({ ok: false, reason: 'too many entries' });
    const stored = buildZip([{ name: 'big', data: Buffer.alloc(2000), store: true }]);
    expect(await inspect(stored, { maxEntries: 10, maxInflatedBytes: 1000 })).toMatchObject({ ok: false });
    const docx = minimalDocx();
    expect((await inspect(docx.subarray(0, docx.length - 30))).ok).toBe(false);
    const corrupt = Buffer.from(docx);
    corrupt.fill(0xff, 40, 60);
    expect((await inspect(corrupt)).ok).toBe(false);
  });
});

describe('decodeFileName', () => {
  it('reads UTF-8 names, drops paths and control characters', () => {
    expect(decodeFileName(Buffer.from('Проект.pdf').toString('latin1'))).toBe('Проект.pdf');
    expect(decodeFileName('a/b\\c\u0000.pdf')).toBe('a_b_c.pdf');
    expect(decodeFileName('')).toBe('file');
  });
});

describe('receiveUpload', () => {
  it('streams allowed files to storage and reads the fields (repeated names kept)', async () => {
    const request = multipart([
      { name: 'title', value: 'Завод' },
      { name: 'form_of_possession', value: 'buy' },
      { name: 'form_of_possession[]', value: 'rent' },
      { name: 'files[0]', filename: 'план.pdf', data: SAMPLE_PDF },
      { name: 'files[1]', filename: 'a.docx', data: minimalDocx() },
      { name: 'files[2]', filename: 'b.xlsx', data: minimalXlsx() },
      { name: 'files[3]', filename: 'c.png', data: SAMPLE_PNG },
      { name: 'files[4]', filename: 'd.jpg', data: SAMPLE_JPG },
    ]);
    const { fields, files } = await receiveUpload(request, policy, storage);
    expect(fields).toEqual({ title: ['Завод'], form_of_possession: ['buy', 'rent'] });
    expect(files.map((file) => [file.name, file.mime])).toEqual([
      ['план.pdf', 'application/pdf'],
      ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['b.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['c.png', 'image/png'],
      ['d.jpg', 'image/jpeg'],
    ]);
    expect(files[0]!.size).toBe(SAMPLE_PDF.length);
    expect((await storedFiles()).sort()).toEqual(files.map((file) => file.key).sort());
  });

  it('a sixth file is refused (422 files) and nothing stays', async () => {
    const parts: Part[] = Array.from({ length: 6 }, (_, i) => ({ name: `files[${i % 5}]`, filename: `${i}.pdf`, data: SAMPLE_PDF }));
    await expect(receiveUpload(multipart(parts), policy, storage)).rejects.toMatchObject({ status: 422, result: { files: ['At most 5 files can be attached.'] } });
    expect(await storedFiles()).toEqual([]);
  });

  it('an .exe renamed .pdf, a gif where only request types are allowed, a png named .pdf: refused by content', async () => {
    for (const [filename, data] of [
      ['setup.pdf', SAMPLE_EXE],
      ['anim.gif', SAMPLE_GIF],
      ['photo.pdf', SAMPLE_PNG],
    ] as const) {
      const request = multipart([
        { name: 'files[0]', filename: 'ok.pdf', data: SAMPLE_PDF },
        { name: 'files[1]', filename, data },
      ]);
      await expect(receiveUpload(request, policy, storage)).rejects.toMatchObject({ status: 422, result: { files: [`The file «${filename}» is not of an allowed type.`] } });
    }
    expect(await storedFiles()).toEqual([]);
    const gif = await receiveUpload(multipart([{ name: 'file[0]', filename: 'anim.gif', data: SAMPLE_GIF }]), { fileField: 'file', allowedTypes: PASSPORT_FILE_TYPES }, storage);
    expect(gif.files[0]!.mime).toBe('image/gif');
  });

  it('a docx zip bomb is refused', async () => {
    vi.stubEnv('UPLOAD_MAX_INFLATED_MB', '100');
    const request = multipart([{ name: 'files[0]', filename: 'bomb.docx', data: zipBombDocx(101) }]);
    await expect(receiveUpload(request, policy, storage)).rejects.toMatchObject({ status: 422 });
    expect(await storedFiles()).toEqual([]);
  });

  it('a file over the size limit is refused with 413 and removed', async () => {
    const request = multipart([
      { name: 'files[0]', filename: 'ok.pdf', data: SAMPLE_PDF },
      { name: 'files[1]', filename: 'big.pdf', data: Buffer.concat([SAMPLE_PDF, Buffer.alloc(300 * 1024)]) },
    ]);
    await expect(receiveUpload(request, { ...policy, maxFileBytes: 200 * 1024 }, storage)).rejects.toMatchObject({
      status: 413,
      result: { message: 'The file «big.pdf» is larger than 0.2 MB.' },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('a body cut off mid-upload fails (400) and leaves no file', async () => {
    const full = multipart([
      { name: 'files[0]', filename: 'ok.pdf', data: SAMPLE_PDF },
      { name: 'files[1]', filename: 'big.pdf', data: Buffer.concat([SAMPLE_PDF, Buffer.alloc(1024 * 1024)]) },
    ]);
    const bytes = new Uint8Array(await full.arrayBuffer());
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(bytes.subarray(0, 600 * 1024));
        } else controller.error(new Error('aborted'));
      },
    });
    const request = new Request('http://localhost/x', { method: 'POST', body, headers: { 'content-type': full.headers.get('content-type')! }, duplex: 'half' } as RequestInit);
    await expect(receiveUpload(request, policy, storage)).rejects.toMatchObject({ status: 400 });
    expect(await storedFiles()).toEqual([]);
  });

  it('a body that simply ends early fails too', async () => {
    const full = multipart([{ name: 'files[0]', filename: 'ok.pdf', data: Buffer.concat([SAMPLE_PDF, Buffer.alloc(100_000)]) }]);
    const bytes = new Uint8Array(await full.arrayBuffer());
    const request = new Request('http://localhost/x', { method: 'POST', body: bytes.subarray(0, 50_000), headers: { 'content-type': full.headers.get('content-type')! } });
    await expect(receiveUpload(request, policy, storage)).rejects.toMatchObject({ status: 400 });
    expect(await storedFiles()).toEqual([]);
  });

  it('withUploads deletes the files when saving fails', async () => {
    const request = multipart([{ name: 'files[0]', filename: 'ok.pdf', data: SAMPLE_PDF }]);
    await expect(
      withUploads(request, policy, async () => {
        expect(await storedFiles()).toHaveLength(1);
        throw new Error('database down');
      }, storage),
    ).rejects.toThrow('database down');
    expect(await storedFiles()).toEqual([]);
  });

  it('urlencoded and JSON bodies carry fields only; an empty file input is ignored', async () => {
    const urlencoded = new Request('http://localhost/x', { method: 'POST', body: new URLSearchParams({ title: 'T', description: 'D' }) });
    expect((await receiveUpload(urlencoded, policy, storage)).fields).toEqual({ title: ['T'], description: ['D'] });
    const json = new Request('http://localhost/x', { method: 'POST', body: JSON.stringify({ a: 1, b: ['x', 'y'], c: null }), headers: { 'content-type': 'application/json' } });
    expect((await receiveUpload(json, policy, storage)).fields).toEqual({ a: ['1'], b: ['x', 'y'], c: [''] });
    const empty = multipart([{ name: 'files[0]', filename: '', data: new Uint8Array(0) }, { name: 'title', value: 'T' }]);
    expect(await receiveUpload(empty, policy, storage)).toEqual({ fields: { title: ['T'] }, files: [] });
    const text = new Request('http://localhost/x', { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } });
    await expect(receiveUpload(text, policy, storage)).rejects.toMatchObject({ status: 415 });
  });

  it('storage: keys are random hex, get/size/delete; foreign keys are refused', async () => {
    const { key, size } = await storage.put(Readable.from([Buffer.from('hello')]));
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(size).toBe(5);
    expect(await storage.size(key)).toBe(5);
    const chunks: Buffer[] = [];
    for await (const chunk of (await storage.get(key, { start: 1, end: 3 }))!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('ell');
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
  });
});

describe('file names', () => {
  it('a quote the browser escaped as %22 comes back', () => {
    expect(decodeFileName('Отчёт %22итог%22.pdf')).toBe('Отчёт "итог".pdf');
  });

  it.each(['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c'])(
    'bidirectional formatting character %j is dropped, whether the name came as UTF-8 bytes or as text',
    (bidi) => {
      const name = `invoice${bidi}fdp.exe`;
      expect(decodeFileName(name)).toBe('invoicefdp.exe');
      expect(decodeFileName(Buffer.from(`счёт${bidi}.pdf`).toString('latin1'))).toBe('счёт.pdf');
    },
  );
});

describe('field names that every object inherits', () => {
  /** The form's outcome, or 'timeout': a form that never settles must fail the test, not hang it. */
  const outcome = <T>(promise: Promise<T>) =>
    Promise.race([promise.then((value) => ({ value }), (error: unknown) => ({ error })), new Promise<'timeout'>((resolve) => setTimeout(resolve, 5000, 'timeout'))]);

  for (const name of [...Object.getOwnPropertyNames(Object.prototype), 'prototype', 'files[__proto__]', 'files[constructor]']) {
    it(`a field «${name}» after a file is a field like any other; only the form's own file is stored`, async () => {
      const request = multipart([
        { name: 'files[0]', filename: 'ok.pdf', data: SAMPLE_PDF },
        { name, value: 'x' },
        { name, value: 'y' },
        { name: 'title', value: 'T' },
      ]);
      const result = await outcome(receiveUpload(request, policy, storage));
      if (result === 'timeout' || 'error' in result) throw new Error(`the form did not resolve: ${result === 'timeout' ? result : String(result.error)}`);
      const { fields, files } = result.value;
      expect(Object.getOwnPropertyDescriptor(fields, name)?.value).toEqual(['x', 'y']);
      expect(fields.title).toEqual(['T']);
      expect(await storedFiles()).toEqual(files.map((file) => file.key));
    });

    it(`a JSON key «${name}» is an own field and sets no prototype`, async () => {
      const body = `{${JSON.stringify(name)}: ["x"], "title": "T"}`;
      const json = new Request('http://localhost/x', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
      const { fields } = await receiveUpload(json, policy, storage);
      expect(Object.getOwnPropertyDescriptor(fields, name)?.value).toEqual(['x']);
      expect(Object.getPrototypeOf(fields)).toBeNull();
      expect(fields.title).toEqual(['T']);
    });
  }
});
