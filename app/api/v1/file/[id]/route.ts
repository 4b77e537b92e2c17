import { handle, methodNotAllowed } from '@/lib/server/http';
import { idParam } from '@/lib/server/submissions/common';
import { openFile } from '@/lib/server/submissions/files';

type Context = { params: Promise<{ id: string }> };

/** GET /file/{id} (our addition): an attachment, to its owner (bearer or cookie) or reviewing staff (admin session). */
export const GET = handle<Context>(async (request, { params }) => openFile(request, idParam((await params).id)));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
