import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_missing_languages_order_idx\` ON \`news_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_missing_languages_parent_idx\` ON \`news_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_version_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_version_missing_languages_order_idx\` ON \`_news_v_version_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_missing_languages_parent_idx\` ON \`_news_v_version_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_missing_languages_order_idx\` ON \`events_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_missing_languages_parent_idx\` ON \`events_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_missing_languages_order_idx\` ON \`_events_v_version_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_missing_languages_parent_idx\` ON \`_events_v_version_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`event_types_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`event_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`event_types_missing_languages_order_idx\` ON \`event_types_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`event_types_missing_languages_parent_idx\` ON \`event_types_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`event_cities_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`event_cities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`event_cities_missing_languages_order_idx\` ON \`event_cities_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`event_cities_missing_languages_parent_idx\` ON \`event_cities_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`success_stories_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`success_stories_missing_languages_order_idx\` ON \`success_stories_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_missing_languages_parent_idx\` ON \`success_stories_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_version_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_missing_languages_order_idx\` ON \`_success_stories_v_version_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_missing_languages_parent_idx\` ON \`_success_stories_v_version_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`video_gallery_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`video_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_gallery_missing_languages_order_idx\` ON \`video_gallery_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery_missing_languages_parent_idx\` ON \`video_gallery_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_gallery_v_version_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_video_gallery_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_missing_languages_order_idx\` ON \`_video_gallery_v_version_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_missing_languages_parent_idx\` ON \`_video_gallery_v_version_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cip_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cip\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cip_missing_languages_order_idx\` ON \`cip_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`cip_missing_languages_parent_idx\` ON \`cip_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cip_v_version_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_cip_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cip_v_version_missing_languages_order_idx\` ON \`_cip_v_version_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_cip_v_version_missing_languages_parent_idx\` ON \`_cip_v_version_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invest_projects_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`invest_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`invest_projects_missing_languages_order_idx\` ON \`invest_projects_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`invest_projects_missing_languages_parent_idx\` ON \`invest_projects_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_invest_projects_v_version_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_invest_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_version_missing_languages_order_idx\` ON \`_invest_projects_v_version_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_invest_projects_v_version_missing_languages_parent_idx\` ON \`_invest_projects_v_version_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invest_project_types_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`invest_project_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`invest_project_types_missing_languages_order_idx\` ON \`invest_project_types_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`invest_project_types_missing_languages_parent_idx\` ON \`invest_project_types_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`perspective_projects_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`perspective_projects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`perspective_projects_missing_languages_order_idx\` ON \`perspective_projects_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`perspective_projects_missing_languages_parent_idx\` ON \`perspective_projects_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_perspective_projects_v_version_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_perspective_projects_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_version_missing_languages_order_idx\` ON \`_perspective_projects_v_version_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_perspective_projects_v_version_missing_languages_parent_idx\` ON \`_perspective_projects_v_version_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`arctic_residents_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`arctic_residents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`arctic_residents_missing_languages_order_idx\` ON \`arctic_residents_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`arctic_residents_missing_languages_parent_idx\` ON \`arctic_residents_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_arctic_residents_v_version_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_arctic_residents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_version_missing_languages_order_idx\` ON \`_arctic_residents_v_version_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_arctic_residents_v_version_missing_languages_parent_idx\` ON \`_arctic_residents_v_version_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`production_sites_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`production_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`production_sites_missing_languages_order_idx\` ON \`production_sites_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_missing_languages_parent_idx\` ON \`production_sites_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_production_sites_v_version_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_production_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_missing_languages_order_idx\` ON \`_production_sites_v_version_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_missing_languages_parent_idx\` ON \`_production_sites_v_version_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`support_measures_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`support_measures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`support_measures_missing_languages_order_idx\` ON \`support_measures_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`support_measures_missing_languages_parent_idx\` ON \`support_measures_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_support_measures_v_version_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_support_measures_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_missing_languages_order_idx\` ON \`_support_measures_v_version_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_support_measures_v_version_missing_languages_parent_idx\` ON \`_support_measures_v_version_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`development_institutions_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`development_institutions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`development_institutions_missing_languages_order_idx\` ON \`development_institutions_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`development_institutions_missing_languages_parent_idx\` ON \`development_institutions_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`invest_rules_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`invest_rules\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`invest_rules_missing_languages_order_idx\` ON \`invest_rules_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`invest_rules_missing_languages_parent_idx\` ON \`invest_rules_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_missing_languages_order_idx\` ON \`faq_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faq_missing_languages_parent_idx\` ON \`faq_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`index_switch_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`index_switch\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`index_switch_missing_languages_order_idx\` ON \`index_switch_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`index_switch_missing_languages_parent_idx\` ON \`index_switch_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`settings_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`settings_missing_languages_order_idx\` ON \`settings_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`settings_missing_languages_parent_idx\` ON \`settings_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`setting_statistics_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`setting_statistics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`setting_statistics_missing_languages_order_idx\` ON \`setting_statistics_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`setting_statistics_missing_languages_parent_idx\` ON \`setting_statistics_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`setting_files_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`setting_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`setting_files_missing_languages_order_idx\` ON \`setting_files_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`setting_files_missing_languages_parent_idx\` ON \`setting_files_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_investment_sizes_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calc_investment_sizes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_investment_sizes_missing_languages_order_idx\` ON \`calc_investment_sizes_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_investment_sizes_missing_languages_parent_idx\` ON \`calc_investment_sizes_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_okved_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calc_okved\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_okved_missing_languages_order_idx\` ON \`calc_okved_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_okved_missing_languages_parent_idx\` ON \`calc_okved_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_subject_msp_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calc_subject_msp\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_subject_msp_missing_languages_order_idx\` ON \`calc_subject_msp_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_subject_msp_missing_languages_parent_idx\` ON \`calc_subject_msp_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_support_types_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calc_support_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_support_types_missing_languages_order_idx\` ON \`calc_support_types_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_types_missing_languages_parent_idx\` ON \`calc_support_types_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`calc_support_measures_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`calc_support_measures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`calc_support_measures_missing_languages_order_idx\` ON \`calc_support_measures_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`calc_support_measures_missing_languages_parent_idx\` ON \`calc_support_measures_missing_languages\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`study_materials_missing_languages\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`study_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`study_materials_missing_languages_order_idx\` ON \`study_materials_missing_languages\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`study_materials_missing_languages_parent_idx\` ON \`study_materials_missing_languages\` (\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`_news_v_version_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`events_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`event_types_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`event_cities_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`success_stories_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_version_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`video_gallery_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`_video_gallery_v_version_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`cip_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`_cip_v_version_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`invest_projects_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`_invest_projects_v_version_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`invest_project_types_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`perspective_projects_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`_perspective_projects_v_version_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`arctic_residents_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`_arctic_residents_v_version_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`production_sites_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`_production_sites_v_version_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`support_measures_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`_support_measures_v_version_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`development_institutions_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`invest_rules_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`faq_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`index_switch_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`settings_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`setting_statistics_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`setting_files_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`calc_investment_sizes_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`calc_okved_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`calc_subject_msp_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`calc_support_types_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`calc_support_measures_missing_languages\`;`)
  await db.run(sql`DROP TABLE \`study_materials_missing_languages\`;`)
}
