import { z } from 'zod';
import type { PriceBasis } from '@/lib/format';
import type { ShownPrice, TypePrice } from './prices';
import { centreImageSchema } from './centre-directory';
import { checkCopy, workspaceTypeCopyTokens } from './copy-facts';
import { headlineSchema } from './headline';
import {
  getWorkspaceType,
  workspaceTypeSlugs,
  type WorkspaceFamily,
  type WorkspaceTypeSlug,
  workspaceTypeMetaSchema,
  workspaceTypeSchema,
} from './workspace-types';

/*
 * The product card of each workspace type (SPEC §3): everything its card, its page and its
 * structured data show, joined with the type's names and its page meta so a page reads one object.
 * The cards an empty database starts with are in src/cms/seed/products.ts.
 */

const faqSchema = z.object({
  question: z.string().min(10).max(120).endsWith('?'),
  answer: z.string().min(30).max(600),
});
export type Faq = z.infer<typeof faqSchema>;

/** The facts a business-unit tenant checks first, before asking about anything else. */
const businessUnitFactsSchema = z.object({
  typicalSizes: z.string().min(5),
  power: z.string().min(5),
  access: z.string().min(5),
  useClass: z.string().min(5),
  parking: z.string().min(5),
  accessHours: z.string().min(5),
});
export type BusinessUnitFacts = z.infer<typeof businessUnitFactsSchema>;

export const businessUnitFactLabels: Record<keyof BusinessUnitFacts, string> = {
  typicalSizes: 'Typical sizes',
  power: 'Power',
  access: 'Door and loading access',
  useClass: 'Use class',
  parking: 'Parking',
  accessHours: 'Access hours',
};

const imagePath = z.string().regex(/^\/images\/[a-z0-9/-]+\.(svg|png|jpg|webp|avif)$/);

export const productSchema = z.object({
  id: z.number().int().min(1).max(15),
  slug: z.enum(workspaceTypeSlugs),
  title: z.string().min(3).max(60),
  headline: headlineSchema,
  /** One or two sentences for cards and the page introduction. */
  description: z.string().min(60).max(240),
  detailTitle: z.string().min(5).max(80),
  detailParagraphs: z.tuple([z.string().min(80), z.string().min(80)]),
  icon: imagePath,
  image: imagePath,
  imageAlt: z.string().min(10),
  /** Uploaded photos, first one leading the page; the illustration is shown only without them. */
  photos: z.array(centreImageSchema).max(12).optional(),
  url: z.string().regex(/^\/workspaces\/[a-z-]+$/),
  buttonText: z.literal('GET IN TOUCH'),
  features: z.array(z.string().min(5).max(90)).min(5).max(10),
  facts: businessUnitFactsSchema.optional(),
  faqs: z.array(faqSchema).min(2).max(6),
});
export type ProductCard = z.infer<typeof productSchema>;

/** A type as the CMS holds it: its card, names and page meta. It has no price of its own. */
export type ProductContent = ProductCard & {
  readonly family: WorkspaceFamily;
  readonly label: string;
  readonly shortLabel: string;
  readonly metaTitle: string;
  readonly metaDescription: string;
};

/**
 * A type as pages show it: its content, and its price derived from the listed units (or, for
 * virtual offices, the plans) by src/domain/prices.ts, never typed.
 */
export type Product = ProductContent & {
  readonly price: TypePrice;
  readonly shownPrice: ShownPrice;
};

/** A product as pages show it; also the rule a workspace type edited in the CMS must meet to be published. */
/** As pages read it: content published before the rule on typed prices and counts still renders. */
export const publishedProductReadSchema = productSchema
  .extend(workspaceTypeSchema.pick({ family: true, label: true, shortLabel: true }).shape)
  .extend(workspaceTypeMetaSchema.shape)
  .refine((product) => product.url === `/workspaces/${product.slug}`, {
    path: ['url'],
    message: 'Fixed address',
  }) satisfies z.ZodType<ProductContent>;

/** What publishing requires on top: counts and prices written as copy tokens. */
export const publishedProductSchema = publishedProductReadSchema.superRefine((product, ctx) => {
  // Counts and prices come from the data: {price}, {centres}, {centresOffering} (copy-facts.ts).
  const {
    metaTitle,
    metaDescription,
    title,
    headline,
    description,
    detailTitle,
    detailParagraphs,
    features,
    faqs,
  } = product;
  const copy = {
    metaTitle,
    metaDescription,
    title,
    headline,
    description,
    detailTitle,
    detailParagraphs,
    features,
    faqs,
  };
  checkCopy(
    copy,
    {
      tokens: workspaceTypeCopyTokens,
      prices: true,
      serviceChargeOnTop: getWorkspaceType(product.slug).family === 'business-units',
    },
    ctx,
  );
}) satisfies z.ZodType<ProductContent>;

/**
 * What each type's published price is based on (its note: priceNotes in src/lib/format.ts). Meeting
 * rooms are booked and paid per booking; coworking is a monthly membership; everything else is a
 * rent on a contract, priced for 24 months.
 */
export function priceBasisOf(slug: WorkspaceTypeSlug): PriceBasis {
  if (slug === 'meeting-rooms') return 'booking';
  if (slug === 'coworking-spaces') return 'membership';
  return 'contract';
}

/** Use classes named on our pages are those of England; our Welsh centre follows the Welsh order. */
export const useClassNote =
  'Use classes are those of the Town and Country Planning (Use Classes) Order in England. Our centre in Chepstow follows the Welsh order, and we confirm the right class for every unit before you sign.';
