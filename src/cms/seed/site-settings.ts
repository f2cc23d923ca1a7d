import { siteSettingsSchema, type SiteSettings } from '@/domain/site-settings';
import { site } from '@/domain/site';

/* The advisor line and sales address an empty database starts with: the site config's. */
export const seedSiteSettings: SiteSettings = siteSettingsSchema.parse({
  advisorPhone: site.advisorPhone,
  salesEmail: site.salesEmail,
});
