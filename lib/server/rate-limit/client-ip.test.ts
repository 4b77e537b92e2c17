import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { peerAddressStep } from '../peer-address';
import { clientIp, trustedProxyHops } from '@/lib/platform/rate-limit/client-ip';

describe('clientIp', () => {
  const request = (headers: Record<string, string>) => new Request('http://x/', { headers });

  it('without a trusted proxy, X-Forwarded-For cannot pick the key: the socket address is used', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '');
    const step = peerAddressStep();
    const arrive = (incoming: object) => step(incoming as IncomingMessage, {} as ServerResponse);
    const incoming = { headers: {} as Record<string, string>, socket: { remoteAddress: '192.0.2.10' } };
    arrive(incoming);
    const [name, value] = Object.entries(incoming.headers)[0]!;
    expect(value).toBe('192.0.2.10');
    expect(clientIp(request({ [name]: value, 'x-forwarded-for': '203.0.113.7' }))).toBe('192.0.2.10');
    expect(clientIp(request({ [name]: value, 'x-forwarded-for': '203.0.113.8' }))).toBe('192.0.2.10');
    // A client cannot bring its own copy of the header: the server overwrites it.
    const spoofed = { headers: { [name]: '203.0.113.9' }, socket: { remoteAddress: '192.0.2.11' } };
    arrive(spoofed);
    expect(spoofed.headers[name]).toBe('192.0.2.11');
  });

  it('behind N trusted proxies, the entry the outermost proxy added; what the client wrote is ignored', () => {
    vi.stubEnv('TRUSTED_PROXY_HOPS', '1');
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.7, 198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.8, 198.51.100.4' }))).toBe('198.51.100.4');
    vi.stubEnv('TRUSTED_PROXY_HOPS', '2');
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.7, 198.51.100.4, 10.0.0.2' }))).toBe('198.51.100.4');
    expect(trustedProxyHops()).toBe(2);
    vi.stubEnv('TRUSTED_PROXY_HOPS', 'lots');
    expect(trustedProxyHops()).toBe(0);
  });
});
