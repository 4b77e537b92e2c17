import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`video_gallery_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`video_gallery\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`video_gallery_captions_order_idx\` ON \`video_gallery_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery_captions_parent_id_idx\` ON \`video_gallery_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`video_gallery_captions_file_idx\` ON \`video_gallery_captions\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_video_gallery_v_version_captions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text,
  	\`file_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_video_gallery_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_captions_order_idx\` ON \`_video_gallery_v_version_captions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_captions_parent_id_idx\` ON \`_video_gallery_v_version_captions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_video_gallery_v_version_captions_file_idx\` ON \`_video_gallery_v_version_captions\` (\`file_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`video_gallery_captions\`;`)
  await db.run(sql`DROP TABLE \`_video_gallery_v_version_captions\`;`)
}
