import type { PhotoLicence } from '@/domain/photos';
import type { Centre as PayloadCentre, Media as PayloadMedia, Unit as PayloadUnit, WorkspaceType as PayloadWorkspaceType } from './payload-types';
import type { Centre, CentreImage, OpeningHours } from '@/domain/centre-directory';
import type { CentreSlug, CentreTown } from '@/domain/centres';
import type { ProductContent } from '@/domain/products';
import type { Unit } from '@/domain/units';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import type { WorkspaceFamily, WorkspaceTypeSlug } from '@/domain/workspace-types';

/*
 * The CMS stores content in shapes an editor can fill in (lists of rows, groups, selects of
 * strings); the site works with the domain types of src/content. These functions are the only
 * translation between the two, in both directions: the seed goes one way, the content facade the
 * other, and the publish check runs the domain schema on what the facade would read.
 */

type Row<T> = T & { id?: string | null };

/**
 * The fields the mapper reads, typed as Payload generates them (src/cms/payload-types.ts); uploads
 * (photos, floor plan) as the fields of them it reads, so a test or the seed need not build a whole
 * upload document.
 */
export type WorkspaceTypeDoc = Pick<PayloadWorkspaceType, 'typeId' | 'slug' | 'label' | 'shortLabel' | 'icon' | 'family' | 'metaTitle' | 'metaDescription' | 'title' | 'headline' | 'description' | 'detailTitle' | 'detailParagraphOne' | 'detailParagraphTwo' | 'image' | 'imageAlt' | 'features' | 'facts' | 'faqs'> & { photos?: (number | string | MediaDoc)[] | null };

const iconPath = (name: string) => `/images/icons/${name}.svg`;
const iconName = (path: string) => path.replace(/^\/images\/icons\//, '').replace(/\.svg$/, '');

export function productToDoc(product: ProductContent, icon: string): WorkspaceTypeDoc {
  return {
    typeId: product.id,
    slug: product.slug,
    label: product.label,
    shortLabel: product.shortLabel,
    icon,
    family: product.family,
    metaTitle: product.metaTitle,
    metaDescription: product.metaDescription,
    title: product.title,
    headline: product.headline.map((segment) => ({ ...segment })),
    description: product.description,
    detailTitle: product.detailTitle,
    detailParagraphOne: product.detailParagraphs[0],
    detailParagraphTwo: product.detailParagraphs[1],
    image: product.image,
    imageAlt: product.imageAlt,
    features: product.features.map((text) => ({ text })),
    ...(product.facts ? { facts: { ...product.facts } } : {}),
    faqs: product.faqs.map((faq) => ({ ...faq })),
  };
}

const withoutEmpty = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );

/** A CMS document as the site's Product; not yet validated (the facade parses it). */
export function docToProduct(doc: WorkspaceTypeDoc): unknown {
  const facts = doc.facts ? withoutEmpty(doc.facts) : {};
  return {
    id: doc.typeId,
    slug: doc.slug,
    label: doc.label,
    shortLabel: doc.shortLabel,
    family: doc.family,
    metaTitle: doc.metaTitle,
    metaDescription: doc.metaDescription,
    title: doc.title,
    headline: (doc.headline ?? []).map(({ text, tone }) => ({ text, tone })),
    description: doc.description,
    detailTitle: doc.detailTitle,
    detailParagraphs: [doc.detailParagraphOne, doc.detailParagraphTwo],
    // Required on publish (the product schema refuses an empty path); a draft may lack it.
    icon: iconPath(doc.icon ?? ''),
    image: doc.image,
    imageAlt: doc.imageAlt,
    ...(doc.photos?.length ? { photos: photoImages(doc.photos) } : {}),
    url: `/workspaces/${doc.slug}`,
    buttonText: 'GET IN TOUCH',
    features: (doc.features ?? []).map((row) => row.text),
    ...(Object.keys(facts).length ? { facts } : {}),
    faqs: (doc.faqs ?? []).map(({ question, answer }) => ({ question, answer })),
  };
}

export { iconName };

export const centreIllustrations = ['units', 'offices', 'none'] as const;
export type CentreIllustration = (typeof centreIllustrations)[number];

/** The fields the mapper reads, as Payload generates them (src/cms/payload-types.ts). */
export type MediaDoc = Pick<PayloadMedia, 'filename' | 'alt' | 'width' | 'height' | 'focalX' | 'focalY' | 'credit' | 'licence' | 'sourceUrl' | 'showsActualCentre' | 'blurDataUrl'>;

