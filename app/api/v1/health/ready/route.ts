import { handle, methodNotAllowed } from '@/lib/server/http';
import { readinessAnswer } from '@/lib/server/ops/readiness';

export const dynamic = 'force-dynamic';

/** Readiness: the database answers (503 while it does not). For the load balancer's routing decisions. */
export const GET = handle(readinessAnswer);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
