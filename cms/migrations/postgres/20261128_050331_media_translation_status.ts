import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_media_missing_languages" AS ENUM('en', 'tr', 'zh');
  CREATE TABLE "media_missing_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_media_missing_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "media_locales" ALTER COLUMN "alt" DROP NOT NULL;
  ALTER TABLE "media_missing_languages" ADD CONSTRAINT "media_missing_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_missing_languages_order_idx" ON "media_missing_languages" USING btree ("order");
  CREATE INDEX "media_missing_languages_parent_idx" ON "media_missing_languages" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media_missing_languages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media_missing_languages" CASCADE;
  ALTER TABLE "media_locales" ALTER COLUMN "alt" SET NOT NULL;
  DROP TYPE "public"."enum_media_missing_languages";`)
}
