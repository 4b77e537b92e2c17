import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // A separate build folder lets parallel checkouts and benchmarks build side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    globalNotFound: true,
  },
  // The test script has run `tsc --noEmit` before it builds: no second type check there (everywhere else the build checks).
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  images: { formats: ['image/avif', 'image/webp'] },
  // Security headers (CSP, HSTS, nosniff…) are set at run time on every answer by instrumentation.ts
  // (lib/server/ops/security-headers.ts, docs/decisions/025-security-headers-faults-operations.md), not here:
  // next.config's headers() are fixed at build time.
};

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false });
