import { handle, methodNotAllowed } from '@/lib/server/http';
import { readinessAnswer } from '@/lib/server/ops/readiness';

export const dynamic = 'force-dynamic';

/** Readiness, kept under its first address for the e2e harness and older probes (same as /health/ready). */
export const GET = handle(readinessAnswer);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
