import path from 'node:path';
import { anyone, isAdmin, isEditor } from '../access/roles';
import { env } from '../../lib/platform/env';

/** The folder of a public upload collection (media, documents): `<UPLOADS_DIR>/<name>`. */
export const publicUploadsDir = (name: string) => path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.UPLOADS_DIR, name);

/** Everyone reads the public files; editors and admins upload and replace them, admins delete. */
export const publicUploadAccess = { read: anyone, create: isEditor, update: isEditor, delete: isAdmin };
