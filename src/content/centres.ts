import 'server-only';
import config from '@payload-config';
import { draftMode } from 'next/headers';
import { getPayload, type Where } from 'payload';
import { docToCentre } from '@/cms/mapping';
import { centreSchema, type Centre } from '@/domain/centre-directory';
import { centreTowns, type CentreSlug } from '@/domain/centres';
import { vatQuotingOf, type VatQuoting } from '@/domain/prices';
import { siteSettingsSchema, type SiteSettings } from '@/domain/site-settings';
import type { WorkspaceTypeSlug } from '@/domain/workspace-types';
import { alphabeticalByTown } from '@/lib/alphabetical';
import { sharedRead } from './shared-read';

/*
 * The centres and the site settings, read by the facade (./index.ts) and by the modules it reads
 * from (virtual offices): kept apart so those modules need not import the facade back.
 */

const cms = () => getPayload({ config });
const published = { _status: { equals: 'published' } } as const;

/*
 * An editor's live preview (src/domain/preview.ts) turns on Next's draft mode for their browser only:
 * its pages are then rendered per request from the latest drafts. Everyone else, and the build,
 * reads what is published, and the pages stay prerendered. Outside a request (generateStaticParams,
 * scripts) there is no draft mode to read.
 */
export async function previewingDrafts(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled;
  } catch {
    return false;
  }
}

/** How to read a collection's documents: the published ones, or an editor's latest drafts. */
export async function contentQuery(where?: Where): Promise<{ draft: boolean; where?: Where }> {
  if (await previewingDrafts()) return { draft: true, ...(where ? { where } : {}) };
  return { draft: false, where: where ? { and: [published, where] } : published };
}

export const getCentres = sharedRead(async (): Promise<readonly Centre[]> => {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'centres',
    ...(await contentQuery()),
    depth: 1,
    pagination: false,
    overrideAccess: true,
  });
  // In alphabetical order of town, as every list of centres on the site shows them.
  return alphabeticalByTown(
    docs.flatMap((doc) => {
      const town = centreTowns.find((candidate) => candidate.slug === (doc as { slug?: string }).slug);
      return town ? [centreSchema.parse(docToCentre(doc, town))] : [];
    }),
  );
});

export async function getCentre(slug: CentreSlug): Promise<Centre> {
  const centre = (await getCentres()).find((candidate) => candidate.slug === slug);
  if (!centre) throw new Error(`No published centre: ${slug}`);
  return centre;
}

/** Centres that offer a workspace type, in alphabetical order of town. */
export async function getCentresOffering(type: WorkspaceTypeSlug): Promise<readonly Centre[]> {
  return (await getCentres()).filter((centre) => centre.offers.includes(type));
}

export const getSiteSettings = sharedRead(async (): Promise<SiteSettings> => {
  const payload = await cms();
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true });
  return siteSettingsSchema.parse(settings);
});

/** How prices are quoted (VAT rate, business units before or with VAT): one setting for every page. */
export async function getVatQuoting(): Promise<VatQuoting> {
  return vatQuotingOf(await getSiteSettings());
}