/** The fields the mapper reads, as Payload generates them (src/cms/payload-types.ts). */
export type CentreDoc = Pick<PayloadCentre, 'slug' | 'name' | 'address' | 'phone' | 'openingHours' | 'parking' | 'transport' | 'arrival' | 'accessNotes' | 'heroLine' | 'summary' | 'amenities' | 'features' | 'offers' | 'illustration'> & { photos?: (number | string | MediaDoc)[] | null };

export const mediaPath = (filename: string) => `/cms-api/media/file/${encodeURIComponent(filename)}`;

export function illustrationImage(kind: CentreIllustration, town: string): CentreImage | undefined {
  if (kind === 'units')
    return {
      src: '/images/centres/centre-units.svg',
      alt: `Illustration of the business units at Northlight ${town}, with roller doors and parking`,
    };
  if (kind === 'offices')
    return {
      src: '/images/centres/centre-offices.svg',
      alt: `Illustration of the office building at Northlight ${town}, with meeting rooms and a lounge`,
    };
  return undefined;
}

function illustrationOf(images: readonly CentreImage[]): CentreIllustration {
  const src = images.find((image) => image.src.endsWith('.svg'))?.src ?? '';
  if (src.endsWith('centre-units.svg')) return 'units';
  if (src.endsWith('centre-offices.svg')) return 'offices';
  return 'none';
}

export function centreToDoc(centre: Centre): CentreDoc {
  return {
    slug: centre.slug,
    name: centre.name,
    address: {
      street1: centre.address.street1,
      street2: centre.address.street2 ?? null,
      street3: centre.address.street3 ?? null,
      zipCode: centre.address.zipCode,
    },
    phone: { ...centre.phone },
    openingHours: centre.openingHours.map((hours) => ({ ...hours, days: [...hours.days] })),
    parking: centre.parking,
    transport: centre.transport,
    arrival: centre.arrival ?? null,
    accessNotes: centre.accessNotes ?? null,
    heroLine: centre.heroLine,
    summary: centre.summary,
    amenities: centre.amenityIds.map(String) as CentreDoc['amenities'],
    features: centre.featureIds.map(String) as CentreDoc['features'],
    offers: [...centre.offers],
    illustration: illustrationOf(centre.images),
    photos: [],
  };
}

/** A CMS document as the site's Centre (town facts come from the fixed gazetteer); not yet validated. */
/** Uploaded photos (populated at depth 1) as images a page can show; ids left unpopulated are skipped. */
export function photoImages(photos: readonly (number | string | MediaDoc)[] | null | undefined): CentreImage[] {
  return (photos ?? [])
    .filter(
      (photo): photo is MediaDoc => typeof photo === 'object' && photo !== null && Boolean(photo.filename),
    )
    .map((photo) => ({
      // Payload's own url is absolute (serverURL); pages want the path, which next/image optimises.
      src: mediaPath(photo.filename ?? ''),
      alt: photo.alt,
      ...(photo.width && photo.height ? { width: photo.width, height: photo.height } : {}),
      ...(photo.focalX != null && photo.focalY != null ? { focalX: photo.focalX, focalY: photo.focalY } : {}),
      ...(photo.blurDataUrl ? { blurDataUrl: photo.blurDataUrl } : {}),
      ...(photo.credit ? { credit: photo.credit } : {}),
      // Parsed by the page's schema (photoFactsSchema), which refuses a licence it does not know.
      ...(photo.licence ? { licence: photo.licence as PhotoLicence } : {}),
      ...(photo.sourceUrl ? { sourceUrl: photo.sourceUrl } : {}),
      representative: !photo.showsActualCentre,
    }));
}

