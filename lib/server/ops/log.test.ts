import { afterEach, describe, expect, it } from 'vitest';
import { isSecretKey, log, redact, redactUrl, setLogSink } from './log';

describe('structured logs never carry secrets', () => {
  afterEach(() => setLogSink(null));

  it('replaces secret values at any depth and in any spelling of the key', () => {
    const out = redact({
      email: 'investor@example.org',
      password: 'hunter2-secret',
      newPassword: 'x',
      headers: { Authorization: 'Bearer abc.def', cookie: 'payload-token=abc', 'x-api-key': 'k', accept: 'text/html' },
      nested: [{ token: 't', refresh_token: 'r', PAYLOAD_SECRET: 's', SMTP_PASS: 'p', sessionId: 'sid' }],
    }) as Record<string, unknown>;
    const text = JSON.stringify(out);
    for (const secret of ['hunter2-secret', 'Bearer abc.def', 'payload-token=abc', '"k"', '"t"', '"r"', '"s"', '"p"', 'sid']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('investor@example.org');
    expect(text).toContain('text/html');
  });

  it('redacts tokens in paths and secret query parameters', () => {
    expect(redactUrl('/api/v1/auth/password-recovery/reset-password/abc123?x=1')).toBe('/api/v1/auth/password-recovery/reset-password/[redacted]?x=1');
    expect(redactUrl('/api/v1/auth/verify/abc123')).toBe('/api/v1/auth/verify/[redacted]');
    expect(redactUrl('/verification?token=secret-t&lang=en')).toBe('/verification?token=%5Bredacted%5D&lang=en');
    expect(redactUrl('/news?page=2')).toBe('/news?page=2');
    expect(redactUrl('/api/v1/search?q=Ivan%20Petrov%20ivan%40example.org&page=2')).toBe('/api/v1/search?q=%5Bredacted%5D&page=2');
    expect(redactUrl('/en/search?q=ihracat&type=news')).toBe('/en/search?q=%5Bredacted%5D&type=news');
  });

  it('logs an error with its code and cause, bounded, and the cause redacted too', () => {
    const lines: string[] = [];
    setLogSink((line) => lines.push(line));
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', password: 'pw' });
    log('error', 'api.failed', { requestId: 'r-1', error: new Error('query failed', { cause }), body: { password: 'pw-in-body' } });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: 'error', event: 'api.failed', requestId: 'r-1', error: { message: 'query failed', cause: { code: 'ECONNREFUSED' } } });
    expect(entry.time).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(lines[0]).not.toContain('pw-in-body');
    expect(lines[0]).not.toContain('"pw"');
  });

  it('keeps a key named __proto__ as a plain entry, never as the copy\'s prototype', () => {
    const hostile = JSON.parse('{"__proto__": {"polluted": true, "password": "x"}, "path": "/news"}') as Record<string, unknown>;
    const copy = redact(hostile) as Record<string, unknown>;
    expect(copy.polluted).toBeUndefined();
    expect(JSON.parse(JSON.stringify(copy))).toEqual({ ['__proto__']: { polluted: true, password: '[redacted]' }, path: '/news' });
  });

  it('knows which keys are secret', () => {
    for (const key of ['password', 'Password', 'confirm_password', 'token', 'accessToken', 'cookie', 'set-cookie', 'authorization', 'secret', 'salt', 'hash']) {
      expect(isSecretKey(key), key).toBe(true);
    }
    for (const key of ['email', 'method', 'path', 'status', 'requestId', 'name']) expect(isSecretKey(key), key).toBe(false);
  });
});
