import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Scheduled publishing adds the `schedulePublish` task slug, which SQLite stores as plain text (no change here). Brings
 * saved searches' `query` in line with its collection, which no longer requires it (an empty query is a search too).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_saved_searches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`query\` text,
  	\`paused\` integer DEFAULT false,
  	\`alerted\` text,
  	\`last_alert_at\` text,
  	\`last_checked_at\` text,
  	\`unsubscribe_token_hash\` text,
  	\`unsubscribe_token_sealed\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_saved_searches\`("id", "owner_id", "name", "kind", "query", "paused", "alerted", "last_alert_at", "last_checked_at", "unsubscribe_token_hash", "unsubscribe_token_sealed", "updated_at", "created_at") SELECT "id", "owner_id", "name", "kind", "query", "paused", "alerted", "last_alert_at", "last_checked_at", "unsubscribe_token_hash", "unsubscribe_token_sealed", "updated_at", "created_at" FROM \`saved_searches\`;`)
  await db.run(sql`DROP TABLE \`saved_searches\`;`)
  await db.run(sql`ALTER TABLE \`__new_saved_searches\` RENAME TO \`saved_searches\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`saved_searches_owner_idx\` ON \`saved_searches\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_kind_idx\` ON \`saved_searches\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_paused_idx\` ON \`saved_searches\` (\`paused\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_unsubscribe_token_hash_idx\` ON \`saved_searches\` (\`unsubscribe_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_updated_at_idx\` ON \`saved_searches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_created_at_idx\` ON \`saved_searches\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_saved_searches\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`query\` text NOT NULL,
  	\`paused\` integer DEFAULT false,
  	\`alerted\` text,
  	\`last_alert_at\` text,
  	\`last_checked_at\` text,
  	\`unsubscribe_token_hash\` text,
  	\`unsubscribe_token_sealed\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_saved_searches\`("id", "owner_id", "name", "kind", "query", "paused", "alerted", "last_alert_at", "last_checked_at", "unsubscribe_token_hash", "unsubscribe_token_sealed", "updated_at", "created_at") SELECT "id", "owner_id", "name", "kind", "query", "paused", "alerted", "last_alert_at", "last_checked_at", "unsubscribe_token_hash", "unsubscribe_token_sealed", "updated_at", "created_at" FROM \`saved_searches\`;`)
  await db.run(sql`DROP TABLE \`saved_searches\`;`)
  await db.run(sql`ALTER TABLE \`__new_saved_searches\` RENAME TO \`saved_searches\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`saved_searches_owner_idx\` ON \`saved_searches\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_kind_idx\` ON \`saved_searches\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_paused_idx\` ON \`saved_searches\` (\`paused\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_unsubscribe_token_hash_idx\` ON \`saved_searches\` (\`unsubscribe_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_updated_at_idx\` ON \`saved_searches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_created_at_idx\` ON \`saved_searches\` (\`created_at\`);`)
}
