/**
 * The work-queue spec's records, made through the Local API against the e2e server's own database (the spec passes
 * it in SQLITE_FILE or DATABASE_URI) in one start of Payload: a reviewer, a guest's project received 40 days ago (so already overdue: its due date is counted from its
 * arrival) and a guest's project received now. Prints `{ overdue, fresh }` (their references) as JSON.
 *   npx tsx e2e/queue-seed.ts --email … --password … --sender …
 */
import nextEnv from '@next/env';
import { parseArgs } from 'node:util';

nextEnv.loadEnvConfig(process.cwd());

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, sender: { type: 'string' } } });

async function main() {
  const { email, password, sender } = values;
  if (!email || !password || !sender) throw new Error('Usage: --email <e-mail> --password <password> --sender <name>');
  const { getPayload } = await import('payload');
  const { default: config } = await import('../cms/payload.config');
  const payload = await getPayload({ config });
  await payload.create({ collection: 'staff', data: { email, password, roles: ['reviewer'], name: 'Рецензент очереди' } });
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
