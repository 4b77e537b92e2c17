import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { EXPERIMENTAL_TableFeature, lexicalEditor } from '@payloadcms/richtext-lexical';
import { en } from '@payloadcms/translations/languages/en';
import { ru } from '@payloadcms/translations/languages/ru';
import { s3Storage } from '@payloadcms/storage-s3';
import { buildConfig, type DatabaseAdapterObj, type Plugin } from 'payload';
import sharp from 'sharp';
import { calculatorCollections } from './collections/calculator';
import { Documents, Media } from './collections/media';
import { Settings, SettingFiles, SettingStatistics } from './collections/pages';
import { EventCities, Events, EventTypes, News, SuccessStories, VideoGallery } from './collections/press';
import { ArcticResidents, Cip, InvestProjects, InvestProjectTypes, PerspectiveProjects } from './collections/projects';
import { DevelopmentInstitutions, Faq, IndexSwitch, InvestRules, ProductionSites, SupportMeasures } from './collections/sites';
import { Staff } from './collections/staff';
import { Avatars } from './collections/avatars';
import { Investors } from './collections/investors';
import { StudyMaterials } from './collections/study-materials';
import { Appeals } from './collections/appeals';
import { Attachments } from './collections/attachments';
import { Passports } from './collections/passports';
import { Requests } from './collections/requests';
import { EventRegistrations } from './collections/event-registrations';
import { FavouriteFolders, FavouriteItems } from './collections/favourites';
import { pageGlobals, SeedState } from './globals/pages';
import { onInit } from './init';
import { mailAdapter } from './email-adapter';
import { env } from './env';
import { s3Settings } from '../lib/server/uploads/s3-storage';
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
    // Another process (the CLI, a staff script) may write while the server does: wait instead of failing,
    // and let readers go on during a write.
    busyTimeout: 10_000,
    wal: true,
    migrationDir: path.join(cmsDir, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push: false,
  });
}

/**
 * Public media, documents and avatars in the S3 bucket when S3_BUCKET is set (ADR 026), served through Payload's
 * file routes with its access rules as before; otherwise on disk under UPLOADS_DIR. The plugin is always listed
 * (disabled without a bucket) so the admin's import map is the same for every environment of one build.
 * No per-collection prefix: it would add a schema field; the collections' file types do not overlap except
 * avatars' WebP, whose names (`avatar-<id>-<random>.webp`) an editor's picture does not take.
 */
function storagePlugins(): Plugin[] {
  const s3 = s3Settings(env);
  return [
    s3Storage({
      enabled: Boolean(s3),
      bucket: s3?.bucket ?? '',
      config: s3?.client ?? {},
      collections: { media: true, documents: true, avatars: true },
    }),
  ];
}

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  serverURL: env.PUBLIC_URL,
  // Origins whose cookie-authenticated calls the admin trusts: the public address and this server's own
  // localhost port (e2e and local runs on another PORT than PUBLIC_URL's).
  csrf: [...new Set([env.PUBLIC_URL.replace(/\/+$/, ''), `http://localhost:${process.env.PORT || 3000}`])],
  telemetry: false,
  routes: { admin: '/admin', api: '/api/cms' },
  admin: {
    // Payload's own initials avatar, not Gravatar: staff e-mail hashes never leave for a third party, and the admin's
    // CSP needs no foreign image host (docs/decisions/025).
    avatar: 'default',
    user: Staff.slug,
    importMap: { baseDir: rootDir },
    meta: { titleSuffix: ' — Инвестиционный портал Красноярского края' },
  },
  // Russian first and as the fallback; proxy.ts makes it win over the browser's Accept-Language
  // until a staff member picks English in their account (Payload's `payload-lng` cookie).
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
  collections: [
    News,
    Events,
    EventTypes,
    EventCities,
    SuccessStories,
    VideoGallery,
    Cip,
    InvestProjects,
    InvestProjectTypes,
    PerspectiveProjects,
    ArcticResidents,
    ProductionSites,
    SupportMeasures,
    DevelopmentInstitutions,
    InvestRules,
    Faq,
    IndexSwitch,
    Settings,
    SettingStatistics,
    SettingFiles,
    ...calculatorCollections,
    Media,
    Documents,
    Staff,
    Investors,
    Avatars,
    StudyMaterials,
    Requests,
    Passports,
    Appeals,
    Attachments,
    EventRegistrations,
    FavouriteFolders,
    FavouriteItems,
  ],
  globals: [...pageGlobals, SeedState],
  plugins: storagePlugins(),
  onInit,
  // Tables (zone regimes, tax rates) are part of the agency's texts; stored as Lexical JSON, no schema change.
  editor: lexicalEditor({ features: ({ defaultFeatures }) => [...defaultFeatures, EXPERIMENTAL_TableFeature()] }),
  db: database(),
  sharp,
  email: mailAdapter({ smtpUrl: env.SMTP_URL, outboxDir: path.resolve(rootDir, env.OUTBOX_DIR), from: env.MAIL_FROM }),
  typescript: { outputFile: path.join(cmsDir, 'payload-types.ts') },
});
