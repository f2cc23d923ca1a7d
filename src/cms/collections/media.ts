import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { anyone, contentEditors, hiddenFromNonEditors } from '../access';
import { serverEnv } from '@/env';

/*
 * Photos for centres and pages. Raster images only: an SVG can carry script, so it is refused
 * (the site's own illustrations are committed files, not uploads). Visitors get these through
 * next/image, which resizes to the spec's widths at quality 75; the sizes below are for the admin.
 */
export const mediaMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Photo', plural: 'Photos' },
  admin: {
    group: 'Content',
    useAsTitle: 'alt',
    defaultColumns: ['filename', 'alt', 'updatedAt'],
    hidden: hiddenFromNonEditors,
  },
  access: {
    read: anyone,
    create: contentEditors,
    update: contentEditors,
    delete: contentEditors,
  },
  upload: {
    staticDir: path.resolve(serverEnv().MEDIA_DIR),
    mimeTypes: [...mediaMimeTypes],
    focalPoint: true,
    crop: true,
    // The largest width the site ever asks for; bigger originals are scaled down once, on upload.
    resizeOptions: { width: 3840, height: 3840, fit: 'inside', withoutEnlargement: true },
    imageSizes: [
      { name: 'thumbnail', width: 400, height: 300, position: 'centre' },
      { name: 'card', width: 1080, height: 720, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
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
  ],
};
