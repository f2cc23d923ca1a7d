import type { CollectionConfig, Validate } from 'payload';
import { select } from 'payload/shared';
import { centreTowns } from '@/domain/centres';
import {
  capacityTypes,
  publishedUnitSchema,
  unitFactLabels,
  unitStatuses,
  unitStatusLabels,
  unitWorkspaceTypes,
} from '@/domain/units';
import { rentPeriodOf } from '@/domain/unit-availability';
import { licenceFamilyOf, maxDepositMonths, takeOnlineChoices, takeOnlineLabels } from '@/domain/licence/terms';
import { getWorkspaceType, type WorkspaceTypeSlug } from '@/domain/workspace-types';
import { unitReferenceMaxLength, unitReferencePattern } from '@/lib/unit-reference';
import { contentEditors } from '../access';
import { alertWhenAvailable } from '../alerts';
import { matching } from '../fields';
import { docToUnit, type UnitDoc } from '../mapping';
import { publishedContent } from '../validate-with';

/*
 * The inventory: every unit and room a centre lets, with its size, rent and status. Marking a unit
 * let and publishing takes it off every page within seconds. A unit can only be of a type its
 * centre offers (the centre's "Workspace types offered here").
 */

const townOf = (slug: unknown) => centreTowns.find((town) => town.slug === slug)?.town ?? String(slug);

/**
 * A field check, so Payload reports it against the field (the admin shows it under the select,
 * the API names it): the centre must offer the type. Drafts skip field checks; publishing does not.
 */
