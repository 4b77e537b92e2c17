import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { en } from '@payloadcms/translations/languages/en';
import { ru } from '@payloadcms/translations/languages/ru';
import { buildConfig, type DatabaseAdapterObj } from 'payload';
import sharp from 'sharp';
import { Staff } from './collections/staff';
import { mailAdapter } from './email-adapter';
import { env } from './env';
import { migrations as postgresMigrations } from './migrations/postgres';
import { migrations as sqliteMigrations } from './migrations/sqlite';

const cmsDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(cmsDir, '..');

function database(): DatabaseAdapterObj {
  if (env.DATABASE_URI) {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URI },
      migrationDir: path.join(cmsDir, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: false,
    });
  }
  const file = path.resolve(rootDir, env.SQLITE_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return sqliteAdapter({
    client: { url: `file:${file}` },
    migrationDir: path.join(cmsDir, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
  });
}

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.PUBLIC_URL,
  telemetry: false,
  routes: { admin: '/admin', api: '/api/cms' },
  admin: {
    user: Staff.slug,
    importMap: { baseDir: rootDir },
    meta: { titleSuffix: ' — Инвестиционный портал Красноярского края' },
  },
  i18n: { supportedLanguages: { ru, en }, fallbackLanguage: 'ru' },
  localization: {
    locales: [
      { code: 'ru', label: 'Русский' },
      { code: 'en', label: 'English' },
      { code: 'tr', label: 'Türkçe' },
      { code: 'zh', label: '中文' },
    ],
    defaultLocale: 'ru',
    fallback: true,
  },
  collections: [Staff],
  editor: lexicalEditor(),
  db: database(),
  sharp,
  email: mailAdapter({ smtpUrl: env.SMTP_URL, outboxDir: path.resolve(rootDir, env.OUTBOX_DIR), from: env.MAIL_FROM }),
  typescript: { outputFile: path.join(cmsDir, 'payload-types.ts') },
});
