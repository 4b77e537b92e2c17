import type { Migration, Payload } from 'payload';
import { env } from './env';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';
import { seedDemo } from './seed';

/**
 * Runs once per process when Payload starts. Production applies `prodMigrations` itself while
 * connecting; elsewhere (next dev, tests, scripts) we apply the same migrations here, since schema
 * push is off. Then the first staff admin from ADMIN_EMAIL/ADMIN_PASSWORD and the demo content.
 */
export async function onInit(payload: Payload): Promise<void> {
  if (process.env.NODE_ENV !== 'production' && process.env.PAYLOAD_MIGRATING !== 'true') {
    const migrations = (env.DATABASE_URI ? postgresMigrations : sqliteMigrations) as unknown as Migration[];
    await payload.db.migrate({ migrations });
  }
  await ensureFirstAdmin(payload);
  if (env.SEED_DEMO) await seedDemo(payload);
}

async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = env;
  if (!email || !password) return;
  const { totalDocs } = await payload.count({ collection: 'staff', where: { email: { equals: email.toLowerCase() } } });
  if (totalDocs > 0) return;
  await payload.create({ collection: 'staff', data: { email, password, name: 'Administrator', roles: ['admin'] } });
  payload.logger.info(`Created the staff admin ${email} from ADMIN_EMAIL`);
}
