import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`production_sites_utilities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`production_sites\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`production_sites_utilities_order_idx\` ON \`production_sites_utilities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`production_sites_utilities_parent_idx\` ON \`production_sites_utilities\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_production_sites_v_version_utilities\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_production_sites_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_utilities_order_idx\` ON \`_production_sites_v_version_utilities\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_production_sites_v_version_utilities_parent_idx\` ON \`_production_sites_v_version_utilities\` (\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`production_sites_utilities\`;`)
  await db.run(sql`DROP TABLE \`_production_sites_v_version_utilities\`;`)
}
