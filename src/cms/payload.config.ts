import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { serverEnv } from '@/env';
import { CaseStudies } from './collections/case-studies';
import { Centres } from './collections/centres';
import { FloorPlans } from './collections/floor-plans';
import { Media } from './collections/media';
import { OpenRoles } from './collections/open-roles';
import { Units } from './collections/units';
import { Users } from './collections/users';
import { WorkspaceTypes } from './collections/workspace-types';
import { cmsDatabaseAdapter } from './database';
import { cmsEmail } from './email';
import { enquiryEndpoints } from './enquiries/endpoints';
import { AboutPageCopy, HomePageCopy, LegalPagesCopy, WhyPageCopy } from './globals/page-copy';
import { SiteSettings } from './globals/site-settings';
import { migrations } from './migrations';
import type { Migration } from 'payload';
import { cmsSecret } from './secret';
import { seedIfEmpty } from './seed';

/*
 * Payload CMS, inside this Next app and on its database. The admin is at /admin; Payload's REST
 * and GraphQL routes are under /cms-api, clear of the site's own /api routes.
 */
const dirname = path.dirname(fileURLToPath(import.meta.url));

export default buildConfig({
  secret: cmsSecret(),
  serverURL: serverEnv().SITE_URL,
  routes: { admin: '/admin', api: '/cms-api' },
  admin: {
    user: Users.slug,
    importMap: {
      baseDir: path.resolve(dirname, '..'),
      importMapFile: path.resolve(dirname, '../app/(payload)/admin/importMap.ts'),
    },
    meta: { titleSuffix: ' | Northlight admin', robots: 'noindex, nofollow' },
    dateFormat: 'd MMMM yyyy, HH:mm',
    components: {
      // The sales view of enquiries (src/cms/enquiries): the site's own tables, read-only.
      afterNavLinks: ['/cms/enquiries/nav-link#EnquiriesNavLink'],
      beforeDashboard: ['/cms/enquiries/nav-link#EnquiriesDashboardLink'],
      views: {
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
        enquiryErase: {
          path: '/enquiries/:reference/erase',
          exact: true,
          Component: '/cms/enquiries/enquiries-view#EnquiriesView',
        },
      },
    },
  },
  endpoints: enquiryEndpoints,
  collections: [WorkspaceTypes, Centres, Units, CaseStudies, OpenRoles, Media, FloorPlans, Users],
  globals: [SiteSettings, HomePageCopy, AboutPageCopy, WhyPageCopy, LegalPagesCopy],
  db: cmsDatabaseAdapter(migrations as unknown as Migration[]),
  sharp,
  email: cmsEmail,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  onInit: async (payload) => {
    await seedIfEmpty(payload);
  },
});
