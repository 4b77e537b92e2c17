/**
 * Runs once when a Next server starts: connects Payload, which applies the migrations and seeds the
 * demo content (cms/init.ts), so the first visitor does not wait for it. Not during `next build`.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')]);
  await getPayload({ config });
}
