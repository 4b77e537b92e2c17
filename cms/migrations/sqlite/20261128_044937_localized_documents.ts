import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`invest_rules_locales\` ADD \`file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`ALTER TABLE \`setting_files_items_locales\` ADD \`file_id\` integer REFERENCES documents(id);`)
  // The file each link held for every language becomes its Russian file; the other languages fall back to it until
  // an editor uploads their own. Before the old columns go with the rebuilt tables below.
  await db.run(sql`UPDATE \`invest_rules_locales\` SET \`file_id\` = (SELECT r.\`file_id\` FROM \`invest_rules\` r WHERE r.\`id\` = \`invest_rules_locales\`.\`_parent_id\`) WHERE \`_locale\` = 'ru';`)
  // A rule without a Russian row (written in another language only) gets one, titled as its first translation.
  await db.run(sql`INSERT INTO \`invest_rules_locales\` (\`title\`, \`_locale\`, \`_parent_id\`, \`file_id\`)
    SELECT (SELECT l.\`title\` FROM \`invest_rules_locales\` l WHERE l.\`_parent_id\` = r.\`id\` ORDER BY l.\`id\` LIMIT 1), 'ru', r.\`id\`, r.\`file_id\`
    FROM \`invest_rules\` r
    WHERE r.\`file_id\` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM \`invest_rules_locales\` l WHERE l.\`_parent_id\` = r.\`id\` AND l.\`_locale\` = 'ru')
      AND EXISTS (SELECT 1 FROM \`invest_rules_locales\` l WHERE l.\`_parent_id\` = r.\`id\`);`)
  await db.run(sql`UPDATE \`setting_files_items_locales\` SET \`file_id\` = (SELECT i.\`file_id\` FROM \`setting_files_items\` i WHERE i.\`id\` = \`setting_files_items_locales\`.\`_parent_id\`) WHERE \`_locale\` = 'ru';`)
  await db.run(sql`INSERT INTO \`setting_files_items_locales\` (\`_locale\`, \`_parent_id\`, \`file_id\`)
    SELECT 'ru', i.\`id\`, i.\`file_id\` FROM \`setting_files_items\` i
    WHERE i.\`file_id\` IS NOT NULL AND NOT EXISTS (SELECT 1 FROM \`setting_files_items_locales\` l WHERE l.\`_parent_id\` = i.\`id\` AND l.\`_locale\` = 'ru');`)
  // Foreign keys stay off through both rebuilds: dropping a table with them on deletes its rows' translations (cascade).
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_invest_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_invest_rules\`("id", "order", "updated_at", "created_at") SELECT "id", "order", "updated_at", "created_at" FROM \`invest_rules\`;`)
  await db.run(sql`DROP TABLE \`invest_rules\`;`)
  await db.run(sql`ALTER TABLE \`__new_invest_rules\` RENAME TO \`invest_rules\`;`)
  await db.run(sql`CREATE INDEX \`invest_rules_order_idx\` ON \`invest_rules\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`invest_rules_updated_at_idx\` ON \`invest_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invest_rules_created_at_idx\` ON \`invest_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_setting_files_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`setting_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_setting_files_items\`("_order", "_parent_id", "id") SELECT "_order", "_parent_id", "id" FROM \`setting_files_items\`;`)
  await db.run(sql`DROP TABLE \`setting_files_items\`;`)
  await db.run(sql`ALTER TABLE \`__new_setting_files_items\` RENAME TO \`setting_files_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`setting_files_items_order_idx\` ON \`setting_files_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`setting_files_items_parent_id_idx\` ON \`setting_files_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`invest_rules_file_idx\` ON \`invest_rules_locales\` (\`file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`setting_files_items_file_idx\` ON \`setting_files_items_locales\` (\`file_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Back to one file per link: the Russian one (the other languages' files stay uploaded, unlinked). The index names
  // are taken by the locales tables' until they are rebuilt below, so they are dropped first. SQLite cannot add a NOT
  // NULL column to existing rows: the items' column comes back nullable.
  await db.run(sql`DROP INDEX IF EXISTS \`invest_rules_file_idx\`;`)
  await db.run(sql`DROP INDEX IF EXISTS \`setting_files_items_file_idx\`;`)
  await db.run(sql`ALTER TABLE \`invest_rules\` ADD \`file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`invest_rules_file_idx\` ON \`invest_rules\` (\`file_id\`);`)
  await db.run(sql`ALTER TABLE \`setting_files_items\` ADD \`file_id\` integer REFERENCES documents(id);`)
  await db.run(sql`CREATE INDEX \`setting_files_items_file_idx\` ON \`setting_files_items\` (\`file_id\`);`)
  await db.run(sql`UPDATE \`invest_rules\` SET \`file_id\` = (SELECT l.\`file_id\` FROM \`invest_rules_locales\` l WHERE l.\`_parent_id\` = \`invest_rules\`.\`id\` AND l.\`_locale\` = 'ru');`)
  await db.run(sql`UPDATE \`setting_files_items\` SET \`file_id\` = (SELECT l.\`file_id\` FROM \`setting_files_items_locales\` l WHERE l.\`_parent_id\` = \`setting_files_items\`.\`id\` AND l.\`_locale\` = 'ru');`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_invest_rules_locales\` (
  	\`title\` text NOT NULL,
  	\`content\` text,
  	\`responsible\` text,
  	\`term\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`invest_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_invest_rules_locales\`("title", "content", "responsible", "term", "id", "_locale", "_parent_id") SELECT "title", "content", "responsible", "term", "id", "_locale", "_parent_id" FROM \`invest_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`invest_rules_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_invest_rules_locales\` RENAME TO \`invest_rules_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`invest_rules_locales_locale_parent_id_unique\` ON \`invest_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_setting_files_items_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`setting_files_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_setting_files_items_locales\`("title", "subtitle", "id", "_locale", "_parent_id") SELECT "title", "subtitle", "id", "_locale", "_parent_id" FROM \`setting_files_items_locales\`;`)
  await db.run(sql`DROP TABLE \`setting_files_items_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_setting_files_items_locales\` RENAME TO \`setting_files_items_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`setting_files_items_locales_locale_parent_id_unique\` ON \`setting_files_items_locales\` (\`_locale\`,\`_parent_id\`);`)
}
