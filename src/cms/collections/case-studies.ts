import type { CollectionConfig } from 'payload';
import { caseStudySchema } from '@/domain/case-studies';
import { centreTowns } from '@/domain/centres';
import { workspaceTypes } from '@/domain/workspace-types';
import { contentEditors } from '../access';
import { docToCaseStudy } from '../mapping';
import { validAnchor } from '../fields';
import { publishedContent } from '../validate-with';

/*
 * Case studies, and the reviews the home page shows: a review is a case study's quote, marked to be
 * shown, so every quote on the site has its story behind it.
 */
export const CaseStudies: CollectionConfig = {
  slug: 'case-studies',
  labels: { singular: 'Case study', plural: 'Case studies' },
  admin: {
    group: 'Content',
    useAsTitle: 'business',
    defaultColumns: ['business', 'centre', 'featuredAsReview', '_status'],
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
      label: 'Show the quote as a review on the home page',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
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
