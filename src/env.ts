import { z } from 'zod';
import { adminOrigins, originOf } from './lib/admin-origins';

/*
 * One validated view of the environment. next.config imports this file, so a bad value fails
 * the build (and `npm start`) with a readable list instead of a broken page in production.
 * Public values (NEXT_PUBLIC_*) are inlined into the browser bundle at build time; everything
 * else stays on the server.
 */

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const tagId = (pattern: RegExp, example: string) =>
  optionalString.refine((value) => value === undefined || pattern.test(value), {
    message: `expected an id like ${example}`,
  });

/* AWS's rules for new buckets, which S3-compatible stores follow; dots and dashes not at the ends. */
const s3BucketPattern = /^(?!xn--)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const s3PrefixPattern = /^(?!.*(^|\/)\.{1,2}(\/|$))(?!.*\/\/)[A-Za-z0-9._/-]{1,100}$/;
const s3Required = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const serverObject = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z
    .url({ protocol: /^https?$/, message: 'SITE_URL must be an absolute http(s) URL' })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  /**
   * More origins the admin is used under, comma-separated (e.g. the nginx host staff use and a
   * preview host): with SITE_URL's, Payload's csrf and cors list and the only origins a staff post
   * is accepted from (src/lib/admin-origins.ts). Each must be a bare http(s) origin.
   */
  ADMIN_ORIGINS: z
    .string()
    .max(2000)
    .default('')
    .transform((value, context) => {
      const origins: string[] = [];
      for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
        const origin = originOf(entry);
        if (origin === undefined)
          context.addIssue({
            code: 'custom',
            message: `ADMIN_ORIGINS: "${entry.slice(0, 100)}" is not a bare http(s) origin such as https://admin.example.com`,
          });
        else origins.push(origin);
      }
      return origins;
    }),
  /** Read at build time: see builtLaunched() below. */
  LAUNCHED: booleanFlag.default(true),
  DATABASE_URL: optionalString.refine((value) => value === undefined || /^postgres(ql)?:\/\//.test(value), {
    message: 'DATABASE_URL must start with postgres:// or postgresql://',
  }),
  PGLITE_DATA_DIR: z.string().default('.data/pglite'),
  CONSENT_MODE: z.enum(['basic', 'advanced']).default('basic'),
  ENQUIRY_WEBHOOK_URL: optionalString.pipe(z.url().optional()),
  ENQUIRY_WEBHOOK_SECRET: optionalString,
  /**
   * Lets webhook endpoints registered in the admin be on this machine (http or https to localhost,
   * 127.0.0.0/8, ::1): always so outside production; in production only for the test servers, which
   * post to a local recorder (docs/decisions/0047-outgoing-webhooks.md). Private addresses stay refused.
   */
  WEBHOOKS_ALLOW_LOOPBACK: booleanFlag.default(false),
  /**
   * Where offline conversions are posted for GA4's Measurement Protocol (docs/decisions/0050):
   * Google's collect endpoint unless set; the test servers point it at a local recorder.
   */
  GA4_COLLECT_URL: optionalString.pipe(z.url().optional()),
  /**
   * Signs the plain form's token (src/server/requests/form-token.ts). Optional: without it the key comes
   * from DATABASE_URL (shared by every instance), or is random per process on PGlite.
   */
  ENQUIRY_FORM_SECRET: optionalString.refine((value) => value === undefined || value.length >= 16, {
    message: 'ENQUIRY_FORM_SECRET must be at least 16 characters',
  }),
  SMTP_URL: optionalString.refine((value) => value === undefined || /^smtps?:\/\//.test(value), {
    message: 'SMTP_URL must start with smtp:// or smtps://',
  }),
  ENQUIRY_EMAIL_TO: optionalString.pipe(z.email().optional()),
  ENQUIRY_EMAIL_FROM: z.email().default('website@northlight.example'),
  /**
   * The sender of mail to visitors (booking confirmations, reminders, cancellations), and the
   * ORGANIZER of their calendar entries; replies reach it. Unset: ENQUIRY_EMAIL_FROM. Visitor mail
   * is sent whenever SMTP_URL is set.
   */
  VISITOR_EMAIL_FROM: optionalString.pipe(z.email().optional()),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** How long a worker holds a delivery before another may take it over (a webhook call gets half). */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Reverse proxies in front of the app that append to X-Forwarded-For: 0 when browsers connect
   * to the app itself (npm start), 1 behind the shipped nginx, 2 with a CDN in front of that.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  // How often the CMS runs due jobs (scheduled publishing, src/cms/jobs.ts): a cron expression of
  // five fields, or six with seconds first (the browser test uses every 5 seconds).
  CMS_JOBS_CRON: z
    .string()
    .trim()
    .regex(/^[0-9*/,-]+(?: [0-9*/,-]+){4,5}$/, 'expected a cron expression such as "* * * * *"')
    .default('* * * * *'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Signs CMS sessions and bookings' cancel links. Required with DATABASE_URL (below); on PGlite,
   * empty makes a random secret once and keeps it beside the data (src/cms/secret.ts).
   */
  PAYLOAD_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, {
    message: 'PAYLOAD_SECRET must be at least 32 characters',
  }),
  /*
   * Online payment for meeting rooms through Stripe Checkout (docs/payments.md). Both or neither:
   * without the webhook secret no payment could ever be confirmed, and rooms would stay held.
   */
  STRIPE_SECRET_KEY: optionalString.refine((value) => value === undefined || /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,200}$/.test(value), {
    message: 'STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_..., sk_test_..., rk_...)',
  }),
  STRIPE_WEBHOOK_SECRET: optionalString.refine((value) => value === undefined || /^whsec_[A-Za-z0-9+/=]{8,200}$/.test(value), {
    message: 'STRIPE_WEBHOOK_SECRET must be the endpoint signing secret Stripe shows (whsec_...)',
  }),
  /** Only tests set this: the local fake of Stripe's API (src/server/testing/fake-stripe.ts). */
  STRIPE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).max(200).optional()),
  /** Where uploaded CMS media is kept when S3 is not configured (several instances need S3). */
  MEDIA_DIR: z.string().default('.data/media'),
  /*
   * S3-compatible storage for CMS uploads (docs/deploy.md). All five or none: a half-configured
   * bucket would otherwise fall back to the local disk without a word, and N instances would each
   * keep their own photos.
   */
  S3_BUCKET: optionalString.refine((value) => value === undefined || s3BucketPattern.test(value), {
    message: 'S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
  }),
  S3_ENDPOINT: optionalString.pipe(
    z
      .url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an absolute http(s) URL' })
      .max(300)
      .optional(),
  ),
  S3_REGION: optionalString.refine((value) => value === undefined || /^[a-z0-9-]{2,40}$/.test(value), {
    message: 'S3_REGION must be a region name such as eu-west-2 (use us-east-1 if the store ignores it)',
  }),
  S3_ACCESS_KEY_ID: optionalString.pipe(z.string().max(128).optional()),
  S3_SECRET_ACCESS_KEY: optionalString.pipe(z.string().max(256).optional()),
  /** Path-style addresses (endpoint/bucket/key): what most S3-compatible stores expect. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** Keys are PREFIX/media/FILE and PREFIX/floor-plans/FILE, to share a bucket with other data. */
  S3_PREFIX: optionalString
    .transform((value) => value?.replace(/^\/+|\/+$/g, '') || undefined)
    .refine((value) => value === undefined || s3PrefixPattern.test(value), {
      message:
        'S3_PREFIX must be up to 100 characters of letters, digits and - _ . / with no empty or ".." segment',
    }),
});

