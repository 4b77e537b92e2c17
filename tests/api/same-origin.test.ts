import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, verifiedInvestor } from './auth-helpers';

/**
 * A write authenticated by the session cookie alone must come from the portal's own origin (lib/server/auth/caller.ts
 * isSameOriginWrite). X-Forwarded-Host counts as this request's host only behind a trusted proxy
 * (TRUSTED_PROXY_HOPS > 0): without one, a client that names its own site there is still refused.
 */
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('X-Forwarded-Host in the same-origin check of cookie writes', () => {
  it('ignored without a trusted proxy, taken from one', async () => {
    const { token, ip } = await verifiedInvestor('forwarded-host');
    const cookie = `portal_session=${token}`;
    const update = (headers: Record<string, string>) => {
      const form = new FormData();
      form.append('company', 'АО «Енисей»');
      return api<{ message: string }>('POST', 'user/update', { cookie, ip, form, headers });
    };
    const spoofed = { Origin: 'https://evil.example', 'X-Forwarded-Host': 'evil.example' };

    vi.stubEnv('TRUSTED_PROXY_HOPS', '0');
    const refused = await update(spoofed);
    expect(refused.status).toBe(403);
    expect(refused.body.result.message).toBe('Cross-site request refused.');
    expect((await update({ Origin: 'http://localhost:3104' })).status).toBe(200);

    // Behind the proxy, the host it forwarded is the one the browser saw.
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect((await update({ Origin: 'https://invest.example.org', 'X-Forwarded-Host': 'invest.example.org' })).status).toBe(200);
    expect((await update({ Origin: 'https://evil.example', 'X-Forwarded-Host': 'invest.example.org' })).status).toBe(403);
  });
});
