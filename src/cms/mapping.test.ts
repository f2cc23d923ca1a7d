import { describe, expect, it } from 'vitest';
import { centreSchema } from '@/domain/centre-directory';
import { centreTowns } from '@/domain/centres';
import { publishedProductSchema } from '@/domain/products';
import { getWorkspaceType } from '@/domain/workspace-types';
import { unitSchema } from '@/domain/units';
import { seedCentres } from './seed/centres';
import { seedProducts } from './seed/products';
import { seedUnits } from './seed/units';
import {
  centreToDoc,
  docToCentre,
  docToProduct,
  docToUnit,
  floorPlanPath,
  mediaPath,
  productToDoc,
  unitToDoc,
  type CentreDoc,
  type UnitDoc,
} from './mapping';

/* The seed goes into the CMS one way and the site reads it back the other: nothing may change. */
describe('CMS mapping', () => {
  it.each(seedProducts.map((product) => [product.slug, product] as const))(
    '%s survives the round trip through a CMS document',
    (_slug, product) => {
      const doc = productToDoc(product, getWorkspaceType(product.slug).icon);
      expect(publishedProductSchema.parse(docToProduct(doc))).toEqual(product);
    },
  );

  it.each(seedCentres.map((centre) => [centre.slug, centre] as const))(
    '%s survives the round trip through a CMS document',
    (slug, centre) => {
      const town = centreTowns.find((candidate) => candidate.slug === slug)!;
      expect(centreSchema.parse(docToCentre(centreToDoc(centre), town))).toEqual(centre);
    },
  );

  it('every seed unit survives the round trip through a CMS document', () => {
    for (const unit of seedUnits) expect(unitSchema.parse(docToUnit(unitToDoc(unit)))).toEqual(unit);
  });

  it("reads a unit's date as the UK calendar day, and its photos and floor plan as paths", () => {
    const unit = seedUnits.find((candidate) => candidate.workspaceType === 'workshops')!;
    const doc: UnitDoc = {
      ...unitToDoc(unit),
      availability: 'available-from',
      // The admin's day picker stores midnight in the editor's zone: 23:00 UTC is the next UK day in summer.
      availableFrom: '2027-06-30T23:00:00.000Z',
      photos: [
        { filename: 'unit 4.jpg', alt: 'Workshop 4 with its roller door open', width: 1600, height: 900, credit: 'Northlight', licence: 'own' },
      ],
      floorPlan: { filename: 'w04.pdf', mimeType: 'application/pdf' },
    };
    expect(unitSchema.parse(docToUnit(doc))).toMatchObject({
      status: 'available-from',
      availableFrom: '2027-07-01',
      photos: [{ src: mediaPath('unit 4.jpg'), width: 1600, height: 900 }],
      floorPlan: { src: floorPlanPath('w04.pdf'), kind: 'pdf' },
    });
  });

  it('puts uploaded photos first, as paths the optimiser serves, with their focal point', () => {
    const centre = seedCentres.find((candidate) => candidate.slug === 'andover')!;
    const town = centreTowns.find((candidate) => candidate.slug === 'andover')!;
    const doc: CentreDoc = {
      ...centreToDoc(centre),
      photos: [
        {
          filename: 'unit 4.jpg',
          alt: 'Unit 4 with its roller door open',
          width: 1600,
          height: 900,
          focalX: 30,
          focalY: 60,
          credit: 'Northlight',
          licence: 'own',
          showsActualCentre: true,
          blurDataUrl: 'data:image/webp;base64,UklGRg==',
        },
        {
          filename: 'stock.jpg',
          alt: 'A workshop somewhere else',
          width: 1600,
          height: 1200,
          credit: 'Kate Sade',
          licence: 'unsplash',
          sourceUrl: 'https://unsplash.com/photos/2zZp12ChxhU',
          showsActualCentre: false,
        },
      ],
    };
    const read = centreSchema.parse(docToCentre(doc, town));
    expect(read.images[0]).toEqual({
      src: mediaPath('unit 4.jpg'),
      alt: 'Unit 4 with its roller door open',
      width: 1600,
      height: 900,
      focalX: 30,
      focalY: 60,
      credit: 'Northlight',
      licence: 'own',
      blurDataUrl: 'data:image/webp;base64,UklGRg==',
      representative: false,
    });
    // A photo nobody marked as showing the centre is captioned as representative.
    expect(read.images[1]).toMatchObject({ credit: 'Kate Sade', licence: 'unsplash', representative: true });
    read.images.splice(1, 1);
    expect(read.images[0]!.src).toBe('/cms-api/media/file/unit%204.jpg');
    expect(read.images[1]!.src).toBe('/images/centres/centre-units.svg');
  });

  it('refuses to publish what a page could not show', () => {
    const workshops = seedProducts[0]!;
    const doc = productToDoc(workshops, 'workshop');
    expect(
      publishedProductSchema.safeParse(docToProduct({ ...doc, description: 'Too short.' })).success,
    ).toBe(false);
    expect(publishedProductSchema.safeParse(docToProduct({ ...doc, features: [] })).success).toBe(false);
    const centre = seedCentres[0]!;
    const town = centreTowns[0]!;
    const wrongDistrict = {
      ...centreToDoc(centre),
      address: { ...centreToDoc(centre).address, zipCode: 'SO23 8NL' },
    };
    expect(centreSchema.safeParse(docToCentre(wrongDistrict, town)).success).toBe(false);
    expect(centreSchema.safeParse(docToCentre({ ...centreToDoc(centre), offers: [] }, town)).success).toBe(
      false,
    );
  });
});

