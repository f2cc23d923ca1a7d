import type { CollectionConfig } from 'payload';
import { jobSchema } from '@/domain/careers';
import { contentEditors } from '../access';
import { matching, textList } from '../fields';
import { docToRole } from '../mapping';
import { publishedContent } from '../validate-with';

/* Open roles on /careers. Unpublish a role to take it down. */
export const OpenRoles: CollectionConfig = {
  slug: 'open-roles',
  labels: { singular: 'Open role', plural: 'Open roles' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'reference', 'location', '_status'],
  },
  defaultSort: 'position',
  access: { read: contentEditors, create: contentEditors, update: contentEditors, delete: contentEditors },
  ...publishedContent('open-roles', jobSchema, docToRole),
  fields: [
    { name: 'title', label: 'Job title', type: 'text', required: true, minLength: 5, maxLength: 60 },
    {
      name: 'reference',
      label: 'Reference (e.g. CM-014)',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 10,
      validate: matching(/^[A-Z]{2,4}-\d{3}$/, 'Two to four capitals, a hyphen, three digits'),
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
    { name: 'location', label: 'Where', type: 'text', required: true, minLength: 3, maxLength: 80 },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: 'Contract',
          type: 'select',
          required: true,
          options: ['Full-time', 'Part-time', 'Fixed-term'].map((value) => ({ value, label: value })),
        },
        { name: 'salary', label: 'Salary', type: 'text', required: true, minLength: 5, maxLength: 60 },
      ],
    },
    { name: 'summary', label: 'Summary', type: 'textarea', required: true, minLength: 60, maxLength: 300 },
    textList('responsibilities', 'What you will do (3 to 6)', 3, 6, 200),
    textList('lookingFor', 'Who we are looking for (3 to 6)', 3, 6, 200),
  ],
};