const serverSchema = serverObject
  .superRefine((env, context) => {
    const given = s3Required.filter((name) => env[name] !== undefined);
    if (given.length === 0) {
      if (env.S3_PREFIX !== undefined)
        context.addIssue({
          code: 'custom',
          path: ['S3_PREFIX'],
          message: `S3_PREFIX is set but S3 is not configured: also set ${s3Required.join(', ')}, or unset it.`,
        });
      return;
    }
    const missing = s3Required.filter((name) => env[name] === undefined);
    if (missing.length > 0)
      context.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `S3 storage is half configured: ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing. Set all of ${s3Required.join(', ')} for S3, or none for the local disk (MEDIA_DIR).`,
      });
  })
  /*
   * On PostgreSQL the site may run as several instances, each on its own disk: a secret made up
   * per machine would sign a session or a cancel link that the next instance rejects. So every
   * instance must be given the same one.
   */
  .refine((env) => env.DATABASE_URL === undefined || env.PAYLOAD_SECRET !== undefined, {
    path: ['PAYLOAD_SECRET'],
    message:
      'DATABASE_URL is set but PAYLOAD_SECRET is empty: every instance on one database must sign staff sessions and cancel links with the same secret. Set PAYLOAD_SECRET (32+ characters, e.g. openssl rand -hex 32) to the same value on every instance; to keep the one this machine made, use the contents of the payload-secret file beside PGLITE_DATA_DIR (.data/payload-secret).',
  })
  .refine((env) => (env.STRIPE_SECRET_KEY === undefined) === (env.STRIPE_WEBHOOK_SECRET === undefined), {
    path: ['STRIPE_WEBHOOK_SECRET'],
    message:
      'Stripe is half configured: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to take payment online (docs/payments.md), or neither to take payment at the centre.',
  })
  // Deliveries carry personal data: a webhook that could not be signed must not be configured at all.
  .refine((env) => env.ENQUIRY_WEBHOOK_URL === undefined || env.ENQUIRY_WEBHOOK_SECRET !== undefined, {
    path: ['ENQUIRY_WEBHOOK_SECRET'],
    message:
      'ENQUIRY_WEBHOOK_URL is set but ENQUIRY_WEBHOOK_SECRET is empty: deliveries would be unsigned. Set the shared secret, or unset the URL.',
  });

