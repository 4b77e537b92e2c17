import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Drafts for the single pages (cms/globals/pages.ts): every page kept so far was public, so it stays published.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_about_region_v_version_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_region_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_region_v_version_facts_order_idx\` ON \`_about_region_v_version_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_version_facts_parent_id_idx\` ON \`_about_region_v_version_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_region_v_version_facts_locales\` (
  	\`unit\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_region_v_version_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_region_v_version_facts_locales_locale_parent_id_uniqu\` ON \`_about_region_v_version_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_region_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_region_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_region_v_version_sections_order_idx\` ON \`_about_region_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_version_sections_parent_id_idx\` ON \`_about_region_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_region_v_version_sections_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_region_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_region_v_version_sections_locales_locale_parent_id_un\` ON \`_about_region_v_version_sections_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_region_v\` (
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
  await db.run(sql`CREATE INDEX \`_about_region_v_version_version_image_idx\` ON \`_about_region_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_version_version__status_idx\` ON \`_about_region_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_created_at_idx\` ON \`_about_region_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_updated_at_idx\` ON \`_about_region_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_snapshot_idx\` ON \`_about_region_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_published_locale_idx\` ON \`_about_region_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_region_v_latest_idx\` ON \`_about_region_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_about_region_v_locales\` (
  	\`version_title\` text,
  	\`version_lead\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_region_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_region_v_locales_locale_parent_id_unique\` ON \`_about_region_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_arctic_v_version_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_arctic_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_arctic_v_version_benefits_order_idx\` ON \`_arctic_v_version_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_version_benefits_parent_id_idx\` ON \`_arctic_v_version_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_arctic_v_version_benefits_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_arctic_v_version_benefits\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_arctic_v_version_benefits_locales_locale_parent_id_unique\` ON \`_arctic_v_version_benefits_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_arctic_v_version_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_arctic_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_arctic_v_version_requirements_order_idx\` ON \`_arctic_v_version_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_version_requirements_parent_id_idx\` ON \`_arctic_v_version_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_arctic_v_version_requirements_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_arctic_v_version_requirements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_arctic_v_version_requirements_locales_locale_parent_id_uniq\` ON \`_arctic_v_version_requirements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_arctic_v\` (
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
  await db.run(sql`CREATE INDEX \`_arctic_v_version_version_image_idx\` ON \`_arctic_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_version_version__status_idx\` ON \`_arctic_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_created_at_idx\` ON \`_arctic_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_updated_at_idx\` ON \`_arctic_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_snapshot_idx\` ON \`_arctic_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_published_locale_idx\` ON \`_arctic_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_v_latest_idx\` ON \`_arctic_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_arctic_v_locales\` (
  	\`version_title\` text,
  	\`version_lead\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_arctic_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_arctic_v_locales_locale_parent_id_unique\` ON \`_arctic_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_project_implementation_algorithm_v_version_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_project_implementation_algorithm_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_version_steps_order_idx\` ON \`_project_implementation_algorithm_v_version_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_version_steps_parent_id_idx\` ON \`_project_implementation_algorithm_v_version_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_project_implementation_algorithm_v_version_steps_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`duration\` text,
  	\`responsible\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_project_implementation_algorithm_v_version_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_project_implementation_algorithm_v_version_steps_locales_lo\` ON \`_project_implementation_algorithm_v_version_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_project_implementation_algorithm_v\` (
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
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_version_version_imag_idx\` ON \`_project_implementation_algorithm_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_version_version__sta_idx\` ON \`_project_implementation_algorithm_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_created_at_idx\` ON \`_project_implementation_algorithm_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_updated_at_idx\` ON \`_project_implementation_algorithm_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_snapshot_idx\` ON \`_project_implementation_algorithm_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_published_locale_idx\` ON \`_project_implementation_algorithm_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_project_implementation_algorithm_v_latest_idx\` ON \`_project_implementation_algorithm_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_project_implementation_algorithm_v_locales\` (
  	\`version_title\` text,
  	\`version_lead\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_project_implementation_algorithm_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_project_implementation_algorithm_v_locales_locale_parent_id\` ON \`_project_implementation_algorithm_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`corporation_page_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`corporation_page_services_order_idx\` ON \`corporation_page_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`corporation_page_services_parent_id_idx\` ON \`corporation_page_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`corporation_page_services_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporation_page_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`corporation_page_services_locales_locale_parent_id_unique\` ON \`corporation_page_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`corporation_page\` (
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
  await db.run(sql`CREATE INDEX \`corporation_page_image_idx\` ON \`corporation_page\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`corporation_page__status_idx\` ON \`corporation_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`corporation_page_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`content\` text,
  	\`contacts_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`corporation_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`corporation_page_locales_locale_parent_id_unique\` ON \`corporation_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporation_page_v_version_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporation_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_version_services_order_idx\` ON \`_corporation_page_v_version_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_version_services_parent_id_idx\` ON \`_corporation_page_v_version_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporation_page_v_version_services_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporation_page_v_version_services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_corporation_page_v_version_services_locales_locale_parent_i\` ON \`_corporation_page_v_version_services_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_corporation_page_v\` (
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
  await db.run(sql`CREATE INDEX \`_corporation_page_v_version_version_image_idx\` ON \`_corporation_page_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_version_version__status_idx\` ON \`_corporation_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_created_at_idx\` ON \`_corporation_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_updated_at_idx\` ON \`_corporation_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_snapshot_idx\` ON \`_corporation_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_published_locale_idx\` ON \`_corporation_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_corporation_page_v_latest_idx\` ON \`_corporation_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_corporation_page_v_locales\` (
  	\`version_title\` text,
  	\`version_lead\` text,
  	\`version_content\` text,
  	\`version_contacts_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_corporation_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_corporation_page_v_locales_locale_parent_id_unique\` ON \`_corporation_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_techno_valley_v_version_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_techno_valley_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_version_facts_order_idx\` ON \`_techno_valley_v_version_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_version_facts_parent_id_idx\` ON \`_techno_valley_v_version_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_techno_valley_v_version_facts_locales\` (
  	\`unit\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_techno_valley_v_version_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_techno_valley_v_version_facts_locales_locale_parent_id_uniq\` ON \`_techno_valley_v_version_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_techno_valley_v_version_privileges\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_techno_valley_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_version_privileges_order_idx\` ON \`_techno_valley_v_version_privileges\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_version_privileges_parent_id_idx\` ON \`_techno_valley_v_version_privileges\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_techno_valley_v_version_privileges_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_techno_valley_v_version_privileges\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_techno_valley_v_version_privileges_locales_locale_parent_id\` ON \`_techno_valley_v_version_privileges_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_techno_valley_v\` (
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
  await db.run(sql`CREATE INDEX \`_techno_valley_v_version_version_image_idx\` ON \`_techno_valley_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_version_version__status_idx\` ON \`_techno_valley_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_created_at_idx\` ON \`_techno_valley_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_updated_at_idx\` ON \`_techno_valley_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_snapshot_idx\` ON \`_techno_valley_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_published_locale_idx\` ON \`_techno_valley_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_techno_valley_v_latest_idx\` ON \`_techno_valley_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_techno_valley_v_locales\` (
  	\`version_title\` text,
  	\`version_lead\` text,
  	\`version_content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_techno_valley_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_techno_valley_v_locales_locale_parent_id_unique\` ON \`_techno_valley_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // The corporation's page moves to tables of a shorter name (its versions table's would pass PostgreSQL's limit):
  // its published text goes with it.
  await db.run(sql`INSERT INTO \`corporation_page\` (id, image_id, contacts_phone, contacts_email, contacts_website, _status, updated_at, created_at) SELECT id, image_id, contacts_phone, contacts_email, contacts_website, 'published', updated_at, created_at FROM \`korporaciya_razvitiya_eniseyskoy_sibiri\`;`)
  await db.run(sql`INSERT INTO \`corporation_page_locales\` (title, lead, content, contacts_address, id, _locale, _parent_id) SELECT title, lead, content, contacts_address, id, _locale, _parent_id FROM \`korporaciya_razvitiya_eniseyskoy_sibiri_locales\`;`)
  await db.run(sql`INSERT INTO \`corporation_page_services\` (_order, _parent_id, id) SELECT _order, _parent_id, id FROM \`korporaciya_razvitiya_eniseyskoy_sibiri_services\`;`)
  await db.run(sql`INSERT INTO \`corporation_page_services_locales\` (title, text, id, _locale, _parent_id) SELECT title, text, id, _locale, _parent_id FROM \`korporaciya_razvitiya_eniseyskoy_sibiri_services_locales\`;`)
  await db.run(sql`DROP TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri_services\`;`)
  await db.run(sql`DROP TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri_services_locales\`;`)
  await db.run(sql`DROP TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri\`;`)
  await db.run(sql`DROP TABLE \`korporaciya_razvitiya_eniseyskoy_sibiri_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_about_region_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_region\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_region_facts\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`about_region_facts\`;`)
  await db.run(sql`DROP TABLE \`about_region_facts\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_region_facts\` RENAME TO \`about_region_facts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`about_region_facts_order_idx\` ON \`about_region_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_region_facts_parent_id_idx\` ON \`about_region_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_region_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_region\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_region_locales\`("title", "lead", "content", "id", "_locale", "_parent_id") SELECT "title", "lead", "content", "id", "_locale", "_parent_id" FROM \`about_region_locales\`;`)
  await db.run(sql`DROP TABLE \`about_region_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_region_locales\` RENAME TO \`about_region_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_region_locales_locale_parent_id_unique\` ON \`about_region_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_arctic_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`arctic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_arctic_locales\`("title", "lead", "content", "id", "_locale", "_parent_id") SELECT "title", "lead", "content", "id", "_locale", "_parent_id" FROM \`arctic_locales\`;`)
  await db.run(sql`DROP TABLE \`arctic_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_arctic_locales\` RENAME TO \`arctic_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`arctic_locales_locale_parent_id_unique\` ON \`arctic_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_project_implementation_algorithm_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`project_implementation_algorithm\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_project_implementation_algorithm_locales\`("title", "lead", "content", "id", "_locale", "_parent_id") SELECT "title", "lead", "content", "id", "_locale", "_parent_id" FROM \`project_implementation_algorithm_locales\`;`)
  await db.run(sql`DROP TABLE \`project_implementation_algorithm_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_project_implementation_algorithm_locales\` RENAME TO \`project_implementation_algorithm_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_implementation_algorithm_locales_locale_parent_id_un\` ON \`project_implementation_algorithm_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_techno_valley_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`techno_valley\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_techno_valley_facts\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`techno_valley_facts\`;`)
  await db.run(sql`DROP TABLE \`techno_valley_facts\`;`)
  await db.run(sql`ALTER TABLE \`__new_techno_valley_facts\` RENAME TO \`techno_valley_facts\`;`)
  await db.run(sql`CREATE INDEX \`techno_valley_facts_order_idx\` ON \`techno_valley_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`techno_valley_facts_parent_id_idx\` ON \`techno_valley_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_techno_valley_locales\` (
  	\`title\` text,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`techno_valley\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_techno_valley_locales\`("title", "lead", "content", "id", "_locale", "_parent_id") SELECT "title", "lead", "content", "id", "_locale", "_parent_id" FROM \`techno_valley_locales\`;`)
  await db.run(sql`DROP TABLE \`techno_valley_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_techno_valley_locales\` RENAME TO \`techno_valley_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`techno_valley_locales_locale_parent_id_unique\` ON \`techno_valley_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`about_region\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`about_region\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`about_region__status_idx\` ON \`about_region\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`arctic\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`arctic\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`arctic__status_idx\` ON \`arctic\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`project_implementation_algorithm\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`project_implementation_algorithm\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`project_implementation_algorithm__status_idx\` ON \`project_implementation_algorithm\` (\`_status\`);`)
  await db.run(sql`ALTER TABLE \`techno_valley\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`UPDATE \`techno_valley\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`techno_valley__status_idx\` ON \`techno_valley\` (\`_status\`);`)
}

