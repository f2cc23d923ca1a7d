import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { s3Storage } from '@payloadcms/storage-s3';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { allowedAdminOrigins, s3Settings, serverEnv } from '@/env';
import { Users } from './collections/users';
import { boardEndpoints } from './board/endpoints';
import { dashboardEndpoints } from './dashboard/endpoints';
import { defaultDashboardLayout, salesWidgetSlug } from './dashboard/layout';
import { cmsDatabaseAdapter } from './database';
import { cmsEmail } from './email';
import { enquiryEndpoints } from './enquiries/endpoints';
import { firstAdminEndpoints } from './first-admin/endpoints';
import { leadEndpoints } from './leads/endpoints';
import { contactEndpoints } from './leads/contact-endpoints';
import { webhookEndpoints } from './webhooks/endpoints';
import { conversionEndpoints } from './conversions/endpoints';
import { migrations } from './migrations';
import { cmsCollections, cmsGlobals } from './registry';
import type { Migration } from 'payload';
import { cmsSecret } from './secret';
import { cmsJobs } from './jobs';
import { cmsLivePreview } from './live-preview';
import { adminTranslations, ukTimeZone } from './branding/wording';
import { seedIfEmpty } from './seed';
import { refusalLoggingLevels } from './refusals';

/*
 * Payload CMS, inside this Next app and on its database. The admin is at /admin; Payload's REST
 * and GraphQL routes are under /cms-api, clear of the site's own /api routes.
 */
const dirname = path.dirname(fileURLToPath(import.meta.url));

/*
 * Uploads go to S3-compatible storage when S3_* is set (docs/deploy.md), so every instance serves
 * every photo; otherwise to the local disk under MEDIA_DIR. The plugin is always installed, only
 * enabled with S3: with alwaysInsertFields its two columns (prefix, _objectKey) exist either way,
 * so one set of migrations fits both. Files keep their /cms-api/.../file/NAME addresses: Payload
 * streams them from the bucket (no direct bucket URLs), so next/image fetches a same-origin path and
 * the CSP needs no bucket host. Nothing stored here is private; a collection of private files (ID
 * documents) would get signedDownloads with a short expiresIn under its own prefix (docs/deploy.md).
 */
