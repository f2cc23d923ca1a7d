import 'server-only';
import config from '@payload-config';
import { getPayload } from 'payload';
import { z } from 'zod';
import { photoImages, type MediaDoc } from '@/cms/mapping';
import { centreImageSchema, type CentreImage } from '@/domain/centre-directory';
import { creditRows, photoLicences, photoSourceUrlSchema, type PhotoLicence } from '@/domain/photos';
import { sharedRead } from './shared-read';

/*
 * Photos read on their own: the home page's hero (a media relation on the home-page global) and
 * every photo in Media for the credits page.
 */

const cms = () => getPayload({ config });

/** The home hero's photo, or undefined when the editors chose none (the page shows its illustration). */
export const getHomeHeroPhoto = sharedRead(async (): Promise<CentreImage | undefined> => {
  const payload = await cms();
  const doc = (await payload.findGlobal({ slug: 'home-page', depth: 1, overrideAccess: true })) as {
    heroPhoto?: number | MediaDoc | null;
  };
  const [photo] = photoImages(doc.heroPhoto ? [doc.heroPhoto] : []);
  const parsed = centreImageSchema.safeParse(photo);
  return parsed.success ? parsed.data : undefined;
});

const creditRowSchema = z.object({
  src: centreImageSchema.shape.src,
  alt: z.string().min(1).max(200),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  blurDataUrl: centreImageSchema.shape.blurDataUrl,
  credit: z.string().min(1).max(120),
  licence: z.enum(photoLicences),
  sourceUrl: photoSourceUrlSchema.optional(),
  representative: z.boolean(),
});
export type PhotoCredit = z.infer<typeof creditRowSchema> & { licence: PhotoLicence };

/** Every photo in Media with its credit, licence and source, ordered by photographer. */
export const getPhotoCredits = sharedRead(async (): Promise<readonly PhotoCredit[]> => {
  const payload = await cms();
  const { docs } = await payload.find({
    collection: 'media',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  const rows = photoImages(docs).flatMap((image) => {
    const parsed = creditRowSchema.safeParse(image);
    return parsed.success ? [parsed.data] : [];
  });
  return creditRows(rows);
});
