import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// SQLite adds a referencing column with its delete rule in the column itself: an author's account can be deleted, and
// their versions of the single pages then name nobody (as on PostgreSQL, whose constraint says the same).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`about_region\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`about_region\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`about_region_edited_by_idx\` ON \`about_region\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_about_region_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_about_region_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_about_region_v_version_version_edited_by_idx\` ON \`_about_region_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`arctic\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`arctic\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`arctic_edited_by_idx\` ON \`arctic\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_arctic_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_arctic_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_arctic_v_version_version_edited_by_idx\` ON \`_arctic_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`project_implementation_algorithm\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`project_implementation_algorithm\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`project_implementation_algorithm_edited_by_idx\` ON \`project_implementation_algorithm\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_project_implementation_algorithm_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_project_implementation_algorithm_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_version_version_edit_idx\` ON \`_project_implementation_algorithm_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`corporation_page\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`corporation_page\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`corporation_page_edited_by_idx\` ON \`corporation_page\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_corporation_page_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_corporation_page_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_version_version_edited_by_idx\` ON \`_corporation_page_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`techno_valley\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`techno_valley\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`techno_valley_edited_by_idx\` ON \`techno_valley\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_techno_valley_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_techno_valley_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_version_version_edited_by_idx\` ON \`_techno_valley_v\` (\`version_edited_by_id\`);`)
}

