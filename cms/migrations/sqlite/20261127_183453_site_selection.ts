/*
 * Generated, then edited by hand so that no site data is lost: the site area column is renamed (totalArea → areaHa),
 * and the old multi-choice utilities (a select stored in production_sites_utilities) become the new group's
 * `available` flags before their tables are dropped (railway → rail; road access has no flag, the distance to the
 * federal road replaces it). down() does the reverse.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`production_sites_possession\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`production_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`production_sites_possession_order_idx\` ON \`production_sites_possession\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_possession_parent_idx\` ON \`production_sites_possession\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_production_sites_v_version_possession\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_production_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_possession_order_idx\` ON \`_production_sites_v_version_possession\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_possession_parent_idx\` ON \`_production_sites_v_version_possession\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`saved_searches\` (
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
  await db.run(sql`CREATE INDEX \`saved_searches_owner_idx\` ON \`saved_searches\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_kind_idx\` ON \`saved_searches\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_paused_idx\` ON \`saved_searches\` (\`paused\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_unsubscribe_token_hash_idx\` ON \`saved_searches\` (\`unsubscribe_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_updated_at_idx\` ON \`saved_searches\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_searches_created_at_idx\` ON \`saved_searches\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`inaccuracy_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`page\` text NOT NULL,
  	\`page_title\` text,
  	\`note\` text NOT NULL,
  	\`email\` text,
  	\`locale\` text DEFAULT 'ru',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`inaccuracy_reports_status_idx\` ON \`inaccuracy_reports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`inaccuracy_reports_updated_at_idx\` ON \`inaccuracy_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`inaccuracy_reports_created_at_idx\` ON \`inaccuracy_reports\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_selection\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stale_after_months\` numeric DEFAULT 12 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`production_sites\` RENAME COLUMN \`total_area\` TO \`area_ha\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`regime\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`municipality\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`distances_city_km\` numeric;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`distances_road_km\` numeric;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`distances_rail_km\` numeric;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`distances_substation_km\` numeric;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_electricity_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_electricity_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_electricity_voltage_kv\` numeric;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_electricity_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_gas_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_gas_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_gas_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_water_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_water_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_water_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_sewerage_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_sewerage_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_sewerage_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_heat_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_heat_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_heat_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_rail_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`production_sites\` ADD \`utilities_rail_verified_at\` text;`)
  await db.run(sql`CREATE INDEX \`production_sites_regime_idx\` ON \`production_sites\` (\`regime\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_municipality_idx\` ON \`production_sites\` (\`municipality\`);`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` ADD \`utilities_electricity_source\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` ADD \`utilities_gas_source\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` ADD \`utilities_water_source\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` ADD \`utilities_sewerage_source\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` ADD \`utilities_heat_source\` text;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` ADD \`utilities_rail_source\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` RENAME COLUMN \`version_total_area\` TO \`version_area_ha\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_regime\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_municipality\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_distances_city_km\` numeric;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_distances_road_km\` numeric;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_distances_rail_km\` numeric;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_distances_substation_km\` numeric;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_electricity_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_electricity_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_electricity_voltage_kv\` numeric;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_electricity_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_gas_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_gas_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_gas_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_water_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_water_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_water_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_sewerage_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_sewerage_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_sewerage_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_heat_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_heat_capacity\` numeric;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_heat_verified_at\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_rail_available\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` ADD \`version_utilities_rail_verified_at\` text;`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_regime_idx\` ON \`_production_sites_v\` (\`version_regime\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_version_municipality_idx\` ON \`_production_sites_v\` (\`version_municipality\`);`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` ADD \`version_utilities_electricity_source\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` ADD \`version_utilities_gas_source\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` ADD \`version_utilities_water_source\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` ADD \`version_utilities_sewerage_source\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` ADD \`version_utilities_heat_source\` text;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` ADD \`version_utilities_rail_source\` text;`)
  await db.run(sql`ALTER TABLE \`requests\` ADD \`site_id\` integer REFERENCES production_sites(id);`)
  await db.run(sql`CREATE INDEX \`requests_site_idx\` ON \`requests\` (\`site_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`saved_searches_id\` integer REFERENCES saved_searches(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`inaccuracy_reports_id\` integer REFERENCES inaccuracy_reports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_searches_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_searches_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inaccuracy_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`inaccuracy_reports_id\`);`)
  await db.run(sql`UPDATE \`production_sites\` SET
    \`utilities_electricity_available\` = EXISTS (SELECT 1 FROM \`production_sites_utilities\` u WHERE u.\`parent_id\` = \`production_sites\`.\`id\` AND u.\`value\` = 'electricity'),
    \`utilities_gas_available\` = EXISTS (SELECT 1 FROM \`production_sites_utilities\` u WHERE u.\`parent_id\` = \`production_sites\`.\`id\` AND u.\`value\` = 'gas'),
    \`utilities_water_available\` = EXISTS (SELECT 1 FROM \`production_sites_utilities\` u WHERE u.\`parent_id\` = \`production_sites\`.\`id\` AND u.\`value\` = 'water'),
    \`utilities_sewerage_available\` = EXISTS (SELECT 1 FROM \`production_sites_utilities\` u WHERE u.\`parent_id\` = \`production_sites\`.\`id\` AND u.\`value\` = 'sewerage'),
    \`utilities_heat_available\` = EXISTS (SELECT 1 FROM \`production_sites_utilities\` u WHERE u.\`parent_id\` = \`production_sites\`.\`id\` AND u.\`value\` = 'heat'),
    \`utilities_rail_available\` = EXISTS (SELECT 1 FROM \`production_sites_utilities\` u WHERE u.\`parent_id\` = \`production_sites\`.\`id\` AND u.\`value\` = 'railway');`)
  await db.run(sql`UPDATE \`_production_sites_v\` SET
    \`version_utilities_electricity_available\` = EXISTS (SELECT 1 FROM \`_production_sites_v_version_utilities\` u WHERE u.\`parent_id\` = \`_production_sites_v\`.\`id\` AND u.\`value\` = 'electricity'),
    \`version_utilities_gas_available\` = EXISTS (SELECT 1 FROM \`_production_sites_v_version_utilities\` u WHERE u.\`parent_id\` = \`_production_sites_v\`.\`id\` AND u.\`value\` = 'gas'),
    \`version_utilities_water_available\` = EXISTS (SELECT 1 FROM \`_production_sites_v_version_utilities\` u WHERE u.\`parent_id\` = \`_production_sites_v\`.\`id\` AND u.\`value\` = 'water'),
    \`version_utilities_sewerage_available\` = EXISTS (SELECT 1 FROM \`_production_sites_v_version_utilities\` u WHERE u.\`parent_id\` = \`_production_sites_v\`.\`id\` AND u.\`value\` = 'sewerage'),
    \`version_utilities_heat_available\` = EXISTS (SELECT 1 FROM \`_production_sites_v_version_utilities\` u WHERE u.\`parent_id\` = \`_production_sites_v\`.\`id\` AND u.\`value\` = 'heat'),
    \`version_utilities_rail_available\` = EXISTS (SELECT 1 FROM \`_production_sites_v_version_utilities\` u WHERE u.\`parent_id\` = \`_production_sites_v\`.\`id\` AND u.\`value\` = 'railway');`)
  await db.run(sql`DROP TABLE \`production_sites_utilities\`;`)
  await db.run(sql`DROP TABLE \`_production_sites_v_version_utilities\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`production_sites_utilities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`production_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`production_sites_utilities_order_idx\` ON \`production_sites_utilities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_utilities_parent_idx\` ON \`production_sites_utilities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_production_sites_v_version_utilities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_production_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_utilities_order_idx\` ON \`_production_sites_v_version_utilities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_utilities_parent_idx\` ON \`_production_sites_v_version_utilities\` (\`parent_id\`);`)
  await db.run(sql`INSERT INTO \`production_sites_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 1, \`id\`, 'electricity' FROM \`production_sites\` WHERE \`utilities_electricity_available\` = 1;`)
  await db.run(sql`INSERT INTO \`production_sites_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 2, \`id\`, 'gas' FROM \`production_sites\` WHERE \`utilities_gas_available\` = 1;`)
  await db.run(sql`INSERT INTO \`production_sites_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 3, \`id\`, 'water' FROM \`production_sites\` WHERE \`utilities_water_available\` = 1;`)
  await db.run(sql`INSERT INTO \`production_sites_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 4, \`id\`, 'sewerage' FROM \`production_sites\` WHERE \`utilities_sewerage_available\` = 1;`)
  await db.run(sql`INSERT INTO \`production_sites_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 5, \`id\`, 'heat' FROM \`production_sites\` WHERE \`utilities_heat_available\` = 1;`)
  await db.run(sql`INSERT INTO \`production_sites_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 6, \`id\`, 'railway' FROM \`production_sites\` WHERE \`utilities_rail_available\` = 1;`)
  await db.run(sql`INSERT INTO \`_production_sites_v_version_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 1, \`id\`, 'electricity' FROM \`_production_sites_v\` WHERE \`version_utilities_electricity_available\` = 1;`)
  await db.run(sql`INSERT INTO \`_production_sites_v_version_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 2, \`id\`, 'gas' FROM \`_production_sites_v\` WHERE \`version_utilities_gas_available\` = 1;`)
  await db.run(sql`INSERT INTO \`_production_sites_v_version_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 3, \`id\`, 'water' FROM \`_production_sites_v\` WHERE \`version_utilities_water_available\` = 1;`)
  await db.run(sql`INSERT INTO \`_production_sites_v_version_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 4, \`id\`, 'sewerage' FROM \`_production_sites_v\` WHERE \`version_utilities_sewerage_available\` = 1;`)
  await db.run(sql`INSERT INTO \`_production_sites_v_version_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 5, \`id\`, 'heat' FROM \`_production_sites_v\` WHERE \`version_utilities_heat_available\` = 1;`)
  await db.run(sql`INSERT INTO \`_production_sites_v_version_utilities\` (\`order\`, \`parent_id\`, \`value\`) SELECT 6, \`id\`, 'railway' FROM \`_production_sites_v\` WHERE \`version_utilities_rail_available\` = 1;`)
  await db.run(sql`DROP TABLE \`production_sites_possession\`;`)
  await db.run(sql`DROP TABLE \`_production_sites_v_version_possession\`;`)
  await db.run(sql`DROP TABLE \`saved_searches\`;`)
  await db.run(sql`DROP TABLE \`inaccuracy_reports\`;`)
  await db.run(sql`DROP TABLE \`site_selection\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`review_comment\` text,
  	\`title\` text,
  	\`description\` text NOT NULL,
  	\`owner_id\` integer,
  	\`contact_name\` text,
  	\`contact_email\` text,
  	\`contact_phone\` text,
  	\`reference\` text,
  	\`channel\` text,
  	\`due_date\` text,
  	\`assignee_id\` integer,
  	\`clock_stopped_at\` text,
  	\`first_answered_at\` text,
  	\`closed_at\` text,
  	\`reminder_sent_at\` text,
  	\`escalated_at\` text,
  	\`locale\` text DEFAULT 'ru',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_requests\`("id", "status", "review_comment", "title", "description", "owner_id", "contact_name", "contact_email", "contact_phone", "reference", "channel", "due_date", "assignee_id", "clock_stopped_at", "first_answered_at", "closed_at", "reminder_sent_at", "escalated_at", "locale", "updated_at", "created_at") SELECT "id", "status", "review_comment", "title", "description", "owner_id", "contact_name", "contact_email", "contact_phone", "reference", "channel", "due_date", "assignee_id", "clock_stopped_at", "first_answered_at", "closed_at", "reminder_sent_at", "escalated_at", "locale", "updated_at", "created_at" FROM \`requests\`;`)
  await db.run(sql`DROP TABLE \`requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_requests\` RENAME TO \`requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`requests_status_idx\` ON \`requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`requests_owner_idx\` ON \`requests\` (\`owner_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`requests_reference_idx\` ON \`requests\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`requests_due_date_idx\` ON \`requests\` (\`due_date\`);`)
  await db.run(sql`CREATE INDEX \`requests_assignee_idx\` ON \`requests\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`requests_updated_at_idx\` ON \`requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`requests_created_at_idx\` ON \`requests\` (\`created_at\`);`)
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
  	\`requests_id\` integer,
  	\`passports_id\` integer,
  	\`appeals_id\` integer,
  	\`attachments_id\` integer,
  	\`event_registrations_id\` integer,
  	\`favourite_folders_id\` integer,
  	\`favourite_items_id\` integer,
  	\`thread_messages_id\` integer,
  	\`staff_notes_id\` integer,
  	\`audit_events_id\` integer,
  	\`reference_counters_id\` integer,
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
  	FOREIGN KEY (\`study_materials_id\`) REFERENCES \`study_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`requests_id\`) REFERENCES \`requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`passports_id\`) REFERENCES \`passports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`appeals_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_registrations_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favourite_folders_id\`) REFERENCES \`favourite_folders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favourite_items_id\`) REFERENCES \`favourite_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`thread_messages_id\`) REFERENCES \`thread_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_notes_id\`) REFERENCES \`staff_notes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_events_id\`) REFERENCES \`audit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reference_counters_id\`) REFERENCES \`reference_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "event_types_id", "event_cities_id", "success_stories_id", "video_gallery_id", "cip_id", "invest_projects_id", "invest_project_types_id", "perspective_projects_id", "arctic_residents_id", "production_sites_id", "support_measures_id", "development_institutions_id", "invest_rules_id", "faq_id", "index_switch_id", "settings_id", "setting_statistics_id", "setting_files_id", "calc_investment_sizes_id", "calc_okved_id", "calc_subject_msp_id", "calc_support_types_id", "calc_support_measures_id", "media_id", "documents_id", "staff_id", "investors_id", "avatars_id", "study_materials_id", "requests_id", "passports_id", "appeals_id", "attachments_id", "event_registrations_id", "favourite_folders_id", "favourite_items_id", "thread_messages_id", "staff_notes_id", "audit_events_id", "reference_counters_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "event_types_id", "event_cities_id", "success_stories_id", "video_gallery_id", "cip_id", "invest_projects_id", "invest_project_types_id", "perspective_projects_id", "arctic_residents_id", "production_sites_id", "support_measures_id", "development_institutions_id", "invest_rules_id", "faq_id", "index_switch_id", "settings_id", "setting_statistics_id", "setting_files_id", "calc_investment_sizes_id", "calc_okved_id", "calc_subject_msp_id", "calc_support_types_id", "calc_support_measures_id", "media_id", "documents_id", "staff_id", "investors_id", "avatars_id", "study_materials_id", "requests_id", "passports_id", "appeals_id", "attachments_id", "event_registrations_id", "favourite_folders_id", "favourite_items_id", "thread_messages_id", "staff_notes_id", "audit_events_id", "reference_counters_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_passports_id_idx\` ON \`payload_locked_documents_rels\` (\`passports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_appeals_id_idx\` ON \`payload_locked_documents_rels\` (\`appeals_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourite_folders_id_idx\` ON \`payload_locked_documents_rels\` (\`favourite_folders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourite_items_id_idx\` ON \`payload_locked_documents_rels\` (\`favourite_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_thread_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`thread_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reference_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`reference_counters_id\`);`)
  await db.run(sql`DROP INDEX \`production_sites_regime_idx\`;`)
  await db.run(sql`DROP INDEX \`production_sites_municipality_idx\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` RENAME COLUMN \`area_ha\` TO \`total_area\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`regime\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`municipality\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`distances_city_km\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`distances_road_km\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`distances_rail_km\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`distances_substation_km\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_electricity_available\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_electricity_capacity\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_electricity_voltage_kv\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_electricity_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_gas_available\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_gas_capacity\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_gas_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_water_available\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_water_capacity\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_water_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_sewerage_available\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_sewerage_capacity\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_sewerage_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_heat_available\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_heat_capacity\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_heat_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_rail_available\`;`)
  await db.run(sql`ALTER TABLE \`production_sites\` DROP COLUMN \`utilities_rail_verified_at\`;`)
  await db.run(sql`DROP INDEX \`_production_sites_v_version_version_regime_idx\`;`)
  await db.run(sql`DROP INDEX \`_production_sites_v_version_version_municipality_idx\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` RENAME COLUMN \`version_area_ha\` TO \`version_total_area\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_regime\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_municipality\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_distances_city_km\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_distances_road_km\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_distances_rail_km\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_distances_substation_km\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_electricity_available\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_electricity_capacity\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_electricity_voltage_kv\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_electricity_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_gas_available\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_gas_capacity\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_gas_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_water_available\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_water_capacity\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_water_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_sewerage_available\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_sewerage_capacity\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_sewerage_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_heat_available\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_heat_capacity\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_heat_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_rail_available\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v\` DROP COLUMN \`version_utilities_rail_verified_at\`;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` DROP COLUMN \`utilities_electricity_source\`;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` DROP COLUMN \`utilities_gas_source\`;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` DROP COLUMN \`utilities_water_source\`;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` DROP COLUMN \`utilities_sewerage_source\`;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` DROP COLUMN \`utilities_heat_source\`;`)
  await db.run(sql`ALTER TABLE \`production_sites_locales\` DROP COLUMN \`utilities_rail_source\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` DROP COLUMN \`version_utilities_electricity_source\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` DROP COLUMN \`version_utilities_gas_source\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` DROP COLUMN \`version_utilities_water_source\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` DROP COLUMN \`version_utilities_sewerage_source\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` DROP COLUMN \`version_utilities_heat_source\`;`)
  await db.run(sql`ALTER TABLE \`_production_sites_v_locales\` DROP COLUMN \`version_utilities_rail_source\`;`)
}
