import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// SQLite adds a referencing column with its delete rule in the column itself: an author's account can be deleted, and
// their versions then name nobody (as on PostgreSQL, whose constraint says the same).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`news\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`news\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`news_edited_by_idx\` ON \`news\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_news_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_edited_by_idx\` ON \`_news_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`events_edited_by_idx\` ON \`events\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_edited_by_idx\` ON \`_events_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`success_stories\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`success_stories\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`success_stories_edited_by_idx\` ON \`success_stories\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_success_stories_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_success_stories_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_edited_by_idx\` ON \`_success_stories_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`video_gallery\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`video_gallery\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`video_gallery_edited_by_idx\` ON \`video_gallery\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_video_gallery_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_video_gallery_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_version_edited_by_idx\` ON \`_video_gallery_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`cip\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`cip\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`cip_edited_by_idx\` ON \`cip\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_cip_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_cip_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_cip_v_version_version_edited_by_idx\` ON \`_cip_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`invest_projects\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`invest_projects\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`invest_projects_edited_by_idx\` ON \`invest_projects\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_invest_projects_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_invest_projects_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_version_version_edited_by_idx\` ON \`_invest_projects_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`perspective_projects\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`perspective_projects\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`perspective_projects_edited_by_idx\` ON \`perspective_projects\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_perspective_projects_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_perspective_projects_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_version_version_edited_by_idx\` ON \`_perspective_projects_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`arctic_residents\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`arctic_residents\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`arctic_residents_edited_by_idx\` ON \`arctic_residents\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_arctic_residents_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_arctic_residents_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_version_version_edited_by_idx\` ON \`_arctic_residents_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`production_sites_edited_by_idx\` ON \`production_sites\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_edited_by_idx\` ON \`_production_sites_v\` (\`version_edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`support_measures\` ADD \`edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`support_measures\` ADD \`edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`support_measures_edited_by_idx\` ON \`support_measures\` (\`edited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_support_measures_v\` ADD \`version_edited_by_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`_support_measures_v\` ADD \`version_edited_locale\` text;`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_version_edited_by_idx\` ON \`_support_measures_v\` (\`version_edited_by_id\`);`)
}

