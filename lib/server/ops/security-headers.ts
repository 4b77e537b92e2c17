import type { IncomingMessage } from 'node:http';
import type { Step } from '../pipeline/step';

/**
 * The security headers of every answer — pages, the API, file downloads, Next's assets and the back office —
 * set on the Node response before Next handles the request (a step of ../pipeline/index.ts), so they are decided at run time (PUBLIC_URL, the
 * map's and the provider API's origins, HTTPS behind a proxy) by one build for any deployment.
 * Why 'unsafe-inline' for scripts and not hashes or a nonce: docs/decisions/025-security-headers-faults-operations.md.
 */
export type HeaderEnv = {
  PUBLIC_URL?: string;
  API_BASE_URL?: string;
  MAP_STYLE_URL?: string;
  MAP_TILES_URL?: string;
  TRUSTED_PROXY_HOPS?: string;
};

export type AnswerKind = 'page' | 'preview' | 'admin' | 'api';

/**
 * `/admin…` is Payload's back office; `/api/…` (ours and Payload's) answers JSON or files; `/preview/…` (in any
 * language) is the back office's preview of a draft, framed by the admin; everything else a page or an asset.
 */
export function answerKind(path: string): AnswerKind {
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (/^(?:\/(?:ru|en|tr|zh))?\/preview(?:\/|$)/.test(path)) return 'preview';
  return 'page';
}

/** The origin of a configured URL (a tile template's `{z}` braces allowed), or null. */
function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.replace(/[{}]/g, ''));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

const directives = (entries: [string, ...string[]][]) => entries.map((entry) => entry.join(' ')).join('; ');

export function contentSecurityPolicy(kind: AnswerKind, env: HeaderEnv, https: boolean): string {
  if (kind === 'api') {
    // JSON and files: nothing in them may run or load, even an SVG or HTML opened directly. Framed only by the portal
    // itself (the back office previews media). No `sandbox`: Chromium refuses to show a PDF in a sandboxed document.
    return directives([['default-src', "'none'"], ['frame-ancestors', "'self'"], ['base-uri', "'none'"], ['form-action', "'none'"]]);
  }
  const mapOrigins = [originOf(env.MAP_STYLE_URL), originOf(env.MAP_TILES_URL)].filter((origin): origin is string => !!origin);
  const apiOrigin = originOf(env.API_BASE_URL);
  const connect = ["'self'", ...mapOrigins, ...(apiOrigin ? [apiOrigin] : [])];
  const common: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // Next's inline RSC payload and bootstrap scripts differ per page and per content edit (see the ADR).
    ['script-src', "'self'", "'unsafe-inline'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...mapOrigins],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...new Set(connect)],
    // The map library starts its worker from a blob: URL.
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['form-action', "'self'"],
  ];
  if (kind === 'admin') {
    // Payload's live preview and document drawers frame the portal's own pages.
    common.push(['frame-src', "'self'"], ['base-uri', "'self'"], ['frame-ancestors', "'self'"]);
  } else {
    // Editors embed videos from YouTube (no-cookie), Rutube, VK or any https page (features/video/video-source.ts).
    // A preview is framed by the back office's live preview (same origin); no other page is ever framed.
    const ancestors = kind === 'preview' ? "'self'" : "'none'";
    common.push(['frame-src', 'https:'], ['media-src', "'self'", 'https:', 'blob:'], ['base-uri', "'none'"], ['frame-ancestors', ancestors]);
  }
  if (https) common.push(['upgrade-insecure-requests']);
  return directives(common);
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), browsing-topics=()';
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers for an answer of this kind; HSTS only when the visitor came over HTTPS. */
export function securityHeaders(kind: AnswerKind, env: HeaderEnv, https: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(kind, env, https),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': kind === 'page' ? 'DENY' : 'SAMEORIGIN',
    // A draft's preview is never indexed, whatever its answer (the page, the 404 a visitor gets, an error).
    ...(kind === 'preview' ? { 'X-Robots-Tag': 'noindex, nofollow' } : {}),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  if (https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

export const trustedProxyHops = (env: HeaderEnv) => {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
};

/**
 * Whether the visitor's connection is HTTPS: the portal's public address is https (TLS ends in front of it), or a
 * trusted proxy (TRUSTED_PROXY_HOPS, docs/decisions/012-client-address.md) says so in X-Forwarded-Proto. Without a
 * trusted proxy a client's X-Forwarded-Proto is ignored.
 */
export function servedOverHttps(request: Pick<IncomingMessage, 'headers' | 'socket'>, env: HeaderEnv): boolean {
  if (env.PUBLIC_URL?.startsWith('https://')) return true;
  if ((request.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  if (!trustedProxyHops(env)) return false;
  const forwarded = request.headers['x-forwarded-proto'];
  const value = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim().toLowerCase();
  return value === 'https';
}

/** The pipeline's step (../pipeline/index.ts): the headers on every answer, computed once per kind and scheme. */
export function securityHeadersStep(env: HeaderEnv = process.env as HeaderEnv): Step {
  const cache = new Map<string, Record<string, string>>();
  return (request, response) => {
    const kind = answerKind((request.url ?? '/').split('?')[0]!);
    const https = servedOverHttps(request, env);
    const key = `${kind}:${https}`;
    let headers = cache.get(key);
    if (!headers) {
      headers = securityHeaders(kind, env, https);
      cache.set(key, headers);
    }
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  };
}
