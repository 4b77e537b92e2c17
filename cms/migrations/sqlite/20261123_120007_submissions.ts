import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`comment\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`requests_history_order_idx\` ON \`requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`requests_history_parent_id_idx\` ON \`requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`requests_history_by_idx\` ON \`requests_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`review_comment\` text,
  	\`title\` text,
  	\`description\` text NOT NULL,
  	\`owner_id\` integer,
  	\`contact_name\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`locale\` text DEFAULT 'ru',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`requests_status_idx\` ON \`requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`requests_owner_idx\` ON \`requests\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`requests_updated_at_idx\` ON \`requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`requests_created_at_idx\` ON \`requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`requests_rels_order_idx\` ON \`requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`requests_rels_parent_idx\` ON \`requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`requests_rels_path_idx\` ON \`requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`requests_rels_attachments_id_idx\` ON \`requests_rels\` (\`attachments_id\`);`)
  await db.run(sql`CREATE TABLE \`passports_form_of_possession\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`passports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`passports_form_of_possession_order_idx\` ON \`passports_form_of_possession\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`passports_form_of_possession_parent_idx\` ON \`passports_form_of_possession\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`passports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` integer NOT NULL,
  	\`owner_id\` integer,
  	\`review_status\` text DEFAULT 'pending',
  	\`company_name\` text,
  	\`legal_name\` text,
  	\`mailing_address\` text,
  	\`inn\` text,
  	\`link_to_the_main_electronic_resource\` text,
  	\`full_name_of_the_head\` text,
  	\`main_okved\` text,
  	\`additional_information\` text,
  	\`name\` text,
  	\`about_employee\` text,
  	\`description\` text,
  	\`kind_of_activity\` text,
  	\`production_hazard_class\` text,
  	\`implementation_period\` numeric,
  	\`start_date\` text,
  	\`annual_volume\` numeric,
  	\`status\` text,
  	\`number_of_jobs_created\` numeric,
  	\`price\` numeric,
  	\`own_funds\` numeric,
  	\`borrowed_funds\` numeric,
  	\`funds_of_private_investors\` numeric,
  	\`other_sources\` numeric,
  	\`amount_of_invested_funds\` numeric,
  	\`direction_of_investment\` text,
  	\`information_about_support_measures\` text,
  	\`layout\` integer,
  	\`layoutdesign_and_estimate_documentation\` integer,
  	\`business_plan\` integer,
  	\`other_materials\` text,
  	\`key_issues\` text,
  	\`need_for_selection\` integer,
  	\`desired_location\` text,
  	\`required_or_available_space\` numeric,
  	\`requirement_for_transport_conditions\` text,
  	\`cadastral_number\` text,
  	\`number_of_objects\` numeric,
  	\`project_implementation_area\` text,
  	\`electricity_power\` numeric,
  	\`electricity_distance\` numeric,
  	\`water_industrial_power\` numeric,
  	\`water_industrial_distance\` numeric,
  	\`water_household_power\` numeric,
  	\`water_household_distance\` numeric,
  	\`water_disposal_power\` numeric,
  	\`water_disposal_distance\` numeric,
  	\`domestic_sewerage_power\` numeric,
  	\`domestic_sewerage_distance\` numeric,
  	\`heat_supply_power\` numeric,
  	\`heat_supply_distance\` numeric,
  	\`steam_power\` numeric,
  	\`steam_distance\` numeric,
  	\`treatment_facilities_power\` numeric,
  	\`treatment_facilities_distance\` numeric,
  	\`other_resources_with_specs\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`passports_request_idx\` ON \`passports\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`passports_owner_idx\` ON \`passports\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`passports_review_status_idx\` ON \`passports\` (\`review_status\`);`)
  await db.run(sql`CREATE INDEX \`passports_updated_at_idx\` ON \`passports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`passports_created_at_idx\` ON \`passports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`passports_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`passports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`passports_texts_order_parent\` ON \`passports_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`passports_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`passports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`passports_rels_order_idx\` ON \`passports_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`passports_rels_parent_idx\` ON \`passports_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`passports_rels_path_idx\` ON \`passports_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`passports_rels_attachments_id_idx\` ON \`passports_rels\` (\`attachments_id\`);`)
  await db.run(sql`CREATE TABLE \`appeals_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`comment\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appeals_history_order_idx\` ON \`appeals_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`appeals_history_parent_id_idx\` ON \`appeals_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_history_by_idx\` ON \`appeals_history\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`appeals\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`message\` text NOT NULL,
  	\`answer\` text,
  	\`answered_at\` text,
  	\`answered_by_id\` integer,
  	\`owner_id\` integer,
  	\`agreement_at\` text,
  	\`locale\` text DEFAULT 'ru',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`answered_by_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`appeals_status_idx\` ON \`appeals\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`appeals_answered_by_idx\` ON \`appeals\` (\`answered_by_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_owner_idx\` ON \`appeals\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_updated_at_idx\` ON \`appeals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appeals_created_at_idx\` ON \`appeals\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`appeals_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`appeals_rels_order_idx\` ON \`appeals_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`appeals_rels_parent_idx\` ON \`appeals_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_rels_path_idx\` ON \`appeals_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`appeals_rels_attachments_id_idx\` ON \`appeals_rels\` (\`attachments_id\`);`)
  await db.run(sql`CREATE TABLE \`attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`mime\` text NOT NULL,
  	\`kind\` text NOT NULL,
  	\`owner_id\` integer,
  	\`storage_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`attachments_kind_idx\` ON \`attachments\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`attachments_owner_idx\` ON \`attachments\` (\`owner_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`attachments_storage_key_idx\` ON \`attachments\` (\`storage_key\`);`)
  await db.run(sql`CREATE INDEX \`attachments_updated_at_idx\` ON \`attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`attachments_created_at_idx\` ON \`attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`event_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` integer NOT NULL,
  	\`surname\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`patronymic\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`organization\` text NOT NULL,
  	\`inn\` text NOT NULL,
  	\`dolgnost\` text NOT NULL,
  	\`profile\` text NOT NULL,
  	\`target\` text NOT NULL,
  	\`production\` text NOT NULL,
  	\`ploshadka\` integer DEFAULT false,
  	\`mail_agree\` integer DEFAULT false,
  	\`comment\` text,
  	\`locale\` text DEFAULT 'ru',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`event_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_registrations_event_idx\` ON \`event_registrations\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_email_idx\` ON \`event_registrations\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_updated_at_idx\` ON \`event_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_registrations_created_at_idx\` ON \`event_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_email_idx\` ON \`event_registrations\` (\`event_id\`,\`email\`);`)
  await db.run(sql`CREATE TABLE \`favourite_folders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`favourite_folders_owner_idx\` ON \`favourite_folders\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`favourite_folders_updated_at_idx\` ON \`favourite_folders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`favourite_folders_created_at_idx\` ON \`favourite_folders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`favourite_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`folder_id\` integer NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`page_url\` text NOT NULL,
  	\`page_title\` text NOT NULL,
  	\`page_image\` text,
  	\`comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`folder_id\`) REFERENCES \`favourite_folders\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`favourite_items_folder_idx\` ON \`favourite_items\` (\`folder_id\`);`)
  await db.run(sql`CREATE INDEX \`favourite_items_owner_idx\` ON \`favourite_items\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`favourite_items_updated_at_idx\` ON \`favourite_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`favourite_items_created_at_idx\` ON \`favourite_items\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`events\` ADD \`capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_events_v\` ADD \`version_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`requests_id\` integer REFERENCES requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`passports_id\` integer REFERENCES passports(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`appeals_id\` integer REFERENCES appeals(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`attachments_id\` integer REFERENCES attachments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`event_registrations_id\` integer REFERENCES event_registrations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`favourite_folders_id\` integer REFERENCES favourite_folders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`favourite_items_id\` integer REFERENCES favourite_items(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_passports_id_idx\` ON \`payload_locked_documents_rels\` (\`passports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeals_id_idx\` ON \`payload_locked_documents_rels\` (\`appeals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourite_folders_id_idx\` ON \`payload_locked_documents_rels\` (\`favourite_folders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourite_items_id_idx\` ON \`payload_locked_documents_rels\` (\`favourite_items_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`requests_history\`;`)
  await db.run(sql`DROP TABLE \`requests\`;`)
  await db.run(sql`DROP TABLE \`requests_rels\`;`)
  await db.run(sql`DROP TABLE \`passports_form_of_possession\`;`)
  await db.run(sql`DROP TABLE \`passports\`;`)
  await db.run(sql`DROP TABLE \`passports_texts\`;`)
  await db.run(sql`DROP TABLE \`passports_rels\`;`)
  await db.run(sql`DROP TABLE \`appeals_history\`;`)
  await db.run(sql`DROP TABLE \`appeals\`;`)
  await db.run(sql`DROP TABLE \`appeals_rels\`;`)
  await db.run(sql`DROP TABLE \`attachments\`;`)
  await db.run(sql`DROP TABLE \`event_registrations\`;`)
  await db.run(sql`DROP TABLE \`favourite_folders\`;`)
  await db.run(sql`DROP TABLE \`favourite_items\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "event_types_id", "event_cities_id", "success_stories_id", "video_gallery_id", "cip_id", "invest_projects_id", "invest_project_types_id", "perspective_projects_id", "arctic_residents_id", "production_sites_id", "support_measures_id", "development_institutions_id", "invest_rules_id", "faq_id", "index_switch_id", "settings_id", "setting_statistics_id", "setting_files_id", "calc_investment_sizes_id", "calc_okved_id", "calc_subject_msp_id", "calc_support_types_id", "calc_support_measures_id", "media_id", "documents_id", "staff_id", "investors_id", "avatars_id", "study_materials_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "event_types_id", "event_cities_id", "success_stories_id", "video_gallery_id", "cip_id", "invest_projects_id", "invest_project_types_id", "perspective_projects_id", "arctic_residents_id", "production_sites_id", "support_measures_id", "development_institutions_id", "invest_rules_id", "faq_id", "index_switch_id", "settings_id", "setting_statistics_id", "setting_files_id", "calc_investment_sizes_id", "calc_okved_id", "calc_subject_msp_id", "calc_support_types_id", "calc_support_measures_id", "media_id", "documents_id", "staff_id", "investors_id", "avatars_id", "study_materials_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`ALTER TABLE \`events\` DROP COLUMN \`capacity\`;`)
  await db.run(sql`ALTER TABLE \`_events_v\` DROP COLUMN \`version_capacity\`;`)
}