const s3 = s3Settings(serverEnv());
const s3Key = (folder: string) => [s3?.prefix, folder].filter(Boolean).join('/');
const mediaStorage = s3Storage({
  enabled: s3 !== undefined,
  alwaysInsertFields: true,
  bucket: s3?.bucket ?? 'unused',
  collections: {
    media: { prefix: s3Key('media') },
    'floor-plans': { prefix: s3Key('floor-plans') },
  },
  config: {
    endpoint: s3?.endpoint,
    region: s3?.region,
    credentials: s3?.credentials,
    forcePathStyle: s3?.forcePathStyle,
    // The SDK's default CRC32 checksum on every request is not understood by every S3-compatible
    // store (older MinIO, Ceph); sending checksums only where the S3 API requires them suits all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  },
});

/*
 * The admin works under SITE_URL and under each of ADMIN_ORIGINS (the nginx host, a preview host;
 * docs/decisions/0030). Payload's csrf list (the origins its session cookie is accepted from) and
 * cors list are exactly those origins. With more than one, serverURL is left empty: Payload then
 * builds its admin's API addresses relative to the page, so a save goes to the host the admin was
 * opened under, not to SITE_URL (a cross-origin request without the session, which was refused).
 * With SITE_URL alone, serverURL stays SITE_URL, as before (absolute links in Payload's own mail).
 */
const adminOrigins = allowedAdminOrigins();

export default buildConfig({
  secret: cmsSecret(),
  serverURL: serverEnv().ADMIN_ORIGINS.length === 0 ? serverEnv().SITE_URL : '',
  csrf: adminOrigins,
  cors: adminOrigins,
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Users.slug,
    importMap: {
      baseDir: path.resolve(dirname, '..'),
      importMapFile: path.resolve(dirname, '../app/(payload)/admin/importMap.ts'),
    },
    meta: {
      titleSuffix: ' | Northlight admin',
      robots: 'noindex, nofollow',
      // Our own mark, from this site; no Payload favicon, no share image.
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
      defaultOGImageType: 'off',
      openGraph: { siteName: 'Northlight admin', description: 'Northlight website and sales admin' },
    },
    // UK staff: schedule publishing and every date in UK time (the only zone offered, so the
    // drawer starts on it), and weeks from Monday in every date picker (src/cms/branding/uk-calendar.tsx).
    timezones: {
      defaultTimezone: ukTimeZone.value,
      supportedTimezones: [ukTimeZone],
    },
    // No Gravatar: it would send each user's hashed email to a third party (and our CSP blocks it).
    avatar: 'default',
    dateFormat: 'd MMMM yyyy, HH:mm',
    // The admin home: sales staff get the sales dashboard's card, never Payload's empty
    // collection cards ("no nav groups"); see src/cms/dashboard/nav-link.tsx.
    dashboard: {
      widgets: [
        {
          slug: salesWidgetSlug,
          label: 'Sales dashboard',
          Component: '/cms/dashboard/nav-link#SalesDashboardWidget',
          minWidth: 'medium',
          maxWidth: 'full',
        },
      ],
      defaultLayout: defaultDashboardLayout,
    },
    // Editors see each page as it will look, at a phone's and a laptop's width (src/cms/live-preview.ts).
    livePreview: cmsLivePreview,
    components: {
      providers: ['/cms/branding/uk-calendar#UkCalendar'],
      graphics: {
        Logo: '/cms/branding/graphics#NorthlightLogo',
        Icon: '/cms/branding/graphics#NorthlightIcon',
      },
      beforeLogin: ['/cms/branding/graphics#BeforeLogin'],
      // The sales view of enquiries (src/cms/enquiries): the site's own tables, read-only.
      afterNavLinks: [
        '/cms/dashboard/nav-link#SalesDashboardNavLink',
        '/cms/enquiries/nav-link#EnquiriesNavLink',
        '/cms/leads/nav-link#LeadsNavLink',
        '/cms/board/nav-link#BoardNavLink',
      ],
      beforeDashboard: [
        '/cms/leads/nav-link#LeadsDashboardCard',
        '/cms/board/nav-link#BoardDashboardCard',
        '/cms/enquiries/nav-link#EnquiriesDashboardLink',
      ],
      views: {
        // Payload's unbranded "Create first user" (an empty database) gives way to the setup
        // link's page, /admin/first-admin (src/cms/first-admin).
        createFirstUser: { Component: '/cms/first-admin/first-admin-view#CreateFirstUserRedirect' },
        enquiries: {
          path: '/enquiries',
          exact: true,
          Component: '/cms/enquiries/enquiries-view#EnquiriesView',
        },
        enquiry: {
          path: '/enquiries/:reference',
          exact: true,
          Component: '/cms/enquiries/enquiries-view#EnquiriesView',
        },
        // The lead pipeline (src/cms/leads): list and one lead, on the site's own tables.
        leads: { path: '/leads', exact: true, Component: '/cms/leads/leads-view#LeadsView' },
        lead: { path: '/leads/:id', exact: true, Component: '/cms/leads/leads-view#LeadsView' },
        // The bookings board (src/cms/board): one centre's bookings and viewings on one UK day.
        board: { path: '/board', exact: true, Component: '/cms/board/board-view#BoardView' },
        // The sales dashboard (src/cms/dashboard): charts with their tables and CSV files.
        salesDashboard: {
          path: '/sales',
          exact: true,
          Component: '/cms/dashboard/sales-view#SalesDashboardView',
        },
        // Revenue by campaign (src/cms/dashboard/campaigns-view.tsx): a period, a touch, spend.
        salesCampaigns: {
          path: '/sales/campaigns',
          exact: true,
          Component: '/cms/dashboard/campaigns-view#CampaignsView',
        },
        enquiryErase: {
          path: '/enquiries/:reference/erase',
          exact: true,
          Component: '/cms/enquiries/enquiries-view#EnquiriesView',
        },
      },
    },
  },
  // Refused requests are logged at info as one line, not as errors with stacks (src/cms/refusals.ts).
  loggingLevels: refusalLoggingLevels,
  // Our wording where Payload's reads oddly to staff (the account page's "Payload Settings").
  i18n: { translations: adminTranslations },
  endpoints: [
    ...firstAdminEndpoints,
    ...enquiryEndpoints, ...leadEndpoints, ...contactEndpoints, ...boardEndpoints,
    ...dashboardEndpoints,
    ...webhookEndpoints,
    ...conversionEndpoints,
  ],
  collections: cmsCollections,
  plugins: [mediaStorage],
  globals: cmsGlobals,
  db: cmsDatabaseAdapter(migrations as unknown as Migration[]),
  sharp,
  email: cmsEmail,
  // Scheduled publishing and unpublishing, run in this app (src/cms/jobs.ts).
  jobs: cmsJobs,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  onInit: async (payload) => {
    // Under the schema lock: instances starting together on an empty database seed it once and
    // the others then find it seeded. Without it, concurrent creates of the same documents failed
    // with Payload validation errors, not the unique violations the seed expects, and stopped those
    // instances' start (src/instrumentation.test.ts).
    const { getDatabase } = await import('@/server/db/client');
    await (await getDatabase()).withSchemaLock(() => seedIfEmpty(payload));
  },
});
