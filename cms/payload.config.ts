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
import { ArcticResidents } from './collections/arctic-residents';
import { CalcInvestmentSizes } from './collections/calc-investment-sizes';
import { CalcOkved } from './collections/calc-okved';
import { CalcSubjectMsp } from './collections/calc-subject-msp';
import { CalcSupportMeasures } from './collections/calc-support-measures';
import { CalcSupportTypes } from './collections/calc-support-types';
import { Cip } from './collections/cip';
import { DevelopmentInstitutions } from './collections/development-institutions';
import { Documents } from './collections/documents';
import { EventCities } from './collections/event-cities';
import { EventTypes } from './collections/event-types';
import { Events } from './collections/events';
import { Faq } from './collections/faq';
import { IndexSwitch } from './collections/index-switch';
import { InvestProjectTypes } from './collections/invest-project-types';
import { InvestProjects } from './collections/invest-projects';
import { InvestRules } from './collections/invest-rules';
import { Media } from './collections/media';
import { News } from './collections/news';
import { PerspectiveProjects } from './collections/perspective-projects';
import { ProductionSites } from './collections/production-sites';
import { SettingFiles } from './collections/setting-files';
import { SettingStatistics } from './collections/setting-statistics';
import { Settings } from './collections/settings';
import { SuccessStories } from './collections/success-stories';
import { SupportMeasures } from './collections/support-measures';
import { VideoGallery } from './collections/video-gallery';
import { Staff } from './collections/staff';
import { Avatars } from './collections/avatars';
import { Investors } from './collections/investors';
import { StudyMaterials } from './collections/study-materials';
import { Appeals } from './collections/appeals';
import { Attachments } from './collections/attachments';
import { Passports } from './collections/passports';
import { Requests } from './collections/requests';
import { EventRegistrations } from './collections/event-registrations';
import { FavouriteFolders } from './collections/favourite-folders';
import { FavouriteItems } from './collections/favourite-items';
import { ThreadMessages } from './collections/thread-messages';
import { StaffNotes } from './collections/staff-notes';
import { AuditEvents } from './collections/audit-events';
import { ReferenceCounters } from './collections/reference-counters';
import { SavedSearches } from './collections/saved-searches';
import { InaccuracyReports } from './collections/inaccuracy-reports';
import { SiteSelection } from './globals/site-selection';
import { ResponseDeadlines } from './globals/response-deadlines';
import { pageGlobals, SeedState } from './globals/pages';
import { hasRole, isAdmin } from './access/roles';
import { onInit, sqliteFilePath } from './init';
import { mailAdapter } from './email-adapter';
import { cleanupTask } from './jobs/cleanup-task';
import { deadlineTask } from './jobs/deadline-task';
import { mailTask } from './jobs/mail-task';
import { savedSearchAlertsTask } from './jobs/saved-search-alerts';
import { env } from '../lib/platform/env';
import { hardenRestApi } from './rest/harden';
import { keepFieldErrors } from './hooks/field-errors';
import { s3Settings } from '../lib/platform/storage/s3-storage';
import { ADMIN_DATE_TIME, adminConventions } from './fields/admin-defaults';
import { ruAdminTranslations } from './components/admin-translations';

// @payloadcms/storage-s3 (and plugin-cloud-storage under it) is published up to 3.90.1; 3.90.2 changed only
// payload's core packages. Payload's development-time version check would stop `next dev`, the CLI and the tests
// on that one-patch gap (package.json's overrides keep a single payload/@payloadcms/ui copy), so it is off here;
// the production server never runs it.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true';

const cmsDir = path.dirname(fileURLToPath(import.meta.url));
const rootDir = path.resolve(cmsDir, '..');

function database(): DatabaseAdapterObj {
  if (env.DATABASE_URI) {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URI },
      migrationDir: path.join(cmsDir, 'migrations/postgres'),
      // Migrations run in onInit under the start-up lock (cms/init.ts), not in prodMigrations (before any lock).
      push: false,
    });
  }
  const file = sqliteFilePath();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return sqliteAdapter({
    client: { url: `file:${file}` },
    // Another process (the CLI, a staff script) may write while the server does: wait instead of failing,
    // and let readers go on during a write.
    busyTimeout: 10_000,
    wal: true,
    migrationDir: path.join(cmsDir, 'migrations/sqlite'),
    push: false,
  });
}

/**
 * Public media, documents and avatars in the S3 bucket when S3_BUCKET is set (ADR 026), served through Payload's
 * file routes with its access rules as before; otherwise on disk under UPLOADS_DIR. The plugin is always listed
 * (disabled without a bucket) so the admin's import map and the schema (its `prefix`, `_objectKey` columns, migration
 * s3_media) are the same for every environment of one build. No per-collection prefix: objects sit at the bucket's
 * root (private files under private/); the collections' file types do not overlap except avatars' WebP, whose
 * names (`avatar-<id>-<random>.webp`) an editor's picture does not take.
 */