describe('CMS mapping of pages, case studies and roles', () => {
  it('round-trips the page copy, case studies and open roles', async () => {
    const copy = await import('@/domain/page-copy');
    const seed = await import('./seed/page-copy');
    const mapping = await import('./mapping');
    const { caseStudySchema } = await import('@/domain/case-studies');
    const { caseStudies } = await import('./seed/case-studies');
    const { jobSchema } = await import('@/domain/careers');
    const { jobs } = await import('./seed/careers');
    expect(
      copy.homePageSchema.parse(mapping.docToHomePage(mapping.homePageToDoc(seed.seedHomePage))),
    ).toEqual(seed.seedHomePage);
    expect(
      copy.aboutPageSchema.parse(mapping.docToAboutPage(mapping.aboutPageToDoc(seed.seedAboutPage))),
    ).toEqual(seed.seedAboutPage);
    expect(copy.whyPageSchema.parse(mapping.docToWhyPage(mapping.whyPageToDoc(seed.seedWhyPage)))).toEqual(
      seed.seedWhyPage,
    );
    expect(
      copy.legalPagesSchema.parse(mapping.docToLegalPages(mapping.legalPagesToDoc(seed.seedLegalPages))),
    ).toEqual(seed.seedLegalPages);
    for (const [index, study] of caseStudies.entries())
      expect(caseStudySchema.parse(mapping.docToCaseStudy(mapping.caseStudyToDoc(study, index)))).toEqual(
        study,
      );
    for (const [index, role] of jobs.entries())
      expect(jobSchema.parse(mapping.docToRole(mapping.roleToDoc(role, index)))).toEqual(role);
  });

  it('reads a real customer’s permission from its date field, and ignores it on an illustrative story', async () => {
    const mapping = await import('./mapping');
    const { caseStudySchema } = await import('@/domain/case-studies');
    const { caseStudies } = await import('./seed/case-studies');
    const story = caseStudies[0]!;
    const permission = {
      grantedOn: '2026-10-01T12:00:00.000Z',
      confirmedBy: 'Sam Patel, marketing',
      incentive: 'disclosed',
      incentiveNote: 'One month’s rent free',
    };
    const customer = {
      ...mapping.caseStudyToDoc(story, 0),
      provenance: 'customer',
      featuredAsReview: true,
      permission,
    };
    expect(caseStudySchema.parse(mapping.docToCaseStudy(customer))).toEqual({
      ...story,
      provenance: 'customer',
      featuredAsReview: true,
      permission: { ...permission, grantedOn: '2026-10-01' },
    });
    // Switched back to illustrative: the leftover record is not read, and the review flag is refused.
    const switched = mapping.docToCaseStudy({ ...customer, provenance: 'illustrative' });
    expect(switched).toMatchObject({ provenance: 'illustrative', permission: undefined });
    expect(caseStudySchema.safeParse(switched).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'featuredAsReview',
    ]);
    // Empty fields from the admin (null, '') count as missing.
    const blank = mapping.docToCaseStudy({
      ...customer,
      permission: { grantedOn: null, confirmedBy: '  ', incentive: null, incentiveNote: null },
    });
    expect(caseStudySchema.safeParse(blank).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'permission.grantedOn',
      'permission.confirmedBy',
      'permission.incentive',
    ]);
  });

  it('refuses a legal page without a last-updated date or a section', async () => {
    const copy = await import('@/domain/page-copy');
    const seed = await import('./seed/page-copy');
    expect(copy.legalPagesSchema.safeParse({ ...seed.seedLegalPages, lastUpdated: 'recently' }).success).toBe(
      false,
    );
    expect(
      copy.legalPagesSchema.safeParse({
        ...seed.seedLegalPages,
        terms: { ...seed.seedLegalPages.terms, sections: [] },
      }).success,
    ).toBe(false);
  });
});
