import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { COMPONENT_TEST_MS, WAIT_MS } from './testing/waits';

const root = fileURLToPath(new URL('.', import.meta.url));
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Never collected: Playwright specs, the API integration suite (its own config), builds and dependencies. */
const exclude = ['**/node_modules/**', '.next*/**', 'e2e/**', 'tests/api/**', 'var/**', 'test-results/**', 'playwright-report/**'];

export default defineConfig({
  root,
  resolve: {
    // Same aliases as tsconfig.json's `paths` (vite-tsconfig-paths is not installed).
    alias: [
      { find: /^@payload-config$/, replacement: at('./cms/payload.config.ts') },
      { find: /^@\//, replacement: root },
      // `import 'server-only'` throws outside a React Server Components bundle; tests load those modules directly.
      { find: /^server-only$/, replacement: at('./testing/empty-module.ts') },
    ],
  },
  esbuild: { jsx: 'automatic' },
  test: {
    setupFiles: ['./vitest.setup.ts'],
    // Every core (Vitest's default leaves one free: one worker on a 2-core CI machine, 69 s instead of 48 s here).
    maxWorkers: availableParallelism(),
    // A guard against a test that hangs, never a speed assertion (component tests have their own, below).
    testTimeout: 15_000,
    // expect.poll waits as long as findBy*/waitFor do (vitest.setup.ts); Vitest's default is one second.
    expect: { poll: { timeout: WAIT_MS } },
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    server: {
      deps: {
        // next-intl's ESM imports `next/server` without an extension, which Node's ESM loader rejects
        // (next has no `exports` map): let Vite resolve and transform it instead.
        inline: ['next-intl', 'use-intl'],
      },
    },
    projects: [
      {
        extends: true,
        test: { name: 'node', environment: 'node', include: ['**/*.test.ts'], exclude },
      },
      {
        extends: true,
        // Component tests render whole forms and type into them: on a loaded machine one takes several times as long.
        test: { name: 'dom', environment: 'jsdom', include: ['**/*.test.tsx'], exclude, testTimeout: COMPONENT_TEST_MS },
      },
    ],
  },
});