function storagePlugins(): Plugin[] {
  const s3 = s3Settings(env);
  return [
    s3Storage({
      enabled: Boolean(s3),
      // The plugin's columns (prefix, _objectKey) exist with and without a bucket: one schema, one set of migrations.
      alwaysInsertFields: true,
      bucket: s3?.bucket ?? '',
      config: s3?.client ?? {},
      // An explicit empty prefix: the enabled plugin adds the `prefix` column only for a defined prefix (3.90.1 ignores
      // alwaysInsertFields there), the disabled one always; with it both build the same schema.
      collections: { media: { prefix: '' }, documents: { prefix: '' }, avatars: { prefix: '' } },
    }),
  ];
}

// Payload's own collections exist only once the configuration is sanitized: the REST API's rules for them and for
// every collection's ids, filters and paging are applied then (cms/rest/harden.ts).
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
    // The agency's emblem (the portal's logo) as the tab's icon and the portal's picture for a shared link, not
    // Payload's favicon, «Payload App» and its generated image.
    meta: {
      titleSuffix: ' — Инвестиционный портал Красноярского края',
      description: 'Панель управления инвестиционного портала Красноярского края',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/images/logo.svg' }],
      defaultOGImageType: 'off',
      openGraph: {
        siteName: 'Инвестиционный портал Красноярского края',
        description: 'Панель управления инвестиционного портала Красноярского края',
        images: [{ url: '/og-image.png' }],
      },
    },
    // Day, month and a 24-hour clock (versions, created/updated columns); date fields get theirs in adminConventions.
    dateFormat: ADMIN_DATE_TIME,
    // The staff's work queue of open submissions and appeals (/admin/queue) and its link in the navigation.
    // The production sites whose utility data may be out of date (/admin/stale-sites).
    components: {
      // The portal's emblem and the agency's name on the login page and in the navigation, not Payload's.
      graphics: { Logo: '/cms/components/admin-brand#AdminLogo', Icon: '/cms/components/admin-brand#AdminIcon' },
      // The date pickers' language before any picker renders; names for Payload's icon-only pagination buttons and
      // row checkboxes.
      providers: ['/cms/components/admin-date-locale#AdminDateLocale', '/cms/components/admin-a11y#AdminA11y'],
      views: {
        workQueue: { Component: '/cms/components/work-queue#WorkQueueView', path: '/queue', exact: true },
        staleSites: { Component: '/cms/components/stale-sites#StaleSitesView', path: '/stale-sites', exact: true },
      },
      beforeNavLinks: ['/cms/components/work-queue-link#WorkQueueNavLink', '/cms/components/stale-sites-link#StaleSitesNavLink'],
    },
  },
  // Russian first and as the fallback; proxy.ts makes it win over the browser's Accept-Language
  // until a staff member picks English in their account (Payload's `payload-lng` cookie).
  // Payload's Russian strings, corrected where a template does not agree with our collections' labels.
  i18n: { supportedLanguages: { ru, en }, fallbackLanguage: 'ru', translations: { ru: ruAdminTranslations } },
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
    CalcInvestmentSizes,
    CalcOkved,
    CalcSubjectMsp,
    CalcSupportTypes,
    CalcSupportMeasures,
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
    ThreadMessages,
    StaffNotes,
    AuditEvents,
    ReferenceCounters,
    SavedSearches,
    InaccuracyReports,
  ],
  globals: [...pageGlobals, SeedState, ResponseDeadlines, SiteSelection],
  // Last: the back office's dates, numbers and hidden API tab apply to the fields the storage plugin adds too.
  plugins: [...storagePlugins(), adminConventions],
  onInit,
  hooks: { afterError: [keepFieldErrors] },
  // Tables (zone regimes, tax rates) are part of the agency's texts; stored as Lexical JSON, no schema change.
  editor: lexicalEditor({ features: ({ defaultFeatures }) => [...defaultFeatures, EXPERIMENTAL_TableFeature()] }),
  db: database(),
  sharp,
  email: mailAdapter({ from: env.MAIL_FROM }),
  // Background work in Payload's jobs queue (payload-jobs), run by cms/jobs/runner.ts: every instance may run it,
  // each job runs once (claimed atomically). Finished jobs are deleted; failed ones keep their error and log.
  jobs: {
    tasks: [mailTask({ outboxDir: path.resolve(rootDir, env.OUTBOX_DIR), from: env.MAIL_FROM }), cleanupTask, deadlineTask, savedSearchAlertsTask],
    deleteJobOnComplete: true,
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      // Admins see the queue (a mail that failed for good keeps its error there); nobody edits it by hand.
      admin: { ...defaultJobsCollection.admin, hidden: ({ user }) => !hasRole(user, 'admin'), group: { ru: 'Администрирование', en: 'Administration' } },
      access: { ...defaultJobsCollection.access, read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
    }),
  },
  typescript: { outputFile: path.join(cmsDir, 'payload-types.ts') },
}).then(hardenRestApi);