// The tables are rebuilt with foreign keys off until the end: dropping a table with them on would delete its rows'
// translations (`…_locales`, ON DELETE cascade) with it.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`source_url\` text,
  	\`editor_note\` text,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news\`("id", "published_at", "image_id", "source_url", "editor_note", "slug", "updated_at", "created_at", "_status") SELECT "id", "published_at", "image_id", "source_url", "editor_note", "slug", "updated_at", "created_at", "_status" FROM \`news\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`ALTER TABLE \`__new_news\` RENAME TO \`news\`;`)
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_source_url\` text,
  	\`version_editor_note\` text,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__news_v\`("id", "parent_id", "version_published_at", "version_image_id", "version_source_url", "version_editor_note", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_published_at", "version_image_id", "version_source_url", "version_editor_note", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__news_v\` RENAME TO \`_news_v\`;`)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_published_at_idx\` ON \`_news_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`end_date\` text,
  	\`type_id\` integer,
  	\`city_id\` integer,
  	\`image_id\` integer,
  	\`registration_open\` integer DEFAULT true,
  	\`capacity\` numeric,
  	\`editor_note\` text,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`type_id\`) REFERENCES \`event_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`city_id\`) REFERENCES \`event_cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_events\`("id", "date", "end_date", "type_id", "city_id", "image_id", "registration_open", "capacity", "editor_note", "slug", "updated_at", "created_at", "_status") SELECT "id", "date", "end_date", "type_id", "city_id", "image_id", "registration_open", "capacity", "editor_note", "slug", "updated_at", "created_at", "_status" FROM \`events\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`ALTER TABLE \`__new_events\` RENAME TO \`events\`;`)
  await db.run(sql`CREATE INDEX \`events_date_idx\` ON \`events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`events_type_idx\` ON \`events\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`events_city_idx\` ON \`events\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text,
  	\`version_end_date\` text,
  	\`version_type_id\` integer,
  	\`version_city_id\` integer,
  	\`version_image_id\` integer,
  	\`version_registration_open\` integer DEFAULT true,
  	\`version_capacity\` numeric,
  	\`version_editor_note\` text,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_type_id\`) REFERENCES \`event_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_city_id\`) REFERENCES \`event_cities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__events_v\`("id", "parent_id", "version_date", "version_end_date", "version_type_id", "version_city_id", "version_image_id", "version_registration_open", "version_capacity", "version_editor_note", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_date", "version_end_date", "version_type_id", "version_city_id", "version_image_id", "version_registration_open", "version_capacity", "version_editor_note", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__events_v\` RENAME TO \`_events_v\`;`)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_date_idx\` ON \`_events_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_type_idx\` ON \`_events_v\` (\`version_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_city_idx\` ON \`_events_v\` (\`version_city_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_image_idx\` ON \`_events_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_slug_idx\` ON \`_events_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`image_id\` integer,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories\`("id", "published_at", "image_id", "slug", "updated_at", "created_at", "_status") SELECT "id", "published_at", "image_id", "slug", "updated_at", "created_at", "_status" FROM \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories\` RENAME TO \`success_stories\`;`)
  await db.run(sql`CREATE INDEX \`success_stories_published_at_idx\` ON \`success_stories\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_image_idx\` ON \`success_stories\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_slug_idx\` ON \`success_stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories__status_idx\` ON \`success_stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__success_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
  	\`version_image_id\` integer,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__success_stories_v\`("id", "parent_id", "version_published_at", "version_image_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_published_at", "version_image_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_success_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__success_stories_v\` RENAME TO \`_success_stories_v\`;`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_parent_idx\` ON \`_success_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_published_at_idx\` ON \`_success_stories_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_image_idx\` ON \`_success_stories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_slug_idx\` ON \`_success_stories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_updated_at_idx\` ON \`_success_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_created_at_idx\` ON \`_success_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version__status_idx\` ON \`_success_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_created_at_idx\` ON \`_success_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_updated_at_idx\` ON \`_success_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_snapshot_idx\` ON \`_success_stories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_published_locale_idx\` ON \`_success_stories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_latest_idx\` ON \`_success_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_video_gallery\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`published_at\` text,
  	\`video_url\` text,
  	\`duration\` text,
  	\`preview_id\` integer,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`preview_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_video_gallery\`("id", "published_at", "video_url", "duration", "preview_id", "slug", "updated_at", "created_at", "_status") SELECT "id", "published_at", "video_url", "duration", "preview_id", "slug", "updated_at", "created_at", "_status" FROM \`video_gallery\`;`)
  await db.run(sql`DROP TABLE \`video_gallery\`;`)
  await db.run(sql`ALTER TABLE \`__new_video_gallery\` RENAME TO \`video_gallery\`;`)
  await db.run(sql`CREATE INDEX \`video_gallery_published_at_idx\` ON \`video_gallery\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery_preview_idx\` ON \`video_gallery\` (\`preview_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`video_gallery_slug_idx\` ON \`video_gallery\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery_updated_at_idx\` ON \`video_gallery\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery_created_at_idx\` ON \`video_gallery\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery__status_idx\` ON \`video_gallery\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__video_gallery_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_published_at\` text,
  	\`version_video_url\` text,
  	\`version_duration\` text,
  	\`version_preview_id\` integer,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`video_gallery\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_preview_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__video_gallery_v\`("id", "parent_id", "version_published_at", "version_video_url", "version_duration", "version_preview_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_published_at", "version_video_url", "version_duration", "version_preview_id", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_video_gallery_v\`;`)
  await db.run(sql`DROP TABLE \`_video_gallery_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__video_gallery_v\` RENAME TO \`_video_gallery_v\`;`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_parent_idx\` ON \`_video_gallery_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_version_published_at_idx\` ON \`_video_gallery_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_version_preview_idx\` ON \`_video_gallery_v\` (\`version_preview_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_version_slug_idx\` ON \`_video_gallery_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_version_updated_at_idx\` ON \`_video_gallery_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_version_created_at_idx\` ON \`_video_gallery_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_version__status_idx\` ON \`_video_gallery_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_created_at_idx\` ON \`_video_gallery_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_updated_at_idx\` ON \`_video_gallery_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_snapshot_idx\` ON \`_video_gallery_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_published_locale_idx\` ON \`_video_gallery_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_latest_idx\` ON \`_video_gallery_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_cip\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cip\`("id", "image_id", "order", "slug", "updated_at", "created_at", "_status") SELECT "id", "image_id", "order", "slug", "updated_at", "created_at", "_status" FROM \`cip\`;`)
  await db.run(sql`DROP TABLE \`cip\`;`)
  await db.run(sql`ALTER TABLE \`__new_cip\` RENAME TO \`cip\`;`)
  await db.run(sql`CREATE INDEX \`cip_image_idx\` ON \`cip\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`cip_order_idx\` ON \`cip\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cip_slug_idx\` ON \`cip\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cip_updated_at_idx\` ON \`cip\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cip_created_at_idx\` ON \`cip\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`cip__status_idx\` ON \`cip\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__cip_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cip\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__cip_v\`("id", "parent_id", "version_image_id", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_image_id", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_cip_v\`;`)
  await db.run(sql`DROP TABLE \`_cip_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__cip_v\` RENAME TO \`_cip_v\`;`)
  await db.run(sql`CREATE INDEX \`_cip_v_parent_idx\` ON \`_cip_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_version_version_image_idx\` ON \`_cip_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_version_version_order_idx\` ON \`_cip_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_version_version_slug_idx\` ON \`_cip_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_version_version_updated_at_idx\` ON \`_cip_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_version_version_created_at_idx\` ON \`_cip_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_version_version__status_idx\` ON \`_cip_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_created_at_idx\` ON \`_cip_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_updated_at_idx\` ON \`_cip_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_snapshot_idx\` ON \`_cip_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_published_locale_idx\` ON \`_cip_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_latest_idx\` ON \`_cip_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_invest_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type_id\` integer,
  	\`image_id\` integer,
  	\`coordinates_lat\` numeric,
  	\`coordinates_lng\` numeric,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`type_id\`) REFERENCES \`invest_project_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_invest_projects\`("id", "type_id", "image_id", "coordinates_lat", "coordinates_lng", "order", "slug", "updated_at", "created_at", "_status") SELECT "id", "type_id", "image_id", "coordinates_lat", "coordinates_lng", "order", "slug", "updated_at", "created_at", "_status" FROM \`invest_projects\`;`)
  await db.run(sql`DROP TABLE \`invest_projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_invest_projects\` RENAME TO \`invest_projects\`;`)
  await db.run(sql`CREATE INDEX \`invest_projects_type_idx\` ON \`invest_projects\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects_image_idx\` ON \`invest_projects\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects_order_idx\` ON \`invest_projects\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invest_projects_slug_idx\` ON \`invest_projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects_updated_at_idx\` ON \`invest_projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects_created_at_idx\` ON \`invest_projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects__status_idx\` ON \`invest_projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__invest_projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type_id\` integer,
  	\`version_image_id\` integer,
  	\`version_coordinates_lat\` numeric,
  	\`version_coordinates_lng\` numeric,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`invest_projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_type_id\`) REFERENCES \`invest_project_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__invest_projects_v\`("id", "parent_id", "version_type_id", "version_image_id", "version_coordinates_lat", "version_coordinates_lng", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_type_id", "version_image_id", "version_coordinates_lat", "version_coordinates_lng", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_invest_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_invest_projects_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__invest_projects_v\` RENAME TO \`_invest_projects_v\`;`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_parent_idx\` ON \`_invest_projects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_version_version_type_idx\` ON \`_invest_projects_v\` (\`version_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_version_version_image_idx\` ON \`_invest_projects_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_version_version_order_idx\` ON \`_invest_projects_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_version_version_slug_idx\` ON \`_invest_projects_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_version_version_updated_at_idx\` ON \`_invest_projects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_version_version_created_at_idx\` ON \`_invest_projects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_version_version__status_idx\` ON \`_invest_projects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_created_at_idx\` ON \`_invest_projects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_updated_at_idx\` ON \`_invest_projects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_snapshot_idx\` ON \`_invest_projects_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_published_locale_idx\` ON \`_invest_projects_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_latest_idx\` ON \`_invest_projects_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_perspective_projects\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_perspective_projects\`("id", "image_id", "order", "slug", "updated_at", "created_at", "_status") SELECT "id", "image_id", "order", "slug", "updated_at", "created_at", "_status" FROM \`perspective_projects\`;`)
  await db.run(sql`DROP TABLE \`perspective_projects\`;`)
  await db.run(sql`ALTER TABLE \`__new_perspective_projects\` RENAME TO \`perspective_projects\`;`)
  await db.run(sql`CREATE INDEX \`perspective_projects_image_idx\` ON \`perspective_projects\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`perspective_projects_order_idx\` ON \`perspective_projects\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`perspective_projects_slug_idx\` ON \`perspective_projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`perspective_projects_updated_at_idx\` ON \`perspective_projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`perspective_projects_created_at_idx\` ON \`perspective_projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`perspective_projects__status_idx\` ON \`perspective_projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__perspective_projects_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`perspective_projects\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__perspective_projects_v\`("id", "parent_id", "version_image_id", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_image_id", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_perspective_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_perspective_projects_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__perspective_projects_v\` RENAME TO \`_perspective_projects_v\`;`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_parent_idx\` ON \`_perspective_projects_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_version_version_image_idx\` ON \`_perspective_projects_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_version_version_order_idx\` ON \`_perspective_projects_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_version_version_slug_idx\` ON \`_perspective_projects_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_version_version_updated_at_idx\` ON \`_perspective_projects_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_version_version_created_at_idx\` ON \`_perspective_projects_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_version_version__status_idx\` ON \`_perspective_projects_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_created_at_idx\` ON \`_perspective_projects_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_updated_at_idx\` ON \`_perspective_projects_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_snapshot_idx\` ON \`_perspective_projects_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_published_locale_idx\` ON \`_perspective_projects_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_latest_idx\` ON \`_perspective_projects_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_arctic_residents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`jobs\` numeric,
  	\`resident_since\` text,
  	\`logo_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_arctic_residents\`("id", "jobs", "resident_since", "logo_id", "order", "slug", "updated_at", "created_at", "_status") SELECT "id", "jobs", "resident_since", "logo_id", "order", "slug", "updated_at", "created_at", "_status" FROM \`arctic_residents\`;`)
  await db.run(sql`DROP TABLE \`arctic_residents\`;`)
  await db.run(sql`ALTER TABLE \`__new_arctic_residents\` RENAME TO \`arctic_residents\`;`)
  await db.run(sql`CREATE INDEX \`arctic_residents_logo_idx\` ON \`arctic_residents\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`arctic_residents_order_idx\` ON \`arctic_residents\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`arctic_residents_slug_idx\` ON \`arctic_residents\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`arctic_residents_updated_at_idx\` ON \`arctic_residents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`arctic_residents_created_at_idx\` ON \`arctic_residents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`arctic_residents__status_idx\` ON \`arctic_residents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__arctic_residents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_jobs\` numeric,
  	\`version_resident_since\` text,
  	\`version_logo_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`arctic_residents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__arctic_residents_v\`("id", "parent_id", "version_jobs", "version_resident_since", "version_logo_id", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_jobs", "version_resident_since", "version_logo_id", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_arctic_residents_v\`;`)
  await db.run(sql`DROP TABLE \`_arctic_residents_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__arctic_residents_v\` RENAME TO \`_arctic_residents_v\`;`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_parent_idx\` ON \`_arctic_residents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_version_version_logo_idx\` ON \`_arctic_residents_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_version_version_order_idx\` ON \`_arctic_residents_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_version_version_slug_idx\` ON \`_arctic_residents_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_version_version_updated_at_idx\` ON \`_arctic_residents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_version_version_created_at_idx\` ON \`_arctic_residents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_version_version__status_idx\` ON \`_arctic_residents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_created_at_idx\` ON \`_arctic_residents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_updated_at_idx\` ON \`_arctic_residents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_snapshot_idx\` ON \`_arctic_residents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_published_locale_idx\` ON \`_arctic_residents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_latest_idx\` ON \`_arctic_residents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_production_sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_type\` text,
  	\`coordinates_lat\` numeric,
  	\`coordinates_lng\` numeric,
  	\`area_ha\` numeric,
  	\`regime\` text DEFAULT 'none',
  	\`municipality\` text,
  	\`distances_city_km\` numeric,
  	\`distances_road_km\` numeric,
  	\`distances_rail_km\` numeric,
  	\`distances_substation_km\` numeric,
  	\`utilities_electricity_available\` integer DEFAULT false,
  	\`utilities_electricity_capacity\` numeric,
  	\`utilities_electricity_voltage_kv\` numeric,
  	\`utilities_electricity_verified_at\` text,
  	\`utilities_gas_available\` integer DEFAULT false,
  	\`utilities_gas_capacity\` numeric,
  	\`utilities_gas_verified_at\` text,
  	\`utilities_water_available\` integer DEFAULT false,
  	\`utilities_water_capacity\` numeric,
  	\`utilities_water_verified_at\` text,
  	\`utilities_sewerage_available\` integer DEFAULT false,
  	\`utilities_sewerage_capacity\` numeric,
  	\`utilities_sewerage_verified_at\` text,
  	\`utilities_heat_available\` integer DEFAULT false,
  	\`utilities_heat_capacity\` numeric,
  	\`utilities_heat_verified_at\` text,
  	\`utilities_rail_available\` integer DEFAULT false,
  	\`utilities_rail_verified_at\` text,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_production_sites\`("id", "site_type", "coordinates_lat", "coordinates_lng", "area_ha", "regime", "municipality", "distances_city_km", "distances_road_km", "distances_rail_km", "distances_substation_km", "utilities_electricity_available", "utilities_electricity_capacity", "utilities_electricity_voltage_kv", "utilities_electricity_verified_at", "utilities_gas_available", "utilities_gas_capacity", "utilities_gas_verified_at", "utilities_water_available", "utilities_water_capacity", "utilities_water_verified_at", "utilities_sewerage_available", "utilities_sewerage_capacity", "utilities_sewerage_verified_at", "utilities_heat_available", "utilities_heat_capacity", "utilities_heat_verified_at", "utilities_rail_available", "utilities_rail_verified_at", "image_id", "order", "slug", "updated_at", "created_at", "_status") SELECT "id", "site_type", "coordinates_lat", "coordinates_lng", "area_ha", "regime", "municipality", "distances_city_km", "distances_road_km", "distances_rail_km", "distances_substation_km", "utilities_electricity_available", "utilities_electricity_capacity", "utilities_electricity_voltage_kv", "utilities_electricity_verified_at", "utilities_gas_available", "utilities_gas_capacity", "utilities_gas_verified_at", "utilities_water_available", "utilities_water_capacity", "utilities_water_verified_at", "utilities_sewerage_available", "utilities_sewerage_capacity", "utilities_sewerage_verified_at", "utilities_heat_available", "utilities_heat_capacity", "utilities_heat_verified_at", "utilities_rail_available", "utilities_rail_verified_at", "image_id", "order", "slug", "updated_at", "created_at", "_status" FROM \`production_sites\`;`)
  await db.run(sql`DROP TABLE \`production_sites\`;`)
  await db.run(sql`ALTER TABLE \`__new_production_sites\` RENAME TO \`production_sites\`;`)
  await db.run(sql`CREATE INDEX \`production_sites_site_type_idx\` ON \`production_sites\` (\`site_type\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_regime_idx\` ON \`production_sites\` (\`regime\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_municipality_idx\` ON \`production_sites\` (\`municipality\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_image_idx\` ON \`production_sites\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_order_idx\` ON \`production_sites\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`production_sites_slug_idx\` ON \`production_sites\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_updated_at_idx\` ON \`production_sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_created_at_idx\` ON \`production_sites\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`production_sites__status_idx\` ON \`production_sites\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__production_sites_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site_type\` text,
  	\`version_coordinates_lat\` numeric,
  	\`version_coordinates_lng\` numeric,
  	\`version_area_ha\` numeric,
  	\`version_regime\` text DEFAULT 'none',
  	\`version_municipality\` text,
  	\`version_distances_city_km\` numeric,
  	\`version_distances_road_km\` numeric,
  	\`version_distances_rail_km\` numeric,
  	\`version_distances_substation_km\` numeric,
  	\`version_utilities_electricity_available\` integer DEFAULT false,
  	\`version_utilities_electricity_capacity\` numeric,
  	\`version_utilities_electricity_voltage_kv\` numeric,
  	\`version_utilities_electricity_verified_at\` text,
  	\`version_utilities_gas_available\` integer DEFAULT false,
  	\`version_utilities_gas_capacity\` numeric,
  	\`version_utilities_gas_verified_at\` text,
  	\`version_utilities_water_available\` integer DEFAULT false,
  	\`version_utilities_water_capacity\` numeric,
  	\`version_utilities_water_verified_at\` text,
  	\`version_utilities_sewerage_available\` integer DEFAULT false,
  	\`version_utilities_sewerage_capacity\` numeric,
  	\`version_utilities_sewerage_verified_at\` text,
  	\`version_utilities_heat_available\` integer DEFAULT false,
  	\`version_utilities_heat_capacity\` numeric,
  	\`version_utilities_heat_verified_at\` text,
  	\`version_utilities_rail_available\` integer DEFAULT false,
  	\`version_utilities_rail_verified_at\` text,
  	\`version_image_id\` integer,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`production_sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__production_sites_v\`("id", "parent_id", "version_site_type", "version_coordinates_lat", "version_coordinates_lng", "version_area_ha", "version_regime", "version_municipality", "version_distances_city_km", "version_distances_road_km", "version_distances_rail_km", "version_distances_substation_km", "version_utilities_electricity_available", "version_utilities_electricity_capacity", "version_utilities_electricity_voltage_kv", "version_utilities_electricity_verified_at", "version_utilities_gas_available", "version_utilities_gas_capacity", "version_utilities_gas_verified_at", "version_utilities_water_available", "version_utilities_water_capacity", "version_utilities_water_verified_at", "version_utilities_sewerage_available", "version_utilities_sewerage_capacity", "version_utilities_sewerage_verified_at", "version_utilities_heat_available", "version_utilities_heat_capacity", "version_utilities_heat_verified_at", "version_utilities_rail_available", "version_utilities_rail_verified_at", "version_image_id", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_site_type", "version_coordinates_lat", "version_coordinates_lng", "version_area_ha", "version_regime", "version_municipality", "version_distances_city_km", "version_distances_road_km", "version_distances_rail_km", "version_distances_substation_km", "version_utilities_electricity_available", "version_utilities_electricity_capacity", "version_utilities_electricity_voltage_kv", "version_utilities_electricity_verified_at", "version_utilities_gas_available", "version_utilities_gas_capacity", "version_utilities_gas_verified_at", "version_utilities_water_available", "version_utilities_water_capacity", "version_utilities_water_verified_at", "version_utilities_sewerage_available", "version_utilities_sewerage_capacity", "version_utilities_sewerage_verified_at", "version_utilities_heat_available", "version_utilities_heat_capacity", "version_utilities_heat_verified_at", "version_utilities_rail_available", "version_utilities_rail_verified_at", "version_image_id", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_production_sites_v\`;`)
  await db.run(sql`DROP TABLE \`_production_sites_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__production_sites_v\` RENAME TO \`_production_sites_v\`;`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_parent_idx\` ON \`_production_sites_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_site_type_idx\` ON \`_production_sites_v\` (\`version_site_type\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_regime_idx\` ON \`_production_sites_v\` (\`version_regime\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_municipality_idx\` ON \`_production_sites_v\` (\`version_municipality\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_image_idx\` ON \`_production_sites_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_order_idx\` ON \`_production_sites_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_slug_idx\` ON \`_production_sites_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_updated_at_idx\` ON \`_production_sites_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_created_at_idx\` ON \`_production_sites_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version__status_idx\` ON \`_production_sites_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_created_at_idx\` ON \`_production_sites_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_updated_at_idx\` ON \`_production_sites_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_snapshot_idx\` ON \`_production_sites_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_published_locale_idx\` ON \`_production_sites_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_latest_idx\` ON \`_production_sites_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_support_measures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text,
  	\`link\` text,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_support_measures\`("id", "group", "link", "order", "slug", "updated_at", "created_at", "_status") SELECT "id", "group", "link", "order", "slug", "updated_at", "created_at", "_status" FROM \`support_measures\`;`)
  await db.run(sql`DROP TABLE \`support_measures\`;`)
  await db.run(sql`ALTER TABLE \`__new_support_measures\` RENAME TO \`support_measures\`;`)
  await db.run(sql`CREATE INDEX \`support_measures_group_idx\` ON \`support_measures\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`support_measures_order_idx\` ON \`support_measures\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`support_measures_slug_idx\` ON \`support_measures\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`support_measures_updated_at_idx\` ON \`support_measures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`support_measures_created_at_idx\` ON \`support_measures\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`support_measures__status_idx\` ON \`support_measures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__support_measures_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_group\` text,
  	\`version_link\` text,
  	\`version_order\` numeric DEFAULT 100,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`support_measures\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__support_measures_v\`("id", "parent_id", "version_group", "version_link", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_group", "version_link", "version_order", "version_slug", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_support_measures_v\`;`)
  await db.run(sql`DROP TABLE \`_support_measures_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__support_measures_v\` RENAME TO \`_support_measures_v\`;`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_parent_idx\` ON \`_support_measures_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_version_group_idx\` ON \`_support_measures_v\` (\`version_group\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_version_order_idx\` ON \`_support_measures_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_version_slug_idx\` ON \`_support_measures_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_version_updated_at_idx\` ON \`_support_measures_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_version_created_at_idx\` ON \`_support_measures_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_version__status_idx\` ON \`_support_measures_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_created_at_idx\` ON \`_support_measures_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_updated_at_idx\` ON \`_support_measures_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_snapshot_idx\` ON \`_support_measures_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_published_locale_idx\` ON \`_support_measures_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_latest_idx\` ON \`_support_measures_v\` (\`latest\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