const publicSchema = z.object({
  NEXT_PUBLIC_GTM_ID: tagId(/^GTM-[A-Z0-9]{4,12}$/, 'GTM-ABC1234'),
  NEXT_PUBLIC_GA_ID: tagId(/^G-[A-Z0-9]{4,14}$/, 'G-ABCDE12345'),
  NEXT_PUBLIC_UET_ID: tagId(/^[0-9]{5,12}$/, '12345678'),
  NEXT_PUBLIC_MAPS_KEY: optionalString,
  NEXT_PUBLIC_IMGIX_DOMAIN: optionalString.refine(
    (value) => value === undefined || /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(value),
    { message: 'NEXT_PUBLIC_IMGIX_DOMAIN must be a bare host name such as northlight.imgix.net' },
  ),
  NEXT_PUBLIC_PHONE_GEOIP_URL: optionalString.pipe(z.url().optional()),
  /** Where tag scripts are fetched from; only tests point it at a local stub. */
  NEXT_PUBLIC_TAG_HOST: z.url().default('https://www.googletagmanager.com'),
});

export type ServerEnv = z.infer<typeof serverSchema>;
export type PublicEnv = z.infer<typeof publicSchema>;

function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverSchema.safeParse(source);
  if (!result.success) throw new Error(`Invalid environment configuration:\n${formatIssues(result.error)}`);
  return result.data;
}

export function parsePublicEnv(source: Record<string, string | undefined>): PublicEnv {
  const result = publicSchema.safeParse(source);
  if (!result.success)
    throw new Error(`Invalid public environment configuration:\n${formatIssues(result.error)}`);
  return result.data;
}

