import type { CollectionConfig, Validate } from 'payload';
import { text, textarea } from 'payload/shared';
import { publishedProductSchema } from '@/domain/products';
import { businessUnitFactLabels } from '@/domain/products';
import { workspaceFamilies, familyLabels } from '@/domain/workspace-types';
import { contentEditors } from '../access';
import { otherDocumentSaying, readsTheSame } from '../copy-of-its-own';
import { fixedSlug, headlineField, shownToAdminsOnly, textList } from '../fields';
import { docToProduct, type WorkspaceTypeDoc } from '../mapping';
import { publishedContent } from '../validate-with';
import type { PathAlias } from '../field-labels';
import { claimsTrueToTheUnits } from '../type-claims';
import { isWorkspaceIllustration } from '@/domain/illustrations';

/*
 * The 15 workspace types with their product cards. Ids, addresses and families are the spec's and
 * fixed; prices, copy, features and questions are the editors'. New types are not created here:
 * a new type needs a route and a decision, not just a document.
 */
type FaqPart = 'question' | 'answer';
type FaqRows = { question?: unknown; answer?: unknown }[];

/**
 * Each type's questions are its own (decision 0014): a question or an answer that this page already
 * has, or another type's page has, is refused on publish, against the field. Drafts skip field checks.
 */
function ownFaqCopy(part: FaqPart): Validate<string> {
  const builtIn = part === 'question' ? text : textarea;
  return async (value, options) => {
    // Payload's own check (required, lengths) first: a custom validate replaces it.
    const own = builtIn(value, options as never);
    if (own !== true) return own;
    if (!value) return true;
    const timesSaid = (rows: FaqRows | undefined) => (rows ?? []).filter((row) => readsTheSame(row[part], value)).length;
    const { data, req, id } = options;
    if (timesSaid((data as { faqs?: FaqRows } | undefined)?.faqs) > 1) return `This page has this ${part} twice.`;
    const other = await otherDocumentSaying<{ id: number | string; label?: string; faqs?: FaqRows }>(
      req,
      'workspace-types',
      id,
      { label: true, faqs: true },
      (doc) => timesSaid(doc.faqs) > 0,
    );
    return other ? `The ${other.label ?? 'other'} page already has this ${part}. Write this page’s own.` : true;
  };
}

// The page's two detail paragraphs are one list on the site, two fields here.
const aliases: readonly PathAlias[] = [
  [/^detailParagraphs\.0/, 'detailParagraphOne'],
  [/^detailParagraphs\.1/, 'detailParagraphTwo'],
  [/^id$/, 'typeId'],
];

/** The published-content hooks, then the check of the copy's claims against the listed units. */
function withClaimsChecked(published: ReturnType<typeof publishedContent>): ReturnType<typeof publishedContent> {
  const hooks = published.hooks ?? {};
  return { ...published, hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), claimsTrueToTheUnits(aliases)] } };
}

