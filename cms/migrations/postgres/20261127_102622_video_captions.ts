import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_video_gallery_captions_language" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TYPE "public"."enum__video_gallery_v_version_captions_language" AS ENUM('ru', 'en', 'tr', 'zh');
  CREATE TABLE "video_gallery_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_video_gallery_captions_language",
  	"file_id" integer
  );
  
  CREATE TABLE "_video_gallery_v_version_captions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum__video_gallery_v_version_captions_language",
  	"file_id" integer,
  	"_uuid" varchar
  );
  
  ALTER TABLE "video_gallery_captions" ADD CONSTRAINT "video_gallery_captions_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_gallery_captions" ADD CONSTRAINT "video_gallery_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."video_gallery"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_video_gallery_v_version_captions" ADD CONSTRAINT "_video_gallery_v_version_captions_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_gallery_v_version_captions" ADD CONSTRAINT "_video_gallery_v_version_captions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_video_gallery_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "video_gallery_captions_order_idx" ON "video_gallery_captions" USING btree ("_order");
  CREATE INDEX "video_gallery_captions_parent_id_idx" ON "video_gallery_captions" USING btree ("_parent_id");
  CREATE INDEX "video_gallery_captions_file_idx" ON "video_gallery_captions" USING btree ("file_id");
  CREATE INDEX "_video_gallery_v_version_captions_order_idx" ON "_video_gallery_v_version_captions" USING btree ("_order");
  CREATE INDEX "_video_gallery_v_version_captions_parent_id_idx" ON "_video_gallery_v_version_captions" USING btree ("_parent_id");
  CREATE INDEX "_video_gallery_v_version_captions_file_idx" ON "_video_gallery_v_version_captions" USING btree ("file_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "video_gallery_captions" CASCADE;
  DROP TABLE "_video_gallery_v_version_captions" CASCADE;
  DROP TYPE "public"."enum_video_gallery_captions_language";
  DROP TYPE "public"."enum__video_gallery_v_version_captions_language";`)
}
