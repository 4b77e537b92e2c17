import { withPayload } from '@payloadcms/next/withPayload';
import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { adminOnlyClientHints } from './lib/admin-client-hints.mjs';
import { ROOT_REWRITE, UNPREFIXED_REWRITE } from './lib/locale-rewrite.mjs';

// Messages are precompiled at build time (next-intl's catalog loader): the browser formats them without shipping the
// ICU parser (about 12 KB gzip on every page, docs/decisions/024). Code that reads messages/*.json inside the app gets
// the compiled form: translate through next-intl (createTranslator, getTranslations), never by reading strings.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const require = createRequire(import.meta.url);

const nextConfig: NextConfig = {
  // A separate build folder lets parallel checkouts and benchmarks build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The Docker image (Dockerfile) builds with NEXT_OUTPUT=standalone: server.js plus only the traced node_modules.
  // `next start` (npm run portal, tests, benchmarks) keeps the ordinary output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole page (FNV-1a over ~150 KB of HTML, in JavaScript) on every request, about a
  // third of the CPU a cached page costs (docs/decisions/024). Pages carry s-maxage and are small once gzipped.
  generateEtags: false,
  // Redis when REDIS_URL is set at run time, Next's own file-system cache otherwise (ADR 026): one build for both.
  cacheHandler: require.resolve('./lib/cache/cache-handler.mjs'),
  reactStrictMode: true,
  experimental: {
    globalNotFound: true,
  },
  // The test script has run `tsc --noEmit` before it builds: no second type check there (everywhere else the build checks).
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  images: { formats: ['image/avif', 'image/webp'] },
  // An unprefixed address is Russian: /news is served by /ru/news, and the root by /ru when the proxy has not detected
  // another language. Checked after the app's files and before its dynamic routes, so /robots.txt, /api/… and /en/…
  // are untouched (lib/locale-rewrite.mjs).
  async rewrites() {
    return { beforeFiles: [], afterFiles: [ROOT_REWRITE, UNPREFIXED_REWRITE], fallback: [] };
  },
  // Security headers (CSP, HSTS, nosniff…) are set at run time on every answer by instrumentation.ts
  // (lib/server/ops/security-headers.ts, docs/decisions/025-security-headers-faults-operations.md), not here:
  // next.config's headers() are fixed at build time.
};

/**
 * Payload's `withPayload` adds `Accept-CH`, `Critical-CH` and `Vary: Sec-CH-Prefers-Color-Scheme` to every address: its
 * back office picks its colour scheme from the hint. On the portal's pages Chromium restarted the first navigation to
 * send the hint (two document requests per first visit), and the API varied by it for nothing. Its rules that carry
 * client hints apply to /admin only (lib/admin-client-hints.mjs).
 */
export default adminOnlyClientHints(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }));
