import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "investors" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "investors" ADD COLUMN "email_change_token_hash" varchar;
  ALTER TABLE "investors" ADD COLUMN "email_change_token_expires" timestamp(3) with time zone;
  CREATE INDEX "investors_pending_email_idx" ON "investors" USING btree ("pending_email");
  CREATE INDEX "investors_email_change_token_hash_idx" ON "investors" USING btree ("email_change_token_hash");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "investors_pending_email_idx";
  DROP INDEX "investors_email_change_token_hash_idx";
  ALTER TABLE "investors" DROP COLUMN "pending_email";
  ALTER TABLE "investors" DROP COLUMN "email_change_token_hash";
  ALTER TABLE "investors" DROP COLUMN "email_change_token_expires";`)
}