export function docToCentre(doc: CentreDoc, town: CentreTown): unknown {
  const illustration = illustrationImage((doc.illustration ?? 'none') as CentreIllustration, town.town);
  const images: CentreImage[] = [...photoImages(doc.photos), ...(illustration ? [illustration] : [])];
  const address = withoutEmpty({ ...doc.address, id: undefined });
  return {
    ...town,
    name: doc.name,
    address: { ...address, city: town.town, stateOrProvince: town.county },
    phone: { e164: doc.phone?.e164, display: doc.phone?.display },
    openingHours: (doc.openingHours ?? []).map(({ days, opens, closes }): OpeningHours => ({
      days: days as OpeningHours['days'],
      opens,
      closes,
    })),
    parking: doc.parking,
    transport: doc.transport,
    ...(doc.arrival ? { arrival: doc.arrival } : {}),
    ...(doc.accessNotes ? { accessNotes: doc.accessNotes } : {}),
    heroLine: doc.heroLine,
    summary: doc.summary,
    amenityIds: (doc.amenities ?? []).map(Number),
    featureIds: (doc.features ?? []).map(Number).sort((a, b) => a - b),
    offers: doc.offers as WorkspaceTypeSlug[],
    images,
  };
}

export type { CentreSlug, WorkspaceFamily };

/* ---- Lists of plain strings are rows of { text } in the CMS; ids Payload adds are dropped. ---- */

type TextRow = Row<{ text: string }>;
export const toRows = (list: readonly string[]): { text: string }[] => list.map((text) => ({ text }));
export const fromRows = (rows: readonly TextRow[] | null | undefined): string[] =>
  (rows ?? []).map((row) => row.text);
const headlineFrom = (rows: readonly Row<{ text: string; tone: string }>[] | null | undefined) =>
  (rows ?? []).map(({ text, tone }) => ({ text, tone }));

type Section = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[] | undefined;
};
type SectionDoc = Row<{ anchor: string; heading: string; paragraphs: TextRow[]; list?: TextRow[] | null }>;

const sectionToDoc = (section: Section): SectionDoc => ({
  anchor: section.id,
  heading: section.heading,
  paragraphs: toRows(section.paragraphs),
  list: section.list ? toRows(section.list) : [],
});
const sectionFromDoc = (doc: SectionDoc) => ({
  id: doc.anchor,
  heading: doc.heading,
  paragraphs: fromRows(doc.paragraphs),
  ...(doc.list && doc.list.length > 0 ? { list: fromRows(doc.list) } : {}),
});

type Hero = { headline: readonly { text: string; tone: string }[]; intro: string };
type LegalPageDoc = {
  headline: Row<{ text: string; tone: string }>[];
  intro: string;
  sections: SectionDoc[];
};

export function legalPagesToDoc(copy: {
  lastUpdated: string;
  privacy: Hero & { sections: readonly Section[] };
  cookies: Hero & { sections: readonly Section[] };
  terms: Hero & { sections: readonly Section[] };
}) {
  const page = (value: Hero & { sections: readonly Section[] }): LegalPageDoc => ({
    headline: value.headline.map((segment) => ({ ...segment })),
    intro: value.intro,
    sections: value.sections.map(sectionToDoc),
  });
  return {
    lastUpdated: copy.lastUpdated,
    privacy: page(copy.privacy),
    cookies: page(copy.cookies),
    terms: page(copy.terms),
  };
}

export function docToLegalPages(doc: Record<string, unknown>): unknown {
  const page = (value: unknown) => {
    const legal = (value ?? {}) as LegalPageDoc;
    return {
      headline: headlineFrom(legal.headline),
      intro: legal.intro,
      sections: (legal.sections ?? []).map(sectionFromDoc),
    };
  };
  return {
    lastUpdated: doc.lastUpdated,
    privacy: page(doc.privacy),
    cookies: page(doc.cookies),
    terms: page(doc.terms),
  };
}

export function aboutPageToDoc(
  copy: Hero & { story: readonly { heading: string; paragraphs: readonly string[] }[] },
) {
  return {
    headline: copy.headline.map((segment) => ({ ...segment })),
    intro: copy.intro,
    story: copy.story.map((part) => ({ heading: part.heading, paragraphs: toRows(part.paragraphs) })),
  };
}

export function docToAboutPage(doc: Record<string, unknown>): unknown {
  const story = (doc.story ?? []) as Row<{ heading: string; paragraphs: TextRow[] }>[];
  return {
    headline: headlineFrom(doc.headline as Row<{ text: string; tone: string }>[]),
    intro: doc.intro,
    story: story.map((part) => ({ heading: part.heading, paragraphs: fromRows(part.paragraphs) })),
  };
}

export function whyPageToDoc(
  copy: Hero & {
    reasons: readonly { id: string; title: string; text: string }[];
    process: readonly { step: string; text: string }[];
  },
) {
  return {
    headline: copy.headline.map((segment) => ({ ...segment })),
    intro: copy.intro,
    reasons: copy.reasons.map(({ id, title, text }) => ({ anchor: id, title, text })),
    process: copy.process.map((step) => ({ ...step })),
  };
}

