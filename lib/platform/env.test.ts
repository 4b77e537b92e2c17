import { afterEach, describe, expect, it, vi } from 'vitest';
import { s3Settings } from './storage/s3-storage';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

async function loadWith(values: Record<string, string | undefined>) {
  vi.resetModules();
  process.env = { ...saved, ...values };
  for (const [key, value] of Object.entries(values)) if (value === undefined) delete process.env[key];
  return (await import('./env')).env;
}

describe('server environment', () => {
  it('builds without PAYLOAD_SECRET (one build for any environment, ADR 026)', async () => {
    const env = await loadWith({ NEXT_PHASE: 'phase-production-build', PAYLOAD_SECRET: undefined, DATABASE_URI: undefined });
    expect(env.PAYLOAD_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses to run without PAYLOAD_SECRET', async () => {
    await expect(loadWith({ NEXT_PHASE: 'phase-production-server', PAYLOAD_SECRET: '' })).rejects.toThrow(/PAYLOAD_SECRET/);
  });

  it('takes S3 settings only with a bucket, and the SDK credential chain without keys', async () => {
    const none = await loadWith({ PAYLOAD_SECRET: 'x'.repeat(32), S3_BUCKET: undefined });
    expect(s3Settings(none)).toBeNull();
    const bucket = await loadWith({ PAYLOAD_SECRET: 'x'.repeat(32), S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: undefined });
    expect(s3Settings(bucket)).toMatchObject({ bucket: 'files', client: { endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, region: 'us-east-1', credentials: undefined } });
  });
});
