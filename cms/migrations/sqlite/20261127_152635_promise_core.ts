import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { backfillPromise } from '../promise-backfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`thread_messages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` integer,
  	\`appeal_id\` integer,
  	\`side\` text DEFAULT 'agency' NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`appeal_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`thread_messages_request_idx\` ON \`thread_messages\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`thread_messages_appeal_idx\` ON \`thread_messages\` (\`appeal_id\`);`)
  await db.run(sql`CREATE INDEX \`thread_messages_author_idx\` ON \`thread_messages\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`thread_messages_updated_at_idx\` ON \`thread_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`thread_messages_created_at_idx\` ON \`thread_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`thread_messages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`thread_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`attachments_id\`) REFERENCES \`attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`thread_messages_rels_order_idx\` ON \`thread_messages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`thread_messages_rels_parent_idx\` ON \`thread_messages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`thread_messages_rels_path_idx\` ON \`thread_messages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`thread_messages_rels_attachments_id_idx\` ON \`thread_messages_rels\` (\`attachments_id\`);`)
  await db.run(sql`CREATE TABLE \`staff_notes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` integer,
  	\`appeal_id\` integer,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`appeal_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`staff_notes_request_idx\` ON \`staff_notes\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_notes_appeal_idx\` ON \`staff_notes\` (\`appeal_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_notes_author_idx\` ON \`staff_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_notes_updated_at_idx\` ON \`staff_notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_notes_created_at_idx\` ON \`staff_notes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`request_id\` integer,
  	\`appeal_id\` integer,
  	\`action\` text NOT NULL,
  	\`status\` text,
  	\`detail\` text,
  	\`by_id\` integer,
  	\`at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`request_id\`) REFERENCES \`requests\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`appeal_id\`) REFERENCES \`appeals\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`staff\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_events_request_idx\` ON \`audit_events\` (\`request_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_appeal_idx\` ON \`audit_events\` (\`appeal_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_action_idx\` ON \`audit_events\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_by_idx\` ON \`audit_events\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_at_idx\` ON \`audit_events\` (\`at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_updated_at_idx\` ON \`audit_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_events_created_at_idx\` ON \`audit_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`reference_counters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`value\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reference_counters_key_idx\` ON \`reference_counters\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`reference_counters_updated_at_idx\` ON \`reference_counters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reference_counters_created_at_idx\` ON \`reference_counters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`response_deadlines_holidays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`response_deadlines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`response_deadlines_holidays_order_idx\` ON \`response_deadlines_holidays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`response_deadlines_holidays_parent_id_idx\` ON \`response_deadlines_holidays\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`response_deadlines_working_weekends\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text NOT NULL,
  	\`name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`response_deadlines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`response_deadlines_working_weekends_order_idx\` ON \`response_deadlines_working_weekends\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`response_deadlines_working_weekends_parent_id_idx\` ON \`response_deadlines_working_weekends\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`response_deadlines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_days\` numeric DEFAULT 7 NOT NULL,
  	\`public_days\` numeric DEFAULT 30 NOT NULL,
  	\`day_kind\` text DEFAULT 'calendar' NOT NULL,
  	\`reminder_working_days\` numeric DEFAULT 2 NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`requests\` ADD \`reference\` text;`)
  await db.run(sql`ALTER TABLE \`requests\` ADD \`channel\` text;`)
  await db.run(sql`ALTER TABLE \`requests\` ADD \`due_date\` text;`)
  await db.run(sql`ALTER TABLE \`requests\` ADD \`assignee_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`requests\` ADD \`clock_stopped_at\` text;`)
  await db.run(sql`ALTER TABLE \`requests\` ADD \`first_answered_at\` text;`)
  await db.run(sql`ALTER TABLE \`requests\` ADD \`closed_at\` text;`)
  await db.run(sql`ALTER TABLE \`requests\` ADD \`reminder_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`requests\` ADD \`escalated_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`requests_reference_idx\` ON \`requests\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`requests_due_date_idx\` ON \`requests\` (\`due_date\`);`)
  await db.run(sql`CREATE INDEX \`requests_assignee_idx\` ON \`requests\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`reference\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`channel\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`due_date\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`assignee_id\` integer REFERENCES staff(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`clock_stopped_at\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`first_answered_at\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`closed_at\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`reminder_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`appeals\` ADD \`escalated_at\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`appeals_reference_idx\` ON \`appeals\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`appeals_due_date_idx\` ON \`appeals\` (\`due_date\`);`)
  await db.run(sql`CREATE INDEX \`appeals_assignee_idx\` ON \`appeals\` (\`assignee_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`thread_messages_id\` integer REFERENCES thread_messages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`staff_notes_id\` integer REFERENCES staff_notes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_events_id\` integer REFERENCES audit_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reference_counters_id\` integer REFERENCES reference_counters(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_thread_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`thread_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reference_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`reference_counters_id\`);`)
  // Items stored before: their references, channels and due dates (cms/migrations/promise-backfill.ts).
  await backfillPromise({ sql, rows: (query) => db.all(query as Parameters<typeof db.all>[0]) as Promise<Record<string, unknown>[]> })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`thread_messages\`;`)
  await db.run(sql`DROP TABLE \`thread_messages_rels\`;`)
  await db.run(sql`DROP TABLE \`staff_notes\`;`)
  await db.run(sql`DROP TABLE \`audit_events\`;`)
  await db.run(sql`DROP TABLE \`reference_counters\`;`)
  await db.run(sql`DROP TABLE \`response_deadlines_holidays\`;`)
  await db.run(sql`DROP TABLE \`response_deadlines_working_weekends\`;`)
  await db.run(sql`DROP TABLE \`response_deadlines\`;`)
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
  	\`locale\` text DEFAULT 'ru',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`investors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_requests\`("id", "status", "review_comment", "title", "description", "owner_id", "contact_name", "contact_email", "contact_phone", "locale", "updated_at", "created_at") SELECT "id", "status", "review_comment", "title", "description", "owner_id", "contact_name", "contact_email", "contact_phone", "locale", "updated_at", "created_at" FROM \`requests\`;`)
  await db.run(sql`DROP TABLE \`requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_requests\` RENAME TO \`requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`requests_status_idx\` ON \`requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`requests_owner_idx\` ON \`requests\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`requests_updated_at_idx\` ON \`requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`requests_created_at_idx\` ON \`requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_appeals\` (
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
  await db.run(sql`INSERT INTO \`__new_appeals\`("id", "status", "message", "answer", "answered_at", "answered_by_id", "owner_id", "agreement_at", "locale", "updated_at", "created_at") SELECT "id", "status", "message", "answer", "answered_at", "answered_by_id", "owner_id", "agreement_at", "locale", "updated_at", "created_at" FROM \`appeals\`;`)
  await db.run(sql`DROP TABLE \`appeals\`;`)
  await db.run(sql`ALTER TABLE \`__new_appeals\` RENAME TO \`appeals\`;`)
  await db.run(sql`CREATE INDEX \`appeals_status_idx\` ON \`appeals\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`appeals_answered_by_idx\` ON \`appeals\` (\`answered_by_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_owner_idx\` ON \`appeals\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`appeals_updated_at_idx\` ON \`appeals\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`appeals_created_at_idx\` ON \`appeals\` (\`created_at\`);`)
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
  	FOREIGN KEY (\`favourite_items_id\`) REFERENCES \`favourite_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "events_id", "event_types_id", "event_cities_id", "success_stories_id", "video_gallery_id", "cip_id", "invest_projects_id", "invest_project_types_id", "perspective_projects_id", "arctic_residents_id", "production_sites_id", "support_measures_id", "development_institutions_id", "invest_rules_id", "faq_id", "index_switch_id", "settings_id", "setting_statistics_id", "setting_files_id", "calc_investment_sizes_id", "calc_okved_id", "calc_subject_msp_id", "calc_support_types_id", "calc_support_measures_id", "media_id", "documents_id", "staff_id", "investors_id", "avatars_id", "study_materials_id", "requests_id", "passports_id", "appeals_id", "attachments_id", "event_registrations_id", "favourite_folders_id", "favourite_items_id") SELECT "id", "order", "parent_id", "path", "news_id", "events_id", "event_types_id", "event_cities_id", "success_stories_id", "video_gallery_id", "cip_id", "invest_projects_id", "invest_project_types_id", "perspective_projects_id", "arctic_residents_id", "production_sites_id", "support_measures_id", "development_institutions_id", "invest_rules_id", "faq_id", "index_switch_id", "settings_id", "setting_statistics_id", "setting_files_id", "calc_investment_sizes_id", "calc_okved_id", "calc_subject_msp_id", "calc_support_types_id", "calc_support_measures_id", "media_id", "documents_id", "staff_id", "investors_id", "avatars_id", "study_materials_id", "requests_id", "passports_id", "appeals_id", "attachments_id", "event_registrations_id", "favourite_folders_id", "favourite_items_id" FROM \`payload_locked_documents_rels\`;`)
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
}
