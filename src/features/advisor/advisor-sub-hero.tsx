import { SubHero } from '@/components/sections/sub-hero';
import { getSiteSettings } from '@/content';

/** The sub-hero strip with the advisor line as published in the CMS's site settings. */
export async function AdvisorSubHero() {
  const settings = await getSiteSettings();
  return <SubHero advisorPhone={settings.advisorPhone} />;
}
