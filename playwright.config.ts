import { defineConfig, devices } from '@playwright/test';
import {
  cmsPorts,
  e2eBasePort,
  paymentsPorts,
  smtpSinkOrigin,
  smtpSinkPorts,
  tagStubOrigin,
  tagStubPort,
  webhookRecorder,
} from './tests/cms/ports';
import { postgresMediaDir, testS3, testS3Env } from './tests/cms/s3';
import { e2eFormTokenSecret } from './tests/e2e/support/form-token';
import { chromiumArgs, chromiumPath, keepAliveTimeoutMs, testChromiumPath } from './scripts/project.mjs';

/*
 * Browser journeys against a production build (`next build` first; scripts/test.mjs does it).
 * Debian's Chromium is used: there is no Playwright browser download on this network.
 */
const port = e2eBasePort;
const baseURL = `http://127.0.0.1:${port}`;
/* The CMS tests edit content, so they get servers and databases of their own: PGlite and PostgreSQL. */
const {
  pglite: cmsPglitePort,
  postgres: cmsPostgresPort,
  postgresSecond: cmsPostgresSecondPort,
  launcherStatus: cmsLauncherPort,
} = cmsPorts(port);
const cmsPostgresUrl = `${process.env.E2E_POSTGRES_SERVER ?? 'postgres://postgres@127.0.0.1:5432'}/northlight_e2e_cms_${port}`;
/* Instances on one PostgreSQL share the CMS secret (src/env.ts requires it there). */
const cmsPostgresSecret = 'e2e-cms-postgres-secret-0123456789abcdef';
const webhookTo = (name: string) => ({
  ENQUIRY_WEBHOOK_URL: webhookRecorder(name),
  ENQUIRY_WEBHOOK_SECRET: 'e2e-webhook-secret-0123456789abcdef',
  // Offline conversions for GA4 (cms-conversions.spec.ts) go to the recorder, never to Google.
  GA4_COLLECT_URL: webhookRecorder(`${name}-ga4`),
});
/*
 * What tests/cms/servers.mjs starts in the background: each CMS server prepares its own database
 * before it listens; the dark server builds the site with LAUNCHED=false first.
 */
const backgroundServers = [
  {
    name: 's3',
    args: ['tests/s3-server.mjs', String(testS3.port), testS3.directory, testS3.bucket],
    env: {},
  },
  {
    name: 'cms-pglite',
    args: ['tests/cms/server.mjs', String(cmsPglitePort)],
    // The admin accepts its session cookie only from its own origins (SITE_URL and ADMIN_ORIGINS).
    env: {
      PGLITE_DATA_DIR: '.data/e2e-cms',
      MEDIA_DIR: '.data/e2e-cms-media',
      SITE_URL: `http://127.0.0.1:${cmsPglitePort}`,
      // The admin also works under a second host (the nginx topology, a preview host): the board
      // spec signs in at localhost and checks a post from a host not on the list is refused.
      ADMIN_ORIGINS: `http://localhost:${cmsPglitePort}`,
      ENQUIRY_FORM_SECRET: e2eFormTokenSecret,
      // Staff changes mail the visitor (staff-cancel, order specs); alerts are confirmed and sent by
      // mail (cms-alerts.spec.ts): the specs read the mail in the sink.
      SMTP_URL: `smtp://127.0.0.1:${smtpSinkPorts.smtp}`,
      VISITOR_EMAIL_FROM: 'bookings@northlight.example',
      // One proxy hop trusted: the rate-limit spec is a client address of its own (X-Forwarded-For).
      TRUSTED_PROXY_HOPS: '1',
      // Scheduled publishing is checked every 5 s here, not every minute (cms-editor.spec.ts).
      CMS_JOBS_CRON: '*/5 * * * * *',
      ...webhookTo('cms-pglite'),
      // Endpoints registered in the admin post to the local recorder (cms-webhooks.spec.ts).
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      LOG_LEVEL: 'warn',
    },
  },
  {
    name: 'cms-postgres',
    args: ['tests/cms/server.mjs', String(cmsPostgresPort)],
    env: {
      DATABASE_URL: cmsPostgresUrl,
      PAYLOAD_SECRET: cmsPostgresSecret,
      ENQUIRY_FORM_SECRET: e2eFormTokenSecret,
      // Unused while S3 is configured: the S3 journey checks nothing lands here.
      MEDIA_DIR: postgresMediaDir,
      ...testS3Env,
      SITE_URL: `http://127.0.0.1:${cmsPostgresPort}`,
      ...webhookTo('cms-postgres'),
      // The booking race sends 50 reservations from one address at once.
      RATE_LIMIT_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
    },
  },
  {
    name: 'cms-postgres-second',
    // Joins the database the server above prepared, once that one answers.
    args: [
      'tests/cms/server.mjs',
      String(cmsPostgresSecondPort),
      '--join',
      `http://127.0.0.1:${cmsPostgresPort}/api/robots`,
    ],
    env: {
      DATABASE_URL: cmsPostgresUrl,
      PAYLOAD_SECRET: cmsPostgresSecret,
      ENQUIRY_FORM_SECRET: e2eFormTokenSecret,
      MEDIA_DIR: postgresMediaDir,
      ...testS3Env,
      SITE_URL: `http://127.0.0.1:${cmsPostgresSecondPort}`,
      ...webhookTo('cms-postgres'),
      LOG_LEVEL: 'warn',
    },
  },
  { name: 'dark', args: ['tests/dark-server.mjs', String(cmsPorts(port).dark)], env: {} },
];