export function docToWhyPage(doc: Record<string, unknown>): unknown {
  const reasons = (doc.reasons ?? []) as Row<{ anchor: string; title: string; text: string }>[];
  const process = (doc.process ?? []) as Row<{ step: string; text: string }>[];
  return {
    headline: headlineFrom(doc.headline as Row<{ text: string; tone: string }>[]),
    intro: doc.intro,
    reasons: reasons.map(({ anchor, title, text }) => ({ id: anchor, title, text })),
    process: process.map(({ step, text }) => ({ step, text })),
  };
}

export function homePageToDoc(
  copy: Hero & { familyIntros: Record<string, string>; caseStudiesHeading: string },
) {
  return {
    headline: copy.headline.map((segment) => ({ ...segment })),
    intro: copy.intro,
    businessUnitsIntro: copy.familyIntros['business-units'],
    servicedWorkspaceIntro: copy.familyIntros['serviced-workspace'],
    caseStudiesHeading: copy.caseStudiesHeading,
  };
}

export function docToHomePage(doc: Record<string, unknown>): unknown {
  return {
    headline: headlineFrom(doc.headline as Row<{ text: string; tone: string }>[]),
    intro: doc.intro,
    familyIntros: {
      'business-units': doc.businessUnitsIntro,
      'serviced-workspace': doc.servicedWorkspaceIntro,
    },
    caseStudiesHeading: doc.caseStudiesHeading,
  };
}

/* ---- Case studies and open roles ---- */

type CaseStudyShape = {
  slug: string;
  business: string;
  sector: string;
  workspaceType: string;
  centre: string;
  summary: string;
  need: string;
  solution: string;
  result: string;
  outcome: { figure: string; label: string };
  quote: { text: string; attribution: string };
  provenance: string;
  permission?: { grantedOn?: string; confirmedBy?: string; incentive?: string; incentiveNote?: string };
  featuredAsReview: boolean;
};

export function caseStudyToDoc(study: CaseStudyShape, position: number) {
  return {
    ...study,
    outcome: { ...study.outcome },
    quote: { ...study.quote },
    permission: { ...study.permission },
    position,
  };
}

const present = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export function docToCaseStudy(doc: Record<string, unknown>): unknown {
  const outcome = (doc.outcome ?? {}) as { figure?: string; label?: string };
  const quote = (doc.quote ?? {}) as { text?: string; attribution?: string };
  const permission = (doc.permission ?? {}) as Record<string, unknown>;
  // The permission record belongs to a real customer's story; fields left from before an editor
  // switched a story to illustrative are ignored.
  const isCustomer = doc.provenance === 'customer';
  // A date field holds a timestamp; the rule reads the calendar day.
  const grantedOn = present(permission.grantedOn)?.slice(0, 10);
  return {
    slug: doc.slug,
    business: doc.business,
    sector: doc.sector,
    workspaceType: doc.workspaceType,
    centre: doc.centre,
    summary: doc.summary,
    need: doc.need,
    solution: doc.solution,
    result: doc.result,
    outcome: { figure: outcome.figure, label: outcome.label },
    quote: { text: quote.text, attribution: quote.attribution },
    provenance: doc.provenance,
    permission: isCustomer
      ? {
          grantedOn,
          confirmedBy: present(permission.confirmedBy),
          incentive: present(permission.incentive),
          incentiveNote: present(permission.incentiveNote),
        }
      : undefined,
    featuredAsReview: doc.featuredAsReview === true,
  };
}

type RoleShape = {
  id: string;
  title: string;
  location: string;
  type: string;
  salary: string;
  summary: string;
  responsibilities: readonly string[];
  lookingFor: readonly string[];
};

export function roleToDoc(role: RoleShape, position: number) {
  const { id, responsibilities, lookingFor, ...rest } = role;
  return {
    ...rest,
    reference: id,
    position,
    responsibilities: toRows(responsibilities),
    lookingFor: toRows(lookingFor),
  };
}

export function docToRole(doc: Record<string, unknown>): unknown {
  return {
    id: doc.reference,
    title: doc.title,
    location: doc.location,
    type: doc.type,
    salary: doc.salary,
    summary: doc.summary,
    responsibilities: fromRows(doc.responsibilities as TextRow[]),
    lookingFor: fromRows(doc.lookingFor as TextRow[]),
  };
}

