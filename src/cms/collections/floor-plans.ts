import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { serverEnv } from '@/env';
import { anyone, contentEditors, hiddenFromNonEditors } from '../access';
import { notFoundUnlessStored } from '../refusals';

/*
 * Floor plans of units: a raster image or a PDF, which is how agents and architects send them.
 * Kept apart from photos so a PDF never lands where a page expects a picture. SVG is refused for
 * the same reason as with photos: it can carry script.
 */
export const floorPlanMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

export const FloorPlans: CollectionConfig = {
  slug: 'floor-plans',
  labels: { singular: 'Floor plan', plural: 'Floor plans' },
  admin: {
    group: 'Inventory',
    useAsTitle: 'title',
    defaultColumns: ['filename', 'title', 'updatedAt'],
    hidden: hiddenFromNonEditors,
  },
  access: { read: anyone, create: contentEditors, update: contentEditors, delete: contentEditors },
  upload: {
    staticDir: path.resolve(serverEnv().MEDIA_DIR, 'floor-plans'),
    mimeTypes: [...floorPlanMimeTypes],
    handlers: [notFoundUnlessStored('floor-plans')],
  },
  fields: [
    {
      name: 'title',
      label: 'What it shows',
      type: 'text',
      required: true,
      minLength: 5,
      maxLength: 120,
      admin: { description: 'E.g. "Floor plan of workshop AND-W04, ground floor"' },
    },
  ],
};
