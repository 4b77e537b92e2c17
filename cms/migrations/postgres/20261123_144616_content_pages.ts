import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Production sites' utilities (the investment map's filter) and the Arctic regulations' documents set. */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_production_sites_utilities" AS ENUM('electricity', 'gas', 'water', 'heat', 'sewerage', 'road', 'railway');
  CREATE TYPE "public"."enum__production_sites_v_version_utilities" AS ENUM('electricity', 'gas', 'water', 'heat', 'sewerage', 'road', 'railway');
  ALTER TYPE "public"."enum_setting_files_key" ADD VALUE 'normativnie_documenti_arctici';
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
  
  ALTER TABLE "production_sites_utilities" ADD CONSTRAINT "production_sites_utilities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."production_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_production_sites_v_version_utilities" ADD CONSTRAINT "_production_sites_v_version_utilities_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_production_sites_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "production_sites_utilities_order_idx" ON "production_sites_utilities" USING btree ("order");
  CREATE INDEX "production_sites_utilities_parent_idx" ON "production_sites_utilities" USING btree ("parent_id");
  CREATE INDEX "_production_sites_v_version_utilities_order_idx" ON "_production_sites_v_version_utilities" USING btree ("order");
  CREATE INDEX "_production_sites_v_version_utilities_parent_idx" ON "_production_sites_v_version_utilities" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "setting_files" WHERE "key" = 'normativnie_documenti_arctici';
  DROP TABLE "production_sites_utilities" CASCADE;
  DROP TABLE "_production_sites_v_version_utilities" CASCADE;
  ALTER TABLE "setting_files" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_setting_files_key";
  CREATE TYPE "public"."enum_setting_files_key" AS ENUM('gchp', 'region_presentation', 'investment_declaration_of_the_krasnoyarsk_territory', 'investicionniy_komitet_krasnoyarskogo_kraya');
  ALTER TABLE "setting_files" ALTER COLUMN "key" SET DATA TYPE "public"."enum_setting_files_key" USING "key"::"public"."enum_setting_files_key";
  DROP TYPE "public"."enum_production_sites_utilities";
  DROP TYPE "public"."enum__production_sites_v_version_utilities";`)
}
