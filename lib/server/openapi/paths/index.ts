import 'server-only';
import type { PathEntries } from '../registry';
import { accountPaths } from './accounts';
import { contentPaths } from './content';
import { searchPaths } from './search';
import { servicePaths } from './service';
import { submissionPaths } from './submissions';

/** Every path of /api/v1 and its operations: one entry per method a route file serves (./coverage.test.ts). */
export const API_PATHS: PathEntries = { ...contentPaths, ...accountPaths, ...submissionPaths, ...searchPaths, ...servicePaths };
