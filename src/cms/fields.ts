import type { Field } from 'payload';

/* Field shapes several collections share. */

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

export const textList = (name: string, label: string, minRows: number, maxRows: number, maxLength: number): Field => ({
  name,
  label,
  type: 'array',
  minRows,
  maxRows,
  fields: [{ name: 'text', label: 'Text', type: 'text', required: true, maxLength }],
});
