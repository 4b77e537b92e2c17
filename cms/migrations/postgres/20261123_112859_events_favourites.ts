import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_event_registrations_locale" AS ENUM('ru', 'en', 'tr', 'zh');
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
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "event_registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favourite_folders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favourite_items_id" integer;
  ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourite_folders" ADD CONSTRAINT "favourite_folders_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourite_items" ADD CONSTRAINT "favourite_items_folder_id_favourite_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."favourite_folders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourite_items" ADD CONSTRAINT "favourite_items_owner_id_investors_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_event_registrations_fk" FOREIGN KEY ("event_registrations_id") REFERENCES "public"."event_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favourite_folders_fk" FOREIGN KEY ("favourite_folders_id") REFERENCES "public"."favourite_folders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favourite_items_fk" FOREIGN KEY ("favourite_items_id") REFERENCES "public"."favourite_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_event_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("event_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_favourite_folders_id_idx" ON "payload_locked_documents_rels" USING btree ("favourite_folders_id");
  CREATE INDEX "payload_locked_documents_rels_favourite_items_id_idx" ON "payload_locked_documents_rels" USING btree ("favourite_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "event_registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favourite_folders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favourite_items" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "event_registrations" CASCADE;
  DROP TABLE "favourite_folders" CASCADE;
  DROP TABLE "favourite_items" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_event_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favourite_folders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favourite_items_fk";
  
  DROP INDEX "payload_locked_documents_rels_event_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_favourite_folders_id_idx";
  DROP INDEX "payload_locked_documents_rels_favourite_items_id_idx";
  ALTER TABLE "events" DROP COLUMN "capacity";
  ALTER TABLE "_events_v" DROP COLUMN "version_capacity";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "event_registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favourite_folders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favourite_items_id";
  DROP TYPE "public"."enum_event_registrations_locale";`)
}
