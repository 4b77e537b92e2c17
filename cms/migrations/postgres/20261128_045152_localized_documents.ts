import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invest_rules" DROP CONSTRAINT "invest_rules_file_id_documents_id_fk";
  ALTER TABLE "setting_files_items" DROP CONSTRAINT "setting_files_items_file_id_documents_id_fk";
  DROP INDEX "invest_rules_file_idx";
  DROP INDEX "setting_files_items_file_idx";
  ALTER TABLE "invest_rules_locales" ADD COLUMN "file_id" integer;
  ALTER TABLE "setting_files_items_locales" ADD COLUMN "file_id" integer;
  ALTER TABLE "invest_rules_locales" ADD CONSTRAINT "invest_rules_locales_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "setting_files_items_locales" ADD CONSTRAINT "setting_files_items_locales_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invest_rules_file_idx" ON "invest_rules_locales" USING btree ("file_id","_locale");
  CREATE INDEX "setting_files_items_file_idx" ON "setting_files_items_locales" USING btree ("file_id","_locale");`)
  // The file each link held for every language becomes its Russian file; the other languages fall back to it until
  // an editor uploads their own. A row without a Russian translation row gets one (a rule's is titled as its first
  // translation, the title being required there).
  await db.execute(sql`
   UPDATE "invest_rules_locales" l SET "file_id" = r."file_id" FROM "invest_rules" r WHERE r."id" = l."_parent_id" AND l."_locale" = 'ru';
  INSERT INTO "invest_rules_locales" ("title", "_locale", "_parent_id", "file_id")
    SELECT (SELECT l."title" FROM "invest_rules_locales" l WHERE l."_parent_id" = r."id" ORDER BY l."id" LIMIT 1), 'ru', r."id", r."file_id"
    FROM "invest_rules" r
    WHERE r."file_id" IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM "invest_rules_locales" l WHERE l."_parent_id" = r."id" AND l."_locale" = 'ru')
      AND EXISTS (SELECT 1 FROM "invest_rules_locales" l WHERE l."_parent_id" = r."id");
  UPDATE "setting_files_items_locales" l SET "file_id" = i."file_id" FROM "setting_files_items" i WHERE i."id" = l."_parent_id" AND l."_locale" = 'ru';
  INSERT INTO "setting_files_items_locales" ("_locale", "_parent_id", "file_id")
    SELECT 'ru', i."id", i."file_id" FROM "setting_files_items" i
    WHERE i."file_id" IS NOT NULL AND NOT EXISTS (SELECT 1 FROM "setting_files_items_locales" l WHERE l."_parent_id" = i."id" AND l."_locale" = 'ru');`)
  await db.execute(sql`
   ALTER TABLE "invest_rules" DROP COLUMN "file_id";
  ALTER TABLE "setting_files_items" DROP COLUMN "file_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invest_rules_locales" DROP CONSTRAINT "invest_rules_locales_file_id_documents_id_fk";
  ALTER TABLE "setting_files_items_locales" DROP CONSTRAINT "setting_files_items_locales_file_id_documents_id_fk";
  DROP INDEX "invest_rules_file_idx";
  DROP INDEX "setting_files_items_file_idx";
  ALTER TABLE "invest_rules" ADD COLUMN "file_id" integer;
  ALTER TABLE "setting_files_items" ADD COLUMN "file_id" integer;`)
  // Back to one file per link: the Russian one (the other languages' files stay uploaded, unlinked). An item without a
  // Russian file cannot have the single required one and goes.
  await db.execute(sql`
   UPDATE "invest_rules" r SET "file_id" = l."file_id" FROM "invest_rules_locales" l WHERE l."_parent_id" = r."id" AND l."_locale" = 'ru';
  UPDATE "setting_files_items" i SET "file_id" = l."file_id" FROM "setting_files_items_locales" l WHERE l."_parent_id" = i."id" AND l."_locale" = 'ru';
  DELETE FROM "setting_files_items" WHERE "file_id" IS NULL;`)
  await db.execute(sql`
   ALTER TABLE "setting_files_items" ALTER COLUMN "file_id" SET NOT NULL;
  ALTER TABLE "invest_rules" ADD CONSTRAINT "invest_rules_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "setting_files_items" ADD CONSTRAINT "setting_files_items_file_id_documents_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invest_rules_file_idx" ON "invest_rules" USING btree ("file_id");
  CREATE INDEX "setting_files_items_file_idx" ON "setting_files_items" USING btree ("file_id");
  ALTER TABLE "invest_rules_locales" DROP COLUMN "file_id";
  ALTER TABLE "setting_files_items_locales" DROP COLUMN "file_id";`)
}
