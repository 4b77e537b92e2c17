import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_requests_history_status" AS ENUM('pending', 'in_review', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_requests_status" AS ENUM('pending', 'in_review', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_requests_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_passports_form_of_possession" AS ENUM('buy', 'rent', 'rent_to_buy', 'other');
  CREATE TYPE "public"."enum_passports_review_status" AS ENUM('pending', 'in_review', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_passports_production_hazard_class" AS ENUM('I', 'II', 'III', 'IV', 'none');
  CREATE TYPE "public"."enum_passports_status" AS ENUM('idea', 'preinvestment', 'design', 'construction', 'operation');
  CREATE TYPE "public"."enum_appeals_history_status" AS ENUM('new', 'in_review', 'answered');
  CREATE TYPE "public"."enum_appeals_status" AS ENUM('new', 'in_review', 'answered');
  CREATE TYPE "public"."enum_appeals_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_attachments_kind" AS ENUM('request', 'passport', 'appeal');
  CREATE TYPE "public"."enum_event_registrations_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TABLE "requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_requests_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"comment" varchar
  );
  
  CREATE TABLE "requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_requests_status" DEFAULT 'pending' NOT NULL,
  	"review_comment" varchar,
  	"title" varchar,
  	"description" varchar NOT NULL,
  	"owner_id" integer,
  	"contact_name" varchar,
  	"contact_email" varchar,
  	"contact_phone" varchar,
  	"locale" "enum_requests_locale" DEFAULT 'ru',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attachments_id" integer
  );
  
  CREATE TABLE "passports_form_of_possession" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_passports_form_of_possession",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "passports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer NOT NULL,
  	"owner_id" integer,
  	"review_status" "enum_passports_review_status" DEFAULT 'pending',
  	"company_name" varchar,
  	"legal_name" varchar,
  	"mailing_address" varchar,
  	"inn" varchar,
  	"link_to_the_main_electronic_resource" varchar,
  	"full_name_of_the_head" varchar,
  	"main_okved" varchar,
  	"additional_information" varchar,
  	"name" varchar,
  	"about_employee" varchar,
  	"description" varchar,
  	"kind_of_activity" varchar,
  	"production_hazard_class" "enum_passports_production_hazard_class",
  	"implementation_period" numeric,
  	"start_date" varchar,
  	"annual_volume" numeric,
  	"status" "enum_passports_status",
  	"number_of_jobs_created" numeric,
  	"price" numeric,
  	"own_funds" numeric,
  	"borrowed_funds" numeric,
  	"funds_of_private_investors" numeric,
  	"other_sources" numeric,
  	"amount_of_invested_funds" numeric,
  	"direction_of_investment" varchar,
  	"information_about_support_measures" varchar,
  	"layout" boolean,
  	"layoutdesign_and_estimate_documentation" boolean,
  	"business_plan" boolean,
  	"other_materials" varchar,
  	"key_issues" varchar,
  	"need_for_selection" boolean,
  	"desired_location" varchar,
  	"required_or_available_space" numeric,
  	"requirement_for_transport_conditions" varchar,
  	"cadastral_number" varchar,
  	"number_of_objects" numeric,
  	"project_implementation_area" varchar,
  	"electricity_power" numeric,
  	"electricity_distance" numeric,
  	"water_industrial_power" numeric,
  	"water_industrial_distance" numeric,
  	"water_household_power" numeric,
  	"water_household_distance" numeric,
  	"water_disposal_power" numeric,
  	"water_disposal_distance" numeric,
  	"domestic_sewerage_power" numeric,
  	"domestic_sewerage_distance" numeric,
  	"heat_supply_power" numeric,
  	"heat_supply_distance" numeric,
  	"steam_power" numeric,
  	"steam_distance" numeric,
  	"treatment_facilities_power" numeric,
  	"treatment_facilities_distance" numeric,
  	"other_resources_with_specs" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "passports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "passports_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attachments_id" integer
  );
  
  CREATE TABLE "appeals_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_appeals_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"comment" varchar
  );
  
  CREATE TABLE "appeals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_appeals_status" DEFAULT 'new' NOT NULL,
  	"message" varchar NOT NULL,
  	"answer" varchar,
  	"answered_at" timestamp(3) with time zone,
  	"answered_by_id" integer,
  	"owner_id" integer,
  	"agreement_at" timestamp(3) with time zone,
  	"locale" "enum_appeals_locale" DEFAULT 'ru',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appeals_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attachments_id" integer
  );
  
  CREATE TABLE "attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"mime" varchar NOT NULL,
  	"kind" "enum_attachments_kind" NOT NULL,
  	"owner_id" integer,
  	"storage_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "event_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"surname" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"patronymic" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"organization" varchar NOT NULL,
  	"inn" varchar NOT NULL,
  	"dolgnost" varchar NOT NULL,
  	"profile" varchar NOT NULL,
  	"target" varchar NOT NULL,
  	"production" varchar NOT NULL,
  	"ploshadka" boolean DEFAULT false,
  	"mail_agree" boolean DEFAULT false,
  	"comment" varchar,
  	"locale" "enum_event_registrations_locale" DEFAULT 'ru',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favourite_folders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "favourite_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"folder_id" integer NOT NULL,
  	"owner_id" integer NOT NULL,
  	"page_url" varchar NOT NULL,
  	"page_title" varchar NOT NULL,
  	"page_image" varchar,
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "events" ADD COLUMN "capacity" numeric;
  ALTER TABLE "_events_v" ADD COLUMN "version_capacity" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "passports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appeals_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "attachments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favourite_folders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favourite_items_id" integer;
  ALTER TABLE "requests_history" ADD CONSTRAINT "requests_history_by_id_staff_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requests_history" ADD CONSTRAINT "requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "requests" ADD CONSTRAINT "requests_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "requests_rels" ADD CONSTRAINT "requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "requests_rels" ADD CONSTRAINT "requests_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "passports_form_of_possession" ADD CONSTRAINT "passports_form_of_possession_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."passports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "passports" ADD CONSTRAINT "passports_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "passports" ADD CONSTRAINT "passports_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "passports_texts" ADD CONSTRAINT "passports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."passports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "passports_rels" ADD CONSTRAINT "passports_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."passports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "passports_rels" ADD CONSTRAINT "passports_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appeals_history" ADD CONSTRAINT "appeals_history_by_id_staff_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeals_history" ADD CONSTRAINT "appeals_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appeals" ADD CONSTRAINT "appeals_answered_by_id_staff_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeals" ADD CONSTRAINT "appeals_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeals_rels" ADD CONSTRAINT "appeals_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appeals_rels" ADD CONSTRAINT "appeals_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "attachments" ADD CONSTRAINT "attachments_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourite_folders" ADD CONSTRAINT "favourite_folders_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourite_items" ADD CONSTRAINT "favourite_items_folder_id_favourite_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."favourite_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourite_items" ADD CONSTRAINT "favourite_items_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "requests_history_order_idx" ON "requests_history" USING btree ("_order");
  CREATE INDEX "requests_history_parent_id_idx" ON "requests_history" USING btree ("_parent_id");
  CREATE INDEX "requests_history_by_idx" ON "requests_history" USING btree ("by_id");
  CREATE INDEX "requests_status_idx" ON "requests" USING btree ("status");
  CREATE INDEX "requests_owner_idx" ON "requests" USING btree ("owner_id");
  CREATE INDEX "requests_updated_at_idx" ON "requests" USING btree ("updated_at");
  CREATE INDEX "requests_created_at_idx" ON "requests" USING btree ("created_at");
  CREATE INDEX "requests_rels_order_idx" ON "requests_rels" USING btree ("order");
  CREATE INDEX "requests_rels_parent_idx" ON "requests_rels" USING btree ("parent_id");
  CREATE INDEX "requests_rels_path_idx" ON "requests_rels" USING btree ("path");
  CREATE INDEX "requests_rels_attachments_id_idx" ON "requests_rels" USING btree ("attachments_id");
  CREATE INDEX "passports_form_of_possession_order_idx" ON "passports_form_of_possession" USING btree ("order");
  CREATE INDEX "passports_form_of_possession_parent_idx" ON "passports_form_of_possession" USING btree ("parent_id");
  CREATE UNIQUE INDEX "passports_request_idx" ON "passports" USING btree ("request_id");
  CREATE INDEX "passports_owner_idx" ON "passports" USING btree ("owner_id");
  CREATE INDEX "passports_review_status_idx" ON "passports" USING btree ("review_status");
  CREATE INDEX "passports_updated_at_idx" ON "passports" USING btree ("updated_at");
  CREATE INDEX "passports_created_at_idx" ON "passports" USING btree ("created_at");
  CREATE INDEX "passports_texts_order_parent" ON "passports_texts" USING btree ("order","parent_id");
  CREATE INDEX "passports_rels_order_idx" ON "passports_rels" USING btree ("order");
  CREATE INDEX "passports_rels_parent_idx" ON "passports_rels" USING btree ("parent_id");
  CREATE INDEX "passports_rels_path_idx" ON "passports_rels" USING btree ("path");
  CREATE INDEX "passports_rels_attachments_id_idx" ON "passports_rels" USING btree ("attachments_id");
  CREATE INDEX "appeals_history_order_idx" ON "appeals_history" USING btree ("_order");
  CREATE INDEX "appeals_history_parent_id_idx" ON "appeals_history" USING btree ("_parent_id");
  CREATE INDEX "appeals_history_by_idx" ON "appeals_history" USING btree ("by_id");
  CREATE INDEX "appeals_status_idx" ON "appeals" USING btree ("status");
  CREATE INDEX "appeals_answered_by_idx" ON "appeals" USING btree ("answered_by_id");
  CREATE INDEX "appeals_owner_idx" ON "appeals" USING btree ("owner_id");
  CREATE INDEX "appeals_updated_at_idx" ON "appeals" USING btree ("updated_at");
  CREATE INDEX "appeals_created_at_idx" ON "appeals" USING btree ("created_at");
  CREATE INDEX "appeals_rels_order_idx" ON "appeals_rels" USING btree ("order");
  CREATE INDEX "appeals_rels_parent_idx" ON "appeals_rels" USING btree ("parent_id");
  CREATE INDEX "appeals_rels_path_idx" ON "appeals_rels" USING btree ("path");
  CREATE INDEX "appeals_rels_attachments_id_idx" ON "appeals_rels" USING btree ("attachments_id");
  CREATE INDEX "attachments_kind_idx" ON "attachments" USING btree ("kind");
  CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("owner_id");
  CREATE UNIQUE INDEX "attachments_storage_key_idx" ON "attachments" USING btree ("storage_key");
  CREATE INDEX "attachments_updated_at_idx" ON "attachments" USING btree ("updated_at");
  CREATE INDEX "attachments_created_at_idx" ON "attachments" USING btree ("created_at");
  CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("event_id");
  CREATE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree ("email");
  CREATE INDEX "event_registrations_updated_at_idx" ON "event_registrations" USING btree ("updated_at");
  CREATE INDEX "event_registrations_created_at_idx" ON "event_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "event_email_idx" ON "event_registrations" USING btree ("event_id","email");
  CREATE INDEX "favourite_folders_owner_idx" ON "favourite_folders" USING btree ("owner_id");
  CREATE INDEX "favourite_folders_updated_at_idx" ON "favourite_folders" USING btree ("updated_at");
  CREATE INDEX "favourite_folders_created_at_idx" ON "favourite_folders" USING btree ("created_at");
  CREATE INDEX "favourite_items_folder_idx" ON "favourite_items" USING btree ("folder_id");
  CREATE INDEX "favourite_items_owner_idx" ON "favourite_items" USING btree ("owner_id");
  CREATE INDEX "favourite_items_updated_at_idx" ON "favourite_items" USING btree ("updated_at");
  CREATE INDEX "favourite_items_created_at_idx" ON "favourite_items" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_requests_fk" FOREIGN KEY ("requests_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_passports_fk" FOREIGN KEY ("passports_id") REFERENCES "public"."passports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appeals_fk" FOREIGN KEY ("appeals_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favourite_folders_fk" FOREIGN KEY ("favourite_folders_id") REFERENCES "public"."favourite_folders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favourite_items_fk" FOREIGN KEY ("favourite_items_id") REFERENCES "public"."favourite_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("requests_id");
  CREATE INDEX "payload_locked_documents_rels_passports_id_idx" ON "payload_locked_documents_rels" USING btree ("passports_id");
  CREATE INDEX "payload_locked_documents_rels_appeals_id_idx" ON "payload_locked_documents_rels" USING btree ("appeals_id");
  CREATE INDEX "payload_locked_documents_rels_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("attachments_id");
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_favourite_folders_id_idx" ON "payload_locked_documents_rels" USING btree ("favourite_folders_id");
  CREATE INDEX "payload_locked_documents_rels_favourite_items_id_idx" ON "payload_locked_documents_rels" USING btree ("favourite_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "requests_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "passports_form_of_possession" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "passports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "passports_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "passports_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appeals_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appeals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appeals_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "event_registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favourite_folders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favourite_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "requests_history" CASCADE;
  DROP TABLE "requests" CASCADE;
  DROP TABLE "requests_rels" CASCADE;
  DROP TABLE "passports_form_of_possession" CASCADE;
  DROP TABLE "passports" CASCADE;
  DROP TABLE "passports_texts" CASCADE;
  DROP TABLE "passports_rels" CASCADE;
  DROP TABLE "appeals_history" CASCADE;
  DROP TABLE "appeals" CASCADE;
  DROP TABLE "appeals_rels" CASCADE;
  DROP TABLE "attachments" CASCADE;
  DROP TABLE "event_registrations" CASCADE;
  DROP TABLE "favourite_folders" CASCADE;
  DROP TABLE "favourite_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_passports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appeals_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_attachments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favourite_folders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favourite_items_fk";
  
  DROP INDEX "payload_locked_documents_rels_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_passports_id_idx";
  DROP INDEX "payload_locked_documents_rels_appeals_id_idx";
  DROP INDEX "payload_locked_documents_rels_attachments_id_idx";
  DROP INDEX "payload_locked_documents_rels_event_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_favourite_folders_id_idx";
  DROP INDEX "payload_locked_documents_rels_favourite_items_id_idx";
  ALTER TABLE "events" DROP COLUMN "capacity";
  ALTER TABLE "_events_v" DROP COLUMN "version_capacity";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "passports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appeals_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "attachments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favourite_folders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favourite_items_id";
  DROP TYPE "public"."enum_requests_history_status";
  DROP TYPE "public"."enum_requests_status";
  DROP TYPE "public"."enum_requests_locale";
  DROP TYPE "public"."enum_passports_form_of_possession";
  DROP TYPE "public"."enum_passports_review_status";
  DROP TYPE "public"."enum_passports_production_hazard_class";
  DROP TYPE "public"."enum_passports_status";
  DROP TYPE "public"."enum_appeals_history_status";
  DROP TYPE "public"."enum_appeals_status";
  DROP TYPE "public"."enum_appeals_locale";
  DROP TYPE "public"."enum_attachments_kind";
  DROP TYPE "public"."enum_event_registrations_locale";`)
}
