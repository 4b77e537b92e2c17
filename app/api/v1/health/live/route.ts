import { ok } from '@/lib/server/envelope';
import { handle, methodNotAllowed } from '@/lib/server/http';

export const dynamic = 'force-dynamic';

/** Liveness: the process serves requests (no database call). A supervisor restarts the instance only when this fails. */
export const GET = handle(async () => ok({ status: 'ok', uptime: Math.round(process.uptime()) }, { headers: { 'Cache-Control': 'no-store' } }));

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