/* The payment journey's server takes payment through the local fake of Stripe. */
const paymentsWebhookSecret = 'whsec_e2e0123456789abcdef';
const paymentsOrigin = `http://127.0.0.1:${paymentsPorts.app}`;

/*
 * The public journeys run in Debian's headless shell where it is installed (testChromiumPath):
 * measured here on 78 public journeys, 89 s against 156 s with the full browser. The admin journeys
 * stayed in the full browser after a unit's link in Payload's list did not open its edit view within
 * 25 s in the shell; the full browser then showed it once too, so the shell was not the cause
 * (docs/decisions/0017-suite-time.md, sixth and seventh steps; openFromList in tests/cms/helpers.ts).
 * The admin journeys in the shell have not been measured since.
 */
const publicChromiumPath = testChromiumPath();
const adminChromiumPath = chromiumPath();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retry: a flaky test is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // SUITE_TIMES_JSON=file also writes each test's duration there, to see where the suite's time goes.
  reporter: process.env.SUITE_TIMES_JSON
    ? [['list'], ['json', { outputFile: process.env.SUITE_TIMES_JSON }]]
    : [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Every project's browser but the admin ones', which set their own below.
    launchOptions: { executablePath: publicChromiumPath, args: chromiumArgs },
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore:
        // Every admin journey (cms-*.spec.ts) runs in a CMS project below, never against the public server.
        /(cms(-[a-z0-9-]+)?|room-payment|room-cancellation|licence-payment|day-pass-payment|launch-flag)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'] },
    },
    {
      name: 'payments',
      testMatch: /(room|licence|day-pass)-payment\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: paymentsOrigin },
    },
    { name: 'cms-servers', testMatch: /cms-servers\.setup\.ts/ },
    ...(
      [
        [
          'cms-pglite',
          cmsPglitePort,
          /cms(-units|-sales|-reviews|-csp|-orders|-licences|-proposals|-staff-cancel|-rate-limit|-leads|-photos|-alerts|-waitlist|-board|-day-pass|-dashboard|-campaigns|-editor|-labels|-contacts|-webhooks|-conversions|-promo)?\.spec\.ts/,
        ],
        // On PostgreSQL, what depends on it: room booking (no double booking must hold on both
        // databases; room-cancellation ends a free period in the database it can reach), two
        // instances on one database (a publish refreshes both, and their pages' policies), and uploads kept in S3 (tests/s3-server.mjs). The admin journeys that only
        // read and write content run once, on PGlite: both go through the same Payload adapter,
        // and the storage layer is tested on both databases in Vitest (docs/decisions/0017).
        ['cms-postgres', cmsPostgresPort, /(cms-(instances|media-s3|csp|photos)|room-booking|room-cancellation)\.spec\.ts/],
      ] as const
    ).map(([name, cmsPort, testMatch]) => ({
      name,
      testMatch,
      dependencies: ['cms-servers'],
      // Admin views are rendered on the server for each request, by servers that share two cores
      // with both browsers and three other servers: a navigation in the admin took more than the
      // default 7 s in a full run (an erase confirmation, a unit's edit view), and the check failed
      // on the page before it. The public pages' journeys keep 7 s.
      expect: { timeout: 15_000 },
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${cmsPort}`,
        launchOptions: { executablePath: adminChromiumPath, args: chromiumArgs },
      },
    })),
    {
      // Last: the projects above run in this order, so by now the dark build (tests/dark-server.mjs),
      // made at the lowest priority beside them, is done (docs/decisions/0017-suite-time.md).
      name: 'launch-flag',
      testMatch: /launch-flag\.spec\.ts/,
      dependencies: ['cms-servers'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: [
    {
      command: 'node tests/tag-stub-server.mjs',
      url: `${tagStubOrigin}/__health`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { TAG_STUB_PORT: String(tagStubPort) },
    },
    {
      // Visitor mail from the main server lands here; specs read it over HTTP (tests/smtp-sink.mjs).
      command: `node tests/smtp-sink.mjs ${smtpSinkPorts.smtp} ${smtpSinkPorts.http}`,
      url: `${smtpSinkOrigin}/__health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node node_modules/next/dist/bin/next start -p ${port} -H 127.0.0.1 --keepAliveTimeout ${keepAliveTimeoutMs}`,
      url: `${baseURL}/api/robots`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PGLITE_DATA_DIR: '.data/e2e',
        // The browser is at 127.0.0.1 while SITE_URL keeps its default (localhost:3000, the address
        // the build's pages name): posts are accepted only from those two origins, never from a Host.
        ADMIN_ORIGINS: baseURL,
        // Specs hand the browser enquiry form tokens shown when they choose (support/form-token.ts).
        ENQUIRY_FORM_SECRET: e2eFormTokenSecret,
        RATE_LIMIT_PER_MINUTE: '1000',
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPorts.smtp}`,
        VISITOR_EMAIL_FROM: 'bookings@northlight.example',
        LOG_LEVEL: 'warn',
      },
    },
    {
      command: `node tests/fake-stripe.mjs ${paymentsPorts.fakeStripe} ${paymentsOrigin}/api/payments/stripe ${paymentsWebhookSecret}`,
      url: `http://127.0.0.1:${paymentsPorts.fakeStripe}/__health`,
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      command: `node node_modules/next/dist/bin/next start -p ${paymentsPorts.app} -H 127.0.0.1 --keepAliveTimeout ${keepAliveTimeoutMs}`,
      url: `${paymentsOrigin}/api/robots`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PGLITE_DATA_DIR: '.data/e2e-payments',
        SITE_URL: paymentsOrigin,
        STRIPE_SECRET_KEY: 'sk_test_e2e0123456789abcdef',
        STRIPE_WEBHOOK_SECRET: paymentsWebhookSecret,
        STRIPE_API_URL: `http://127.0.0.1:${paymentsPorts.fakeStripe}`,
        RATE_LIMIT_PER_MINUTE: '1000',
        // Paid mails (a bundle's, a pass's) are read back from the same sink as the public server's.
        SMTP_URL: `smtp://127.0.0.1:${smtpSinkPorts.smtp}`,
        VISITOR_EMAIL_FROM: 'bookings@northlight.example',
        LOG_LEVEL: 'warn',
      },
    },
    {
      // The S3 store, the three CMS servers and the dark site, started side by side without holding
      // up the other journeys; the CMS projects wait for theirs in tests/e2e/cms-servers.setup.ts,
      // the launch-flag journeys for the dark site.
      command: `node tests/cms/servers.mjs ${cmsLauncherPort}`,
      url: `http://127.0.0.1:${cmsLauncherPort}/`,
      reuseExistingServer: false,
      timeout: 10_000,
      env: { E2E_CMS_SERVERS: JSON.stringify(backgroundServers) },
    },
  ],
});
