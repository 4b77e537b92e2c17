import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { backfillPromise } from '../promise-backfill'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_requests_channel" AS ENUM('account', 'public');
  CREATE TYPE "public"."enum_appeals_channel" AS ENUM('account', 'public');
  CREATE TYPE "public"."enum_thread_messages_side" AS ENUM('investor', 'agency');
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('created', 'status', 'answer', 'assignment', 'note', 'reply', 'agency_message', 'reminder', 'escalation');
  CREATE TYPE "public"."enum_response_deadlines_day_kind" AS ENUM('calendar', 'working');
  ALTER TYPE "public"."enum_requests_history_status" ADD VALUE 'clarification' BEFORE 'accepted';
  ALTER TYPE "public"."enum_requests_status" ADD VALUE 'clarification' BEFORE 'accepted';
  ALTER TYPE "public"."enum_passports_review_status" ADD VALUE 'clarification' BEFORE 'accepted';
  ALTER TYPE "public"."enum_appeals_history_status" ADD VALUE 'clarification' BEFORE 'answered';
  ALTER TYPE "public"."enum_appeals_status" ADD VALUE 'clarification' BEFORE 'answered';
  ALTER TYPE "public"."enum_attachments_kind" ADD VALUE 'thread';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deadlines';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deadlines';
  CREATE TABLE "thread_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer,
  	"appeal_id" integer,
  	"side" "enum_thread_messages_side" DEFAULT 'agency' NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "thread_messages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"attachments_id" integer
  );
  
  CREATE TABLE "staff_notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer,
  	"appeal_id" integer,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"request_id" integer,
  	"appeal_id" integer,
  	"action" "enum_audit_events_action" NOT NULL,
  	"status" varchar,
  	"detail" varchar,
  	"by_id" integer,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reference_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"value" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "response_deadlines_holidays" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "response_deadlines_working_weekends" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "response_deadlines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_days" numeric DEFAULT 7 NOT NULL,
  	"public_days" numeric DEFAULT 30 NOT NULL,
  	"day_kind" "enum_response_deadlines_day_kind" DEFAULT 'calendar' NOT NULL,
  	"reminder_working_days" numeric DEFAULT 2 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "requests" ADD COLUMN "reference" varchar;
  ALTER TABLE "requests" ADD COLUMN "channel" "enum_requests_channel";
  ALTER TABLE "requests" ADD COLUMN "due_date" varchar;
  ALTER TABLE "requests" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "requests" ADD COLUMN "clock_stopped_at" timestamp(3) with time zone;
  ALTER TABLE "requests" ADD COLUMN "first_answered_at" timestamp(3) with time zone;
  ALTER TABLE "requests" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "requests" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "requests" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "appeals" ADD COLUMN "reference" varchar;
  ALTER TABLE "appeals" ADD COLUMN "channel" "enum_appeals_channel";
  ALTER TABLE "appeals" ADD COLUMN "due_date" varchar;
  ALTER TABLE "appeals" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "appeals" ADD COLUMN "clock_stopped_at" timestamp(3) with time zone;
  ALTER TABLE "appeals" ADD COLUMN "first_answered_at" timestamp(3) with time zone;
  ALTER TABLE "appeals" ADD COLUMN "closed_at" timestamp(3) with time zone;
  ALTER TABLE "appeals" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "appeals" ADD COLUMN "escalated_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "thread_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "staff_notes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reference_counters_id" integer;
  ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "thread_messages_rels" ADD CONSTRAINT "thread_messages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "thread_messages_rels" ADD CONSTRAINT "thread_messages_rels_attachments_fk" FOREIGN KEY ("attachments_id") REFERENCES "public"."attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_notes" ADD CONSTRAINT "staff_notes_author_id_staff_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_by_id_staff_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "response_deadlines_holidays" ADD CONSTRAINT "response_deadlines_holidays_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."response_deadlines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "response_deadlines_working_weekends" ADD CONSTRAINT "response_deadlines_working_weekends_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."response_deadlines"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "thread_messages_request_idx" ON "thread_messages" USING btree ("request_id");
  CREATE INDEX "thread_messages_appeal_idx" ON "thread_messages" USING btree ("appeal_id");
  CREATE INDEX "thread_messages_author_idx" ON "thread_messages" USING btree ("author_id");
  CREATE INDEX "thread_messages_updated_at_idx" ON "thread_messages" USING btree ("updated_at");
  CREATE INDEX "thread_messages_created_at_idx" ON "thread_messages" USING btree ("created_at");
  CREATE INDEX "thread_messages_rels_order_idx" ON "thread_messages_rels" USING btree ("order");
  CREATE INDEX "thread_messages_rels_parent_idx" ON "thread_messages_rels" USING btree ("parent_id");
  CREATE INDEX "thread_messages_rels_path_idx" ON "thread_messages_rels" USING btree ("path");
  CREATE INDEX "thread_messages_rels_attachments_id_idx" ON "thread_messages_rels" USING btree ("attachments_id");
  CREATE INDEX "staff_notes_request_idx" ON "staff_notes" USING btree ("request_id");
  CREATE INDEX "staff_notes_appeal_idx" ON "staff_notes" USING btree ("appeal_id");
  CREATE INDEX "staff_notes_author_idx" ON "staff_notes" USING btree ("author_id");
  CREATE INDEX "staff_notes_updated_at_idx" ON "staff_notes" USING btree ("updated_at");
  CREATE INDEX "staff_notes_created_at_idx" ON "staff_notes" USING btree ("created_at");
  CREATE INDEX "audit_events_request_idx" ON "audit_events" USING btree ("request_id");
  CREATE INDEX "audit_events_appeal_idx" ON "audit_events" USING btree ("appeal_id");
  CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action");
  CREATE INDEX "audit_events_by_idx" ON "audit_events" USING btree ("by_id");
  CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "reference_counters_key_idx" ON "reference_counters" USING btree ("key");
  CREATE INDEX "reference_counters_updated_at_idx" ON "reference_counters" USING btree ("updated_at");
  CREATE INDEX "reference_counters_created_at_idx" ON "reference_counters" USING btree ("created_at");
  CREATE INDEX "response_deadlines_holidays_order_idx" ON "response_deadlines_holidays" USING btree ("_order");
  CREATE INDEX "response_deadlines_holidays_parent_id_idx" ON "response_deadlines_holidays" USING btree ("_parent_id");
  CREATE INDEX "response_deadlines_working_weekends_order_idx" ON "response_deadlines_working_weekends" USING btree ("_order");
  CREATE INDEX "response_deadlines_working_weekends_parent_id_idx" ON "response_deadlines_working_weekends" USING btree ("_parent_id");
  ALTER TABLE "requests" ADD CONSTRAINT "requests_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appeals" ADD CONSTRAINT "appeals_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_thread_messages_fk" FOREIGN KEY ("thread_messages_id") REFERENCES "public"."thread_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_staff_notes_fk" FOREIGN KEY ("staff_notes_id") REFERENCES "public"."staff_notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reference_counters_fk" FOREIGN KEY ("reference_counters_id") REFERENCES "public"."reference_counters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "requests_reference_idx" ON "requests" USING btree ("reference");
  CREATE INDEX "requests_due_date_idx" ON "requests" USING btree ("due_date");
  CREATE INDEX "requests_assignee_idx" ON "requests" USING btree ("assignee_id");
  CREATE UNIQUE INDEX "appeals_reference_idx" ON "appeals" USING btree ("reference");
  CREATE INDEX "appeals_due_date_idx" ON "appeals" USING btree ("due_date");
  CREATE INDEX "appeals_assignee_idx" ON "appeals" USING btree ("assignee_id");
  CREATE INDEX "payload_locked_documents_rels_thread_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("thread_messages_id");
  CREATE INDEX "payload_locked_documents_rels_staff_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("staff_notes_id");
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");
  CREATE INDEX "payload_locked_documents_rels_reference_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("reference_counters_id");`)
  // Items stored before: their references, channels and due dates (cms/migrations/promise-backfill.ts).
  await backfillPromise({ sql, rows: async (query) => (await db.execute(query as Parameters<typeof db.execute>[0])).rows as Record<string, unknown>[] })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "thread_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "thread_messages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "staff_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reference_counters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "response_deadlines_holidays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "response_deadlines_working_weekends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "response_deadlines" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "thread_messages" CASCADE;
  DROP TABLE "thread_messages_rels" CASCADE;
  DROP TABLE "staff_notes" CASCADE;
  DROP TABLE "audit_events" CASCADE;
  DROP TABLE "reference_counters" CASCADE;
  DROP TABLE "response_deadlines_holidays" CASCADE;
  DROP TABLE "response_deadlines_working_weekends" CASCADE;
  DROP TABLE "response_deadlines" CASCADE;
  ALTER TABLE "requests" DROP CONSTRAINT "requests_assignee_id_staff_id_fk";
  
  ALTER TABLE "appeals" DROP CONSTRAINT "appeals_assignee_id_staff_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_thread_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_staff_notes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reference_counters_fk";
  
  ALTER TABLE "requests_history" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_requests_history_status";
  CREATE TYPE "public"."enum_requests_history_status" AS ENUM('pending', 'in_review', 'accepted', 'rejected');
  ALTER TABLE "requests_history" ALTER COLUMN "status" SET DATA TYPE "public"."enum_requests_history_status" USING "status"::"public"."enum_requests_history_status";
  ALTER TABLE "requests" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "requests" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_requests_status";
  CREATE TYPE "public"."enum_requests_status" AS ENUM('pending', 'in_review', 'accepted', 'rejected');
  ALTER TABLE "requests" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_requests_status";
  ALTER TABLE "requests" ALTER COLUMN "status" SET DATA TYPE "public"."enum_requests_status" USING "status"::"public"."enum_requests_status";
  ALTER TABLE "passports" ALTER COLUMN "review_status" SET DATA TYPE text;
  ALTER TABLE "passports" ALTER COLUMN "review_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_passports_review_status";
  CREATE TYPE "public"."enum_passports_review_status" AS ENUM('pending', 'in_review', 'accepted', 'rejected');
  ALTER TABLE "passports" ALTER COLUMN "review_status" SET DEFAULT 'pending'::"public"."enum_passports_review_status";
  ALTER TABLE "passports" ALTER COLUMN "review_status" SET DATA TYPE "public"."enum_passports_review_status" USING "review_status"::"public"."enum_passports_review_status";
  ALTER TABLE "appeals_history" ALTER COLUMN "status" SET DATA TYPE text;
  DROP TYPE "public"."enum_appeals_history_status";
  CREATE TYPE "public"."enum_appeals_history_status" AS ENUM('new', 'in_review', 'answered');
  ALTER TABLE "appeals_history" ALTER COLUMN "status" SET DATA TYPE "public"."enum_appeals_history_status" USING "status"::"public"."enum_appeals_history_status";
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_appeals_status";
  CREATE TYPE "public"."enum_appeals_status" AS ENUM('new', 'in_review', 'answered');
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_appeals_status";
  ALTER TABLE "appeals" ALTER COLUMN "status" SET DATA TYPE "public"."enum_appeals_status" USING "status"::"public"."enum_appeals_status";
  ALTER TABLE "attachments" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_attachments_kind";
  CREATE TYPE "public"."enum_attachments_kind" AS ENUM('request', 'passport', 'appeal');
  ALTER TABLE "attachments" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_attachments_kind" USING "kind"::"public"."enum_attachments_kind";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendMail', 'cleanup');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendMail', 'cleanup');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "requests_reference_idx";
  DROP INDEX "requests_due_date_idx";
  DROP INDEX "requests_assignee_idx";
  DROP INDEX "appeals_reference_idx";
  DROP INDEX "appeals_due_date_idx";
  DROP INDEX "appeals_assignee_idx";
  DROP INDEX "payload_locked_documents_rels_thread_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_staff_notes_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_reference_counters_id_idx";
  ALTER TABLE "requests" DROP COLUMN "reference";
  ALTER TABLE "requests" DROP COLUMN "channel";
  ALTER TABLE "requests" DROP COLUMN "due_date";
  ALTER TABLE "requests" DROP COLUMN "assignee_id";
  ALTER TABLE "requests" DROP COLUMN "clock_stopped_at";
  ALTER TABLE "requests" DROP COLUMN "first_answered_at";
  ALTER TABLE "requests" DROP COLUMN "closed_at";
  ALTER TABLE "requests" DROP COLUMN "reminder_sent_at";
  ALTER TABLE "requests" DROP COLUMN "escalated_at";
  ALTER TABLE "appeals" DROP COLUMN "reference";
  ALTER TABLE "appeals" DROP COLUMN "channel";
  ALTER TABLE "appeals" DROP COLUMN "due_date";
  ALTER TABLE "appeals" DROP COLUMN "assignee_id";
  ALTER TABLE "appeals" DROP COLUMN "clock_stopped_at";
  ALTER TABLE "appeals" DROP COLUMN "first_answered_at";
  ALTER TABLE "appeals" DROP COLUMN "closed_at";
  ALTER TABLE "appeals" DROP COLUMN "reminder_sent_at";
  ALTER TABLE "appeals" DROP COLUMN "escalated_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "thread_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "staff_notes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reference_counters_id";
  DROP TYPE "public"."enum_requests_channel";
  DROP TYPE "public"."enum_appeals_channel";
  DROP TYPE "public"."enum_thread_messages_side";
  DROP TYPE "public"."enum_audit_events_action";
  DROP TYPE "public"."enum_response_deadlines_day_kind";`)
}
