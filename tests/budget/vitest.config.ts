import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The budget over the real production build (`*.build-test.ts`): `npm test` runs it right after its one `next build`
 * (scripts/test-all.sh), on that build's folder ($NEXT_DIST_DIR or .next). Not part of `npx vitest run`, which runs
 * before any build exists.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: { environment: 'node', include: ['tests/budget/**/*.build-test.ts'], testTimeout: 60_000 },
});
