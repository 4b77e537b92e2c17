import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`investors\` ADD \`pending_email\` text;`)
  await db.run(sql`ALTER TABLE \`investors\` ADD \`email_change_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`investors\` ADD \`email_change_token_expires\` text;`)
  await db.run(sql`CREATE INDEX \`investors_pending_email_idx\` ON \`investors\` (\`pending_email\`);`)
  await db.run(sql`CREATE INDEX \`investors_email_change_token_hash_idx\` ON \`investors\` (\`email_change_token_hash\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`investors_pending_email_idx\`;`)
  await db.run(sql`DROP INDEX \`investors_email_change_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`investors\` DROP COLUMN \`pending_email\`;`)
  await db.run(sql`ALTER TABLE \`investors\` DROP COLUMN \`email_change_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`investors\` DROP COLUMN \`email_change_token_expires\`;`)
}
