import path from 'node:path';
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { anyone, contentEditors, hiddenFromNonEditors } from '../access';
import { revalidateOnDelete, revalidateOnPublish } from '../revalidate';
import { notFoundUnlessStored } from '../refusals';
import {
  blurDataUrlSchema,
  photoLicenceLabels,
  photoLicences,
  photoSourceUrlSchema,
  sourceRequired,
  type PhotoLicence,
} from '@/domain/photos';
import { blurDataUrlOf } from '@/server/images/blur';
import { serverEnv } from '@/env';

/*
 * Photos for workspace types, centres and units. Raster images only: an SVG can carry script, so it
 * is refused (the site's own illustrations are committed files, not uploads). Visitors get these
 * through next/image, which resizes to the spec's widths at quality 75; the sizes below are for the
 * admin. Each photo says who took it, under which licence, where it came from and whether it shows
 * the real centre: the pages caption stock photos as representative and list every credit.
 */
export const mediaMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

/*
 * A tiny blurred copy, made once when the file arrives, that the page paints while the real photo
 * loads. Kept on the document so a page never has to read the file to render.
 */
const storeBlurPlaceholder: CollectionBeforeChangeHook = async ({ data, req }) => {
  const file = req.file?.data;
  if (!file) return data;
  const blurred = await blurDataUrlOf(file).catch(() => undefined);
  return { ...data, blurDataUrl: blurred && blurDataUrlSchema.safeParse(blurred).success ? blurred : null };
};

const mediaImageSizes = [
  { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
  { name: 'card', width: 1080, height: 720, position: 'centre' },
] as const;

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Photo', plural: 'Photos' },
  admin: {
    group: 'Content',
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'credit', 'licence', 'showsActualCentre', 'updatedAt'],
    hidden: hiddenFromNonEditors,
  },
  access: {
    read: anyone,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  hooks: {
    beforeChange: [storeBlurPlaceholder],
    // A changed credit or caption shows on every page that uses the photo and on /photo-credits.
    afterChange: [revalidateOnPublish],
    afterDelete: [revalidateOnDelete],
  },
  upload: {
    staticDir: path.resolve(serverEnv().MEDIA_DIR),
    mimeTypes: [...mediaMimeTypes],
    focalPoint: true,
    crop: true,
    // The largest width the site ever asks for; bigger originals are scaled down once, on upload.
    resizeOptions: { width: 3840, height: 3840, fit: 'inside', withoutEnlargement: true },
    imageSizes: [...mediaImageSizes],
    adminThumbnail: 'thumbnail',
    // A name no photo holds is a 404 (src/cms/refusals.ts), before the disk or the bucket is asked.
    handlers: [notFoundUnlessStored('media', mediaImageSizes.map((size) => size.name))],
  },
  fields: [
    {
      name: 'alt',
      label: 'Description for people who cannot see the photo (alt text)',
      type: 'text',
      required: true,
      minLength: 10,
      maxLength: 200,
      admin: {
        description: 'Say what the photo shows, e.g. "Workshop unit 4 at Andover with its roller door open".',
      },
    },
    {
      name: 'credit',
      label: 'Photographer (credit)',
      type: 'text',
      required: true,
      minLength: 2,
      maxLength: 120,
      admin: { description: 'Who took it, as they ask to be credited, e.g. "Adolfo Félix" or "Northlight".' },
    },
    {
      name: 'licence',
      label: 'Licence',
      type: 'select',
      required: true,
      options: photoLicences.map((value) => ({ value, label: photoLicenceLabels[value] })),
      admin: { description: 'CC BY photos show their credit beside the photo; every photo is listed on /photo-credits.' },
    },
    {
      name: 'sourceUrl',
      label: 'Where it came from (web address)',
      type: 'text',
      maxLength: 300,
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<{ licence: PhotoLicence }> }) => {
        if (!value) return siblingData.licence && sourceRequired(siblingData.licence) ? 'Give the page the photo came from.' : true;
        return photoSourceUrlSchema.safeParse(value).success || 'Give a full https:// address.';
      },
    },
    {
      name: 'showsActualCentre',
      label: 'Shows the actual centre or unit',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Leave unticked for a stock photo: the site then captions it as representative.' },
    },
    {
      name: 'blurDataUrl',
      label: 'Placeholder shown while the photo loads',
      type: 'text',
      maxLength: 2000,
      admin: { readOnly: true, hidden: true },
    },
  ],
};
