import { readdirSync } from 'node:fs';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * Next's flat configs (v16 exports arrays: core-web-vitals = base + @next/next CWV rules, typescript =
 * typescript-eslint recommended) plus the import boundaries of docs/architecture.md ("Layers and imports").
 * The `import` plugin is already registered by eslint-config-next (with its TS resolver), so only rules are added here.
 */
const serverOnly = ['./lib/server', './cms', './lib/platform'];

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
      // Deliberate violations, linted only by tests/lint/layers.test.ts.
      'tests/lint/fixtures/**',
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
              message: 'UI code must not import lib/server, lib/platform or cms: read data through lib/api.',
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
            // Outside lib/server, lib/ is shared by the pages, the back office and the server: it never imports cms/.
            {
              target: ['./lib/*', './lib/!(server)/**'],
              from: './cms',
              message: 'lib/ (outside lib/server) must not import cms/: shared constants and types live in lib/, server plumbing in lib/platform/.',
            },
            // lib/platform is the layer below cms/ and lib/server/ that both stand on (lib/platform/README.md).
            {
              target: './lib/platform',
              from: ['./cms', './lib/server'],
              message: 'lib/platform/ must not import cms/ or lib/server/: it is the layer both of them stand on.',
            },
            // cms/ stands on lib/platform, never on lib/server. lib/server may import cms/ (Payload's config for the one
            // Payload getter, collection constants, and the generated cms/payload-types.ts, which it imports as types
            // only), so an arrow back from cms/ would close a cycle; import/no-cycle below catches any that slips by.
            {
              target: './cms',
              from: './lib/server',
              message: 'cms/ must not import lib/server/: move what both need to lib/platform/ (or lib/ when pages need it too).',
            },
            {
              target: './cms',
              from: ['./app', './components', './features'],
              message: 'cms/ must not import the portal\'s UI: what a hook shares with the pages (routes, tabs, keys) lives in lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycle in cms/ and lib/, where the layers below the pages meet: a cycle between cms/ and lib/server/
    // would bring back the tangle lib/platform/ removed. The rule walks the whole dependency graph of every file it
    // checks, so it is kept to these folders (app/, components/ and features/ are fenced by the zones above).
    // tests/lint/fixtures/ holds the deliberate cycle that tests/lint/layers.test.ts shows this rule refusing.
    name: 'project/no-cycle',
    files: ['{cms,lib}/**/*.{ts,tsx,mts,mjs}', 'tests/lint/fixtures/**/*.ts'],
    // Packages are neither followed (ignoreExternal) nor parsed (import/ignore): the dependency graph the rule builds
    // stays the application's own, which keeps `npm run lint` fast.
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
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
