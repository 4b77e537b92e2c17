import { crc32, deflateRawSync } from 'node:zlib';

/**
 * Builds a ZIP (docx/xlsx) in memory for tests: each entry deflated, or stored when `store` is set.
 * `declaredSize` lets a test lie about an entry's uncompressed size (the inspector must not believe it).
 */
export type ZipEntry = { name: string; data: Buffer | string; store?: boolean; declaredSize?: number };

export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data);
    const compressed = entry.store ? data : deflateRawSync(data);
    const name = Buffer.from(entry.name);
    const method = entry.store ? 0 : 8;
    const crc = crc32(data);
    const size = entry.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** A minimal docx (enough for the content check). */
export const minimalDocx = (extra: ZipEntry[] = []) =>
  buildZip([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'word/document.xml', data: '<w:document/>' }, ...extra]);

export const minimalXlsx = () => buildZip([{ name: '[Content_Types].xml', data: CONTENT_TYPES }, { name: 'xl/workbook.xml', data: '<workbook/>' }]);

/** A docx whose one entry inflates to `megabytes` MB of zeros (a few hundred KB compressed), declaring 1 KB. */
export const zipBombDocx = (megabytes: number) =>
  minimalDocx([{ name: 'word/media/bomb.bin', data: Buffer.alloc(megabytes * 1024 * 1024), declaredSize: 1024 }]);

/** Small valid files of each kind. */
export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const SAMPLE_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0ab4b0000000049454e44ae426082',
  'hex',
);
export const SAMPLE_JPG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);
export const SAMPLE_GIF = Buffer.from('474946383961010001000000002c00000000010001000002024401003b', 'hex');
/** A Windows executable's head ("MZ"… "PE"). */
export const SAMPLE_EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(44), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from('PE\0\0', 'latin1'), Buffer.alloc(200)]);
