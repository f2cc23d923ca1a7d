import { seedBundleSettings } from './bundle-settings';
import type { Payload } from 'payload';
import { getWorkspaceType } from '@/domain/workspace-types';
import {
  aboutPageToDoc,
  caseStudyToDoc,
  centreToDoc,
  homePageToDoc,
  legalPagesToDoc,
  productToDoc,
  roleToDoc,
  unitToDoc,
  whyPageToDoc,
} from '../mapping';
import { skipRevalidation } from '../revalidate';
import { jobs } from './careers';
import { caseStudies } from './case-studies';
import { seedCentres } from './centres';
import { viewingHoursToDoc } from '../collections/centre-viewings';
import { checkedSeedViewingHours } from './viewing-hours';
import { dayPassSettingsToDoc } from '../collections/centre-day-passes';
import { checkedSeedDayPasses } from './day-passes';
import { seedAboutPage, seedHomePage, seedLegalPages, seedWhyPage } from './page-copy';
import { seedProducts } from './products';
import { seedSiteSettings } from './site-settings';
import { seedUnits } from './units';
import { centreGalleryFiles, homeHeroPhotoFile, photoFilesForType, unitPhotoFiles } from './photos';
import { mediaIdsOf, seedPhotoMedia } from './seed-photos';
import { virtualOfficePlansToDoc } from '../globals/virtual-office-plans';
import { seedVirtualOfficePlans } from './virtual-office-plans';
import { seedLicenceSettings, seedLicenceTemplates } from './licences';
import { cancellationRulesToDoc } from '../globals/cancellation-rules';
import { seedCancellationRules } from './cancellation-rules';

/*
 * An empty database starts with today's content, published: the 15 workspace types, the
 * centres, their units, the case studies (illustrative examples), the open roles, the
 * advisor line and the copy of the home, about, why and legal pages (the files beside this one).
 * Only what is missing is created, so running it again (every start) changes nothing an editor
 * has done. Instances starting together take turns under the schema lock (payload.config.ts), so
 * one seeds and the others find it done; a unique slug is the second guard.
 */
export type SeedReport = { readonly created: number };

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as { message?: unknown })?.message ?? '')) ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

async function createMissing(
  payload: Payload,
  collection: 'workspace-types' | 'centres' | 'units' | 'case-studies' | 'open-roles' | 'licence-templates',
  documents: readonly { slug: string; data: Record<string, unknown> }[],
  key: 'slug' | 'reference' | 'family' = 'slug',
): Promise<number> {
  const existing = await payload.find({
    collection,
    limit: 1000,
    depth: 0,
    pagination: false,
    draft: true,
    select: { [key]: true },
    overrideAccess: true,
  });
  const present = new Set(existing.docs.map((doc) => (doc as unknown as Record<string, unknown>)[key]));
  let created = 0;
  for (const { slug, data } of documents) {
    if (present.has(slug)) continue;
    try {
      await payload.create({
        collection,
        data: { ...data, _status: 'published' } as never,
        overrideAccess: true,
        context: { [skipRevalidation]: true },
      });
      created += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return created;
}

/*
 * The seed's photographs go in only with a fresh database: an existing site keeps the photos its
 * editors chose (or chose to remove).
 */
async function photosForFreshDatabase(payload: Payload): Promise<Map<string, number>> {
  const { totalDocs } = await payload.count({ collection: 'workspace-types', overrideAccess: true });
  return totalDocs === 0 ? seedPhotoMedia(payload) : new Map();
}

export async function seedIfEmpty(payload: Payload): Promise<SeedReport> {
  const photos = await photosForFreshDatabase(payload);
  let created = await createMissing(
    payload,
    'workspace-types',
    seedProducts.map((product) => ({
      slug: product.slug,
      data: {
        ...productToDoc(product, getWorkspaceType(product.slug).icon),
        photos: mediaIdsOf(photos, photoFilesForType(product.slug)),
      },
    })),
  );
  created += await createMissing(
    payload,
    'centres',
    seedCentres.map((centre, index) => ({
      slug: centre.slug,
      data: {
        ...centreToDoc(centre),
        photos: mediaIdsOf(photos, centreGalleryFiles(centre.offers, index)),
        viewings: viewingHoursToDoc(checkedSeedViewingHours(centre.slug)),
        dayPasses: dayPassSettingsToDoc(checkedSeedDayPasses(centre.slug, centre.offers)),
      },
    })),
  );
  // Units after centres: a unit is checked against what its centre offers.
  created += await createMissing(
    payload,
    'units',
    seedUnits.map((unit, index) => ({
      slug: unit.reference,
      data: { ...unitToDoc(unit), photos: mediaIdsOf(photos, unitPhotoFiles(unit.workspaceType, index)) },
    })),
    'reference',
  );
  // The seed's stories are illustrative: labelled on the site and never quoted as reviews.
  created += await createMissing(
    payload,
    'case-studies',
    caseStudies.map((study, index) => ({ slug: study.slug, data: caseStudyToDoc(study, index) })),
  );
  created += await createMissing(
    payload,
    'open-roles',
    jobs.map((role, index) => ({ slug: role.id, data: roleToDoc(role, index) })),
    'reference',
  );
  created += await createMissing(
    payload,
    'licence-templates',
    seedLicenceTemplates.map((template) => ({ slug: template.family, data: { ...template } })),
    'family',
  );
  const globals = [
    ['site-settings', 'salesEmail', { ...seedSiteSettings }],
    // 'types' is empty until saved: the group 'bank' reads as {} and the numbers have defaults.
    ['licence-settings', 'types', structuredClone(seedLicenceSettings)],
    ['virtual-office-plans', 'plans', virtualOfficePlansToDoc(seedVirtualOfficePlans)],
    ['cancellation-rules', 'tiers', cancellationRulesToDoc(seedCancellationRules)],
    // Switched off by the migration on an existing site (the operator's call), on in a new one.
    ['bundle-settings', 'onSale', { ...seedBundleSettings }],
    [
      'home-page',
      'intro',
      { ...homePageToDoc(seedHomePage), heroPhoto: mediaIdsOf(photos, [homeHeroPhotoFile])[0] ?? null },
    ],
    ['about-page', 'intro', aboutPageToDoc(seedAboutPage)],
    ['why-page', 'intro', whyPageToDoc(seedWhyPage)],
    ['legal-pages', 'lastUpdated', legalPagesToDoc(seedLegalPages)],
  ] as const;
  for (const [slug, requiredField, data] of globals) {
    const current = (await payload.findGlobal({ slug, depth: 0, overrideAccess: true })) as unknown as Record<
      string,
      unknown
    >;
    const present = current[requiredField];
    // An array field (the plans) reads as [] when nothing was ever saved.
    if (Array.isArray(present) ? present.length > 0 : present) continue;
    await payload.updateGlobal({
      slug,
      data: { ...data, _status: 'published' } as never,
      overrideAccess: true,
      context: { [skipRevalidation]: true },
    });
    created += 1;
  }
  return { created };
}
