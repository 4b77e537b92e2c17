import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The Arctic zone's regulatory documents are a set of the documents modal like the others (setting-files), under the key
 * `normativnie_documenti_arctici`. SQLite keeps select values as text, so only PostgreSQL's enum changes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_setting_files_key" ADD VALUE IF NOT EXISTS 'normativnie_documenti_arctici';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DELETE FROM "setting_files" WHERE "key" = 'normativnie_documenti_arctici';
  ALTER TABLE "setting_files" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_setting_files_key";
  CREATE TYPE "public"."enum_setting_files_key" AS ENUM('gchp', 'region_presentation', 'investment_declaration_of_the_krasnoyarsk_territory', 'investicionniy_komitet_krasnoyarskogo_kraya');
  ALTER TABLE "setting_files" ALTER COLUMN "key" SET DATA TYPE "public"."enum_setting_files_key" USING "key"::"public"."enum_setting_files_key";`)
}
