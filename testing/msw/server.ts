import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** One MSW server for the unit and component tests; vitest.setup.ts starts, resets and closes it. */
export const server = setupServer(...handlers);
