import { readdirSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Next's flat configs (v16 exports arrays: core-web-vitals = base + @next/next CWV rules, typescript =
 * typescript-eslint recommended) plus the import boundaries of docs ARCHITECTURE "Import direction".
 * The `import` plugin is already registered by eslint-config-next (with its TS resolver), so only rules are added here.
 */
const serverOnly = ['./lib/server', './cms'];

/** Every folder under features/, read at lint time so a new feature is fenced in without editing this file. */
const features = (() => {
  try {
    return readdirSync(new URL('./features', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

const config = [
  {
    ignores: [
      '.next*/**',
      'app/(payload)/admin/importMap.js',
      'cms/migrations/**',
      'cms/payload-types.ts',
      'var/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
      'coverage/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    name: 'project/import-boundaries',
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            // UI never reaches the database, Payload or server-only services: it goes through lib/api.
            ...['./components', './features/*/components/**', './app/(site)'].map((target) => ({
              target,
              from: serverOnly,
              message: 'UI code must not import lib/server or cms: read data through lib/api.',
            })),
            // A feature reaches another feature only through that feature's index.ts, the little it offers others
            // (e.g. a query key to invalidate); pages in app/ compose features; shared code moves to components/ or lib/.
            ...features.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
              message:
                "A feature imports another feature only through its index.ts (@/features/<name>); compose features in app/, or move shared code to components/ or lib/.",
            })),
            // components/ is the shared UI below every feature: it knows no feature.
            {
              target: './components',
              from: './features',
              message:
                'components/ must not import features/: compose the feature in app/ (e.g. app/(site)/site-shell.tsx), or register it by name (modals: FeatureModals in components/ui-store.ts).',
            },
            // lib is the bottom layer.
            {
              target: './lib',
              from: ['./app', './features', './components'],
              message: 'lib/ must not depend on app/, features/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use()`, which is not React's hook.
    name: 'project/playwright',
    files: ['e2e/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Component tests render plain anchors as fixtures inside the components under test.
    name: 'project/component-tests',
    files: ['**/*.test.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 'off' },
  },
];

export default config;
