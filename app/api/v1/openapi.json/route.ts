import { handle, methodNotAllowed } from '@/lib/server/http';
import { apiDocument } from '@/lib/server/openapi/document';

/**
 * GET /openapi.json: the API's OpenAPI 3.1 description, as the document itself (tools read it as it is, so it is not
 * wrapped in the envelope). Made from the handlers' own schemas (lib/server/openapi); anyone may read and cache it.
 */
export const GET = handle(async () =>
  Response.json(apiDocument(), { headers: { 'Cache-Control': 'public, max-age=300', 'Access-Control-Allow-Origin': '*' } }),
);

export const { POST, PUT, PATCH, DELETE } = methodNotAllowed(['GET']);
