import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "about_region" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "about_region" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_about_region_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_about_region_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "arctic" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "arctic" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_arctic_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_arctic_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "project_implementation_algorithm" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "project_implementation_algorithm" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_project_implementation_algorithm_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_project_implementation_algorithm_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "corporation_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "corporation_page" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_corporation_page_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_corporation_page_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "techno_valley" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "techno_valley" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_techno_valley_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_techno_valley_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "about_region" ADD CONSTRAINT "about_region_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_region_v" ADD CONSTRAINT "_about_region_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "arctic" ADD CONSTRAINT "arctic_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_arctic_v" ADD CONSTRAINT "_arctic_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_implementation_algorithm" ADD CONSTRAINT "project_implementation_algorithm_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_project_implementation_algorithm_v" ADD CONSTRAINT "_project_implementation_algorithm_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "corporation_page" ADD CONSTRAINT "corporation_page_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_corporation_page_v" ADD CONSTRAINT "_corporation_page_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "techno_valley" ADD CONSTRAINT "techno_valley_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_techno_valley_v" ADD CONSTRAINT "_techno_valley_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "about_region_edited_by_idx" ON "about_region" USING btree ("edited_by_id");
  CREATE INDEX "_about_region_v_version_version_edited_by_idx" ON "_about_region_v" USING btree ("version_edited_by_id");
  CREATE INDEX "arctic_edited_by_idx" ON "arctic" USING btree ("edited_by_id");
  CREATE INDEX "_arctic_v_version_version_edited_by_idx" ON "_arctic_v" USING btree ("version_edited_by_id");
  CREATE INDEX "project_implementation_algorithm_edited_by_idx" ON "project_implementation_algorithm" USING btree ("edited_by_id");
  CREATE INDEX "_project_implementation_algorithm_v_version_version_edit_idx" ON "_project_implementation_algorithm_v" USING btree ("version_edited_by_id");
  CREATE INDEX "corporation_page_edited_by_idx" ON "corporation_page" USING btree ("edited_by_id");
  CREATE INDEX "_corporation_page_v_version_version_edited_by_idx" ON "_corporation_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "techno_valley_edited_by_idx" ON "techno_valley" USING btree ("edited_by_id");
  CREATE INDEX "_techno_valley_v_version_version_edited_by_idx" ON "_techno_valley_v" USING btree ("version_edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "about_region" DROP CONSTRAINT "about_region_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_about_region_v" DROP CONSTRAINT "_about_region_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "arctic" DROP CONSTRAINT "arctic_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_arctic_v" DROP CONSTRAINT "_arctic_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "project_implementation_algorithm" DROP CONSTRAINT "project_implementation_algorithm_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_project_implementation_algorithm_v" DROP CONSTRAINT "_project_implementation_algorithm_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "corporation_page" DROP CONSTRAINT "corporation_page_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_corporation_page_v" DROP CONSTRAINT "_corporation_page_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "techno_valley" DROP CONSTRAINT "techno_valley_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_techno_valley_v" DROP CONSTRAINT "_techno_valley_v_version_edited_by_id_staff_id_fk";
  
  DROP INDEX "about_region_edited_by_idx";
  DROP INDEX "_about_region_v_version_version_edited_by_idx";
  DROP INDEX "arctic_edited_by_idx";
  DROP INDEX "_arctic_v_version_version_edited_by_idx";
  DROP INDEX "project_implementation_algorithm_edited_by_idx";
  DROP INDEX "_project_implementation_algorithm_v_version_version_edit_idx";
  DROP INDEX "corporation_page_edited_by_idx";
  DROP INDEX "_corporation_page_v_version_version_edited_by_idx";
  DROP INDEX "techno_valley_edited_by_idx";
  DROP INDEX "_techno_valley_v_version_version_edited_by_idx";
  ALTER TABLE "about_region" DROP COLUMN "edited_by_id";
  ALTER TABLE "about_region" DROP COLUMN "edited_locale";
  ALTER TABLE "_about_region_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_about_region_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "arctic" DROP COLUMN "edited_by_id";
  ALTER TABLE "arctic" DROP COLUMN "edited_locale";
  ALTER TABLE "_arctic_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_arctic_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "project_implementation_algorithm" DROP COLUMN "edited_by_id";
  ALTER TABLE "project_implementation_algorithm" DROP COLUMN "edited_locale";
  ALTER TABLE "_project_implementation_algorithm_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_project_implementation_algorithm_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "corporation_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "corporation_page" DROP COLUMN "edited_locale";
  ALTER TABLE "_corporation_page_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_corporation_page_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "techno_valley" DROP COLUMN "edited_by_id";
  ALTER TABLE "techno_valley" DROP COLUMN "edited_locale";
  ALTER TABLE "_techno_valley_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_techno_valley_v" DROP COLUMN "version_edited_locale";`)
}
