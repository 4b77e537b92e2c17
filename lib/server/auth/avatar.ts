import 'server-only';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AUTH_MESSAGES as M, AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/auth/schemas/messages';
import { fieldError } from '@/lib/server/http';

/** Side of the stored photo at most, in pixels. */
export const AVATAR_SIDE = 512;

/**
 * Checks an uploaded photo by its content (JPEG, PNG or WebP magic bytes, at most 5 MB), then re-encodes it:
 * EXIF orientation applied, at most 512 px, WebP, every metadata block (EXIF, GPS, ICC comments) dropped.
 * A file that only claims to be an image, or that sharp cannot decode, is refused with 422 `result.image`.
 */
export async function reencodeAvatar(file: File): Promise<Buffer> {
  if (file.size > AVATAR_MAX_BYTES) throw fieldError(422, 'image', M.imageSize);
  const input = Buffer.from(await file.arrayBuffer());
  if (input.byteLength > AVATAR_MAX_BYTES) throw fieldError(422, 'image', M.imageSize);
  const type = await fileTypeFromBuffer(input);
  if (!type || !(AVATAR_TYPES as readonly string[]).includes(type.mime)) throw fieldError(422, 'image', M.imageType);
  try {
    return await sharp(input, { limitInputPixels: 50_000_000, failOn: 'error', animated: false })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw fieldError(422, 'image', M.imageType);
  }
}
