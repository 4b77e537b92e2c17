import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Drafts for the single pages (cms/globals/pages.ts): every page kept so far was public, so it stays published; the
// corporation's page moves to tables of a shorter name (its versions table's would pass PostgreSQL's limit) with its text.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_about_region_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_region_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_region_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_arctic_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__arctic_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__arctic_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_project_implementation_algorithm_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__project_implementation_algorithm_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__project_implementation_algorithm_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_corporation_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__corporation_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__corporation_page_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum_techno_valley_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__techno_valley_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__techno_valley_v_published_locale" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TABLE "_about_region_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_region_v_version_facts_locales" (
  	"unit" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_region_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_region_v_version_sections_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_region_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_image_id" integer,
  	"version__status" "enum__about_region_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_region_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_about_region_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_arctic_v_version_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_arctic_v_version_benefits_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_arctic_v_version_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_arctic_v_version_requirements_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_arctic_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_image_id" integer,
  	"version__status" "enum__arctic_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__arctic_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_arctic_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_project_implementation_algorithm_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_project_implementation_algorithm_v_version_steps_locales" (
  	"title" varchar,
  	"text" varchar,
  	"duration" varchar,
  	"responsible" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_project_implementation_algorithm_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_image_id" integer,
  	"version__status" "enum__project_implementation_algorithm_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__project_implementation_algorithm_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_project_implementation_algorithm_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "corporation_page_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "corporation_page_services_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "corporation_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"contacts_phone" varchar,
  	"contacts_email" varchar,
  	"contacts_website" varchar,
  	"_status" "enum_corporation_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "corporation_page_locales" (
  	"title" varchar,
  	"lead" varchar,
  	"content" jsonb,
  	"contacts_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_corporation_page_v_version_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_corporation_page_v_version_services_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_corporation_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_image_id" integer,
  	"version_contacts_phone" varchar,
  	"version_contacts_email" varchar,
  	"version_contacts_website" varchar,
  	"version__status" "enum__corporation_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__corporation_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_corporation_page_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_content" jsonb,
  	"version_contacts_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_techno_valley_v_version_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_techno_valley_v_version_facts_locales" (
  	"unit" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_techno_valley_v_version_privileges" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_techno_valley_v_version_privileges_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_techno_valley_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_image_id" integer,
  	"version__status" "enum__techno_valley_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__techno_valley_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_techno_valley_v_locales" (
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  INSERT INTO "corporation_page" (id, image_id, contacts_phone, contacts_email, contacts_website, _status, updated_at, created_at) SELECT id, image_id, contacts_phone, contacts_email, contacts_website, 'published', updated_at, created_at FROM "korporaciya_razvitiya_eniseyskoy_sibiri";
  INSERT INTO "corporation_page_locales" (title, lead, content, contacts_address, id, _locale, _parent_id) SELECT title, lead, content, contacts_address, id, _locale, _parent_id FROM "korporaciya_razvitiya_eniseyskoy_sibiri_locales";
  INSERT INTO "corporation_page_services" (_order, _parent_id, id) SELECT _order, _parent_id, id FROM "korporaciya_razvitiya_eniseyskoy_sibiri_services";
  INSERT INTO "corporation_page_services_locales" (title, text, id, _locale, _parent_id) SELECT title, text, id, _locale, _parent_id FROM "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales";
  -- The copied rows keep their ids: each table's id sequence continues after them.
  SELECT setval(pg_get_serial_sequence('"corporation_page"', 'id'), COALESCE((SELECT MAX(id) FROM "corporation_page"), 0) + 1, false);
  SELECT setval(pg_get_serial_sequence('"corporation_page_locales"', 'id'), COALESCE((SELECT MAX(id) FROM "corporation_page_locales"), 0) + 1, false);
  SELECT setval(pg_get_serial_sequence('"corporation_page_services_locales"', 'id'), COALESCE((SELECT MAX(id) FROM "corporation_page_services_locales"), 0) + 1, false);
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services" CASCADE;
  DROP TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales" CASCADE;
  DROP TABLE "korporaciya_razvitiya_eniseyskoy_sibiri" CASCADE;
  DROP TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_locales" CASCADE;
  ALTER TABLE "about_region_facts" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "about_region_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "arctic_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "project_implementation_algorithm_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "techno_valley_facts" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "techno_valley_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_region" ADD COLUMN "_status" "enum_about_region_status" DEFAULT 'draft';
  UPDATE "about_region" SET "_status" = 'published';
  ALTER TABLE "arctic" ADD COLUMN "_status" "enum_arctic_status" DEFAULT 'draft';
  UPDATE "arctic" SET "_status" = 'published';
  ALTER TABLE "project_implementation_algorithm" ADD COLUMN "_status" "enum_project_implementation_algorithm_status" DEFAULT 'draft';
  UPDATE "project_implementation_algorithm" SET "_status" = 'published';
  ALTER TABLE "techno_valley" ADD COLUMN "_status" "enum_techno_valley_status" DEFAULT 'draft';
  UPDATE "techno_valley" SET "_status" = 'published';
  ALTER TABLE "_about_region_v_version_facts" ADD CONSTRAINT "_about_region_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_region_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_region_v_version_facts_locales" ADD CONSTRAINT "_about_region_v_version_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_region_v_version_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_region_v_version_sections" ADD CONSTRAINT "_about_region_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_region_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_region_v_version_sections_locales" ADD CONSTRAINT "_about_region_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_region_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_region_v" ADD CONSTRAINT "_about_region_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_region_v_locales" ADD CONSTRAINT "_about_region_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_region_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_arctic_v_version_benefits" ADD CONSTRAINT "_arctic_v_version_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_arctic_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_arctic_v_version_benefits_locales" ADD CONSTRAINT "_arctic_v_version_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_arctic_v_version_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_arctic_v_version_requirements" ADD CONSTRAINT "_arctic_v_version_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_arctic_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_arctic_v_version_requirements_locales" ADD CONSTRAINT "_arctic_v_version_requirements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_arctic_v_version_requirements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_arctic_v" ADD CONSTRAINT "_arctic_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_arctic_v_locales" ADD CONSTRAINT "_arctic_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_arctic_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_project_implementation_algorithm_v_version_steps" ADD CONSTRAINT "_project_implementation_algorithm_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_project_implementation_algorithm_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_project_implementation_algorithm_v_version_steps_locales" ADD CONSTRAINT "_project_implementation_algorithm_v_version_steps_locales_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_project_implementation_algorithm_v_version_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_project_implementation_algorithm_v" ADD CONSTRAINT "_project_implementation_algorithm_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_project_implementation_algorithm_v_locales" ADD CONSTRAINT "_project_implementation_algorithm_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_project_implementation_algorithm_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "corporation_page_services" ADD CONSTRAINT "corporation_page_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporation_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "corporation_page_services_locales" ADD CONSTRAINT "corporation_page_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporation_page_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "corporation_page" ADD CONSTRAINT "corporation_page_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "corporation_page_locales" ADD CONSTRAINT "corporation_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."corporation_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_corporation_page_v_version_services" ADD CONSTRAINT "_corporation_page_v_version_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_corporation_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_corporation_page_v_version_services_locales" ADD CONSTRAINT "_corporation_page_v_version_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_corporation_page_v_version_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_corporation_page_v" ADD CONSTRAINT "_corporation_page_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_corporation_page_v_locales" ADD CONSTRAINT "_corporation_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_corporation_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_techno_valley_v_version_facts" ADD CONSTRAINT "_techno_valley_v_version_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_techno_valley_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_techno_valley_v_version_facts_locales" ADD CONSTRAINT "_techno_valley_v_version_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_techno_valley_v_version_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_techno_valley_v_version_privileges" ADD CONSTRAINT "_techno_valley_v_version_privileges_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_techno_valley_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_techno_valley_v_version_privileges_locales" ADD CONSTRAINT "_techno_valley_v_version_privileges_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_techno_valley_v_version_privileges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_techno_valley_v" ADD CONSTRAINT "_techno_valley_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_techno_valley_v_locales" ADD CONSTRAINT "_techno_valley_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_techno_valley_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_about_region_v_version_facts_order_idx" ON "_about_region_v_version_facts" USING btree ("_order");
  CREATE INDEX "_about_region_v_version_facts_parent_id_idx" ON "_about_region_v_version_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_region_v_version_facts_locales_locale_parent_id_uniqu" ON "_about_region_v_version_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_region_v_version_sections_order_idx" ON "_about_region_v_version_sections" USING btree ("_order");
  CREATE INDEX "_about_region_v_version_sections_parent_id_idx" ON "_about_region_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_region_v_version_sections_locales_locale_parent_id_un" ON "_about_region_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_region_v_version_version_image_idx" ON "_about_region_v" USING btree ("version_image_id");
  CREATE INDEX "_about_region_v_version_version__status_idx" ON "_about_region_v" USING btree ("version__status");
  CREATE INDEX "_about_region_v_created_at_idx" ON "_about_region_v" USING btree ("created_at");
  CREATE INDEX "_about_region_v_updated_at_idx" ON "_about_region_v" USING btree ("updated_at");
  CREATE INDEX "_about_region_v_snapshot_idx" ON "_about_region_v" USING btree ("snapshot");
  CREATE INDEX "_about_region_v_published_locale_idx" ON "_about_region_v" USING btree ("published_locale");
  CREATE INDEX "_about_region_v_latest_idx" ON "_about_region_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_about_region_v_locales_locale_parent_id_unique" ON "_about_region_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_arctic_v_version_benefits_order_idx" ON "_arctic_v_version_benefits" USING btree ("_order");
  CREATE INDEX "_arctic_v_version_benefits_parent_id_idx" ON "_arctic_v_version_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_arctic_v_version_benefits_locales_locale_parent_id_unique" ON "_arctic_v_version_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_arctic_v_version_requirements_order_idx" ON "_arctic_v_version_requirements" USING btree ("_order");
  CREATE INDEX "_arctic_v_version_requirements_parent_id_idx" ON "_arctic_v_version_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_arctic_v_version_requirements_locales_locale_parent_id_uniq" ON "_arctic_v_version_requirements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_arctic_v_version_version_image_idx" ON "_arctic_v" USING btree ("version_image_id");
  CREATE INDEX "_arctic_v_version_version__status_idx" ON "_arctic_v" USING btree ("version__status");
  CREATE INDEX "_arctic_v_created_at_idx" ON "_arctic_v" USING btree ("created_at");
  CREATE INDEX "_arctic_v_updated_at_idx" ON "_arctic_v" USING btree ("updated_at");
  CREATE INDEX "_arctic_v_snapshot_idx" ON "_arctic_v" USING btree ("snapshot");
  CREATE INDEX "_arctic_v_published_locale_idx" ON "_arctic_v" USING btree ("published_locale");
  CREATE INDEX "_arctic_v_latest_idx" ON "_arctic_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_arctic_v_locales_locale_parent_id_unique" ON "_arctic_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_project_implementation_algorithm_v_version_steps_order_idx" ON "_project_implementation_algorithm_v_version_steps" USING btree ("_order");
  CREATE INDEX "_project_implementation_algorithm_v_version_steps_parent_id_idx" ON "_project_implementation_algorithm_v_version_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_project_implementation_algorithm_v_version_steps_locales_lo" ON "_project_implementation_algorithm_v_version_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_project_implementation_algorithm_v_version_version_imag_idx" ON "_project_implementation_algorithm_v" USING btree ("version_image_id");
  CREATE INDEX "_project_implementation_algorithm_v_version_version__sta_idx" ON "_project_implementation_algorithm_v" USING btree ("version__status");
  CREATE INDEX "_project_implementation_algorithm_v_created_at_idx" ON "_project_implementation_algorithm_v" USING btree ("created_at");
  CREATE INDEX "_project_implementation_algorithm_v_updated_at_idx" ON "_project_implementation_algorithm_v" USING btree ("updated_at");
  CREATE INDEX "_project_implementation_algorithm_v_snapshot_idx" ON "_project_implementation_algorithm_v" USING btree ("snapshot");
  CREATE INDEX "_project_implementation_algorithm_v_published_locale_idx" ON "_project_implementation_algorithm_v" USING btree ("published_locale");
  CREATE INDEX "_project_implementation_algorithm_v_latest_idx" ON "_project_implementation_algorithm_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_project_implementation_algorithm_v_locales_locale_parent_id" ON "_project_implementation_algorithm_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "corporation_page_services_order_idx" ON "corporation_page_services" USING btree ("_order");
  CREATE INDEX "corporation_page_services_parent_id_idx" ON "corporation_page_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "corporation_page_services_locales_locale_parent_id_unique" ON "corporation_page_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "corporation_page_image_idx" ON "corporation_page" USING btree ("image_id");
  CREATE INDEX "corporation_page__status_idx" ON "corporation_page" USING btree ("_status");
  CREATE UNIQUE INDEX "corporation_page_locales_locale_parent_id_unique" ON "corporation_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_corporation_page_v_version_services_order_idx" ON "_corporation_page_v_version_services" USING btree ("_order");
  CREATE INDEX "_corporation_page_v_version_services_parent_id_idx" ON "_corporation_page_v_version_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_corporation_page_v_version_services_locales_locale_parent_i" ON "_corporation_page_v_version_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_corporation_page_v_version_version_image_idx" ON "_corporation_page_v" USING btree ("version_image_id");
  CREATE INDEX "_corporation_page_v_version_version__status_idx" ON "_corporation_page_v" USING btree ("version__status");
  CREATE INDEX "_corporation_page_v_created_at_idx" ON "_corporation_page_v" USING btree ("created_at");
  CREATE INDEX "_corporation_page_v_updated_at_idx" ON "_corporation_page_v" USING btree ("updated_at");
  CREATE INDEX "_corporation_page_v_snapshot_idx" ON "_corporation_page_v" USING btree ("snapshot");
  CREATE INDEX "_corporation_page_v_published_locale_idx" ON "_corporation_page_v" USING btree ("published_locale");
  CREATE INDEX "_corporation_page_v_latest_idx" ON "_corporation_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_corporation_page_v_locales_locale_parent_id_unique" ON "_corporation_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_techno_valley_v_version_facts_order_idx" ON "_techno_valley_v_version_facts" USING btree ("_order");
  CREATE INDEX "_techno_valley_v_version_facts_parent_id_idx" ON "_techno_valley_v_version_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_techno_valley_v_version_facts_locales_locale_parent_id_uniq" ON "_techno_valley_v_version_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_techno_valley_v_version_privileges_order_idx" ON "_techno_valley_v_version_privileges" USING btree ("_order");
  CREATE INDEX "_techno_valley_v_version_privileges_parent_id_idx" ON "_techno_valley_v_version_privileges" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_techno_valley_v_version_privileges_locales_locale_parent_id" ON "_techno_valley_v_version_privileges_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_techno_valley_v_version_version_image_idx" ON "_techno_valley_v" USING btree ("version_image_id");
  CREATE INDEX "_techno_valley_v_version_version__status_idx" ON "_techno_valley_v" USING btree ("version__status");
  CREATE INDEX "_techno_valley_v_created_at_idx" ON "_techno_valley_v" USING btree ("created_at");
  CREATE INDEX "_techno_valley_v_updated_at_idx" ON "_techno_valley_v" USING btree ("updated_at");
  CREATE INDEX "_techno_valley_v_snapshot_idx" ON "_techno_valley_v" USING btree ("snapshot");
  CREATE INDEX "_techno_valley_v_published_locale_idx" ON "_techno_valley_v" USING btree ("published_locale");
  CREATE INDEX "_techno_valley_v_latest_idx" ON "_techno_valley_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_techno_valley_v_locales_locale_parent_id_unique" ON "_techno_valley_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_region__status_idx" ON "about_region" USING btree ("_status");
  CREATE INDEX "arctic__status_idx" ON "arctic" USING btree ("_status");
  CREATE INDEX "project_implementation_algorithm__status_idx" ON "project_implementation_algorithm" USING btree ("_status");
  CREATE INDEX "techno_valley__status_idx" ON "techno_valley" USING btree ("_status");`)
}

// Back to pages without drafts; the corporation's page returns to its slug's tables with its published text.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "korporaciya_razvitiya_eniseyskoy_sibiri" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"contacts_phone" varchar,
  	"contacts_email" varchar,
  	"contacts_website" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_locales" (
  	"title" varchar NOT NULL,
  	"lead" varchar,
  	"content" jsonb,
  	"contacts_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "_about_region_v_version_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_region_v_version_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_region_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_region_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_region_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_region_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_arctic_v_version_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_arctic_v_version_benefits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_arctic_v_version_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_arctic_v_version_requirements_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_arctic_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_arctic_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_project_implementation_algorithm_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_project_implementation_algorithm_v_version_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_project_implementation_algorithm_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_project_implementation_algorithm_v_locales" DISABLE ROW LEVEL SECURITY;
  INSERT INTO "korporaciya_razvitiya_eniseyskoy_sibiri" (id, image_id, contacts_phone, contacts_email, contacts_website, updated_at, created_at) SELECT id, image_id, contacts_phone, contacts_email, contacts_website, updated_at, created_at FROM "corporation_page";
  INSERT INTO "korporaciya_razvitiya_eniseyskoy_sibiri_locales" (title, lead, content, contacts_address, id, _locale, _parent_id) SELECT COALESCE(title, ''), lead, content, contacts_address, id, _locale, _parent_id FROM "corporation_page_locales";
  INSERT INTO "korporaciya_razvitiya_eniseyskoy_sibiri_services" (_order, _parent_id, id) SELECT _order, _parent_id, id FROM "corporation_page_services";
  INSERT INTO "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales" (title, text, id, _locale, _parent_id) SELECT title, text, id, _locale, _parent_id FROM "corporation_page_services_locales";
  -- The copied rows keep their ids: each table's id sequence continues after them.
  SELECT setval(pg_get_serial_sequence('"korporaciya_razvitiya_eniseyskoy_sibiri"', 'id'), COALESCE((SELECT MAX(id) FROM "korporaciya_razvitiya_eniseyskoy_sibiri"), 0) + 1, false);
  SELECT setval(pg_get_serial_sequence('"korporaciya_razvitiya_eniseyskoy_sibiri_locales"', 'id'), COALESCE((SELECT MAX(id) FROM "korporaciya_razvitiya_eniseyskoy_sibiri_locales"), 0) + 1, false);
  SELECT setval(pg_get_serial_sequence('"korporaciya_razvitiya_eniseyskoy_sibiri_services_locales"', 'id'), COALESCE((SELECT MAX(id) FROM "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales"), 0) + 1, false);
  ALTER TABLE "corporation_page_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "corporation_page_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "corporation_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "corporation_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_corporation_page_v_version_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_corporation_page_v_version_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_corporation_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_corporation_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_techno_valley_v_version_facts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_techno_valley_v_version_facts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_techno_valley_v_version_privileges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_techno_valley_v_version_privileges_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_techno_valley_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_techno_valley_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_about_region_v_version_facts" CASCADE;
  DROP TABLE "_about_region_v_version_facts_locales" CASCADE;
  DROP TABLE "_about_region_v_version_sections" CASCADE;
  DROP TABLE "_about_region_v_version_sections_locales" CASCADE;
  DROP TABLE "_about_region_v" CASCADE;
  DROP TABLE "_about_region_v_locales" CASCADE;
  DROP TABLE "_arctic_v_version_benefits" CASCADE;
  DROP TABLE "_arctic_v_version_benefits_locales" CASCADE;
  DROP TABLE "_arctic_v_version_requirements" CASCADE;
  DROP TABLE "_arctic_v_version_requirements_locales" CASCADE;
  DROP TABLE "_arctic_v" CASCADE;
  DROP TABLE "_arctic_v_locales" CASCADE;
  DROP TABLE "_project_implementation_algorithm_v_version_steps" CASCADE;
  DROP TABLE "_project_implementation_algorithm_v_version_steps_locales" CASCADE;
  DROP TABLE "_project_implementation_algorithm_v" CASCADE;
  DROP TABLE "_project_implementation_algorithm_v_locales" CASCADE;
  DROP TABLE "corporation_page_services" CASCADE;
  DROP TABLE "corporation_page_services_locales" CASCADE;
  DROP TABLE "corporation_page" CASCADE;
  DROP TABLE "corporation_page_locales" CASCADE;
  DROP TABLE "_corporation_page_v_version_services" CASCADE;
  DROP TABLE "_corporation_page_v_version_services_locales" CASCADE;
  DROP TABLE "_corporation_page_v" CASCADE;
  DROP TABLE "_corporation_page_v_locales" CASCADE;
  DROP TABLE "_techno_valley_v_version_facts" CASCADE;
  DROP TABLE "_techno_valley_v_version_facts_locales" CASCADE;
  DROP TABLE "_techno_valley_v_version_privileges" CASCADE;
  DROP TABLE "_techno_valley_v_version_privileges_locales" CASCADE;
  DROP TABLE "_techno_valley_v" CASCADE;
  DROP TABLE "_techno_valley_v_locales" CASCADE;
  DROP INDEX "about_region__status_idx";
  DROP INDEX "arctic__status_idx";
  DROP INDEX "project_implementation_algorithm__status_idx";
  DROP INDEX "techno_valley__status_idx";
  ALTER TABLE "about_region_facts" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "about_region_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "arctic_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "project_implementation_algorithm_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "techno_valley_facts" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "techno_valley_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services" ADD CONSTRAINT "korporaciya_razvitiya_eniseyskoy_sibiri_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."korporaciya_razvitiya_eniseyskoy_sibiri"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales" ADD CONSTRAINT "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."korporaciya_razvitiya_eniseyskoy_sibiri_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri" ADD CONSTRAINT "korporaciya_razvitiya_eniseyskoy_sibiri_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "korporaciya_razvitiya_eniseyskoy_sibiri_locales" ADD CONSTRAINT "korporaciya_razvitiya_eniseyskoy_sibiri_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."korporaciya_razvitiya_eniseyskoy_sibiri"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "korporaciya_razvitiya_eniseyskoy_sibiri_services_order_idx" ON "korporaciya_razvitiya_eniseyskoy_sibiri_services" USING btree ("_order");
  CREATE INDEX "korporaciya_razvitiya_eniseyskoy_sibiri_services_parent_id_idx" ON "korporaciya_razvitiya_eniseyskoy_sibiri_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales_loc" ON "korporaciya_razvitiya_eniseyskoy_sibiri_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "korporaciya_razvitiya_eniseyskoy_sibiri_image_idx" ON "korporaciya_razvitiya_eniseyskoy_sibiri" USING btree ("image_id");
  CREATE UNIQUE INDEX "korporaciya_razvitiya_eniseyskoy_sibiri_locales_locale_paren" ON "korporaciya_razvitiya_eniseyskoy_sibiri_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "about_region" DROP COLUMN "_status";
  ALTER TABLE "arctic" DROP COLUMN "_status";
  ALTER TABLE "project_implementation_algorithm" DROP COLUMN "_status";
  ALTER TABLE "techno_valley" DROP COLUMN "_status";
  DROP TYPE "public"."enum_about_region_status";
  DROP TYPE "public"."enum__about_region_v_version_status";
  DROP TYPE "public"."enum__about_region_v_published_locale";
  DROP TYPE "public"."enum_arctic_status";
  DROP TYPE "public"."enum__arctic_v_version_status";
  DROP TYPE "public"."enum__arctic_v_published_locale";
  DROP TYPE "public"."enum_project_implementation_algorithm_status";
  DROP TYPE "public"."enum__project_implementation_algorithm_v_version_status";
  DROP TYPE "public"."enum__project_implementation_algorithm_v_published_locale";
  DROP TYPE "public"."enum_corporation_page_status";
  DROP TYPE "public"."enum__corporation_page_v_version_status";
  DROP TYPE "public"."enum__corporation_page_v_published_locale";
  DROP TYPE "public"."enum_techno_valley_status";
  DROP TYPE "public"."enum__techno_valley_v_version_status";
  DROP TYPE "public"."enum__techno_valley_v_published_locale";`)
}
