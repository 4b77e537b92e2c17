/**
 * The work-queue spec's records, made through the Local API against the e2e server's own database (the spec passes
 * it in SQLITE_FILE or DATABASE_URI): a guest's project received 40 days ago (so already overdue: its due date is counted
 * from its arrival, which only the Local API may set) and a guest's project received now. Prints `{ overdue, fresh }`
 * (their references) as JSON.
 *   npx tsx e2e/queue-seed.ts --sender …
 */
import nextEnv from '@next/env';
import { parseArgs } from 'node:util';

nextEnv.loadEnvConfig(process.cwd());

const { values } = parseArgs({ options: { sender: { type: 'string' } } });

async function main() {
  const { sender } = values;
  if (!sender) throw new Error('Usage: --sender <name>');
  const { getPayload } = await import('payload');
  const { default: config } = await import('../cms/payload.config');
  const payload = await getPayload({ config });
  const project = (createdAt: string | undefined, title: string) =>
    payload.create({
      collection: 'requests',
      data: { title, description: title, contactName: sender, contactEmail: 'queue-guest@example.org', contactPhone: '+79990000000', locale: 'ru', status: 'pending', ...(createdAt ? { createdAt } : {}) },
      overrideAccess: true,
      depth: 0,
    });
  const overdue = await project(new Date(Date.now() - 40 * 86_400_000).toISOString(), 'Просроченный проект');
  const fresh = await project(undefined, 'Новый проект');
  console.log(JSON.stringify({ overdue: overdue.reference, fresh: fresh.reference }));
  await payload.destroy();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