/*
 * Next inlines NEXT_PUBLIC_* only where they are spelled out literally, so the public object is
 * built from named reads rather than from process.env as a whole.
 */
export const publicEnv: PublicEnv = parsePublicEnv({
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
  NEXT_PUBLIC_UET_ID: process.env.NEXT_PUBLIC_UET_ID,
  NEXT_PUBLIC_MAPS_KEY: process.env.NEXT_PUBLIC_MAPS_KEY,
  NEXT_PUBLIC_IMGIX_DOMAIN: process.env.NEXT_PUBLIC_IMGIX_DOMAIN,
  NEXT_PUBLIC_PHONE_GEOIP_URL: process.env.NEXT_PUBLIC_PHONE_GEOIP_URL,
  NEXT_PUBLIC_TAG_HOST: process.env.NEXT_PUBLIC_TAG_HOST,
});

export type S3Settings = {
  bucket: string;
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Object keys start with this, then the collection's folder; empty for the bucket's root. */
  prefix: string;
};

/** The S3 storage settings, or undefined when uploads stay on the local disk. */
export function s3Settings(env: ServerEnv): S3Settings | undefined {
  const { S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET || !S3_ENDPOINT || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    return undefined;
  return {
    bucket: S3_BUCKET,
    endpoint: S3_ENDPOINT,
    region: S3_REGION,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    prefix: env.S3_PREFIX ?? '',
  };
}

export type StripeSettings = {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** The API's origin when it is not Stripe's own (tests only). */
  readonly apiUrl?: string | undefined;
};

/** The Stripe settings, or undefined when rooms are paid at the centre or invoiced. */
export function stripeSettings(env: ServerEnv): StripeSettings | undefined {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return undefined;
  return { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL };
}

let cachedServerEnv: ServerEnv | undefined;

/** Server-side settings, parsed once per process. Never call from a client component. */
export function serverEnv(): ServerEnv {
  cachedServerEnv ??= parseServerEnv(process.env);
  return cachedServerEnv;
}

/*
 * The launch flag is decided at build time (docs/decisions/0004-launch-flag-503.md): next.config.ts
 * rewrites every page to the holding route only in a build made with LAUNCHED=false, and inlines
 * the value here as NORTHLIGHT_BUILD_LAUNCHED. Outside a Next build (unit tests) it reads as launched.
 */
export function builtLaunched(): boolean {
  return process.env.NORTHLIGHT_BUILD_LAUNCHED !== 'false';
}

/**
 * A LAUNCHED set at start that contradicts the build would otherwise be ignored without a word (a
 * dark build would stay dark after "launch", a launched build would stay public when asked to go
 * dark), so the server refuses to start instead. Unset at start means "as built".
 */
export function launchFlagMismatch(
  source: Record<string, string | undefined>,
  launchedInBuild: boolean,
): string | undefined {
  if (source.LAUNCHED === undefined || source.LAUNCHED.trim() === '') return undefined;
  const wanted = booleanFlag.safeParse(source.LAUNCHED.trim());
  if (!wanted.success)
    return `LAUNCHED=${source.LAUNCHED} at start is not one of true, false, 1, 0, yes, no.`;
  if (wanted.data === launchedInBuild) return undefined;
  return (
    `LAUNCHED=${source.LAUNCHED} at start, but this build was made with LAUNCHED=${String(launchedInBuild)}. ` +
    'The launch flag is decided when the site is built (docs/decisions/0004-launch-flag-503.md): ' +
    'rebuild with the value you want (npm start rebuilds by itself), or unset LAUNCHED at start.'
  );
}

/** The origins the admin may be used under: SITE_URL's and ADMIN_ORIGINS (src/lib/admin-origins.ts). */
export function allowedAdminOrigins(env: ServerEnv = serverEnv()): string[] {
  return adminOrigins(env.SITE_URL, env.ADMIN_ORIGINS);
}
