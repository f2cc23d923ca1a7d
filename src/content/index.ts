import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import {
  docToAboutPage,
  docToCaseStudy,
  docToHomePage,
  docToLegalPages,
  docToProduct,
  docToRole,
  docToWhyPage,
  docToUnit,
} from '@/cms/mapping';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { jobReadSchema, type Job } from '@/domain/careers';
import { priceFact } from '@/domain/copy-facts';
import { fillCopyTokensDeep, type CopyTokenValues } from '@/lib/copy-tokens';
import {
  canQuoteAsReview,
  caseStudySchema,
  incentiveDisclosure,
  type CaseStudy,
} from '@/domain/case-studies';
import { townOfCentre, type CentreSlug } from '@/domain/centres';
import { operatorFacts, type OperatorFact } from '@/domain/operator-facts';
import {
  aboutPageReadSchema,
  homePageReadSchema,
  legalPagesSchema,
  whyPageReadSchema,
} from '@/domain/page-copy';
import { publishedProductReadSchema, type Product } from '@/domain/products';
import {
  fromPriceOf,
  shownPrice,
  virtualOfficeFromPrice,
} from '@/domain/prices';
import { cheapestMonthlyPence } from '@/domain/virtual-office/plans';
import { formatMiles } from '@/lib/format';
import { getVirtualOfficeOffer } from './virtual-offices';
import { compareUnits, isListed, unitSchema, type Unit } from '@/domain/units';
import type { AudiencePage } from '@/domain/audiences';
import { getAudiencePage } from '@/cms/seed/audiences';
import { howToApply, workingHereBenefits } from '@/cms/seed/careers';
import { benefits, operatorFactsCopy, reviews } from '@/cms/seed/company';
import { homeContent } from '@/cms/seed/home';
import { careersPage, caseStudiesPage, workspacesOverview } from '@/cms/seed/pages';

/** A real customer's quote, with what they were given for it, if anything (the law wants it said). */
export type Review = {
  readonly text: string;
  readonly attribution: string;
  readonly caseStudySlug: string;
  readonly incentive?: string;
};
import type { WorkspaceFamily, WorkspaceTypeSlug } from '@/domain/workspace-types';
import { sharedRead } from './shared-read';
import { contentQuery, getCentres, getVatQuoting, previewingDrafts } from './centres';

export { getCentre, getCentres, getCentresOffering, getSiteSettings, getVatQuoting } from './centres';

/*
 * The content facade: every page, the sitemap, metadata and generateStaticParams read published
 * content through these getters, and nothing else talks to the CMS. Each getter returns the
 * site's own validated types, so a page never sees a CMS document. Within one render the reads are
 * shared (sharedRead), so a page that asks for the products five times queries once, and a build
 * reads each once for all its pages.
 */

const cms = () => getPayload({ config });

export const getProducts = sharedRead(async (): Promise<readonly Product[]> => {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'workspace-types',
    ...(await contentQuery()),
    sort: 'typeId',
    // Populates the photos (media documents) the pages show.
    depth: 1,
    pagination: false,
    overrideAccess: true,
  });
  const [centres, units, quoting, virtualOffices] = await Promise.all([
    getCentres(),
    getListedUnits(),
    getVatQuoting(),
    getVirtualOfficeOffer(),
  ]);
  const today = todayIn(businessTimeZone);
  return docs.map((doc) => {
    const content = publishedProductReadSchema.parse(docToProduct(doc));
    // Never typed: the lowest rent free today, or the cheapest virtual-office plan (prices.ts).
    const price =
      content.slug === 'virtual-offices'
        ? virtualOfficeFromPrice(cheapestMonthlyPence(virtualOffices.plans))
        : fromPriceOf(units, content.slug, today);
    const shown = shownPrice(price, quoting, townOfCentre, formatMiles);
    // Counts and prices in the copy come from the data (src/domain/copy-facts.ts).
    return fillCopyTokensDeep(
      { ...content, price, shownPrice: shown },
      {
        centres: centres.length,
        centresOffering: centres.filter((centre) => centre.offers.includes(content.slug)).length,
        price: priceFact(shown),
      },
    );
  });
});

export async function getProduct(slug: WorkspaceTypeSlug): Promise<Product> {
  const product = (await getProducts()).find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`No published workspace type: ${slug}`);
  return product;
}

export async function getProductsInFamily(family: WorkspaceFamily): Promise<readonly Product[]> {
  return (await getProducts()).filter((product) => product.family === family);
}

/* ---- Inventory ---- */

/**
 * Every listed unit (published, not let) whose centre is published and still offers its type, in
 * the order pages show them: available now first, then by date, then under offer. A unit that
 * no longer checks out (its centre dropped the type) is left off rather than failing the page.
 */
export const getListedUnits = sharedRead(async (): Promise<readonly Unit[]> => {
  const payload = await cms();
  const [{ docs }, centres] = await Promise.all([
    payload.find({
      collection: 'units',
      ...(await contentQuery({ availability: { not_equals: 'let' } })),
      depth: 1,
      pagination: false,
      overrideAccess: true,
    }),
    getCentres(),
  ]);
  const offers = new Map(centres.map((centre) => [centre.slug, new Set<string>(centre.offers)]));
  const today = todayIn(businessTimeZone);
  return docs
    .flatMap((doc) => {
      const parsed = unitSchema.safeParse(docToUnit(doc));
      return parsed.success &&
        isListed(parsed.data) &&
        offers.get(parsed.data.centre)?.has(parsed.data.workspaceType)
        ? [parsed.data]
        : [];
    })
    .sort((a, b) => compareUnits(a, b, today));
});