const offeredByItsCentre: Validate<string, Partial<UnitDoc>> = async (value, options) => {
  // Payload's own check (required, one of the options) first: a custom validate replaces it.
  const asOption = select(value, options as Parameters<typeof select>[1]);
  if (asOption !== true) return asOption;
  const { data, req } = options;
  if (!value || !data?.centre) return true;
  const { docs } = await req.payload.find({
    collection: 'centres',
    where: { slug: { equals: data.centre } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
    select: { offers: true },
    req,
  });
  const offers = ((docs[0] as { offers?: string[] } | undefined)?.offers ?? []) as WorkspaceTypeSlug[];
  if (offers.includes(value as WorkspaceTypeSlug)) return true;
  const type = getWorkspaceType(value as WorkspaceTypeSlug).label.toLowerCase();
  const town = townOf(data.centre);
  return `${town} does not offer ${type}. Choose one of the types ${town} offers (${offers
    .map((slug) => getWorkspaceType(slug).label.toLowerCase())
    .join(', ')}), or add ${type} to the centre first.`;
};

/** The published-content hooks, plus the availability alerts after each change (src/cms/alerts.ts). */
function withAlerts(published: ReturnType<typeof publishedContent>): ReturnType<typeof publishedContent> {
  return { ...published, hooks: { ...published.hooks, afterChange: [...(published.hooks?.afterChange ?? []), alertWhenAvailable] } };
}

export const Units: CollectionConfig = {
  slug: 'units',
  labels: { singular: 'Unit', plural: 'Units' },
  admin: {
    group: 'Inventory',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'name', 'centre', 'workspaceType', 'availability', 'rent', '_status'],
    listSearchableFields: ['reference', 'name'],
    description:
      'Units and rooms at each centre. Set the status to "Let" and publish to take a unit off the site.',
  },
  defaultSort: 'reference',
  access: { read: contentEditors, create: contentEditors, update: contentEditors, delete: contentEditors },
  ...withAlerts(publishedContent('units', publishedUnitSchema, (data) => docToUnit(data as UnitDoc))),
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'reference',
          label: 'Reference',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          maxLength: unitReferenceMaxLength,
          validate: matching(
            unitReferencePattern,
            'Use the centre code, a hyphen and the unit number, e.g. AND-W04',
          ),
          admin: { description: 'Quoted by visitors and sales, e.g. AND-W04.' },
        },
        {
          name: 'name',
          label: 'Name on the site',
          type: 'text',
          required: true,
          minLength: 3,
          maxLength: 60,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'centre',
          label: 'Centre',
          type: 'select',
          required: true,
          index: true,
          options: [...centreTowns]
            .sort((a, b) => a.town.localeCompare(b.town))
            .map((town) => ({ value: town.slug, label: town.town })),
        },
        {
          name: 'workspaceType',
          label: 'Workspace type',
          type: 'select',
          required: true,
          options: unitWorkspaceTypes.map((slug) => ({ value: slug, label: getWorkspaceType(slug).label })),
          validate: offeredByItsCentre,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          // Not "status": Payload's own _status (draft, published) would share its database enum.
          name: 'availability',
          // "Availability", not "Status": the list also shows Payload's own Status (draft, published).
          label: 'Availability',
          type: 'select',
          required: true,
          defaultValue: 'available',
          options: unitStatuses.map((status) => ({ value: status, label: unitStatusLabels[status] })),
        },
        {
          name: 'availableFrom',
          label: 'Available from',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
            condition: (_, sibling) => sibling?.availability === 'available-from',
          },
        },
      ],
    },
    {
      name: 'summary',
      label: 'One-line description (optional)',
      admin: {
        description:
          'What the unit is like. No size, rent or number of people: the site shows those from their fields, so they can never disagree.',
      },
      type: 'textarea',
      minLength: 10,
      maxLength: 200,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'sizeSqFt',
          label: 'Floor area (sq ft)',
          type: 'number',
          required: true,
          min: 10,
          max: 200_000,
          admin: { description: 'The site shows square metres beside it.' },
        },
        {
          name: 'capacity',
          label: 'Desks or people',
          type: 'number',
          min: 1,
          max: 500,
          admin: {
            condition: (data) => capacityTypes.includes(data?.workspaceType as WorkspaceTypeSlug),
            description: 'Desks for offices and coworking; people for meeting rooms and training suites.',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rent',
          label: 'Rent',
          type: 'number',
          required: true,
          min: 1,
          max: 100_000,
          admin: {
            // The period follows the workspace type: "Rent (£ a week)" in the form, "£60 a week" in the list.
            components: {
              Label: '/cms/fields/rent-with-period#RentLabel',
              Cell: '/cms/fields/rent-with-period#RentCell',
            },
            description:
              'Per week for business units, per month for offices, per desk per month for coworking, per hour for meeting rooms.',
          },
        },
        {
          name: 'rates',
          label: 'Room rates (meeting rooms)',
          type: 'group',
          admin: { condition: (data) => data?.workspaceType === 'meeting-rooms' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'halfDay', label: 'Half day (£)', type: 'number', min: 1, max: 100_000 },
                { name: 'day', label: 'Day (£)', type: 'number', min: 1, max: 100_000 },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'serviceCharge',
          label: 'Service charge (£, optional)',
          type: 'number',
          min: 0,
          max: 100_000,
          admin: {
            description: 'For the same period as the rent, before VAT: estate upkeep, security, shared areas. Leave empty or 0 when the rent includes it.',
            condition: (data) => data?.workspaceType !== 'meeting-rooms',
          },
        },
        {
          name: 'rateableValue',
          label: 'Rateable value (£ a year, optional)',
          type: 'number',
          min: 0,
          max: 10_000_000,
          admin: {
            description:
              'From the Valuation Office Agency. The unit page estimates business rates from it; offices and coworking include rates in the rent.',
            condition: (data) => rentPeriodOf(data?.workspaceType as WorkspaceTypeSlug) === 'week',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'termMonths',
          label: 'Term the rent is for (months, optional)',
          type: 'number',
          min: 1,
          max: 240,
          admin: { condition: (data) => data?.workspaceType !== 'meeting-rooms' },
        },
        {
          name: 'noticeMonths',
          label: 'Notice to end (months, optional)',
          type: 'number',
          min: 1,
          max: 24,
          admin: { condition: (data) => data?.workspaceType !== 'meeting-rooms' },
        },
      ],
    },
    {
      name: 'online',
      label: 'Taking it online',
      type: 'group',
      admin: {
        condition: (data) => licenceFamilyOf(data?.workspaceType as WorkspaceTypeSlug) !== undefined,
        description:
          'Whether a tenant can sign for this unit and pay the deposit online, and the deposit. “As its workspace type” follows Sales › Taking space online.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'takeOnline',
              label: 'Can be taken online',
              type: 'select',
              defaultValue: 'type-default',
              options: takeOnlineChoices.map((value) => ({ value, label: takeOnlineLabels[value] })),
            },
            {
              name: 'depositMonths',
              label: 'Deposit (months of rent, optional)',
              type: 'number',
              min: 0,
              max: maxDepositMonths,
              admin: { description: 'Empty: the workspace type’s deposit.' },
            },
          ],
        },
      ],
    },
    {
      name: 'facts',
      label: 'Facts a tenant checks first (optional)',
      type: 'group',
      fields: Object.entries(unitFactLabels).map(([name, label]) => ({
        name,
        label,
        type: 'text' as const,
        minLength: 2,
        maxLength: 80,
      })),
    },
    {
      name: 'photos',
      label: 'Photos (the first is shown on the card)',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 8,
    },
    { name: 'floorPlan', label: 'Floor plan (image or PDF)', type: 'upload', relationTo: 'floor-plans' },
  ],
};
