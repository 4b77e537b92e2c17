import { withPayload } from '@payloadcms/next/withPayload';
import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

export const FRAME_PROTECTION = [
  { key: 'Content-Security-Policy', value: "frame-ancestors 'self'" },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];

const require = createRequire(import.meta.url);

const nextConfig: NextConfig = {
  // A separate build folder lets parallel checkouts and benchmarks build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // The Docker image (Dockerfile) builds with NEXT_OUTPUT=standalone: server.js plus only the traced node_modules.
  // `next start` (npm run portal, tests, benchmarks) keeps the ordinary output.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // Redis when REDIS_URL is set at run time, Next's own file-system cache otherwise (ADR 026): one build for both.
  cacheHandler: require.resolve('./lib/cache/cache-handler.mjs'),
  reactStrictMode: true,
  experimental: {
    globalNotFound: true,
  },
  images: { formats: ['image/avif', 'image/webp'] },
  // Frame protection for every answer (portal, cabinet, admin — the admin's live preview frames its own origin):
  // the CSP directive for current browsers, X-Frame-Options for old ones. The full security headers come later.
  async headers() {
    return [{ source: '/:path*', headers: FRAME_PROTECTION }];
  },
};

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false });