// The tables are rebuilt without the columns with foreign keys off until the end: dropping a table with them on would
// delete its rows' translations (`…_locales`, ON DELETE cascade) with it.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_about_region\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_region\`("id", "image_id", "_status", "updated_at", "created_at") SELECT "id", "image_id", "_status", "updated_at", "created_at" FROM \`about_region\`;`)
  await db.run(sql`DROP TABLE \`about_region\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_region\` RENAME TO \`about_region\`;`)
  await db.run(sql`CREATE INDEX \`about_region_image_idx\` ON \`about_region\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_region__status_idx\` ON \`about_region\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__about_region_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__about_region_v\`("id", "version_image_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "version_image_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_about_region_v\`;`)
  await db.run(sql`DROP TABLE \`_about_region_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__about_region_v\` RENAME TO \`_about_region_v\`;`)
  await db.run(sql`CREATE INDEX \`_about_region_v_version_version_image_idx\` ON \`_about_region_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_version_version__status_idx\` ON \`_about_region_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_created_at_idx\` ON \`_about_region_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_updated_at_idx\` ON \`_about_region_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_snapshot_idx\` ON \`_about_region_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_published_locale_idx\` ON \`_about_region_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_latest_idx\` ON \`_about_region_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_arctic\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_arctic\`("id", "image_id", "_status", "updated_at", "created_at") SELECT "id", "image_id", "_status", "updated_at", "created_at" FROM \`arctic\`;`)
  await db.run(sql`DROP TABLE \`arctic\`;`)
  await db.run(sql`ALTER TABLE \`__new_arctic\` RENAME TO \`arctic\`;`)
  await db.run(sql`CREATE INDEX \`arctic_image_idx\` ON \`arctic\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`arctic__status_idx\` ON \`arctic\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__arctic_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__arctic_v\`("id", "version_image_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "version_image_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_arctic_v\`;`)
  await db.run(sql`DROP TABLE \`_arctic_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__arctic_v\` RENAME TO \`_arctic_v\`;`)
  await db.run(sql`CREATE INDEX \`_arctic_v_version_version_image_idx\` ON \`_arctic_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_version_version__status_idx\` ON \`_arctic_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_created_at_idx\` ON \`_arctic_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_updated_at_idx\` ON \`_arctic_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_snapshot_idx\` ON \`_arctic_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_published_locale_idx\` ON \`_arctic_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_latest_idx\` ON \`_arctic_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_project_implementation_algorithm\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_project_implementation_algorithm\`("id", "image_id", "_status", "updated_at", "created_at") SELECT "id", "image_id", "_status", "updated_at", "created_at" FROM \`project_implementation_algorithm\`;`)
  await db.run(sql`DROP TABLE \`project_implementation_algorithm\`;`)
  await db.run(sql`ALTER TABLE \`__new_project_implementation_algorithm\` RENAME TO \`project_implementation_algorithm\`;`)
  await db.run(sql`CREATE INDEX \`project_implementation_algorithm_image_idx\` ON \`project_implementation_algorithm\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`project_implementation_algorithm__status_idx\` ON \`project_implementation_algorithm\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__project_implementation_algorithm_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__project_implementation_algorithm_v\`("id", "version_image_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "version_image_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_project_implementation_algorithm_v\`;`)
  await db.run(sql`DROP TABLE \`_project_implementation_algorithm_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__project_implementation_algorithm_v\` RENAME TO \`_project_implementation_algorithm_v\`;`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_version_version_imag_idx\` ON \`_project_implementation_algorithm_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_version_version__sta_idx\` ON \`_project_implementation_algorithm_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_created_at_idx\` ON \`_project_implementation_algorithm_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_updated_at_idx\` ON \`_project_implementation_algorithm_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_snapshot_idx\` ON \`_project_implementation_algorithm_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_published_locale_idx\` ON \`_project_implementation_algorithm_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_latest_idx\` ON \`_project_implementation_algorithm_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_corporation_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`contacts_phone\` text,
  	\`contacts_email\` text,
  	\`contacts_website\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_corporation_page\`("id", "image_id", "contacts_phone", "contacts_email", "contacts_website", "_status", "updated_at", "created_at") SELECT "id", "image_id", "contacts_phone", "contacts_email", "contacts_website", "_status", "updated_at", "created_at" FROM \`corporation_page\`;`)
  await db.run(sql`DROP TABLE \`corporation_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_corporation_page\` RENAME TO \`corporation_page\`;`)
  await db.run(sql`CREATE INDEX \`corporation_page_image_idx\` ON \`corporation_page\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`corporation_page__status_idx\` ON \`corporation_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__corporation_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_image_id\` integer,
  	\`version_contacts_phone\` text,
  	\`version_contacts_email\` text,
  	\`version_contacts_website\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__corporation_page_v\`("id", "version_image_id", "version_contacts_phone", "version_contacts_email", "version_contacts_website", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "version_image_id", "version_contacts_phone", "version_contacts_email", "version_contacts_website", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_corporation_page_v\`;`)
  await db.run(sql`DROP TABLE \`_corporation_page_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__corporation_page_v\` RENAME TO \`_corporation_page_v\`;`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_version_version_image_idx\` ON \`_corporation_page_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_version_version__status_idx\` ON \`_corporation_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_created_at_idx\` ON \`_corporation_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_updated_at_idx\` ON \`_corporation_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_snapshot_idx\` ON \`_corporation_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_published_locale_idx\` ON \`_corporation_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_latest_idx\` ON \`_corporation_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_techno_valley\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_techno_valley\`("id", "image_id", "_status", "updated_at", "created_at") SELECT "id", "image_id", "_status", "updated_at", "created_at" FROM \`techno_valley\`;`)
  await db.run(sql`DROP TABLE \`techno_valley\`;`)
  await db.run(sql`ALTER TABLE \`__new_techno_valley\` RENAME TO \`techno_valley\`;`)
  await db.run(sql`CREATE INDEX \`techno_valley_image_idx\` ON \`techno_valley\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`techno_valley__status_idx\` ON \`techno_valley\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__techno_valley_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__techno_valley_v\`("id", "version_image_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "version_image_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_techno_valley_v\`;`)
  await db.run(sql`DROP TABLE \`_techno_valley_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__techno_valley_v\` RENAME TO \`_techno_valley_v\`;`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_version_version_image_idx\` ON \`_techno_valley_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_version_version__status_idx\` ON \`_techno_valley_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_created_at_idx\` ON \`_techno_valley_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_updated_at_idx\` ON \`_techno_valley_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_snapshot_idx\` ON \`_techno_valley_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_published_locale_idx\` ON \`_techno_valley_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_latest_idx\` ON \`_techno_valley_v\` (\`latest\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
