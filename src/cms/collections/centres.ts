import type { CollectionConfig, Validate } from 'payload';
import { text } from 'payload/shared';
import { amenities } from '@/domain/amenities';
import { centreFeatures } from '@/domain/centre-features';
import { centreHeroLineBounds, centreSchema, weekdays } from '@/domain/centre-directory';
import { centreTowns, type CentreSlug } from '@/domain/centres';
import { workspaceTypes } from '@/domain/workspace-types';
import { contentEditors } from '../access';
import { otherDocumentSaying, readsTheSame } from '../copy-of-its-own';
import { fixedSlug, matching } from '../fields';
import { centreIllustrations, docToCentre, type CentreDoc } from '../mapping';
import { publishedContent } from '../validate-with';
import { centreDayPassesTab } from './centre-day-passes';
import { centreViewingsTab } from './centre-viewings';

/*
 * The centres, one per town. Town, county, district and map position come from the gazetteer and are fixed
 * (so are the page addresses); everything a centre manager would change is here.
 */
const validClock = matching(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Use the 24-hour clock, e.g. 08:00');

function townOf(slug: unknown) {
  return centreTowns.find((town) => town.slug === (slug as CentreSlug));
}

/**
 * Every centre's headline says what is true of that centre only (decision 0014), so a line another
 * centre already has is refused on publish, against the field. Drafts skip field checks.
 */
const heroLineOfItsOwn: Validate<string, Partial<CentreDoc>> = async (value, options) => {
  // Payload's own check (required, lengths) first: a custom validate replaces it.
  const asText = text(value, options as Parameters<typeof text>[1]);
  if (asText !== true) return asText;
  const { data, req, id } = options;
  if (!value) return true;
  const other = await otherDocumentSaying<{ id: number | string; slug?: string; name?: string; heroLine?: string }>(
    req,
    'centres',
    id,
    { slug: true, name: true, heroLine: true },
    (doc) => doc.slug !== data?.slug && readsTheSame(doc.heroLine, value),
  );
  if (!other) return true;
  return `${other.name ?? 'Another centre'} already has this line. Write one that is true of ${
    townOf(data?.slug)?.town ?? 'this centre'
  } only.`;
};

export const Centres: CollectionConfig = {
  slug: 'centres',
  labels: { singular: 'Centre', plural: 'Centres' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', '_status', 'updatedAt'],
    description: 'Address, hours, what each centre offers, and its photos. Publish to update the site.',
  },
  defaultSort: 'slug',
  access: { read: contentEditors, create: () => false, update: contentEditors, delete: () => false },
  ...publishedContent(
    'centres',
    centreSchema,
    (data) => {
      const town = townOf(data.slug);
      return town ? docToCentre(data as CentreDoc, town) : { slug: data.slug };
    },
    [
      [/^amenityIds/, 'amenities'],
      [/^featureIds/, 'features'],
      [/^images/, 'photos'],
    ],
  ),
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, minLength: 5, maxLength: 80 },
    fixedSlug('The page is /locations/ followed by this.'),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Contact and hours',
          fields: [
            {
              name: 'address',
              label: 'Address (town and county are fixed)',
              type: 'group',
              fields: [
                {
                  name: 'street1',
                  label: 'Building or street',
                  type: 'text',
                  required: true,
                  minLength: 2,
                  maxLength: 80,
                },
                { name: 'street2', label: 'Street (optional)', type: 'text', maxLength: 80 },
                { name: 'street3', label: 'Area (optional)', type: 'text', maxLength: 80 },
                { name: 'zipCode', label: 'Postcode', type: 'text', required: true, maxLength: 8 },
              ],
            },
            {
              name: 'phone',
              label: 'Reception phone',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    {
                      name: 'display',
                      label: 'As dialled in the UK',
                      type: 'text',
                      required: true,
                      maxLength: 16,
                    },
                    {
                      name: 'e164',
                      label: 'International form (+44…)',
                      type: 'text',
                      required: true,
                      maxLength: 16,
                    },
                  ],
                },
              ],
            },
            {
              name: 'openingHours',
              label: 'Reception opening hours',
              type: 'array',
              minRows: 1,
              maxRows: 7,
              fields: [
                {
                  name: 'days',
                  label: 'Days',
                  type: 'select',
                  hasMany: true,
                  required: true,
                  options: weekdays.map((day) => ({ value: day, label: day })),
                },
                {
                  type: 'row',
                  fields: [
                    { name: 'opens', label: 'Opens', type: 'text', required: true, validate: validClock },
                    { name: 'closes', label: 'Closes', type: 'text', required: true, validate: validClock },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'About the centre',
          fields: [
            {
              name: 'heroLine',
              label: 'Hero line',
              type: 'text',
              required: true,
              minLength: centreHeroLineBounds.min,
              maxLength: centreHeroLineBounds.max,
              validate: heroLineOfItsOwn,
              admin: {
                description:
                  'The second line of the page headline, after the centre name: one short sentence on what is true and distinctive here (e.g. "Two minutes from the A303."). Make it different from every other centre.',
              },
            },
            {
              name: 'summary',
              label: 'Summary',
              type: 'textarea',
              required: true,
              minLength: 40,
              maxLength: 240,
            },
            {
              name: 'parking',
              label: 'Parking',
              type: 'textarea',
              required: true,
              minLength: 10,
              maxLength: 300,
            },
            {
              name: 'transport',
              label: 'Getting here',
              type: 'textarea',
              required: true,
              minLength: 20,
              maxLength: 300,
            },
            {
              name: 'arrival',
              label: 'How to get in',
              type: 'textarea',
              minLength: 20,
              maxLength: 400,
              admin: {
                description:
                  'Where a visitor goes on arrival (entrance, reception, bell): sent in every room booking and viewing email.',
              },
            },
            {
              name: 'accessNotes',
              label: 'Access notes',
              type: 'textarea',
              minLength: 20,
              maxLength: 400,
              admin: {
                description: 'Step-free access, lifts, accessible toilets: sent in every room booking and viewing email.',
              },
            },
            {
              name: 'offers',
              label: 'Workspace types offered here',
              type: 'select',
              hasMany: true,
              required: true,
              options: workspaceTypes.map((type) => ({ value: type.slug, label: type.label })),
            },
            {
              name: 'amenities',
              label: 'Amenities',
              type: 'select',
              hasMany: true,
              required: true,
              options: amenities.map((amenity) => ({ value: String(amenity.id), label: amenity.text })),
            },
            {
              name: 'features',
              label: 'Centre features',
              type: 'select',
              hasMany: true,
              required: true,
              options: centreFeatures.map((feature) => ({ value: String(feature.id), label: feature.text })),
            },
          ],
        },
        {
          label: 'Photos',
          fields: [
            {
              name: 'photos',
              label: 'Photos (the first is the main one)',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              maxRows: 11,
            },
            {
              name: 'illustration',
              label: 'Illustration shown after the photos',
              type: 'select',
              required: true,
              defaultValue: 'none',
              options: centreIllustrations.map((value) => ({
                value,
                label: { units: 'Business units', offices: 'Office building', none: 'None' }[value],
              })),
              admin: {
                description: 'With no photo and no illustration, the page shows the general centre picture.',
              },
            },
          ],
        },
        centreViewingsTab,
        centreDayPassesTab,
      ],
    },
  ],
};
