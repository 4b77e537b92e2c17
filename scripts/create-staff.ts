/**
 * Creates or updates a staff member of the back office through Payload's Local API.
 *   npx tsx scripts/create-staff.ts --email editor@example.org --password 'S3cret-pass' --role editor [--name 'Имя']
 * Roles: editor, reviewer, admin. Reads .env like Next does; starting Payload applies migrations
 * (and loads the demo content on a fresh database unless SEED_DEMO=false).
 */
import nextEnv from '@next/env';
import { parseArgs } from 'node:util';

nextEnv.loadEnvConfig(process.cwd());

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string', default: 'editor' },
    name: { type: 'string' },
  },
});

const ROLES = ['editor', 'reviewer', 'admin'] as const;
type Role = (typeof ROLES)[number];

async function main() {
  const { email, password, role, name } = values;
  if (!email || !password) throw new Error('Usage: --email <e-mail> --password <password> [--role editor|reviewer|admin] [--name <name>]');
  if (!ROLES.includes(role as Role)) throw new Error(`--role must be one of ${ROLES.join(', ')}`);
  const { getPayload } = await import('payload');
  const { default: config } = await import('../cms/payload.config');
  const payload = await getPayload({ config });
  const data = { email: email.toLowerCase(), password, roles: [role as Role], ...(name ? { name } : {}) };
  const { docs } = await payload.find({ collection: 'staff', where: { email: { equals: data.email } }, limit: 1, depth: 0 });
  if (docs[0]) {
    await payload.update({ collection: 'staff', id: docs[0].id, data: { ...data, loginAttempts: 0, lockUntil: null } });
    console.log(`Updated staff ${data.email} (${role})`);
  } else {
    await payload.create({ collection: 'staff', data });
    console.log(`Created staff ${data.email} (${role})`);
  }
  await payload.destroy();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