export const WorkspaceTypes: CollectionConfig = {
  slug: 'workspace-types',
  labels: { singular: 'Workspace type', plural: 'Workspace types' },
  admin: {
    group: 'Content',
    useAsTitle: 'label',
    defaultColumns: ['label', 'family', '_status', 'updatedAt'],
    description:
      'Copy and questions for each of the 15 kinds of space. Publish to update the site. A type has no price of its own: its "from" price is the lowest rent of its units free today (virtual offices: the cheapest plan), so edit the units. Typical sizes, power, numbers of people and counts in the copy must hold for the units listed: publishing refuses a claim they contradict. In copy, write "from {price}" for that price with its unit and VAT, {centres} for the number of centres and {centresOffering} for the centres offering this type: the site fills them in from the data.',
  },
  defaultSort: 'typeId',
  access: { read: contentEditors, create: () => false, update: contentEditors, delete: () => false },
  ...withClaimsChecked(
    publishedContent('workspace-types', publishedProductSchema, (data) => docToProduct(data as WorkspaceTypeDoc), aliases),
  ),
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', label: 'Name', type: 'text', required: true, minLength: 2, maxLength: 40 },
        {
          name: 'shortLabel',
          label: 'Name in a sentence (singular)',
          type: 'text',
          required: true,
          minLength: 2,
          maxLength: 40,
        },
      ],
    },
    {
      name: 'typeId',
      label: 'Spec id (fixed)',
      type: 'number',
      required: true,
      unique: true,
      min: 1,
      max: 15,
      admin: { readOnly: true, position: 'sidebar', condition: shownToAdminsOnly },
    },
    fixedSlug('The page is /workspaces/ followed by this.'),
    {
      name: 'family',
      label: 'Family (fixed)',
      type: 'select',
      required: true,
      options: workspaceFamilies.map((family) => ({ value: family, label: familyLabels[family] })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'icon',
      label: 'Icon (fixed)',
      type: 'text',
      required: true,
      admin: { readOnly: true, position: 'sidebar', condition: shownToAdminsOnly },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card and page',
          fields: [
            { name: 'title', label: 'Card title', type: 'text', required: true, minLength: 3, maxLength: 60 },
            headlineField,
            {
              name: 'description',
              label: 'Introduction (cards and the top of the page)',
              type: 'textarea',
              required: true,
              minLength: 60,
              maxLength: 240,
            },
            {
              name: 'detailTitle',
              label: 'Detail heading',
              type: 'text',
              required: true,
              minLength: 5,
              maxLength: 80,
            },
            {
              name: 'detailParagraphOne',
              label: 'Detail, first paragraph',
              type: 'textarea',
              required: true,
              minLength: 80,
              maxLength: 900,
            },
            {
              name: 'detailParagraphTwo',
              label: 'Detail, second paragraph',
              type: 'textarea',
              required: true,
              minLength: 80,
              maxLength: 900,
            },
            {
              name: 'photos',
              label: 'Photos (the first leads the page; the illustration shows only when there are none)',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              maxRows: 12,
            },
            {
              // Chosen from the illustrations the site ships, each with a preview (a text field
              // holding the file's address, as before: no schema change).
              name: 'image',
              label: 'Illustration',
              type: 'text',
              required: true,
              maxLength: 120,
              validate: (value: unknown) =>
                isWorkspaceIllustration(value) || 'Choose one of the illustrations shown.',
              admin: {
                components: { Field: '/cms/fields/illustration-picker#IllustrationPicker' },
                description: 'Shown on the page until the type has photos.',
              },
            },
            {
              name: 'imageAlt',
              label: 'Illustration description',
              type: 'text',
              required: true,
              minLength: 10,
              maxLength: 200,
            },
            textList('features', 'What is included (5 to 10 points)', 5, 10, 90),
          ],
        },
        {
          label: 'Unit facts',
          description: 'Business units only: the facts a tenant checks first.',
          fields: [
            {
              name: 'facts',
              label: 'Facts',
              type: 'group',
              admin: { condition: (data) => data?.family === 'business-units' },
              fields: Object.entries(businessUnitFactLabels).map(([name, label]) => ({
                name,
                label,
                type: 'text' as const,
                minLength: 5,
                maxLength: 160,
              })),
            },
          ],
        },
        {
          label: 'Questions',
          fields: [
            {
              name: 'faqs',
              label: 'Questions and answers (2 to 6)',
              type: 'array',
              minRows: 2,
              maxRows: 6,
              fields: [
                {
                  name: 'question',
                  label: 'Question',
                  type: 'text',
                  required: true,
                  minLength: 10,
                  maxLength: 120,
                  validate: ownFaqCopy('question'),
                },
                {
                  name: 'answer',
                  label: 'Answer',
                  type: 'textarea',
                  required: true,
                  minLength: 30,
                  maxLength: 600,
                  validate: ownFaqCopy('answer'),
                },
              ],
            },
          ],
        },
        {
          label: 'Search engines',
          fields: [
            {
              name: 'metaTitle',
              label: 'Page title (without " | Northlight")',
              type: 'text',
              required: true,
              minLength: 10,
              maxLength: 60,
            },
            {
              name: 'metaDescription',
              label: 'Search description',
              type: 'textarea',
              required: true,
              minLength: 70,
              maxLength: 160,
            },
          ],
        },
      ],
    },
  ],
};
