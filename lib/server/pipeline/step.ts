import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One step of the request pipeline (./index.ts lists them in order). It runs on every request of the public server
 * before Next's handler sees it, and may read and change the request and prepare the response. A step that answers
 * the request itself returns 'answered': the steps after it and Next's handler never see that request.
 */
export type Step = (request: IncomingMessage, response: ServerResponse) => void | 'answered';