/* ---- Units ---- */

export type FloorPlanDoc = { filename?: string | null; mimeType?: string | null };

/** The fields the mapper reads, as Payload generates them (src/cms/payload-types.ts). */
export type UnitDoc = Pick<PayloadUnit, 'reference' | 'name' | 'centre' | 'workspaceType' | 'summary' | 'sizeSqFt' | 'capacity' | 'rent' | 'rates' | 'serviceCharge' | 'rateableValue' | 'termMonths' | 'noticeMonths' | 'online' | 'availability' | 'availableFrom' | 'facts'> & {
  photos?: (number | string | MediaDoc)[] | null;
  floorPlan?: number | string | FloorPlanDoc | null;
};

export const floorPlanPath = (filename: string) =>
  `/cms-api/floor-plans/file/${encodeURIComponent(filename)}`;

export function unitToDoc(unit: Unit): UnitDoc {
  return {
    reference: unit.reference,
    name: unit.name,
    centre: unit.centre,
    workspaceType: unit.workspaceType,
    ...(unit.summary ? { summary: unit.summary } : {}),
    sizeSqFt: unit.sizeSqFt,
    ...(unit.capacity ? { capacity: unit.capacity } : {}),
    rent: unit.rent,
    ...(unit.serviceCharge !== undefined ? { serviceCharge: unit.serviceCharge } : {}),
    // A group must be left out rather than null: Payload reads into it.
    ...(unit.rates ? { rates: { ...unit.rates } } : {}),
    ...(unit.serviceCharge !== undefined ? { serviceCharge: unit.serviceCharge } : {}),
    ...(unit.rateableValue !== undefined ? { rateableValue: unit.rateableValue } : {}),
    ...(unit.termMonths !== undefined ? { termMonths: unit.termMonths } : {}),
    ...(unit.noticeMonths !== undefined ? { noticeMonths: unit.noticeMonths } : {}),
    ...(unit.takeOnline !== undefined || unit.depositMonths !== undefined
      ? {
          online: {
            ...(unit.takeOnline !== undefined ? { takeOnline: unit.takeOnline } : {}),
            ...(unit.depositMonths !== undefined ? { depositMonths: unit.depositMonths } : {}),
          },
        }
      : {}),
    availability: unit.status,
    // Payload keeps dates as timestamps; the site works in calendar days (UK).
    ...(unit.availableFrom ? { availableFrom: `${unit.availableFrom}T12:00:00.000Z` } : {}),
    facts: { ...unit.facts },
  };
}

/** A CMS document as the site's Unit; not yet validated (the facade and the publish check parse it). */
export function docToUnit(doc: UnitDoc): unknown {
  const floorPlan = typeof doc.floorPlan === 'object' && doc.floorPlan?.filename ? doc.floorPlan : undefined;
  return withoutEmpty({
    reference: doc.reference,
    name: doc.name,
    centre: doc.centre,
    workspaceType: doc.workspaceType,
    summary: doc.summary,
    sizeSqFt: doc.sizeSqFt,
    capacity: doc.capacity,
    rent: doc.rent,
    rates:
      doc.rates?.halfDay != null && doc.rates.day != null
        ? { halfDay: doc.rates.halfDay, day: doc.rates.day }
        : undefined,
    serviceCharge: doc.serviceCharge,
    rateableValue: doc.rateableValue,
    termMonths: doc.termMonths,
    noticeMonths: doc.noticeMonths,
    takeOnline: doc.online?.takeOnline ?? undefined,
    depositMonths: doc.online?.depositMonths ?? undefined,
    status: doc.availability,
    availableFrom: doc.availableFrom ? calendarDayOf(doc.availableFrom) : undefined,
    facts: doc.facts ? withoutEmpty({ ...doc.facts, id: undefined }) : {},
    photos: photoImages(doc.photos),
    floorPlan: floorPlan
      ? {
          src: floorPlanPath(floorPlan.filename ?? ''),
          kind: floorPlan.mimeType === 'application/pdf' ? 'pdf' : 'image',
        }
      : undefined,
  });
}

/** The UK calendar day of a stored timestamp (the admin's date picker saves midday or midnight). */
function calendarDayOf(value: string): string | undefined {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : todayIn(businessTimeZone, time);
}
