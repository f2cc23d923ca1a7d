import { z } from 'zod';

/*
 * What the site must know about a photo beyond its pixels: who took it, under what licence we use
 * it, where it came from, and whether it shows the real place or only something like it. A visitor
 * must never take a stock photo for the centre they would rent, and a CC BY photographer must see
 * their name beside their work.
 */

export const photoLicences = ['own', 'cc0', 'unsplash', 'pexels', 'cc-by-4.0'] as const;
export type PhotoLicence = (typeof photoLicences)[number];

export const photoLicenceLabels: Record<PhotoLicence, string> = {
  own: 'Northlight’s own photo',
  cc0: 'CC0 (public domain)',
  unsplash: 'Unsplash Licence',
  pexels: 'Pexels Licence',
  'cc-by-4.0': 'CC BY 4.0',
};

export const photoLicenceUrls: Record<PhotoLicence, string | undefined> = {
  own: undefined,
  cc0: 'https://creativecommons.org/publicdomain/zero/1.0/',
  unsplash: 'https://unsplash.com/license',
  pexels: 'https://www.pexels.com/license/',
  'cc-by-4.0': 'https://creativecommons.org/licenses/by/4.0/',
};

/** Licences whose terms require the credit beside the photo itself, not only on the credits page. */
export function creditRequiredBeside(licence: PhotoLicence | undefined): boolean {
  return licence === 'cc-by-4.0';
}

/** Every licence but our own comes from somewhere a reader can check. */
export function sourceRequired(licence: PhotoLicence): boolean {
  return licence !== 'own';
}

export const blurDataUrlSchema = z
  .string()
  .max(2000)
  .regex(/^data:image\/(webp|jpeg|png);base64,[A-Za-z0-9+/=]+$/);

export const photoCreditSchema = z.string().trim().min(2).max(120);

export const photoSourceUrlSchema = z.url({ protocol: /^https$/ }).max(300);

/** The facts a page shows with a photo; optional so a committed illustration needs none of them. */
export const photoFactsSchema = z.object({
  blurDataUrl: blurDataUrlSchema.optional(),
  credit: photoCreditSchema.optional(),
  licence: z.enum(photoLicences).optional(),
  sourceUrl: photoSourceUrlSchema.optional(),
  /** True when the photo does not show the centre or unit it sits beside. */
  representative: z.boolean().optional(),
});
export type PhotoFacts = z.infer<typeof photoFactsSchema>;

/** The short line under a photo: "Representative photo", the CC BY credit, both, or nothing. */
export function photoCaption(photo: PhotoFacts): string | undefined {
  const parts = [
    photo.representative ? 'Representative photo' : undefined,
    creditRequiredBeside(photo.licence) && photo.credit
      ? `Photo: ${photo.credit}, ${photoLicenceLabels['cc-by-4.0']}`
      : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts.join(' · ') : undefined;
}

export type CreditedPhoto = { alt: string; credit: string; licence: PhotoLicence; sourceUrl?: string };

/** The credits page's rows, one per photo, by photographer then description, duplicates dropped. */
export function creditRows<T extends CreditedPhoto>(photos: readonly T[]): T[] {
  const seen = new Set<string>();
  return [...photos]
    .sort((a, b) => a.credit.localeCompare(b.credit, 'en-GB') || a.alt.localeCompare(b.alt, 'en-GB'))
    .filter((photo) => {
      const key = `${photo.sourceUrl ?? ''}|${photo.alt}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The page listing every photo's credit, licence and source. */
export const photoCreditsPath = '/photo-credits';
