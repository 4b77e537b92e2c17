import { z } from 'zod';

/** Server configuration, validated once at boot. Documented in .env.example. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PAYLOAD_SECRET: z.string().min(32, 'PAYLOAD_SECRET must be at least 32 characters (run `npm run setup`)'),
  DATABASE_URI: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URI must be a postgres:// URL; leave it unset for the embedded SQLite file')
    .optional(),
  SQLITE_FILE: z.string().default('var/portal.db'),
  UPLOADS_DIR: z.string().default('var/uploads'),
  OUTBOX_DIR: z.string().default('var/outbox'),
  /** Investors' files: the largest file accepted, in MB (spec §5: 30), and the cap on what a docx/xlsx may inflate to. */
  UPLOAD_MAX_FILE_MB: z.coerce.number().positive().max(1024).default(30),
  UPLOAD_MAX_INFLATED_MB: z.coerce.number().positive().max(4096).default(100),
  /** The agency's inbox: new project submissions, appeals and event registrations are announced there (in the outbox folder when mail is not sent). */
  AGENCY_INBOX: z.string().email().default('inbox@invest-krsk.local'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Инвестиционный портал Красноярского края <noreply@invest-krsk.local>'),
  // Payload's serverURL: also the origin its CSRF check trusts for cookie-authenticated admin calls,
  // so by default it is where `next start` listens (PORT).
  PUBLIC_URL: z
    .string()
    .url()
    .default(`http://localhost:${process.env.PORT || 3000}`),
  /** Demo content is loaded on the first start unless this is `false`. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** The first staff admin, created on start when both are set and no staff member has that e-mail. */
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  /** Prometheus metrics at http://METRICS_HOST:METRICS_PORT/metrics, a listener of its own (ADR 026); off when unset. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Shared state of several instances (ADR 026): Next's cache (cache-handler.mjs) and the counters. Unset: per process. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /** An S3-compatible bucket for every stored file (ADR 026); unset S3_BUCKET: files under UPLOADS_DIR. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type ServerEnv = z.infer<typeof schema>;

/**
 * `next build` needs no secrets (ADR 026: one build runs with any environment). Nothing signs or verifies a token
 * while building (pages render on their first request, ADR 018), so the build gets a placeholder that is refused
 * at run time like any other missing secret.
 */
const BUILD_DEFAULTS = { PAYLOAD_SECRET: 'build-time-placeholder-never-used-to-sign-anything' };

function load(): ServerEnv {
  const given = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== ''));
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  const parsed = schema.safeParse(building ? { ...BUILD_DEFAULTS, ...given } : given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n');
    throw new Error(`Invalid server environment:\n${problems}`);
  }
  return parsed.data;
}

export const env = load();
