import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news\` (
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
  await db.run(sql`CREATE INDEX \`news_published_at_idx\` ON \`news\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`source\` text,
  	\`photo_source\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
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
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_source\` text,
  	\`version_photo_source\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`end_date\` text,
  	\`type_id\` integer,
  	\`city_id\` integer,
  	\`image_id\` integer,
  	\`registration_open\` integer DEFAULT true,
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
  await db.run(sql`CREATE INDEX \`events_date_idx\` ON \`events\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`events_type_idx\` ON \`events\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`events_city_idx\` ON \`events\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`events_image_idx\` ON \`events\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`events_slug_idx\` ON \`events\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`title\` text,
  	\`place\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text,
  	\`version_end_date\` text,
  	\`version_type_id\` integer,
  	\`version_city_id\` integer,
  	\`version_image_id\` integer,
  	\`version_registration_open\` integer DEFAULT true,
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
  await db.run(sql`CREATE TABLE \`_events_v_locales\` (
  	\`version_title\` text,
  	\`version_place\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`event_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`event_types_order_idx\` ON \`event_types\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_types_slug_idx\` ON \`event_types\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`event_types_updated_at_idx\` ON \`event_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_types_created_at_idx\` ON \`event_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`event_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`event_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`event_types_locales_locale_parent_id_unique\` ON \`event_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`event_cities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`event_cities_order_idx\` ON \`event_cities\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_cities_slug_idx\` ON \`event_cities\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`event_cities_updated_at_idx\` ON \`event_cities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_cities_created_at_idx\` ON \`event_cities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`event_cities_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`event_cities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`event_cities_locales_locale_parent_id_unique\` ON \`event_cities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`success_stories\` (
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
  await db.run(sql`CREATE INDEX \`success_stories_published_at_idx\` ON \`success_stories\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_image_idx\` ON \`success_stories\` (\`image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_slug_idx\` ON \`success_stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories__status_idx\` ON \`success_stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`success_stories_locales\` (
  	\`title\` text,
  	\`company\` text,
  	\`industry\` text,
  	\`excerpt\` text,
  	\`quote\` text,
  	\`quote_author\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_locales_locale_parent_id_unique\` ON \`success_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v\` (
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
  await db.run(sql`CREATE TABLE \`_success_stories_v_locales\` (
  	\`version_title\` text,
  	\`version_company\` text,
  	\`version_industry\` text,
  	\`version_excerpt\` text,
  	\`version_quote\` text,
  	\`version_quote_author\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_success_stories_v_locales_locale_parent_id_unique\` ON \`_success_stories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`video_gallery\` (
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
  await db.run(sql`CREATE INDEX \`video_gallery_published_at_idx\` ON \`video_gallery\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery_preview_idx\` ON \`video_gallery\` (\`preview_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`video_gallery_slug_idx\` ON \`video_gallery\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery_updated_at_idx\` ON \`video_gallery\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery_created_at_idx\` ON \`video_gallery\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery__status_idx\` ON \`video_gallery\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`video_gallery_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`video_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`video_gallery_locales_locale_parent_id_unique\` ON \`video_gallery_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_gallery_v\` (
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
  await db.run(sql`CREATE TABLE \`_video_gallery_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_video_gallery_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_video_gallery_v_locales_locale_parent_id_unique\` ON \`_video_gallery_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cip\` (
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
  await db.run(sql`CREATE INDEX \`cip_image_idx\` ON \`cip\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`cip_order_idx\` ON \`cip\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cip_slug_idx\` ON \`cip\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cip_updated_at_idx\` ON \`cip\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cip_created_at_idx\` ON \`cip\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`cip__status_idx\` ON \`cip\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cip_locales\` (
  	\`title\` text,
  	\`investor\` text,
  	\`implementation_period\` text,
  	\`investment_size\` text,
  	\`stage\` text,
  	\`industry\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cip_locales_locale_parent_id_unique\` ON \`cip_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cip_v\` (
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
  await db.run(sql`CREATE TABLE \`_cip_v_locales\` (
  	\`version_title\` text,
  	\`version_investor\` text,
  	\`version_implementation_period\` text,
  	\`version_investment_size\` text,
  	\`version_stage\` text,
  	\`version_industry\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cip_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cip_v_locales_locale_parent_id_unique\` ON \`_cip_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invest_projects\` (
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
  await db.run(sql`CREATE INDEX \`invest_projects_type_idx\` ON \`invest_projects\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects_image_idx\` ON \`invest_projects\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects_order_idx\` ON \`invest_projects\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invest_projects_slug_idx\` ON \`invest_projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects_updated_at_idx\` ON \`invest_projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects_created_at_idx\` ON \`invest_projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects__status_idx\` ON \`invest_projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`invest_projects_locales\` (
  	\`title\` text,
  	\`resource_base\` text,
  	\`territory\` text,
  	\`investment_volume\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`invest_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`invest_projects_locales_locale_parent_id_unique\` ON \`invest_projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_invest_projects_v\` (
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
  await db.run(sql`CREATE TABLE \`_invest_projects_v_locales\` (
  	\`version_title\` text,
  	\`version_resource_base\` text,
  	\`version_territory\` text,
  	\`version_investment_volume\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_invest_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_invest_projects_v_locales_locale_parent_id_unique\` ON \`_invest_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invest_project_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`invest_project_types_order_idx\` ON \`invest_project_types\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`invest_project_types_slug_idx\` ON \`invest_project_types\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`invest_project_types_updated_at_idx\` ON \`invest_project_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invest_project_types_created_at_idx\` ON \`invest_project_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`invest_project_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`invest_project_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`invest_project_types_locales_locale_parent_id_unique\` ON \`invest_project_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`perspective_projects\` (
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
  await db.run(sql`CREATE INDEX \`perspective_projects_image_idx\` ON \`perspective_projects\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`perspective_projects_order_idx\` ON \`perspective_projects\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`perspective_projects_slug_idx\` ON \`perspective_projects\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`perspective_projects_updated_at_idx\` ON \`perspective_projects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`perspective_projects_created_at_idx\` ON \`perspective_projects\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`perspective_projects__status_idx\` ON \`perspective_projects\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`perspective_projects_locales\` (
  	\`title\` text,
  	\`industry\` text,
  	\`location\` text,
  	\`investment_volume\` text,
  	\`implementation_period\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`perspective_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`perspective_projects_locales_locale_parent_id_unique\` ON \`perspective_projects_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_perspective_projects_v\` (
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
  await db.run(sql`CREATE TABLE \`_perspective_projects_v_locales\` (
  	\`version_title\` text,
  	\`version_industry\` text,
  	\`version_location\` text,
  	\`version_investment_volume\` text,
  	\`version_implementation_period\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_perspective_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_perspective_projects_v_locales_locale_parent_id_unique\` ON \`_perspective_projects_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`arctic_residents\` (
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
  await db.run(sql`CREATE INDEX \`arctic_residents_logo_idx\` ON \`arctic_residents\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`arctic_residents_order_idx\` ON \`arctic_residents\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`arctic_residents_slug_idx\` ON \`arctic_residents\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`arctic_residents_updated_at_idx\` ON \`arctic_residents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`arctic_residents_created_at_idx\` ON \`arctic_residents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`arctic_residents__status_idx\` ON \`arctic_residents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`arctic_residents_locales\` (
  	\`name\` text,
  	\`activity\` text,
  	\`location\` text,
  	\`investment\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`arctic_residents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`arctic_residents_locales_locale_parent_id_unique\` ON \`arctic_residents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_arctic_residents_v\` (
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
  await db.run(sql`CREATE TABLE \`_arctic_residents_v_locales\` (
  	\`version_name\` text,
  	\`version_activity\` text,
  	\`version_location\` text,
  	\`version_investment\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_arctic_residents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_arctic_residents_v_locales_locale_parent_id_unique\` ON \`_arctic_residents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`production_sites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`site_type\` text,
  	\`coordinates_lat\` numeric,
  	\`coordinates_lng\` numeric,
  	\`total_area\` numeric,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`production_sites_site_type_idx\` ON \`production_sites\` (\`site_type\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_image_idx\` ON \`production_sites\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_order_idx\` ON \`production_sites\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`production_sites_slug_idx\` ON \`production_sites\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_updated_at_idx\` ON \`production_sites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_created_at_idx\` ON \`production_sites\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`production_sites__status_idx\` ON \`production_sites\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`production_sites_locales\` (
  	\`title\` text,
  	\`location\` text,
  	\`address\` text,
  	\`specialisation\` text,
  	\`opportunities\` text,
  	\`infrastructure\` text,
  	\`excerpt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`production_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`production_sites_locales_locale_parent_id_unique\` ON \`production_sites_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_production_sites_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_site_type\` text,
  	\`version_coordinates_lat\` numeric,
  	\`version_coordinates_lng\` numeric,
  	\`version_total_area\` numeric,
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
  await db.run(sql`CREATE INDEX \`_production_sites_v_parent_idx\` ON \`_production_sites_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_site_type_idx\` ON \`_production_sites_v\` (\`version_site_type\`);`)
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
  await db.run(sql`CREATE TABLE \`_production_sites_v_locales\` (
  	\`version_title\` text,
  	\`version_location\` text,
  	\`version_address\` text,
  	\`version_specialisation\` text,
  	\`version_opportunities\` text,
  	\`version_infrastructure\` text,
  	\`version_excerpt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_production_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_production_sites_v_locales_locale_parent_id_unique\` ON \`_production_sites_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`support_measures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`support_measures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`support_measures_items_order_idx\` ON \`support_measures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`support_measures_items_parent_id_idx\` ON \`support_measures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`support_measures_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`support_measures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`support_measures_items_locales_locale_parent_id_unique\` ON \`support_measures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`support_measures\` (
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
  await db.run(sql`CREATE INDEX \`support_measures_group_idx\` ON \`support_measures\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`support_measures_order_idx\` ON \`support_measures\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`support_measures_slug_idx\` ON \`support_measures\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`support_measures_updated_at_idx\` ON \`support_measures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`support_measures_created_at_idx\` ON \`support_measures\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`support_measures__status_idx\` ON \`support_measures\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`support_measures_locales\` (
  	\`title\` text,
  	\`provider\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`support_measures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`support_measures_locales_locale_parent_id_unique\` ON \`support_measures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_support_measures_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_support_measures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_items_order_idx\` ON \`_support_measures_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_items_parent_id_idx\` ON \`_support_measures_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_support_measures_v_version_items_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_support_measures_v_version_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_support_measures_v_version_items_locales_locale_parent_id_u\` ON \`_support_measures_v_version_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_support_measures_v\` (
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
  await db.run(sql`CREATE TABLE \`_support_measures_v_locales\` (
  	\`version_title\` text,
  	\`version_provider\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_support_measures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_support_measures_v_locales_locale_parent_id_unique\` ON \`_support_measures_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`development_institutions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`website\` text,
  	\`logo_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`development_institutions_logo_idx\` ON \`development_institutions\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`development_institutions_order_idx\` ON \`development_institutions\` (\`order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`development_institutions_slug_idx\` ON \`development_institutions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`development_institutions_updated_at_idx\` ON \`development_institutions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`development_institutions_created_at_idx\` ON \`development_institutions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`development_institutions_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`development_institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`development_institutions_locales_locale_parent_id_unique\` ON \`development_institutions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invest_rules\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`invest_rules_file_idx\` ON \`invest_rules\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`invest_rules_order_idx\` ON \`invest_rules\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`invest_rules_updated_at_idx\` ON \`invest_rules\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`invest_rules_created_at_idx\` ON \`invest_rules\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`invest_rules_locales\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`invest_rules_locales_locale_parent_id_unique\` ON \`invest_rules_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_order_idx\` ON \`faq\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_updated_at_idx\` ON \`faq\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_created_at_idx\` ON \`faq\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faq_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_locales_locale_parent_id_unique\` ON \`faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`index_switch\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`image_id\` integer,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`index_switch_image_idx\` ON \`index_switch\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`index_switch_order_idx\` ON \`index_switch\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`index_switch_updated_at_idx\` ON \`index_switch\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`index_switch_created_at_idx\` ON \`index_switch\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`index_switch_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`index_switch\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`index_switch_locales_locale_parent_id_unique\` ON \`index_switch_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` numeric NOT NULL,
  	\`image_id\` integer,
  	\`button_link\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_key_idx\` ON \`settings\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`settings_image_idx\` ON \`settings\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`settings_updated_at_idx\` ON \`settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`settings_created_at_idx\` ON \`settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`settings_locales\` (
  	\`title\` text NOT NULL,
  	\`subtitle\` text,
  	\`content\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`settings_locales_locale_parent_id_unique\` ON \`settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`setting_statistics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`value\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`setting_statistics_type_idx\` ON \`setting_statistics\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`setting_statistics_order_idx\` ON \`setting_statistics\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`setting_statistics_updated_at_idx\` ON \`setting_statistics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`setting_statistics_created_at_idx\` ON \`setting_statistics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`setting_statistics_locales\` (
  	\`unit\` text,
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`setting_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`setting_statistics_locales_locale_parent_id_unique\` ON \`setting_statistics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`setting_files_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`setting_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`setting_files_items_order_idx\` ON \`setting_files_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`setting_files_items_parent_id_idx\` ON \`setting_files_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`setting_files_items_file_idx\` ON \`setting_files_items\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`setting_files_items_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`setting_files_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`setting_files_items_locales_locale_parent_id_unique\` ON \`setting_files_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`setting_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`setting_files_key_idx\` ON \`setting_files\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`setting_files_updated_at_idx\` ON \`setting_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`setting_files_created_at_idx\` ON \`setting_files\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`setting_files_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`setting_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`setting_files_locales_locale_parent_id_unique\` ON \`setting_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_investment_sizes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`min\` numeric,
  	\`max\` numeric,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_investment_sizes_order_idx\` ON \`calc_investment_sizes\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_investment_sizes_updated_at_idx\` ON \`calc_investment_sizes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calc_investment_sizes_created_at_idx\` ON \`calc_investment_sizes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`calc_investment_sizes_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`calc_investment_sizes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`calc_investment_sizes_locales_locale_parent_id_unique\` ON \`calc_investment_sizes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_okved\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_okved_code_idx\` ON \`calc_okved\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`calc_okved_order_idx\` ON \`calc_okved\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_okved_updated_at_idx\` ON \`calc_okved\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calc_okved_created_at_idx\` ON \`calc_okved\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`calc_okved_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`calc_okved\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`calc_okved_locales_locale_parent_id_unique\` ON \`calc_okved_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_subject_msp\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_msp\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_subject_msp_order_idx\` ON \`calc_subject_msp\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_subject_msp_updated_at_idx\` ON \`calc_subject_msp\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calc_subject_msp_created_at_idx\` ON \`calc_subject_msp\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`calc_subject_msp_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`calc_subject_msp\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`calc_subject_msp_locales_locale_parent_id_unique\` ON \`calc_subject_msp_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_support_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_support_types_order_idx\` ON \`calc_support_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_types_updated_at_idx\` ON \`calc_support_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_types_created_at_idx\` ON \`calc_support_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`calc_support_types_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`calc_support_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`calc_support_types_locales_locale_parent_id_unique\` ON \`calc_support_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_support_measures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`link\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_support_measures_order_idx\` ON \`calc_support_measures\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_measures_updated_at_idx\` ON \`calc_support_measures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_measures_created_at_idx\` ON \`calc_support_measures\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`calc_support_measures_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`benefit\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`calc_support_measures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`calc_support_measures_locales_locale_parent_id_unique\` ON \`calc_support_measures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_support_measures_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`calc_investment_sizes_id\` integer,
  	\`calc_okved_id\` integer,
  	\`calc_subject_msp_id\` integer,
  	\`calc_support_types_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calc_support_measures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calc_investment_sizes_id\`) REFERENCES \`calc_investment_sizes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calc_okved_id\`) REFERENCES \`calc_okved\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calc_subject_msp_id\`) REFERENCES \`calc_subject_msp\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calc_support_types_id\`) REFERENCES \`calc_support_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_support_measures_rels_order_idx\` ON \`calc_support_measures_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_measures_rels_parent_idx\` ON \`calc_support_measures_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_measures_rels_path_idx\` ON \`calc_support_measures_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_measures_rels_calc_investment_sizes_id_idx\` ON \`calc_support_measures_rels\` (\`calc_investment_sizes_id\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_measures_rels_calc_okved_id_idx\` ON \`calc_support_measures_rels\` (\`calc_okved_id\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_measures_rels_calc_subject_msp_id_idx\` ON \`calc_support_measures_rels\` (\`calc_subject_msp_id\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_measures_rels_calc_support_types_id_idx\` ON \`calc_support_measures_rels\` (\`calc_support_types_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_hero_url\` text,
  	\`sizes_hero_width\` numeric,
  	\`sizes_hero_height\` numeric,
  	\`sizes_hero_mime_type\` text,
  	\`sizes_hero_filesize\` numeric,
  	\`sizes_hero_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_hero_sizes_hero_filename_idx\` ON \`media\` (\`sizes_hero_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_filename_idx\` ON \`documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_roles_order_idx\` ON \`staff_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`staff_roles_parent_idx\` ON \`staff_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_sessions_order_idx\` ON \`staff_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`staff_sessions_parent_id_idx\` ON \`staff_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`staff\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_updated_at_idx\` ON \`staff\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_created_at_idx\` ON \`staff\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_email_idx\` ON \`staff\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`investors_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`investors_sessions_order_idx\` ON \`investors_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`investors_sessions_parent_id_idx\` ON \`investors_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`investors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`surname\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`fathers_name\` text,
  	\`phone\` text NOT NULL,
  	\`company\` text,
  	\`avatar_id\` integer,
  	\`email_verified\` integer DEFAULT false,
  	\`locale\` text DEFAULT 'ru',
  	\`consent_at\` text,
  	\`verification_token_hash\` text,
  	\`verification_token_expires\` text,
  	\`verification_sent_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`avatar_id\`) REFERENCES \`avatars\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`investors_avatar_idx\` ON \`investors\` (\`avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`investors_email_verified_idx\` ON \`investors\` (\`email_verified\`);`)
  await db.run(sql`CREATE INDEX \`investors_verification_token_hash_idx\` ON \`investors\` (\`verification_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`investors_updated_at_idx\` ON \`investors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`investors_created_at_idx\` ON \`investors\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`investors_email_idx\` ON \`investors\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`avatars\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`avatars_owner_idx\` ON \`avatars\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`avatars_updated_at_idx\` ON \`avatars\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`avatars_created_at_idx\` ON \`avatars\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`avatars_filename_idx\` ON \`avatars\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`study_materials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'guide' NOT NULL,
  	\`url\` text,
  	\`duration\` text,
  	\`order\` numeric DEFAULT 100,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`study_materials_kind_idx\` ON \`study_materials\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`study_materials_order_idx\` ON \`study_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`study_materials_updated_at_idx\` ON \`study_materials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`study_materials_created_at_idx\` ON \`study_materials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`study_materials_locales\` (
  	\`title\` text NOT NULL,
  	\`summary\` text,
  	\`body\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`study_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`study_materials_locales_locale_parent_id_unique\` ON \`study_materials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`events_id\` integer,
  	\`event_types_id\` integer,
  	\`event_cities_id\` integer,
  	\`success_stories_id\` integer,
  	\`video_gallery_id\` integer,
  	\`cip_id\` integer,
  	\`invest_projects_id\` integer,
  	\`invest_project_types_id\` integer,
  	\`perspective_projects_id\` integer,
  	\`arctic_residents_id\` integer,
  	\`production_sites_id\` integer,
  	\`support_measures_id\` integer,
  	\`development_institutions_id\` integer,
  	\`invest_rules_id\` integer,
  	\`faq_id\` integer,
  	\`index_switch_id\` integer,
  	\`settings_id\` integer,
  	\`setting_statistics_id\` integer,
  	\`setting_files_id\` integer,
  	\`calc_investment_sizes_id\` integer,
  	\`calc_okved_id\` integer,
  	\`calc_subject_msp_id\` integer,
  	\`calc_support_types_id\` integer,
  	\`calc_support_measures_id\` integer,
  	\`media_id\` integer,
  	\`documents_id\` integer,
  	\`staff_id\` integer,
  	\`investors_id\` integer,
  	\`avatars_id\` integer,
  	\`study_materials_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_types_id\`) REFERENCES \`event_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_cities_id\`) REFERENCES \`event_cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`video_gallery_id\`) REFERENCES \`video_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cip_id\`) REFERENCES \`cip\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invest_projects_id\`) REFERENCES \`invest_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invest_project_types_id\`) REFERENCES \`invest_project_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`perspective_projects_id\`) REFERENCES \`perspective_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`arctic_residents_id\`) REFERENCES \`arctic_residents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`production_sites_id\`) REFERENCES \`production_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`support_measures_id\`) REFERENCES \`support_measures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`development_institutions_id\`) REFERENCES \`development_institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`invest_rules_id\`) REFERENCES \`invest_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`index_switch_id\`) REFERENCES \`index_switch\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`settings_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`setting_statistics_id\`) REFERENCES \`setting_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`setting_files_id\`) REFERENCES \`setting_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calc_investment_sizes_id\`) REFERENCES \`calc_investment_sizes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calc_okved_id\`) REFERENCES \`calc_okved\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calc_subject_msp_id\`) REFERENCES \`calc_subject_msp\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calc_support_types_id\`) REFERENCES \`calc_support_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`calc_support_measures_id\`) REFERENCES \`calc_support_measures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`investors_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`avatars_id\`) REFERENCES \`avatars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`study_materials_id\`) REFERENCES \`study_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_types_id_idx\` ON \`payload_locked_documents_rels\` (\`event_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`event_cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_success_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_video_gallery_id_idx\` ON \`payload_locked_documents_rels\` (\`video_gallery_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cip_id_idx\` ON \`payload_locked_documents_rels\` (\`cip_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invest_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`invest_projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invest_project_types_id_idx\` ON \`payload_locked_documents_rels\` (\`invest_project_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_perspective_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`perspective_projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_arctic_residents_id_idx\` ON \`payload_locked_documents_rels\` (\`arctic_residents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_production_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`production_sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_support_measures_id_idx\` ON \`payload_locked_documents_rels\` (\`support_measures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_development_institutions_i_idx\` ON \`payload_locked_documents_rels\` (\`development_institutions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_invest_rules_id_idx\` ON \`payload_locked_documents_rels\` (\`invest_rules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_index_switch_id_idx\` ON \`payload_locked_documents_rels\` (\`index_switch_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_setting_statistics_id_idx\` ON \`payload_locked_documents_rels\` (\`setting_statistics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_setting_files_id_idx\` ON \`payload_locked_documents_rels\` (\`setting_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calc_investment_sizes_id_idx\` ON \`payload_locked_documents_rels\` (\`calc_investment_sizes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calc_okved_id_idx\` ON \`payload_locked_documents_rels\` (\`calc_okved_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calc_subject_msp_id_idx\` ON \`payload_locked_documents_rels\` (\`calc_subject_msp_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calc_support_types_id_idx\` ON \`payload_locked_documents_rels\` (\`calc_support_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_calc_support_measures_id_idx\` ON \`payload_locked_documents_rels\` (\`calc_support_measures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_investors_id_idx\` ON \`payload_locked_documents_rels\` (\`investors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_avatars_id_idx\` ON \`payload_locked_documents_rels\` (\`avatars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_study_materials_id_idx\` ON \`payload_locked_documents_rels\` (\`study_materials_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`staff_id\` integer,
  	\`investors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`investors_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_staff_id_idx\` ON \`payload_preferences_rels\` (\`staff_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_investors_id_idx\` ON \`payload_preferences_rels\` (\`investors_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`about_region_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_region\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_region_facts_order_idx\` ON \`about_region_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_region_facts_parent_id_idx\` ON \`about_region_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_region_facts_locales\` (
  	\`unit\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_region_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_region_facts_locales_locale_parent_id_unique\` ON \`about_region_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_region_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_region\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_region_sections_order_idx\` ON \`about_region_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_region_sections_parent_id_idx\` ON \`about_region_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_region_sections_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_region_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_region_sections_locales_locale_parent_id_unique\` ON \`about_region_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_region\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_region_image_idx\` ON \`about_region\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`about_region_locales\` (
  	\`title\` text NOT NULL,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_region\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_region_locales_locale_parent_id_unique\` ON \`about_region_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`arctic_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`arctic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`arctic_benefits_order_idx\` ON \`arctic_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`arctic_benefits_parent_id_idx\` ON \`arctic_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`arctic_benefits_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`arctic_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`arctic_benefits_locales_locale_parent_id_unique\` ON \`arctic_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`arctic_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`arctic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`arctic_requirements_order_idx\` ON \`arctic_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`arctic_requirements_parent_id_idx\` ON \`arctic_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`arctic_requirements_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`arctic_requirements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`arctic_requirements_locales_locale_parent_id_unique\` ON \`arctic_requirements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`arctic\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`arctic_image_idx\` ON \`arctic\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`arctic_locales\` (
  	\`title\` text NOT NULL,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`arctic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`arctic_locales_locale_parent_id_unique\` ON \`arctic_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`project_implementation_algorithm_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`project_implementation_algorithm\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`project_implementation_algorithm_steps_order_idx\` ON \`project_implementation_algorithm_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`project_implementation_algorithm_steps_parent_id_idx\` ON \`project_implementation_algorithm_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`project_implementation_algorithm_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`duration\` text,
  	\`responsible\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`project_implementation_algorithm_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`project_implementation_algorithm_steps_locales_locale_parent\` ON \`project_implementation_algorithm_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`project_implementation_algorithm\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`project_implementation_algorithm_image_idx\` ON \`project_implementation_algorithm\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`project_implementation_algorithm_locales\` (
  	\`title\` text NOT NULL,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`project_implementation_algorithm\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`project_implementation_algorithm_locales_locale_parent_id_un\` ON \`project_implementation_algorithm_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`korporaciya_razvitiya_eniseyskoy_sibiri\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`korporaciya_razvitiya_eniseyskoy_sibiri_services_order_idx\` ON \`korporaciya_razvitiya_eniseyskoy_sibiri_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`korporaciya_razvitiya_eniseyskoy_sibiri_services_parent_id_idx\` ON \`korporaciya_razvitiya_eniseyskoy_sibiri_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri_services_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`korporaciya_razvitiya_eniseyskoy_sibiri_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`korporaciya_razvitiya_eniseyskoy_sibiri_services_locales_loc\` ON \`korporaciya_razvitiya_eniseyskoy_sibiri_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`contacts_phone\` text,
  	\`contacts_email\` text,
  	\`contacts_website\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`korporaciya_razvitiya_eniseyskoy_sibiri_image_idx\` ON \`korporaciya_razvitiya_eniseyskoy_sibiri\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri_locales\` (
  	\`title\` text NOT NULL,
  	\`lead\` text,
  	\`content\` text,
  	\`contacts_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`korporaciya_razvitiya_eniseyskoy_sibiri\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`korporaciya_razvitiya_eniseyskoy_sibiri_locales_locale_paren\` ON \`korporaciya_razvitiya_eniseyskoy_sibiri_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`techno_valley_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`techno_valley\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`techno_valley_facts_order_idx\` ON \`techno_valley_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`techno_valley_facts_parent_id_idx\` ON \`techno_valley_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`techno_valley_facts_locales\` (
  	\`unit\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`techno_valley_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`techno_valley_facts_locales_locale_parent_id_unique\` ON \`techno_valley_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`techno_valley_privileges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`techno_valley\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`techno_valley_privileges_order_idx\` ON \`techno_valley_privileges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`techno_valley_privileges_parent_id_idx\` ON \`techno_valley_privileges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`techno_valley_privileges_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`techno_valley_privileges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`techno_valley_privileges_locales_locale_parent_id_unique\` ON \`techno_valley_privileges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`techno_valley\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`techno_valley_image_idx\` ON \`techno_valley\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`techno_valley_locales\` (
  	\`title\` text NOT NULL,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`techno_valley\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`techno_valley_locales_locale_parent_id_unique\` ON \`techno_valley_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`seed_state\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version\` numeric,
  	\`seeded_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`event_types\`;`)
  await db.run(sql`DROP TABLE \`event_types_locales\`;`)
  await db.run(sql`DROP TABLE \`event_cities\`;`)
  await db.run(sql`DROP TABLE \`event_cities_locales\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`video_gallery\`;`)
  await db.run(sql`DROP TABLE \`video_gallery_locales\`;`)
  await db.run(sql`DROP TABLE \`_video_gallery_v\`;`)
  await db.run(sql`DROP TABLE \`_video_gallery_v_locales\`;`)
  await db.run(sql`DROP TABLE \`cip\`;`)
  await db.run(sql`DROP TABLE \`cip_locales\`;`)
  await db.run(sql`DROP TABLE \`_cip_v\`;`)
  await db.run(sql`DROP TABLE \`_cip_v_locales\`;`)
  await db.run(sql`DROP TABLE \`invest_projects\`;`)
  await db.run(sql`DROP TABLE \`invest_projects_locales\`;`)
  await db.run(sql`DROP TABLE \`_invest_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_invest_projects_v_locales\`;`)
  await db.run(sql`DROP TABLE \`invest_project_types\`;`)
  await db.run(sql`DROP TABLE \`invest_project_types_locales\`;`)
  await db.run(sql`DROP TABLE \`perspective_projects\`;`)
  await db.run(sql`DROP TABLE \`perspective_projects_locales\`;`)
  await db.run(sql`DROP TABLE \`_perspective_projects_v\`;`)
  await db.run(sql`DROP TABLE \`_perspective_projects_v_locales\`;`)
  await db.run(sql`DROP TABLE \`arctic_residents\`;`)
  await db.run(sql`DROP TABLE \`arctic_residents_locales\`;`)
  await db.run(sql`DROP TABLE \`_arctic_residents_v\`;`)
  await db.run(sql`DROP TABLE \`_arctic_residents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`production_sites\`;`)
  await db.run(sql`DROP TABLE \`production_sites_locales\`;`)
  await db.run(sql`DROP TABLE \`_production_sites_v\`;`)
  await db.run(sql`DROP TABLE \`_production_sites_v_locales\`;`)
  await db.run(sql`DROP TABLE \`support_measures_items\`;`)
  await db.run(sql`DROP TABLE \`support_measures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`support_measures\`;`)
  await db.run(sql`DROP TABLE \`support_measures_locales\`;`)
  await db.run(sql`DROP TABLE \`_support_measures_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_support_measures_v_version_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_support_measures_v\`;`)
  await db.run(sql`DROP TABLE \`_support_measures_v_locales\`;`)
  await db.run(sql`DROP TABLE \`development_institutions\`;`)
  await db.run(sql`DROP TABLE \`development_institutions_locales\`;`)
  await db.run(sql`DROP TABLE \`invest_rules\`;`)
  await db.run(sql`DROP TABLE \`invest_rules_locales\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`faq_locales\`;`)
  await db.run(sql`DROP TABLE \`index_switch\`;`)
  await db.run(sql`DROP TABLE \`index_switch_locales\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings_locales\`;`)
  await db.run(sql`DROP TABLE \`setting_statistics\`;`)
  await db.run(sql`DROP TABLE \`setting_statistics_locales\`;`)
  await db.run(sql`DROP TABLE \`setting_files_items\`;`)
  await db.run(sql`DROP TABLE \`setting_files_items_locales\`;`)
  await db.run(sql`DROP TABLE \`setting_files\`;`)
  await db.run(sql`DROP TABLE \`setting_files_locales\`;`)
  await db.run(sql`DROP TABLE \`calc_investment_sizes\`;`)
  await db.run(sql`DROP TABLE \`calc_investment_sizes_locales\`;`)
  await db.run(sql`DROP TABLE \`calc_okved\`;`)
  await db.run(sql`DROP TABLE \`calc_okved_locales\`;`)
  await db.run(sql`DROP TABLE \`calc_subject_msp\`;`)
  await db.run(sql`DROP TABLE \`calc_subject_msp_locales\`;`)
  await db.run(sql`DROP TABLE \`calc_support_types\`;`)
  await db.run(sql`DROP TABLE \`calc_support_types_locales\`;`)
  await db.run(sql`DROP TABLE \`calc_support_measures\`;`)
  await db.run(sql`DROP TABLE \`calc_support_measures_locales\`;`)
  await db.run(sql`DROP TABLE \`calc_support_measures_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`staff_roles\`;`)
  await db.run(sql`DROP TABLE \`staff_sessions\`;`)
  await db.run(sql`DROP TABLE \`staff\`;`)
  await db.run(sql`DROP TABLE \`investors_sessions\`;`)
  await db.run(sql`DROP TABLE \`investors\`;`)
  await db.run(sql`DROP TABLE \`avatars\`;`)
  await db.run(sql`DROP TABLE \`study_materials\`;`)
  await db.run(sql`DROP TABLE \`study_materials_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`about_region_facts\`;`)
  await db.run(sql`DROP TABLE \`about_region_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`about_region_sections\`;`)
  await db.run(sql`DROP TABLE \`about_region_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`about_region\`;`)
  await db.run(sql`DROP TABLE \`about_region_locales\`;`)
  await db.run(sql`DROP TABLE \`arctic_benefits\`;`)
  await db.run(sql`DROP TABLE \`arctic_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`arctic_requirements\`;`)
  await db.run(sql`DROP TABLE \`arctic_requirements_locales\`;`)
  await db.run(sql`DROP TABLE \`arctic\`;`)
  await db.run(sql`DROP TABLE \`arctic_locales\`;`)
  await db.run(sql`DROP TABLE \`project_implementation_algorithm_steps\`;`)
  await db.run(sql`DROP TABLE \`project_implementation_algorithm_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`project_implementation_algorithm\`;`)
  await db.run(sql`DROP TABLE \`project_implementation_algorithm_locales\`;`)
  await db.run(sql`DROP TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri_services\`;`)
  await db.run(sql`DROP TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri_services_locales\`;`)
  await db.run(sql`DROP TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri\`;`)
  await db.run(sql`DROP TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri_locales\`;`)
  await db.run(sql`DROP TABLE \`techno_valley_facts\`;`)
  await db.run(sql`DROP TABLE \`techno_valley_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`techno_valley_privileges\`;`)
  await db.run(sql`DROP TABLE \`techno_valley_privileges_locales\`;`)
  await db.run(sql`DROP TABLE \`techno_valley\`;`)
  await db.run(sql`DROP TABLE \`techno_valley_locales\`;`)
  await db.run(sql`DROP TABLE \`seed_state\`;`)
}
