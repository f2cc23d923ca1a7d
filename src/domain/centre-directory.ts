import { z } from 'zod';
import { isAmenityId } from './amenities';
import { isCentreFeatureId } from './centre-features';
import { centreTownSchema } from './centres';
import { workspaceTypeSlugs } from './workspace-type-slugs';
import { site } from './site';
import { photoFactsSchema } from './photos';

/*
 * A centre's full record (name, address, contact, hours, access notes, amenities, features,
 * images, what it offers) and the rules it must meet to be published. The records an empty
 * database starts with are in src/cms/seed/centres.ts.
 */

export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

const clockTime = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);

export const openingHoursSchema = z
  .object({ days: z.array(z.enum(weekdays)).min(1), opens: clockTime, closes: clockTime })
  .refine((hours) => hours.opens < hours.closes, 'A centre must open before it closes');
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const centreAddressSchema = z.object({
  street1: z.string().min(2),
  street2: z.string().min(2).optional(),
  street3: z.string().min(2).optional(),
  city: z.string().min(2),
  stateOrProvince: z.string().min(2),
  zipCode: z.string().regex(/^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/),
});
export type CentreAddress = z.infer<typeof centreAddressSchema>;

export const centreImageSchema = z.object({
  /** A committed illustration, or a photo uploaded to the CMS (served by its media route). */
  src: z
    .string()
    .max(300)
    .regex(/^(\/images\/centres\/[a-z0-9-]+\.(svg|jpg|webp|png)|\/cms-api\/media\/file\/[A-Za-z0-9._%-]+)$/),
  alt: z.string().min(10).max(200),
  /** Photos only: their pixel size and focal point (0 to 100 across and down), for cropping. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  focalX: z.number().min(0).max(100).optional(),
  focalY: z.number().min(0).max(100).optional(),
  ...photoFactsSchema.shape,
});
export type CentreImage = z.infer<typeof centreImageSchema>;

/**
 * The second line of the centre page's headline, after the centre's name: what is true and
 * distinctive about this centre, in one short sentence that adds to the summary below it. Bounded so
 * it stays within two or three lines of the hero at every width.
 */
export const centreHeroLineBounds = { min: 15, max: 48 } as const;

export const centreHeroLineSchema = z
  .string()
  .trim()
  .min(centreHeroLineBounds.min)
  .max(centreHeroLineBounds.max)
  .regex(/^[A-Z].*[.!]$/, 'One sentence, starting with a capital and ending with a full stop');

/** A centre as pages show it; also the rule a centre edited in the CMS must meet to be published. */
export const centreSchema = centreTownSchema
  .extend({
    name: z.string().min(5).max(80),
    address: centreAddressSchema,
    phone: z.object({
      e164: z
        .string()
        .regex(/^\+44[1-9][0-9]{8,9}$/, 'Give the number in international form, e.g. +441632960101'),
      display: z
        .string()
        .regex(/^0[1-9][0-9 ]{8,12}$/, 'Give the number as dialled in the UK, e.g. 01632 960101'),
    }),
    openingHours: z.array(openingHoursSchema).min(1).max(7),
    parking: z.string().min(10).max(300),
    transport: z.string().min(20).max(300),
    /** How a visitor gets in (reception, bell, door codes), for booking and viewing mails. */
    arrival: z.string().trim().min(20).max(400).optional(),
    /** Step-free access and other access notes, for the same mails. */
    accessNotes: z.string().trim().min(20).max(400).optional(),
    heroLine: centreHeroLineSchema,
    summary: z.string().min(40).max(240),
    amenityIds: z.array(z.number().int().refine(isAmenityId, 'Unknown amenity')).min(1),
    featureIds: z.array(z.number().int().refine(isCentreFeatureId, 'Unknown centre feature')).min(1),
    offers: z.array(z.enum(workspaceTypeSlugs)).min(1, 'A centre offers at least one workspace type'),
    images: z.array(centreImageSchema).max(12),
  })
  .refine((centre) => centre.address.zipCode.startsWith(`${centre.outcode} `), {
    path: ['address', 'zipCode'],
    message: "The postcode must be in the centre's postcode district",
  });
export type Centre = z.infer<typeof centreSchema>;

/** The centre's own picture, or the site's fallback illustration when it has none yet. */
export function centreImage(centre: Pick<Centre, 'images' | 'town'>): CentreImage {
  return (
    centre.images[0] ?? {
      src: site.fallbackCentreImage,
      alt: `Illustration of a Northlight business centre in ${centre.town}`,
    }
  );
}
