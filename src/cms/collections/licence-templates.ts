import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { licenceFamilies, licenceFamilyLabels } from '@/domain/licence/terms';
import { licenceMergeFields, licenceTemplateMaxLength, licenceTemplateProblems } from '@/domain/licence/template';
import { adminsOnly, contentEditors, hasRole } from '../access';

/*
 * The licence a tenant signs online, one per family (business units, serviced offices, coworking
 * memberships: issue 38). Staff write it with merge fields; every change of the text raises its
 * version, and a signed licence keeps the exact text and version it was signed on (the licences
 * table), so an edit here never changes what someone signed. The admin keeps each version's
 * history.
 */

const fieldList = Object.entries(licenceMergeFields)
  .map(([name, meaning]) => `{{${name}}}: ${meaning}`)
  .join(' · ');

/** A new text is a new version; the first is version 1. */
const versionOnChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const previous = originalDoc as { body?: string; version?: number } | undefined;
  if (operation === 'create' || !previous) return { ...data, version: 1 };
  if (data.body !== undefined && data.body !== previous.body) return { ...data, version: (previous.version ?? 0) + 1 };
  return { ...data, version: previous.version ?? 1 };
};

export const LicenceTemplates: CollectionConfig = {
  slug: 'licence-templates',
  labels: { singular: 'Licence template', plural: 'Licence templates' },
  admin: {
    group: 'Sales',
    useAsTitle: 'title',
    defaultColumns: ['title', 'family', 'version', 'updatedAt'],
    description:
      'The licence tenants sign online. A change to the text makes a new version; licences already signed keep the text they signed.',
  },
  versions: { maxPerDoc: 100 },
  // Sales read the licences they sell; admins and editors write them.
  access: {
    read: ({ req }) => hasRole(req.user, 'admin', 'editor', 'sales'),
    create: adminsOnly,
    update: contentEditors,
    delete: () => false,
  },
  hooks: { beforeChange: [versionOnChange] },
  fields: [
    {
      name: 'family',
      label: 'Signed for',
      type: 'select',
      required: true,
      unique: true,
      options: licenceFamilies.map((value) => ({ value, label: licenceFamilyLabels[value] })),
      admin: { readOnly: true },
    },
    { name: 'title', label: 'Title on the licence', type: 'text', required: true, minLength: 5, maxLength: 120 },
    {
      name: 'version',
      label: 'Version',
      type: 'number',
      admin: { readOnly: true, description: 'Raised by one each time the text changes.' },
    },
    {
      name: 'permittedUse',
      label: 'Permitted use',
      type: 'text',
      required: true,
      minLength: 3,
      maxLength: 300,
      admin: { description: 'What the space may be used for ({{permittedUse}} in the text).' },
    },
    {
      name: 'body',
      label: 'Licence text',
      type: 'textarea',
      required: true,
      maxLength: licenceTemplateMaxLength,
      admin: {
        rows: 30,
        description: `Headings on a line starting “# ”, paragraphs separated by a blank line. Merge fields: ${fieldList}.`,
      },
      validate: (value: string | null | undefined) => {
        const problems = licenceTemplateProblems(value ?? '');
        return problems.length === 0 ? true : problems.join(' ');
      },
    },
  ],
};