export async function getListedUnitsAt(centre: CentreSlug): Promise<readonly Unit[]> {
  return (await getListedUnits()).filter((unit) => unit.centre === centre);
}

/** One listed unit by its centre and reference (any case), or undefined when it is not listed. */
export async function getListedUnit(centre: string, reference: string): Promise<Unit | undefined> {
  const wanted = reference.toUpperCase();
  return (await getListedUnits()).find((unit) => unit.centre === centre && unit.reference === wanted);
}

/** What the whole monthly cost of a unit is worked out with: the VAT rate of the site settings. */
/** A meeting room that can be booked online: a listed meeting-rooms unit with its rates. */
export type BookableRoom = {
  readonly reference: string;
  readonly name: string;
  readonly centre: CentreSlug;
  readonly capacity: number;
  readonly rates: { readonly hourly: number; readonly halfDay: number; readonly day: number };
};

/** Every listed meeting room, by centre then reference (the rooms /book offers). */
export async function getBookableRooms(): Promise<readonly BookableRoom[]> {
  return (await getListedUnits())
    .flatMap((unit) =>
      unit.workspaceType === 'meeting-rooms' && unit.rates && unit.capacity !== undefined
        ? [
            {
              reference: unit.reference,
              name: unit.name,
              centre: unit.centre,
              capacity: unit.capacity,
              rates: { hourly: unit.rent, halfDay: unit.rates.halfDay, day: unit.rates.day },
            },
          ]
        : [],
    )
    .sort((a, b) => a.centre.localeCompare(b.centre) || a.reference.localeCompare(b.reference));
}

/* ---- Case studies, reviews, open roles ---- */

export const getCaseStudies = sharedRead(async (): Promise<readonly CaseStudy[]> => {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'case-studies',
    ...(await contentQuery()),
    sort: 'position',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return docs.map((doc) => caseStudySchema.parse(docToCaseStudy(doc as unknown as Record<string, unknown>)));
});

/**
 * The home page's reviews: the quotes of published real customers' stories marked to be shown.
 * An illustrative story is never a review, whatever its flag says (the rule in
 * src/domain/case-studies.ts, checked again here so an old document cannot slip through).
 */
export const getReviews = sharedRead(async (): Promise<readonly Review[]> =>
  (await getCaseStudies())
    .filter(canQuoteAsReview)
    .slice(0, 3)
    .map((study) => ({
      text: study.quote.text,
      attribution: study.quote.attribution,
      caseStudySlug: study.slug,
      incentive: incentiveDisclosure(study),
    })),
);

/** Northlight in numbers, counted from what is published (src/domain/operator-facts.ts). */
export const getOperatorFacts = sharedRead(async (): Promise<readonly OperatorFact[]> => {
  const [centres, units, rooms] = await Promise.all([getCentres(), getListedUnits(), getBookableRooms()]);
  return operatorFacts({ centres, listedUnits: units.length, bookableRooms: rooms.length });
});

export const getOpenRoles = sharedRead(async (): Promise<readonly Job[]> => {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'open-roles',
    ...(await contentQuery()),
    sort: 'position',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  const facts = await siteFacts();
  return docs.map((doc) =>
    fillCopyTokensDeep(jobReadSchema.parse(docToRole(doc as unknown as Record<string, unknown>)), facts),
  );
});

/* ---- Page copy ---- */

async function readGlobal<T>(
  slug: 'home-page' | 'about-page' | 'why-page' | 'legal-pages',
  schema: { parse(value: unknown): T },
  fromDoc: (doc: Record<string, unknown>) => unknown,
): Promise<T> {
  const payload = await cms();
  const doc = await payload.findGlobal({ slug, depth: 0, overrideAccess: true, draft: await previewingDrafts() });
  const copy = schema.parse(fromDoc(doc as unknown as Record<string, unknown>));
  return fillCopyTokensDeep(copy, await siteFacts());
}

/** What site copy may state through copy tokens: {centres}, the published centres. */
async function siteFacts(): Promise<CopyTokenValues> {
  return { centres: (await getCentres()).length };
}

export const getHomePageCopy = sharedRead(() => readGlobal('home-page', homePageReadSchema, docToHomePage));
export const getAboutPageCopy = sharedRead(() => readGlobal('about-page', aboutPageReadSchema, docToAboutPage));
export const getWhyPageCopy = sharedRead(() => readGlobal('why-page', whyPageReadSchema, docToWhyPage));
export const getLegalPagesCopy = sharedRead(() => readGlobal('legal-pages', legalPagesSchema, docToLegalPages));

/*
 * Page copy the CMS does not edit yet. It sits with the seed (src/cms/seed) rather than in any
 * page, and pages read it here like the rest, so giving it a global later changes only these
 * getters (docs/decisions/0019-seed-beside-the-cms.md).
 */

/** The home page's hero picture, benefits and reviews block. */
export async function getHomePageSections() {
  return { heroImage: homeContent.heroImage, benefits, reviews };
}

/** The heading and note of "Northlight in numbers" (the home and about pages). */
export async function getOperatorFactsCopy() {
  return operatorFactsCopy;
}

export async function getWorkspacesOverviewCopy() {
  return workspacesOverview;
}

export async function getCaseStudiesPageCopy() {
  return caseStudiesPage;
}

export async function getCareersPageCopy() {
  return { ...careersPage, howToApply, workingHereBenefits };
}

export async function getAudiencePageCopy(path: AudiencePage['path']): Promise<AudiencePage> {
  return getAudiencePage(path);
}
