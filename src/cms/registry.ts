import { ConversionSettingsGlobal } from './globals/conversion-settings';
import type { CollectionConfig, GlobalConfig } from 'payload';
import { CaseStudies } from './collections/case-studies';
import { Centres } from './collections/centres';
import { FloorPlans } from './collections/floor-plans';
import { Media } from './collections/media';
import { OpenRoles } from './collections/open-roles';
import { PromoCodes } from './collections/promo-codes';
import { LicenceTemplates } from './collections/licence-templates';
import { Units } from './collections/units';
import { Users } from './collections/users';
import { WebhookEndpoints } from './collections/webhook-endpoints';
import { WorkspaceTypes } from './collections/workspace-types';
import { AboutPageCopy, HomePageCopy, LegalPagesCopy, WhyPageCopy } from './globals/page-copy';
import { CancellationRulesGlobal } from './globals/cancellation-rules';
import { LicenceSettingsGlobal } from './globals/licence-settings';
import { BundleSettingsGlobal } from './globals/bundle-settings';
import { SiteSettings } from './globals/site-settings';
import { VirtualOfficePlans } from './globals/virtual-office-plans';

/*
 * Every collection and global of the CMS, in the admin's order: the config reads these lists,
 * and so does the access table's test (src/cms/access-table.test.ts, docs/roles.md), so a new
 * collection cannot be added without its row in the table.
 */
/*
 * The admin's API tab (a document's raw JSON and its REST address) is a developer's tool, not an
 * editor's: it is hidden on every collection and global.
 */
const withoutApiTab = <T extends CollectionConfig | GlobalConfig>(config: T): T => ({
  ...config,
  admin: { ...config.admin, hideAPIURL: true },
});

export const cmsCollections: CollectionConfig[] = [
  WorkspaceTypes,
  Centres,
  Units,
  CaseStudies,
  OpenRoles,
  Media,
  FloorPlans,
  LicenceTemplates,
  PromoCodes,
  WebhookEndpoints,
  Users,
].map(withoutApiTab);
export const cmsGlobals: GlobalConfig[] = [
  SiteSettings,
  VirtualOfficePlans,
  LicenceSettingsGlobal,
  CancellationRulesGlobal,
  BundleSettingsGlobal,
  ConversionSettingsGlobal,
  HomePageCopy,
  AboutPageCopy,
  WhyPageCopy,
  LegalPagesCopy,
].map(withoutApiTab);
