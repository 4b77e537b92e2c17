import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "news" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_news_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_news_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "events" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "events" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_events_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_events_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "success_stories" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "success_stories" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_success_stories_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_success_stories_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "video_gallery" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "video_gallery" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_video_gallery_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_video_gallery_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "cip" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "cip" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_cip_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_cip_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "invest_projects" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "invest_projects" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_invest_projects_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_invest_projects_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "perspective_projects" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "perspective_projects" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_perspective_projects_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_perspective_projects_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "arctic_residents" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "arctic_residents" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_arctic_residents_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_arctic_residents_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "production_sites" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "production_sites" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_production_sites_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "support_measures" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "support_measures" ADD COLUMN "edited_locale" varchar;
  ALTER TABLE "_support_measures_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "_support_measures_v" ADD COLUMN "version_edited_locale" varchar;
  ALTER TABLE "news" ADD CONSTRAINT "news_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_success_stories_v" ADD CONSTRAINT "_success_stories_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "video_gallery" ADD CONSTRAINT "video_gallery_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_video_gallery_v" ADD CONSTRAINT "_video_gallery_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cip" ADD CONSTRAINT "cip_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cip_v" ADD CONSTRAINT "_cip_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "invest_projects" ADD CONSTRAINT "invest_projects_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_invest_projects_v" ADD CONSTRAINT "_invest_projects_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "perspective_projects" ADD CONSTRAINT "perspective_projects_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_perspective_projects_v" ADD CONSTRAINT "_perspective_projects_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "arctic_residents" ADD CONSTRAINT "arctic_residents_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_arctic_residents_v" ADD CONSTRAINT "_arctic_residents_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "production_sites" ADD CONSTRAINT "production_sites_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_production_sites_v" ADD CONSTRAINT "_production_sites_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "support_measures" ADD CONSTRAINT "support_measures_edited_by_id_staff_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_support_measures_v" ADD CONSTRAINT "_support_measures_v_version_edited_by_id_staff_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "news_edited_by_idx" ON "news" USING btree ("edited_by_id");
  CREATE INDEX "_news_v_version_version_edited_by_idx" ON "_news_v" USING btree ("version_edited_by_id");
  CREATE INDEX "events_edited_by_idx" ON "events" USING btree ("edited_by_id");
  CREATE INDEX "_events_v_version_version_edited_by_idx" ON "_events_v" USING btree ("version_edited_by_id");
  CREATE INDEX "success_stories_edited_by_idx" ON "success_stories" USING btree ("edited_by_id");
  CREATE INDEX "_success_stories_v_version_version_edited_by_idx" ON "_success_stories_v" USING btree ("version_edited_by_id");
  CREATE INDEX "video_gallery_edited_by_idx" ON "video_gallery" USING btree ("edited_by_id");
  CREATE INDEX "_video_gallery_v_version_version_edited_by_idx" ON "_video_gallery_v" USING btree ("version_edited_by_id");
  CREATE INDEX "cip_edited_by_idx" ON "cip" USING btree ("edited_by_id");
  CREATE INDEX "_cip_v_version_version_edited_by_idx" ON "_cip_v" USING btree ("version_edited_by_id");
  CREATE INDEX "invest_projects_edited_by_idx" ON "invest_projects" USING btree ("edited_by_id");
  CREATE INDEX "_invest_projects_v_version_version_edited_by_idx" ON "_invest_projects_v" USING btree ("version_edited_by_id");
  CREATE INDEX "perspective_projects_edited_by_idx" ON "perspective_projects" USING btree ("edited_by_id");
  CREATE INDEX "_perspective_projects_v_version_version_edited_by_idx" ON "_perspective_projects_v" USING btree ("version_edited_by_id");
  CREATE INDEX "arctic_residents_edited_by_idx" ON "arctic_residents" USING btree ("edited_by_id");
  CREATE INDEX "_arctic_residents_v_version_version_edited_by_idx" ON "_arctic_residents_v" USING btree ("version_edited_by_id");
  CREATE INDEX "production_sites_edited_by_idx" ON "production_sites" USING btree ("edited_by_id");
  CREATE INDEX "_production_sites_v_version_version_edited_by_idx" ON "_production_sites_v" USING btree ("version_edited_by_id");
  CREATE INDEX "support_measures_edited_by_idx" ON "support_measures" USING btree ("edited_by_id");
  CREATE INDEX "_support_measures_v_version_version_edited_by_idx" ON "_support_measures_v" USING btree ("version_edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "news" DROP CONSTRAINT "news_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_news_v" DROP CONSTRAINT "_news_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "events" DROP CONSTRAINT "events_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_events_v" DROP CONSTRAINT "_events_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "success_stories" DROP CONSTRAINT "success_stories_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_success_stories_v" DROP CONSTRAINT "_success_stories_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "video_gallery" DROP CONSTRAINT "video_gallery_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_video_gallery_v" DROP CONSTRAINT "_video_gallery_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "cip" DROP CONSTRAINT "cip_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_cip_v" DROP CONSTRAINT "_cip_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "invest_projects" DROP CONSTRAINT "invest_projects_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_invest_projects_v" DROP CONSTRAINT "_invest_projects_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "perspective_projects" DROP CONSTRAINT "perspective_projects_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_perspective_projects_v" DROP CONSTRAINT "_perspective_projects_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "arctic_residents" DROP CONSTRAINT "arctic_residents_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_arctic_residents_v" DROP CONSTRAINT "_arctic_residents_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "production_sites" DROP CONSTRAINT "production_sites_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_production_sites_v" DROP CONSTRAINT "_production_sites_v_version_edited_by_id_staff_id_fk";
  
  ALTER TABLE "support_measures" DROP CONSTRAINT "support_measures_edited_by_id_staff_id_fk";
  
  ALTER TABLE "_support_measures_v" DROP CONSTRAINT "_support_measures_v_version_edited_by_id_staff_id_fk";
  
  DROP INDEX "news_edited_by_idx";
  DROP INDEX "_news_v_version_version_edited_by_idx";
  DROP INDEX "events_edited_by_idx";
  DROP INDEX "_events_v_version_version_edited_by_idx";
  DROP INDEX "success_stories_edited_by_idx";
  DROP INDEX "_success_stories_v_version_version_edited_by_idx";
  DROP INDEX "video_gallery_edited_by_idx";
  DROP INDEX "_video_gallery_v_version_version_edited_by_idx";
  DROP INDEX "cip_edited_by_idx";
  DROP INDEX "_cip_v_version_version_edited_by_idx";
  DROP INDEX "invest_projects_edited_by_idx";
  DROP INDEX "_invest_projects_v_version_version_edited_by_idx";
  DROP INDEX "perspective_projects_edited_by_idx";
  DROP INDEX "_perspective_projects_v_version_version_edited_by_idx";
  DROP INDEX "arctic_residents_edited_by_idx";
  DROP INDEX "_arctic_residents_v_version_version_edited_by_idx";
  DROP INDEX "production_sites_edited_by_idx";
  DROP INDEX "_production_sites_v_version_version_edited_by_idx";
  DROP INDEX "support_measures_edited_by_idx";
  DROP INDEX "_support_measures_v_version_version_edited_by_idx";
  ALTER TABLE "news" DROP COLUMN "edited_by_id";
  ALTER TABLE "news" DROP COLUMN "edited_locale";
  ALTER TABLE "_news_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_news_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "events" DROP COLUMN "edited_by_id";
  ALTER TABLE "events" DROP COLUMN "edited_locale";
  ALTER TABLE "_events_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_events_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "success_stories" DROP COLUMN "edited_by_id";
  ALTER TABLE "success_stories" DROP COLUMN "edited_locale";
  ALTER TABLE "_success_stories_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_success_stories_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "video_gallery" DROP COLUMN "edited_by_id";
  ALTER TABLE "video_gallery" DROP COLUMN "edited_locale";
  ALTER TABLE "_video_gallery_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_video_gallery_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "cip" DROP COLUMN "edited_by_id";
  ALTER TABLE "cip" DROP COLUMN "edited_locale";
  ALTER TABLE "_cip_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_cip_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "invest_projects" DROP COLUMN "edited_by_id";
  ALTER TABLE "invest_projects" DROP COLUMN "edited_locale";
  ALTER TABLE "_invest_projects_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_invest_projects_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "perspective_projects" DROP COLUMN "edited_by_id";
  ALTER TABLE "perspective_projects" DROP COLUMN "edited_locale";
  ALTER TABLE "_perspective_projects_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_perspective_projects_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "arctic_residents" DROP COLUMN "edited_by_id";
  ALTER TABLE "arctic_residents" DROP COLUMN "edited_locale";
  ALTER TABLE "_arctic_residents_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_arctic_residents_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "production_sites" DROP COLUMN "edited_by_id";
  ALTER TABLE "production_sites" DROP COLUMN "edited_locale";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_production_sites_v" DROP COLUMN "version_edited_locale";
  ALTER TABLE "support_measures" DROP COLUMN "edited_by_id";
  ALTER TABLE "support_measures" DROP COLUMN "edited_locale";
  ALTER TABLE "_support_measures_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "_support_measures_v" DROP COLUMN "version_edited_locale";`)
}