// The tables are rebuilt with foreign keys off until the end: dropping a table with them on would delete its rows'
// translations (`…_locales`, ON DELETE cascade) with it.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  await db.run(sql`DROP TABLE \`_about_region_v_version_facts\`;`)
  await db.run(sql`DROP TABLE \`_about_region_v_version_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_region_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_about_region_v_version_sections_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_region_v\`;`)
  await db.run(sql`DROP TABLE \`_about_region_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_arctic_v_version_benefits\`;`)
  await db.run(sql`DROP TABLE \`_arctic_v_version_benefits_locales\`;`)
  await db.run(sql`DROP TABLE \`_arctic_v_version_requirements\`;`)
  await db.run(sql`DROP TABLE \`_arctic_v_version_requirements_locales\`;`)
  await db.run(sql`DROP TABLE \`_arctic_v\`;`)
  await db.run(sql`DROP TABLE \`_arctic_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_project_implementation_algorithm_v_version_steps\`;`)
  await db.run(sql`DROP TABLE \`_project_implementation_algorithm_v_version_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`_project_implementation_algorithm_v\`;`)
  await db.run(sql`DROP TABLE \`_project_implementation_algorithm_v_locales\`;`)
  // The corporation's page back under its slug's tables, with its published text.
  await db.run(sql`INSERT INTO \`korporaciya_razvitiya_eniseyskoy_sibiri\` (id, image_id, contacts_phone, contacts_email, contacts_website, updated_at, created_at) SELECT id, image_id, contacts_phone, contacts_email, contacts_website, updated_at, created_at FROM \`corporation_page\`;`)
  await db.run(sql`INSERT INTO \`korporaciya_razvitiya_eniseyskoy_sibiri_locales\` (title, lead, content, contacts_address, id, _locale, _parent_id) SELECT COALESCE(title, ''), lead, content, contacts_address, id, _locale, _parent_id FROM \`corporation_page_locales\`;`)
  await db.run(sql`INSERT INTO \`korporaciya_razvitiya_eniseyskoy_sibiri_services\` (_order, _parent_id, id) SELECT _order, _parent_id, id FROM \`corporation_page_services\`;`)
  await db.run(sql`INSERT INTO \`korporaciya_razvitiya_eniseyskoy_sibiri_services_locales\` (title, text, id, _locale, _parent_id) SELECT title, text, id, _locale, _parent_id FROM \`corporation_page_services_locales\`;`)
  await db.run(sql`DROP TABLE \`corporation_page_services\`;`)
  await db.run(sql`DROP TABLE \`corporation_page_services_locales\`;`)
  await db.run(sql`DROP TABLE \`corporation_page\`;`)
  await db.run(sql`DROP TABLE \`corporation_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_corporation_page_v_version_services\`;`)
  await db.run(sql`DROP TABLE \`_corporation_page_v_version_services_locales\`;`)
  await db.run(sql`DROP TABLE \`_corporation_page_v\`;`)
  await db.run(sql`DROP TABLE \`_corporation_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_techno_valley_v_version_facts\`;`)
  await db.run(sql`DROP TABLE \`_techno_valley_v_version_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`_techno_valley_v_version_privileges\`;`)
  await db.run(sql`DROP TABLE \`_techno_valley_v_version_privileges_locales\`;`)
  await db.run(sql`DROP TABLE \`_techno_valley_v\`;`)
  await db.run(sql`DROP TABLE \`_techno_valley_v_locales\`;`)
  await db.run(sql`DROP INDEX \`about_region__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`about_region\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`arctic__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`arctic\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`project_implementation_algorithm__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`project_implementation_algorithm\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`techno_valley__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`techno_valley\` DROP COLUMN \`_status\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_about_region_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_region\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_region_facts\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`about_region_facts\`;`)
  await db.run(sql`DROP TABLE \`about_region_facts\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_region_facts\` RENAME TO \`about_region_facts\`;`)
  await db.run(sql`CREATE INDEX \`about_region_facts_order_idx\` ON \`about_region_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_region_facts_parent_id_idx\` ON \`about_region_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_about_region_locales\` (
  	\`title\` text NOT NULL,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_region\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_about_region_locales\`("title", "lead", "content", "id", "_locale", "_parent_id") SELECT "title", "lead", "content", "id", "_locale", "_parent_id" FROM \`about_region_locales\`;`)
  await db.run(sql`DROP TABLE \`about_region_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_about_region_locales\` RENAME TO \`about_region_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`about_region_locales_locale_parent_id_unique\` ON \`about_region_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_arctic_locales\` (
  	\`title\` text NOT NULL,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`arctic\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_arctic_locales\`("title", "lead", "content", "id", "_locale", "_parent_id") SELECT "title", "lead", "content", "id", "_locale", "_parent_id" FROM \`arctic_locales\`;`)
  await db.run(sql`DROP TABLE \`arctic_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_arctic_locales\` RENAME TO \`arctic_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`arctic_locales_locale_parent_id_unique\` ON \`arctic_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_project_implementation_algorithm_locales\` (
  	\`title\` text NOT NULL,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`project_implementation_algorithm\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_project_implementation_algorithm_locales\`("title", "lead", "content", "id", "_locale", "_parent_id") SELECT "title", "lead", "content", "id", "_locale", "_parent_id" FROM \`project_implementation_algorithm_locales\`;`)
  await db.run(sql`DROP TABLE \`project_implementation_algorithm_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_project_implementation_algorithm_locales\` RENAME TO \`project_implementation_algorithm_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_implementation_algorithm_locales_locale_parent_id_un\` ON \`project_implementation_algorithm_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_techno_valley_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`techno_valley\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_techno_valley_facts\`("_order", "_parent_id", "id", "value") SELECT "_order", "_parent_id", "id", "value" FROM \`techno_valley_facts\`;`)
  await db.run(sql`DROP TABLE \`techno_valley_facts\`;`)
  await db.run(sql`ALTER TABLE \`__new_techno_valley_facts\` RENAME TO \`techno_valley_facts\`;`)
  await db.run(sql`CREATE INDEX \`techno_valley_facts_order_idx\` ON \`techno_valley_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`techno_valley_facts_parent_id_idx\` ON \`techno_valley_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_techno_valley_locales\` (
  	\`title\` text NOT NULL,
  	\`lead\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`techno_valley\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_techno_valley_locales\`("title", "lead", "content", "id", "_locale", "_parent_id") SELECT "title", "lead", "content", "id", "_locale", "_parent_id" FROM \`techno_valley_locales\`;`)
  await db.run(sql`DROP TABLE \`techno_valley_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_techno_valley_locales\` RENAME TO \`techno_valley_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`techno_valley_locales_locale_parent_id_unique\` ON \`techno_valley_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
