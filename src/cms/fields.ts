import type { Condition, Field } from 'payload';
import { hasRole } from './access';

/* Field shapes several collections share. */

/**
 * Technical fields (a spec id, an icon's file key) sit beside the copy only for administrators;
 * editors never need them, and they are read-only for everyone.
 */
export const shownToAdminsOnly: Condition = (_data, _siblingData, { user }) => hasRole(user, 'admin');

/** A text field's check against a pattern, with the message an editor sees. */
export const matching = (pattern: RegExp, message: string) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? true : message;

/** Anchors and slugs: what a URL fragment or segment may hold. */
export const validAnchor = matching(/^[a-z0-9-]+$/, 'Lower-case letters, digits and hyphens');

export const fixedSlug = (description: string): Field => ({
  name: 'slug',
  label: 'Address on the site (fixed)',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { readOnly: true, position: 'sidebar', description },
});

export const headlineField: Field = {
  name: 'headline',
  label: 'Headline (each part can be ink or the accent colour)',
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: 4,
  fields: [
    { name: 'text', label: 'Text', type: 'text', required: true, maxLength: 80 },
    {
      name: 'tone',
      label: 'Colour',
      type: 'select',
      required: true,
      defaultValue: 'base',
      options: [
        { value: 'base', label: 'Ink' },
        { value: 'accent', label: 'Accent' },
      ],
    },
  ],
};

export const textList = (
  name: string,
  label: string,
  minRows: number,
  maxRows: number,
  maxLength: number,
): Field => ({
  name,
  label,
  type: 'array',
  minRows,
  maxRows,
  fields: [{ name: 'text', label: 'Text', type: 'text', required: true, maxLength }],
});

export const heroFields: Field[] = [
  headlineField,
  { name: 'intro', label: 'Introduction', type: 'textarea', required: true, minLength: 40, maxLength: 300 },
];

/** A section of a legal page: anchor, heading, paragraphs and an optional bulleted list. */
export const legalSectionsField: Field = {
  name: 'sections',
  label: 'Sections',
  type: 'array',
  minRows: 1,
  maxRows: 20,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 100 },
        {
          name: 'anchor',
          label: 'Link anchor (a-z, 0-9, -)',
          type: 'text',
          required: true,
          maxLength: 60,
          validate: validAnchor,
        },
      ],
    },
    textList('paragraphs', 'Paragraphs', 1, 12, 2000),
    textList('list', 'Bulleted list (optional)', 0, 20, 300),
  ],
};
