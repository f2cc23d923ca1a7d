import type { CollectionConfig } from 'payload';
import { caseStudySchema, provenanceOptions, provenances } from '@/domain/case-studies';
import { centreTowns } from '@/domain/centres';
import { workspaceTypes } from '@/domain/workspace-types';
import { contentEditors } from '../access';
import { docToCaseStudy } from '../mapping';
import { validAnchor } from '../fields';
import { publishedContent } from '../validate-with';

/*
 * Case studies, and the reviews the home page shows: a review is a real customer's quote from
 * their case study, marked to be shown, so every quote on the site has its story behind it. What
 * each story is (illustrative, or a real customer with their written permission) is set here, once,
 * and decides how the site labels it (docs/decisions/0013-honest-reviews.md). The publish check
 * (src/domain/case-studies.ts) enforces the permission record and keeps illustrative quotes off the
 * home page, with its messages under the fields.
 */
const isCustomer = (data: Partial<Record<string, unknown>> | undefined) => data?.provenance === 'customer';
export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: { singular: 'Case study', plural: 'Case studies' },
  admin: {
    group: 'Content',
    useAsTitle: 'business',
    defaultColumns: ['business', 'provenance', 'centre', 'featuredAsReview', '_status'],
  },
  defaultSort: 'position',
  access: { read: contentEditors, create: contentEditors, update: contentEditors, delete: contentEditors },
  ...publishedContent('case-studies', caseStudySchema, docToCaseStudy),
  fields: [
    { name: 'business', label: 'Business', type: 'text', required: true, minLength: 3, maxLength: 60 },
    {
      name: 'slug',
      label: 'Anchor on /case-studies (a-z, 0-9, -)',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 60,
      validate: validAnchor,
    },
    {
      name: 'position',
      label: 'Order on the page',
      type: 'number',
      required: true,
      min: 0,
      max: 999,
      admin: { position: 'sidebar' },
    },
    {
      name: 'featuredAsReview',
      label: 'Quote it as a review on the home page',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Real customers only. An illustrative example is never shown as a review.',
      },
    },
    {
      name: 'provenance',
      label: 'What this is',
      type: 'select',
      required: true,
      defaultValue: 'illustrative',
      options: provenances.map((value) => ({ value, label: provenanceOptions[value] })),
      admin: {
        description:
          'The site labels illustrative examples as such, next to the story. Choose a real customer only with their written permission, filed.',
      },
    },
    {
      name: 'permission',
      label: 'The customer’s permission',
      type: 'group',
      admin: {
        condition: (data) => isCustomer(data),
        description:
          'Required for a real customer. Only the incentive note is shown on the site; the rest is our record.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'grantedOn',
              label: 'Written permission given on',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
            },
            {
              name: 'confirmedBy',
              label: 'Held by (who at Northlight has it on file)',
              type: 'text',
              maxLength: 80,
            },
          ],
        },
        {
          name: 'incentive',
          label: 'Were they given anything for it (a discount, free rent, a gift)?',
          type: 'select',
          options: [
            { value: 'none', label: 'Nothing' },
            { value: 'disclosed', label: 'Yes: say what, shown next to their words' },
          ],
        },
        {
          name: 'incentiveNote',
          label: 'What they were given (shown on the site)',
          type: 'text',
          maxLength: 160,
          admin: {
            condition: (data) =>
              isCustomer(data) &&
              (data as { permission?: { incentive?: string } }).permission?.incentive === 'disclosed',
          },
        },
      ],
    },
    { name: 'sector', label: 'Sector', type: 'text', required: true, minLength: 3, maxLength: 60 },
    {
      type: 'row',
      fields: [
        {
          name: 'workspaceType',
          label: 'Workspace type',
          type: 'select',
          required: true,
          options: workspaceTypes.map((type) => ({ value: type.slug, label: type.label })),
        },
        {
          name: 'centre',
          label: 'Centre',
          type: 'select',
          required: true,
          options: centreTowns.map((town) => ({ value: town.slug, label: town.town })),
        },
      ],
    },
    { name: 'summary', label: 'Summary', type: 'textarea', required: true, minLength: 40, maxLength: 200 },
    {
      name: 'need',
      label: 'What they needed',
      type: 'textarea',
      required: true,
      minLength: 80,
      maxLength: 1200,
    },
    {
      name: 'solution',
      label: 'What we did',
      type: 'textarea',
      required: true,
      minLength: 80,
      maxLength: 1200,
    },
    {
      name: 'result',
      label: 'What changed',
      type: 'textarea',
      required: true,
      minLength: 80,
      maxLength: 1200,
    },
    {
      name: 'outcome',
      label: 'Headline number',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'figure', label: 'Figure (e.g. 3×)', type: 'text', required: true, maxLength: 12 },
            {
              name: 'label',
              label: 'What it counts',
              type: 'text',
              required: true,
              minLength: 5,
              maxLength: 60,
            },
          ],
        },
      ],
    },
    {
      name: 'quote',
      label: 'Quote',
      type: 'group',
      fields: [
        { name: 'text', label: 'Words', type: 'textarea', required: true, minLength: 30, maxLength: 240 },
        {
          name: 'attribution',
          label: 'Who said it',
          type: 'text',
          required: true,
          minLength: 5,
          maxLength: 80,
        },
      ],
    },
  ],
};
