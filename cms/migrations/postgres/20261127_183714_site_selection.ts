/*
 * Generated, then edited by hand so that no site data is lost: the site area column is renamed (totalArea → areaHa),
 * and the old multi-choice utilities (a select stored in production_sites_utilities) become the new group's
 * `available` flags before their tables are dropped (railway → rail; road access has no flag, the distance to the
 * federal road replaces it). down() does the reverse.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_production_sites_possession" AS ENUM('buy', 'rent', 'rent_to_buy');
  CREATE TYPE "public"."enum_production_sites_regime" AS ENUM('sez', 'tor', 'arctic', 'cluster', 'none');
  CREATE TYPE "public"."enum_production_sites_municipality" AS ENUM('krasnoyarsk', 'achinsk', 'bogotol', 'borodino', 'divnogorsk', 'yeniseysk', 'zheleznogorsk', 'zelenogorsk', 'kansk', 'lesosibirsk', 'minusinsk', 'nazarovo', 'norilsk', 'solnechny', 'sosnovoborsk', 'sharypovo', 'abansky', 'achinsky', 'balakhtinsky', 'berezovsky', 'birilyussky', 'bogotolsky', 'boguchansky', 'bolshemurtinsky', 'bolsheuluysky', 'dzerzhinsky', 'yemelyanovsky', 'yeniseysky', 'yermakovsky', 'idrinsky', 'ilansky', 'irbeysky', 'kazachinsky', 'kansky', 'karatuzsky', 'kezhemsky', 'kozulsky', 'krasnoturansky', 'kuraginsky', 'mansky', 'minusinsky', 'motyginsky', 'nazarovsky', 'nizhneingashsky', 'novoselovsky', 'partizansky', 'pirovsky', 'rybinsky', 'sayansky', 'severo_yeniseysky', 'sukhobuzimsky', 'taimyrsky', 'taseyevsky', 'turukhansky', 'tyukhtetsky', 'uzhursky', 'uyarsky', 'sharypovsky', 'shushensky', 'evenkiysky');
  CREATE TYPE "public"."enum__production_sites_v_version_possession" AS ENUM('buy', 'rent', 'rent_to_buy');
  CREATE TYPE "public"."enum__production_sites_v_version_regime" AS ENUM('sez', 'tor', 'arctic', 'cluster', 'none');
  CREATE TYPE "public"."enum__production_sites_v_version_municipality" AS ENUM('krasnoyarsk', 'achinsk', 'bogotol', 'borodino', 'divnogorsk', 'yeniseysk', 'zheleznogorsk', 'zelenogorsk', 'kansk', 'lesosibirsk', 'minusinsk', 'nazarovo', 'norilsk', 'solnechny', 'sosnovoborsk', 'sharypovo', 'abansky', 'achinsky', 'balakhtinsky', 'berezovsky', 'birilyussky', 'bogotolsky', 'boguchansky', 'bolshemurtinsky', 'bolsheuluysky', 'dzerzhinsky', 'yemelyanovsky', 'yeniseysky', 'yermakovsky', 'idrinsky', 'ilansky', 'irbeysky', 'kazachinsky', 'kansky', 'karatuzsky', 'kezhemsky', 'kozulsky', 'krasnoturansky', 'kuraginsky', 'mansky', 'minusinsky', 'motyginsky', 'nazarovsky', 'nizhneingashsky', 'novoselovsky', 'partizansky', 'pirovsky', 'rybinsky', 'sayansky', 'severo_yeniseysky', 'sukhobuzimsky', 'taimyrsky', 'taseyevsky', 'turukhansky', 'tyukhtetsky', 'uzhursky', 'uyarsky', 'sharypovsky', 'shushensky', 'evenkiysky');
  CREATE TYPE "public"."enum_saved_searches_kind" AS ENUM('sites', 'events');
  CREATE TYPE "public"."enum_inaccuracy_reports_status" AS ENUM('new', 'done');
  CREATE TYPE "public"."enum_inaccuracy_reports_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'savedSearchAlerts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'savedSearchAlerts';
  CREATE TABLE "production_sites_possession" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_production_sites_possession",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_production_sites_v_version_possession" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__production_sites_v_version_possession",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "saved_searches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"kind" "enum_saved_searches_kind" NOT NULL,
  	"query" varchar NOT NULL,
  	"paused" boolean DEFAULT false,
  	"alerted" jsonb,
  	"last_alert_at" timestamp(3) with time zone,
  	"last_checked_at" timestamp(3) with time zone,
  	"unsubscribe_token_hash" varchar,
  	"unsubscribe_token_sealed" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "inaccuracy_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_inaccuracy_reports_status" DEFAULT 'new' NOT NULL,
  	"page" varchar NOT NULL,
  	"page_title" varchar,
  	"note" varchar NOT NULL,
  	"email" varchar,
  	"locale" "enum_inaccuracy_reports_locale" DEFAULT 'ru',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_selection" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stale_after_months" numeric DEFAULT 12 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "production_sites" RENAME COLUMN "total_area" TO "area_ha";
  ALTER TABLE "production_sites" ADD COLUMN "regime" "enum_production_sites_regime" DEFAULT 'none';
  ALTER TABLE "production_sites" ADD COLUMN "municipality" "enum_production_sites_municipality";
  ALTER TABLE "production_sites" ADD COLUMN "distances_city_km" numeric;
  ALTER TABLE "production_sites" ADD COLUMN "distances_road_km" numeric;
  ALTER TABLE "production_sites" ADD COLUMN "distances_rail_km" numeric;
  ALTER TABLE "production_sites" ADD COLUMN "distances_substation_km" numeric;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_electricity_available" boolean DEFAULT false;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_electricity_capacity" numeric;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_electricity_voltage_kv" numeric;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_electricity_verified_at" varchar;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_gas_available" boolean DEFAULT false;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_gas_capacity" numeric;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_gas_verified_at" varchar;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_water_available" boolean DEFAULT false;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_water_capacity" numeric;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_water_verified_at" varchar;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_sewerage_available" boolean DEFAULT false;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_sewerage_capacity" numeric;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_sewerage_verified_at" varchar;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_heat_available" boolean DEFAULT false;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_heat_capacity" numeric;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_heat_verified_at" varchar;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_rail_available" boolean DEFAULT false;
  ALTER TABLE "production_sites" ADD COLUMN "utilities_rail_verified_at" varchar;
  ALTER TABLE "production_sites_locales" ADD COLUMN "utilities_electricity_source" varchar;
  ALTER TABLE "production_sites_locales" ADD COLUMN "utilities_gas_source" varchar;
  ALTER TABLE "production_sites_locales" ADD COLUMN "utilities_water_source" varchar;
  ALTER TABLE "production_sites_locales" ADD COLUMN "utilities_sewerage_source" varchar;
  ALTER TABLE "production_sites_locales" ADD COLUMN "utilities_heat_source" varchar;
  ALTER TABLE "production_sites_locales" ADD COLUMN "utilities_rail_source" varchar;
  ALTER TABLE "_production_sites_v" RENAME COLUMN "version_total_area" TO "version_area_ha";
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_regime" "enum__production_sites_v_version_regime" DEFAULT 'none';
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_municipality" "enum__production_sites_v_version_municipality";
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_distances_city_km" numeric;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_distances_road_km" numeric;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_distances_rail_km" numeric;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_distances_substation_km" numeric;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_electricity_available" boolean DEFAULT false;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_electricity_capacity" numeric;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_electricity_voltage_kv" numeric;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_electricity_verified_at" varchar;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_gas_available" boolean DEFAULT false;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_gas_capacity" numeric;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_gas_verified_at" varchar;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_water_available" boolean DEFAULT false;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_water_capacity" numeric;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_water_verified_at" varchar;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_sewerage_available" boolean DEFAULT false;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_sewerage_capacity" numeric;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_sewerage_verified_at" varchar;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_heat_available" boolean DEFAULT false;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_heat_capacity" numeric;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_heat_verified_at" varchar;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_rail_available" boolean DEFAULT false;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_utilities_rail_verified_at" varchar;
  ALTER TABLE "_production_sites_v_locales" ADD COLUMN "version_utilities_electricity_source" varchar;
  ALTER TABLE "_production_sites_v_locales" ADD COLUMN "version_utilities_gas_source" varchar;
  ALTER TABLE "_production_sites_v_locales" ADD COLUMN "version_utilities_water_source" varchar;
  ALTER TABLE "_production_sites_v_locales" ADD COLUMN "version_utilities_sewerage_source" varchar;
  ALTER TABLE "_production_sites_v_locales" ADD COLUMN "version_utilities_heat_source" varchar;
  ALTER TABLE "_production_sites_v_locales" ADD COLUMN "version_utilities_rail_source" varchar;
  ALTER TABLE "requests" ADD COLUMN "site_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_searches_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "inaccuracy_reports_id" integer;
  ALTER TABLE "production_sites_possession" ADD CONSTRAINT "production_sites_possession_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."production_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_production_sites_v_version_possession" ADD CONSTRAINT "_production_sites_v_version_possession_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_production_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "production_sites_possession_order_idx" ON "production_sites_possession" USING btree ("order");
  CREATE INDEX "production_sites_possession_parent_idx" ON "production_sites_possession" USING btree ("parent_id");
  CREATE INDEX "_production_sites_v_version_possession_order_idx" ON "_production_sites_v_version_possession" USING btree ("order");
  CREATE INDEX "_production_sites_v_version_possession_parent_idx" ON "_production_sites_v_version_possession" USING btree ("parent_id");
  CREATE INDEX "saved_searches_owner_idx" ON "saved_searches" USING btree ("owner_id");
  CREATE INDEX "saved_searches_kind_idx" ON "saved_searches" USING btree ("kind");
  CREATE INDEX "saved_searches_paused_idx" ON "saved_searches" USING btree ("paused");
  CREATE INDEX "saved_searches_unsubscribe_token_hash_idx" ON "saved_searches" USING btree ("unsubscribe_token_hash");
  CREATE INDEX "saved_searches_updated_at_idx" ON "saved_searches" USING btree ("updated_at");
  CREATE INDEX "saved_searches_created_at_idx" ON "saved_searches" USING btree ("created_at");
  CREATE INDEX "inaccuracy_reports_status_idx" ON "inaccuracy_reports" USING btree ("status");
  CREATE INDEX "inaccuracy_reports_updated_at_idx" ON "inaccuracy_reports" USING btree ("updated_at");
  CREATE INDEX "inaccuracy_reports_created_at_idx" ON "inaccuracy_reports" USING btree ("created_at");
  ALTER TABLE "requests" ADD CONSTRAINT "requests_site_id_production_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."production_sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_searches_fk" FOREIGN KEY ("saved_searches_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_inaccuracy_reports_fk" FOREIGN KEY ("inaccuracy_reports_id") REFERENCES "public"."inaccuracy_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "production_sites_regime_idx" ON "production_sites" USING btree ("regime");
  CREATE INDEX "production_sites_municipality_idx" ON "production_sites" USING btree ("municipality");
  CREATE INDEX "_production_sites_v_version_version_regime_idx" ON "_production_sites_v" USING btree ("version_regime");
  CREATE INDEX "_production_sites_v_version_version_municipality_idx" ON "_production_sites_v" USING btree ("version_municipality");
  CREATE INDEX "requests_site_idx" ON "requests" USING btree ("site_id");
  CREATE INDEX "payload_locked_documents_rels_saved_searches_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_searches_id");
  CREATE INDEX "payload_locked_documents_rels_inaccuracy_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("inaccuracy_reports_id");
`)
  await db.execute(sql`
  UPDATE "production_sites" SET
    "utilities_electricity_available" = EXISTS (SELECT 1 FROM "production_sites_utilities" u WHERE u."parent_id" = "production_sites"."id" AND u."value" = 'electricity'),
    "utilities_gas_available" = EXISTS (SELECT 1 FROM "production_sites_utilities" u WHERE u."parent_id" = "production_sites"."id" AND u."value" = 'gas'),
    "utilities_water_available" = EXISTS (SELECT 1 FROM "production_sites_utilities" u WHERE u."parent_id" = "production_sites"."id" AND u."value" = 'water'),
    "utilities_sewerage_available" = EXISTS (SELECT 1 FROM "production_sites_utilities" u WHERE u."parent_id" = "production_sites"."id" AND u."value" = 'sewerage'),
    "utilities_heat_available" = EXISTS (SELECT 1 FROM "production_sites_utilities" u WHERE u."parent_id" = "production_sites"."id" AND u."value" = 'heat'),
    "utilities_rail_available" = EXISTS (SELECT 1 FROM "production_sites_utilities" u WHERE u."parent_id" = "production_sites"."id" AND u."value" = 'railway');
  UPDATE "_production_sites_v" SET
    "version_utilities_electricity_available" = EXISTS (SELECT 1 FROM "_production_sites_v_version_utilities" u WHERE u."parent_id" = "_production_sites_v"."id" AND u."value" = 'electricity'),
    "version_utilities_gas_available" = EXISTS (SELECT 1 FROM "_production_sites_v_version_utilities" u WHERE u."parent_id" = "_production_sites_v"."id" AND u."value" = 'gas'),
    "version_utilities_water_available" = EXISTS (SELECT 1 FROM "_production_sites_v_version_utilities" u WHERE u."parent_id" = "_production_sites_v"."id" AND u."value" = 'water'),
    "version_utilities_sewerage_available" = EXISTS (SELECT 1 FROM "_production_sites_v_version_utilities" u WHERE u."parent_id" = "_production_sites_v"."id" AND u."value" = 'sewerage'),
    "version_utilities_heat_available" = EXISTS (SELECT 1 FROM "_production_sites_v_version_utilities" u WHERE u."parent_id" = "_production_sites_v"."id" AND u."value" = 'heat'),
    "version_utilities_rail_available" = EXISTS (SELECT 1 FROM "_production_sites_v_version_utilities" u WHERE u."parent_id" = "_production_sites_v"."id" AND u."value" = 'railway');
  DROP TABLE "production_sites_utilities" CASCADE;
  DROP TABLE "_production_sites_v_version_utilities" CASCADE;
  DROP TYPE "public"."enum_production_sites_utilities";
  DROP TYPE "public"."enum__production_sites_v_version_utilities";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_production_sites_utilities" AS ENUM('electricity', 'gas', 'water', 'heat', 'sewerage', 'road', 'railway');
  CREATE TYPE "public"."enum__production_sites_v_version_utilities" AS ENUM('electricity', 'gas', 'water', 'heat', 'sewerage', 'road', 'railway');
  CREATE TABLE "production_sites_utilities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_production_sites_utilities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_production_sites_v_version_utilities" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__production_sites_v_version_utilities",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  INSERT INTO "production_sites_utilities" ("order", "parent_id", "value") SELECT 1, "id", 'electricity' FROM "production_sites" WHERE "utilities_electricity_available" = true;
  INSERT INTO "production_sites_utilities" ("order", "parent_id", "value") SELECT 2, "id", 'gas' FROM "production_sites" WHERE "utilities_gas_available" = true;
  INSERT INTO "production_sites_utilities" ("order", "parent_id", "value") SELECT 3, "id", 'water' FROM "production_sites" WHERE "utilities_water_available" = true;
  INSERT INTO "production_sites_utilities" ("order", "parent_id", "value") SELECT 4, "id", 'sewerage' FROM "production_sites" WHERE "utilities_sewerage_available" = true;
  INSERT INTO "production_sites_utilities" ("order", "parent_id", "value") SELECT 5, "id", 'heat' FROM "production_sites" WHERE "utilities_heat_available" = true;
  INSERT INTO "production_sites_utilities" ("order", "parent_id", "value") SELECT 6, "id", 'railway' FROM "production_sites" WHERE "utilities_rail_available" = true;
  INSERT INTO "_production_sites_v_version_utilities" ("order", "parent_id", "value") SELECT 1, "id", 'electricity' FROM "_production_sites_v" WHERE "version_utilities_electricity_available" = true;
  INSERT INTO "_production_sites_v_version_utilities" ("order", "parent_id", "value") SELECT 2, "id", 'gas' FROM "_production_sites_v" WHERE "version_utilities_gas_available" = true;
  INSERT INTO "_production_sites_v_version_utilities" ("order", "parent_id", "value") SELECT 3, "id", 'water' FROM "_production_sites_v" WHERE "version_utilities_water_available" = true;
  INSERT INTO "_production_sites_v_version_utilities" ("order", "parent_id", "value") SELECT 4, "id", 'sewerage' FROM "_production_sites_v" WHERE "version_utilities_sewerage_available" = true;
  INSERT INTO "_production_sites_v_version_utilities" ("order", "parent_id", "value") SELECT 5, "id", 'heat' FROM "_production_sites_v" WHERE "version_utilities_heat_available" = true;
  INSERT INTO "_production_sites_v_version_utilities" ("order", "parent_id", "value") SELECT 6, "id", 'railway' FROM "_production_sites_v" WHERE "version_utilities_rail_available" = true;
  ALTER TABLE "production_sites_possession" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_production_sites_v_version_possession" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_searches" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "inaccuracy_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_selection" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "production_sites_possession" CASCADE;
  DROP TABLE "_production_sites_v_version_possession" CASCADE;
  DROP TABLE "saved_searches" CASCADE;
  DROP TABLE "inaccuracy_reports" CASCADE;
  DROP TABLE "site_selection" CASCADE;
  ALTER TABLE "requests" DROP CONSTRAINT IF EXISTS "requests_site_id_production_sites_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_saved_searches_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_inaccuracy_reports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'cleanup', 'deadlines');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'cleanup', 'deadlines');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "production_sites_regime_idx";
  DROP INDEX "production_sites_municipality_idx";
  DROP INDEX "_production_sites_v_version_version_regime_idx";
  DROP INDEX "_production_sites_v_version_version_municipality_idx";
  DROP INDEX "requests_site_idx";
  DROP INDEX "payload_locked_documents_rels_saved_searches_id_idx";
  DROP INDEX "payload_locked_documents_rels_inaccuracy_reports_id_idx";
  ALTER TABLE "production_sites" RENAME COLUMN "area_ha" TO "total_area";
  ALTER TABLE "_production_sites_v" RENAME COLUMN "version_area_ha" TO "version_total_area";
  ALTER TABLE "production_sites_utilities" ADD CONSTRAINT "production_sites_utilities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."production_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_production_sites_v_version_utilities" ADD CONSTRAINT "_production_sites_v_version_utilities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_production_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "production_sites_utilities_order_idx" ON "production_sites_utilities" USING btree ("order");
  CREATE INDEX "production_sites_utilities_parent_idx" ON "production_sites_utilities" USING btree ("parent_id");
  CREATE INDEX "_production_sites_v_version_utilities_order_idx" ON "_production_sites_v_version_utilities" USING btree ("order");
  CREATE INDEX "_production_sites_v_version_utilities_parent_idx" ON "_production_sites_v_version_utilities" USING btree ("parent_id");
  ALTER TABLE "production_sites" DROP COLUMN "regime";
  ALTER TABLE "production_sites" DROP COLUMN "municipality";
  ALTER TABLE "production_sites" DROP COLUMN "distances_city_km";
  ALTER TABLE "production_sites" DROP COLUMN "distances_road_km";
  ALTER TABLE "production_sites" DROP COLUMN "distances_rail_km";
  ALTER TABLE "production_sites" DROP COLUMN "distances_substation_km";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_electricity_available";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_electricity_capacity";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_electricity_voltage_kv";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_electricity_verified_at";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_gas_available";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_gas_capacity";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_gas_verified_at";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_water_available";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_water_capacity";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_water_verified_at";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_sewerage_available";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_sewerage_capacity";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_sewerage_verified_at";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_heat_available";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_heat_capacity";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_heat_verified_at";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_rail_available";
  ALTER TABLE "production_sites" DROP COLUMN "utilities_rail_verified_at";
  ALTER TABLE "production_sites_locales" DROP COLUMN "utilities_electricity_source";
  ALTER TABLE "production_sites_locales" DROP COLUMN "utilities_gas_source";
  ALTER TABLE "production_sites_locales" DROP COLUMN "utilities_water_source";
  ALTER TABLE "production_sites_locales" DROP COLUMN "utilities_sewerage_source";
  ALTER TABLE "production_sites_locales" DROP COLUMN "utilities_heat_source";
  ALTER TABLE "production_sites_locales" DROP COLUMN "utilities_rail_source";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_regime";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_municipality";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_distances_city_km";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_distances_road_km";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_distances_rail_km";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_distances_substation_km";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_electricity_available";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_electricity_capacity";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_electricity_voltage_kv";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_electricity_verified_at";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_gas_available";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_gas_capacity";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_gas_verified_at";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_water_available";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_water_capacity";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_water_verified_at";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_sewerage_available";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_sewerage_capacity";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_sewerage_verified_at";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_heat_available";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_heat_capacity";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_heat_verified_at";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_rail_available";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_utilities_rail_verified_at";
  ALTER TABLE "_production_sites_v_locales" DROP COLUMN "version_utilities_electricity_source";
  ALTER TABLE "_production_sites_v_locales" DROP COLUMN "version_utilities_gas_source";
  ALTER TABLE "_production_sites_v_locales" DROP COLUMN "version_utilities_water_source";
  ALTER TABLE "_production_sites_v_locales" DROP COLUMN "version_utilities_sewerage_source";
  ALTER TABLE "_production_sites_v_locales" DROP COLUMN "version_utilities_heat_source";
  ALTER TABLE "_production_sites_v_locales" DROP COLUMN "version_utilities_rail_source";
  ALTER TABLE "requests" DROP COLUMN "site_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_searches_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "inaccuracy_reports_id";
  DROP TYPE "public"."enum_production_sites_possession";
  DROP TYPE "public"."enum_production_sites_regime";
  DROP TYPE "public"."enum_production_sites_municipality";
  DROP TYPE "public"."enum__production_sites_v_version_possession";
  DROP TYPE "public"."enum__production_sites_v_version_regime";
  DROP TYPE "public"."enum__production_sites_v_version_municipality";
  DROP TYPE "public"."enum_saved_searches_kind";
  DROP TYPE "public"."enum_inaccuracy_reports_status";
  DROP TYPE "public"."enum_inaccuracy_reports_locale";`)
}
