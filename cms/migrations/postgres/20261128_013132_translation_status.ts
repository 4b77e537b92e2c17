import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum__news_v_version_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_events_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum__events_v_version_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_event_types_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_event_cities_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_success_stories_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum__success_stories_v_version_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_video_gallery_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum__video_gallery_v_version_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_cip_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum__cip_v_version_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_invest_projects_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum__invest_projects_v_version_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_invest_project_types_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_perspective_projects_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum__perspective_projects_v_version_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_arctic_residents_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum__arctic_residents_v_version_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_production_sites_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum__production_sites_v_version_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_support_measures_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum__support_measures_v_version_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_development_institutions_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_invest_rules_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_faq_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_index_switch_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_settings_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_setting_statistics_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_setting_files_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_calc_investment_sizes_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_calc_okved_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_calc_subject_msp_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_calc_support_types_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_calc_support_measures_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TYPE "public"."enum_study_materials_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TABLE "news_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_news_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_news_v_version_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__news_v_version_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v_version_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "event_types_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_event_types_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "event_cities_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_event_cities_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "success_stories_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_success_stories_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_success_stories_v_version_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__success_stories_v_version_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "video_gallery_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_video_gallery_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_video_gallery_v_version_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__video_gallery_v_version_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cip_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_cip_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_cip_v_version_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__cip_v_version_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "invest_projects_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_invest_projects_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_invest_projects_v_version_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__invest_projects_v_version_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "invest_project_types_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_invest_project_types_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "perspective_projects_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_perspective_projects_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_perspective_projects_v_version_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__perspective_projects_v_version_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "arctic_residents_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_arctic_residents_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_arctic_residents_v_version_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__arctic_residents_v_version_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "production_sites_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_production_sites_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_production_sites_v_version_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__production_sites_v_version_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "support_measures_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_support_measures_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_support_measures_v_version_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__support_measures_v_version_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "development_institutions_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_development_institutions_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "invest_rules_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_invest_rules_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faq_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faq_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "index_switch_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_index_switch_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "settings_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_settings_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "setting_statistics_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_setting_statistics_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "setting_files_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_setting_files_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "calc_investment_sizes_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_calc_investment_sizes_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "calc_okved_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_calc_okved_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "calc_subject_msp_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_calc_subject_msp_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "calc_support_types_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_calc_support_types_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "calc_support_measures_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_calc_support_measures_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "study_materials_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_study_materials_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "news_missing_languages" ADD CONSTRAINT "news_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_news_v_version_missing_languages" ADD CONSTRAINT "_news_v_version_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_news_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_missing_languages" ADD CONSTRAINT "events_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_missing_languages" ADD CONSTRAINT "_events_v_version_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_types_missing_languages" ADD CONSTRAINT "event_types_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."event_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "event_cities_missing_languages" ADD CONSTRAINT "event_cities_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."event_cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "success_stories_missing_languages" ADD CONSTRAINT "success_stories_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_success_stories_v_version_missing_languages" ADD CONSTRAINT "_success_stories_v_version_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_success_stories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "video_gallery_missing_languages" ADD CONSTRAINT "video_gallery_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."video_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_gallery_v_version_missing_languages" ADD CONSTRAINT "_video_gallery_v_version_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_video_gallery_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cip_missing_languages" ADD CONSTRAINT "cip_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cip"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cip_v_version_missing_languages" ADD CONSTRAINT "_cip_v_version_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_cip_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invest_projects_missing_languages" ADD CONSTRAINT "invest_projects_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."invest_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_invest_projects_v_version_missing_languages" ADD CONSTRAINT "_invest_projects_v_version_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_invest_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invest_project_types_missing_languages" ADD CONSTRAINT "invest_project_types_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."invest_project_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "perspective_projects_missing_languages" ADD CONSTRAINT "perspective_projects_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."perspective_projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_perspective_projects_v_version_missing_languages" ADD CONSTRAINT "_perspective_projects_v_version_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_perspective_projects_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "arctic_residents_missing_languages" ADD CONSTRAINT "arctic_residents_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."arctic_residents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_arctic_residents_v_version_missing_languages" ADD CONSTRAINT "_arctic_residents_v_version_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_arctic_residents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "production_sites_missing_languages" ADD CONSTRAINT "production_sites_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."production_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_production_sites_v_version_missing_languages" ADD CONSTRAINT "_production_sites_v_version_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_production_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "support_measures_missing_languages" ADD CONSTRAINT "support_measures_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."support_measures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_support_measures_v_version_missing_languages" ADD CONSTRAINT "_support_measures_v_version_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_support_measures_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "development_institutions_missing_languages" ADD CONSTRAINT "development_institutions_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."development_institutions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "invest_rules_missing_languages" ADD CONSTRAINT "invest_rules_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."invest_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_missing_languages" ADD CONSTRAINT "faq_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "index_switch_missing_languages" ADD CONSTRAINT "index_switch_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."index_switch"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "settings_missing_languages" ADD CONSTRAINT "settings_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "setting_statistics_missing_languages" ADD CONSTRAINT "setting_statistics_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."setting_statistics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "setting_files_missing_languages" ADD CONSTRAINT "setting_files_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."setting_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_investment_sizes_missing_languages" ADD CONSTRAINT "calc_investment_sizes_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calc_investment_sizes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_okved_missing_languages" ADD CONSTRAINT "calc_okved_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calc_okved"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_subject_msp_missing_languages" ADD CONSTRAINT "calc_subject_msp_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calc_subject_msp"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_support_types_missing_languages" ADD CONSTRAINT "calc_support_types_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calc_support_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "calc_support_measures_missing_languages" ADD CONSTRAINT "calc_support_measures_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."calc_support_measures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "study_materials_missing_languages" ADD CONSTRAINT "study_materials_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."study_materials"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "news_missing_languages_order_idx" ON "news_missing_languages" USING btree ("order");
  CREATE INDEX "news_missing_languages_parent_idx" ON "news_missing_languages" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_missing_languages_order_idx" ON "_news_v_version_missing_languages" USING btree ("order");
  CREATE INDEX "_news_v_version_missing_languages_parent_idx" ON "_news_v_version_missing_languages" USING btree ("parent_id");
  CREATE INDEX "events_missing_languages_order_idx" ON "events_missing_languages" USING btree ("order");
  CREATE INDEX "events_missing_languages_parent_idx" ON "events_missing_languages" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_missing_languages_order_idx" ON "_events_v_version_missing_languages" USING btree ("order");
  CREATE INDEX "_events_v_version_missing_languages_parent_idx" ON "_events_v_version_missing_languages" USING btree ("parent_id");
  CREATE INDEX "event_types_missing_languages_order_idx" ON "event_types_missing_languages" USING btree ("order");
  CREATE INDEX "event_types_missing_languages_parent_idx" ON "event_types_missing_languages" USING btree ("parent_id");
  CREATE INDEX "event_cities_missing_languages_order_idx" ON "event_cities_missing_languages" USING btree ("order");
  CREATE INDEX "event_cities_missing_languages_parent_idx" ON "event_cities_missing_languages" USING btree ("parent_id");
  CREATE INDEX "success_stories_missing_languages_order_idx" ON "success_stories_missing_languages" USING btree ("order");
  CREATE INDEX "success_stories_missing_languages_parent_idx" ON "success_stories_missing_languages" USING btree ("parent_id");
  CREATE INDEX "_success_stories_v_version_missing_languages_order_idx" ON "_success_stories_v_version_missing_languages" USING btree ("order");
  CREATE INDEX "_success_stories_v_version_missing_languages_parent_idx" ON "_success_stories_v_version_missing_languages" USING btree ("parent_id");
  CREATE INDEX "video_gallery_missing_languages_order_idx" ON "video_gallery_missing_languages" USING btree ("order");
  CREATE INDEX "video_gallery_missing_languages_parent_idx" ON "video_gallery_missing_languages" USING btree ("parent_id");
  CREATE INDEX "_video_gallery_v_version_missing_languages_order_idx" ON "_video_gallery_v_version_missing_languages" USING btree ("order");
  CREATE INDEX "_video_gallery_v_version_missing_languages_parent_idx" ON "_video_gallery_v_version_missing_languages" USING btree ("parent_id");
  CREATE INDEX "cip_missing_languages_order_idx" ON "cip_missing_languages" USING btree ("order");
  CREATE INDEX "cip_missing_languages_parent_idx" ON "cip_missing_languages" USING btree ("parent_id");
  CREATE INDEX "_cip_v_version_missing_languages_order_idx" ON "_cip_v_version_missing_languages" USING btree ("order");
  CREATE INDEX "_cip_v_version_missing_languages_parent_idx" ON "_cip_v_version_missing_languages" USING btree ("parent_id");
  CREATE INDEX "invest_projects_missing_languages_order_idx" ON "invest_projects_missing_languages" USING btree ("order");
  CREATE INDEX "invest_projects_missing_languages_parent_idx" ON "invest_projects_missing_languages" USING btree ("parent_id");
  CREATE INDEX "_invest_projects_v_version_missing_languages_order_idx" ON "_invest_projects_v_version_missing_languages" USING btree ("order");
  CREATE INDEX "_invest_projects_v_version_missing_languages_parent_idx" ON "_invest_projects_v_version_missing_languages" USING btree ("parent_id");
  CREATE INDEX "invest_project_types_missing_languages_order_idx" ON "invest_project_types_missing_languages" USING btree ("order");
  CREATE INDEX "invest_project_types_missing_languages_parent_idx" ON "invest_project_types_missing_languages" USING btree ("parent_id");
  CREATE INDEX "perspective_projects_missing_languages_order_idx" ON "perspective_projects_missing_languages" USING btree ("order");
  CREATE INDEX "perspective_projects_missing_languages_parent_idx" ON "perspective_projects_missing_languages" USING btree ("parent_id");
  CREATE INDEX "_perspective_projects_v_version_missing_languages_order_idx" ON "_perspective_projects_v_version_missing_languages" USING btree ("order");
  CREATE INDEX "_perspective_projects_v_version_missing_languages_parent_idx" ON "_perspective_projects_v_version_missing_languages" USING btree ("parent_id");
  CREATE INDEX "arctic_residents_missing_languages_order_idx" ON "arctic_residents_missing_languages" USING btree ("order");
  CREATE INDEX "arctic_residents_missing_languages_parent_idx" ON "arctic_residents_missing_languages" USING btree ("parent_id");
  CREATE INDEX "_arctic_residents_v_version_missing_languages_order_idx" ON "_arctic_residents_v_version_missing_languages" USING btree ("order");
  CREATE INDEX "_arctic_residents_v_version_missing_languages_parent_idx" ON "_arctic_residents_v_version_missing_languages" USING btree ("parent_id");
  CREATE INDEX "production_sites_missing_languages_order_idx" ON "production_sites_missing_languages" USING btree ("order");
  CREATE INDEX "production_sites_missing_languages_parent_idx" ON "production_sites_missing_languages" USING btree ("parent_id");
  CREATE INDEX "_production_sites_v_version_missing_languages_order_idx" ON "_production_sites_v_version_missing_languages" USING btree ("order");
  CREATE INDEX "_production_sites_v_version_missing_languages_parent_idx" ON "_production_sites_v_version_missing_languages" USING btree ("parent_id");
  CREATE INDEX "support_measures_missing_languages_order_idx" ON "support_measures_missing_languages" USING btree ("order");
  CREATE INDEX "support_measures_missing_languages_parent_idx" ON "support_measures_missing_languages" USING btree ("parent_id");
  CREATE INDEX "_support_measures_v_version_missing_languages_order_idx" ON "_support_measures_v_version_missing_languages" USING btree ("order");
  CREATE INDEX "_support_measures_v_version_missing_languages_parent_idx" ON "_support_measures_v_version_missing_languages" USING btree ("parent_id");
  CREATE INDEX "development_institutions_missing_languages_order_idx" ON "development_institutions_missing_languages" USING btree ("order");
  CREATE INDEX "development_institutions_missing_languages_parent_idx" ON "development_institutions_missing_languages" USING btree ("parent_id");
  CREATE INDEX "invest_rules_missing_languages_order_idx" ON "invest_rules_missing_languages" USING btree ("order");
  CREATE INDEX "invest_rules_missing_languages_parent_idx" ON "invest_rules_missing_languages" USING btree ("parent_id");
  CREATE INDEX "faq_missing_languages_order_idx" ON "faq_missing_languages" USING btree ("order");
  CREATE INDEX "faq_missing_languages_parent_idx" ON "faq_missing_languages" USING btree ("parent_id");
  CREATE INDEX "index_switch_missing_languages_order_idx" ON "index_switch_missing_languages" USING btree ("order");
  CREATE INDEX "index_switch_missing_languages_parent_idx" ON "index_switch_missing_languages" USING btree ("parent_id");
  CREATE INDEX "settings_missing_languages_order_idx" ON "settings_missing_languages" USING btree ("order");
  CREATE INDEX "settings_missing_languages_parent_idx" ON "settings_missing_languages" USING btree ("parent_id");
  CREATE INDEX "setting_statistics_missing_languages_order_idx" ON "setting_statistics_missing_languages" USING btree ("order");
  CREATE INDEX "setting_statistics_missing_languages_parent_idx" ON "setting_statistics_missing_languages" USING btree ("parent_id");
  CREATE INDEX "setting_files_missing_languages_order_idx" ON "setting_files_missing_languages" USING btree ("order");
  CREATE INDEX "setting_files_missing_languages_parent_idx" ON "setting_files_missing_languages" USING btree ("parent_id");
  CREATE INDEX "calc_investment_sizes_missing_languages_order_idx" ON "calc_investment_sizes_missing_languages" USING btree ("order");
  CREATE INDEX "calc_investment_sizes_missing_languages_parent_idx" ON "calc_investment_sizes_missing_languages" USING btree ("parent_id");
  CREATE INDEX "calc_okved_missing_languages_order_idx" ON "calc_okved_missing_languages" USING btree ("order");
  CREATE INDEX "calc_okved_missing_languages_parent_idx" ON "calc_okved_missing_languages" USING btree ("parent_id");
  CREATE INDEX "calc_subject_msp_missing_languages_order_idx" ON "calc_subject_msp_missing_languages" USING btree ("order");
  CREATE INDEX "calc_subject_msp_missing_languages_parent_idx" ON "calc_subject_msp_missing_languages" USING btree ("parent_id");
  CREATE INDEX "calc_support_types_missing_languages_order_idx" ON "calc_support_types_missing_languages" USING btree ("order");
  CREATE INDEX "calc_support_types_missing_languages_parent_idx" ON "calc_support_types_missing_languages" USING btree ("parent_id");
  CREATE INDEX "calc_support_measures_missing_languages_order_idx" ON "calc_support_measures_missing_languages" USING btree ("order");
  CREATE INDEX "calc_support_measures_missing_languages_parent_idx" ON "calc_support_measures_missing_languages" USING btree ("parent_id");
  CREATE INDEX "study_materials_missing_languages_order_idx" ON "study_materials_missing_languages" USING btree ("order");
  CREATE INDEX "study_materials_missing_languages_parent_idx" ON "study_materials_missing_languages" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "news_missing_languages" CASCADE;
  DROP TABLE "_news_v_version_missing_languages" CASCADE;
  DROP TABLE "events_missing_languages" CASCADE;
  DROP TABLE "_events_v_version_missing_languages" CASCADE;
  DROP TABLE "event_types_missing_languages" CASCADE;
  DROP TABLE "event_cities_missing_languages" CASCADE;
  DROP TABLE "success_stories_missing_languages" CASCADE;
  DROP TABLE "_success_stories_v_version_missing_languages" CASCADE;
  DROP TABLE "video_gallery_missing_languages" CASCADE;
  DROP TABLE "_video_gallery_v_version_missing_languages" CASCADE;
  DROP TABLE "cip_missing_languages" CASCADE;
  DROP TABLE "_cip_v_version_missing_languages" CASCADE;
  DROP TABLE "invest_projects_missing_languages" CASCADE;
  DROP TABLE "_invest_projects_v_version_missing_languages" CASCADE;
  DROP TABLE "invest_project_types_missing_languages" CASCADE;
  DROP TABLE "perspective_projects_missing_languages" CASCADE;
  DROP TABLE "_perspective_projects_v_version_missing_languages" CASCADE;
  DROP TABLE "arctic_residents_missing_languages" CASCADE;
  DROP TABLE "_arctic_residents_v_version_missing_languages" CASCADE;
  DROP TABLE "production_sites_missing_languages" CASCADE;
  DROP TABLE "_production_sites_v_version_missing_languages" CASCADE;
  DROP TABLE "support_measures_missing_languages" CASCADE;
  DROP TABLE "_support_measures_v_version_missing_languages" CASCADE;
  DROP TABLE "development_institutions_missing_languages" CASCADE;
  DROP TABLE "invest_rules_missing_languages" CASCADE;
  DROP TABLE "faq_missing_languages" CASCADE;
  DROP TABLE "index_switch_missing_languages" CASCADE;
  DROP TABLE "settings_missing_languages" CASCADE;
  DROP TABLE "setting_statistics_missing_languages" CASCADE;
  DROP TABLE "setting_files_missing_languages" CASCADE;
  DROP TABLE "calc_investment_sizes_missing_languages" CASCADE;
  DROP TABLE "calc_okved_missing_languages" CASCADE;
  DROP TABLE "calc_subject_msp_missing_languages" CASCADE;
  DROP TABLE "calc_support_types_missing_languages" CASCADE;
  DROP TABLE "calc_support_measures_missing_languages" CASCADE;
  DROP TABLE "study_materials_missing_languages" CASCADE;
  DROP TYPE "public"."enum_news_missing_languages";
  DROP TYPE "public"."enum__news_v_version_missing_languages";
  DROP TYPE "public"."enum_events_missing_languages";
  DROP TYPE "public"."enum__events_v_version_missing_languages";
  DROP TYPE "public"."enum_event_types_missing_languages";
  DROP TYPE "public"."enum_event_cities_missing_languages";
  DROP TYPE "public"."enum_success_stories_missing_languages";
  DROP TYPE "public"."enum__success_stories_v_version_missing_languages";
  DROP TYPE "public"."enum_video_gallery_missing_languages";
  DROP TYPE "public"."enum__video_gallery_v_version_missing_languages";
  DROP TYPE "public"."enum_cip_missing_languages";
  DROP TYPE "public"."enum__cip_v_version_missing_languages";
  DROP TYPE "public"."enum_invest_projects_missing_languages";
  DROP TYPE "public"."enum__invest_projects_v_version_missing_languages";
  DROP TYPE "public"."enum_invest_project_types_missing_languages";
  DROP TYPE "public"."enum_perspective_projects_missing_languages";
  DROP TYPE "public"."enum__perspective_projects_v_version_missing_languages";
  DROP TYPE "public"."enum_arctic_residents_missing_languages";
  DROP TYPE "public"."enum__arctic_residents_v_version_missing_languages";
  DROP TYPE "public"."enum_production_sites_missing_languages";
  DROP TYPE "public"."enum__production_sites_v_version_missing_languages";
  DROP TYPE "public"."enum_support_measures_missing_languages";
  DROP TYPE "public"."enum__support_measures_v_version_missing_languages";
  DROP TYPE "public"."enum_development_institutions_missing_languages";
  DROP TYPE "public"."enum_invest_rules_missing_languages";
  DROP TYPE "public"."enum_faq_missing_languages";
  DROP TYPE "public"."enum_index_switch_missing_languages";
  DROP TYPE "public"."enum_settings_missing_languages";
  DROP TYPE "public"."enum_setting_statistics_missing_languages";
  DROP TYPE "public"."enum_setting_files_missing_languages";
  DROP TYPE "public"."enum_calc_investment_sizes_missing_languages";
  DROP TYPE "public"."enum_calc_okved_missing_languages";
  DROP TYPE "public"."enum_calc_subject_msp_missing_languages";
  DROP TYPE "public"."enum_calc_support_types_missing_languages";
  DROP TYPE "public"."enum_calc_support_measures_missing_languages";
  DROP TYPE "public"."enum_study_materials_missing_languages";`)
}
