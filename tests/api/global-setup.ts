import fs from 'node:fs';

/**
 * Starts Payload once on the fresh database: applies the migrations and seeds the demo content
 * (cms/init.ts), so every test file finds the same data. Removes the temporary files at the end.
 */
export default async function setup() {
  const { getPayload } = await import('payload');
  const { default: config } = await import('@payload-config');
  const started = Date.now();
  const payload = await getPayload({ config });
  console.log(`[api suite] ${payload.db.name}: migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await payload.destroy();
  return () => {
    const dir = process.env.API_TEST_WORKDIR;
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
