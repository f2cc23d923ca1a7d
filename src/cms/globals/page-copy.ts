import type { GlobalConfig } from 'payload';
import { aboutPageSchema, homePageSchema, legalPagesSchema, whyPageSchema } from '@/domain/page-copy';
import { contentEditors } from '../access';
import { heroFields, legalSectionsField, textList } from '../fields';
import { docToAboutPage, docToHomePage, docToLegalPages, docToWhyPage } from '../mapping';
import { revalidateGlobalOnPublish } from '../revalidate';
import { contentVersions, validateGlobalWith } from '../validate-with';

/*
 * The copy of the home, about, why and legal pages, a global each. Counts and prices are not typed
 * here: pages compute them from the data.
 */
const pageGlobal = (
  slug: string,
  label: string,
  description: string,
  validate: ReturnType<typeof validateGlobalWith>,
  fields: GlobalConfig['fields'],
): GlobalConfig => ({
  slug,
  label,
  admin: { group: 'Pages', description },
  versions: { ...contentVersions, max: 50 },
  access: { read: contentEditors, update: contentEditors },
  hooks: { beforeChange: [validate], afterChange: [revalidateGlobalOnPublish] },
  fields,
});

export const HomePageCopy = pageGlobal(
  'home-page',
  'Home page',
  'The hero and section introductions of the home page.',
  validateGlobalWith(homePageSchema, docToHomePage, 'home-page', [
    [/^familyIntros\.business-units/, 'businessUnitsIntro'],
    [/^familyIntros\.serviced-workspace/, 'servicedWorkspaceIntro'],
  ]),
  [
    ...heroFields,
    {
      name: 'heroPhoto',
      label: 'Hero photo (without one, the page shows its illustration)',
      type: 'upload',
      relationTo: 'media',
    },
    {
      name: 'businessUnitsIntro',
      label: 'Business units: introduction',
      type: 'textarea',
      required: true,
      minLength: 40,
      maxLength: 200,
    },
    {
      name: 'servicedWorkspaceIntro',
      label: 'Serviced workspace: introduction',
      type: 'textarea',
      required: true,
      minLength: 40,
      maxLength: 200,
    },
    {
      name: 'caseStudiesHeading',
      label: 'Case studies heading',
      type: 'text',
      required: true,
      minLength: 5,
      maxLength: 80,
    },
  ],
);

export const AboutPageCopy = pageGlobal(
  'about-page',
  'About page',
  'The story of Northlight on /about-us.',
  validateGlobalWith(aboutPageSchema, docToAboutPage, 'about-page'),
  [
    ...heroFields,
    {
      name: 'story',
      label: 'Story sections',
      type: 'array',
      minRows: 1,
      maxRows: 6,
      fields: [
        { name: 'heading', label: 'Heading', type: 'text', required: true, maxLength: 80 },
        textList('paragraphs', 'Paragraphs', 1, 4, 900),
      ],
    },
  ],
);

export const WhyPageCopy = pageGlobal(
  'why-page',
  'Why Northlight page',
  'Reasons to choose Northlight and the four steps from enquiry to keys.',
  validateGlobalWith(whyPageSchema, docToWhyPage, 'why-page', [[/^reasons\.(\d+)\.id/, 'reasons.$1.anchor']]),
  [
    ...heroFields,
    {
      name: 'reasons',
      label: 'Reasons',
      type: 'array',
      minRows: 3,
      maxRows: 9,
      fields: [
        { name: 'title', label: 'Title', type: 'text', required: true, minLength: 5, maxLength: 50 },
        { name: 'text', label: 'Text', type: 'textarea', required: true, minLength: 40, maxLength: 220 },
        { name: 'anchor', label: 'Anchor (a-z and -)', type: 'text', required: true, maxLength: 40 },
      ],
    },
    {
      name: 'process',
      label: 'Steps from enquiry to keys',
      type: 'array',
      minRows: 2,
      maxRows: 6,
      fields: [
        { name: 'step', label: 'Step', type: 'text', required: true, minLength: 3, maxLength: 60 },
        { name: 'text', label: 'Text', type: 'textarea', required: true, minLength: 30, maxLength: 300 },
      ],
    },
  ],
);

const legalPage = (name: string, label: string) => ({
  name,
  label,
  type: 'group' as const,
  fields: [...heroFields, legalSectionsField],
});

export const LegalPagesCopy = pageGlobal(
  'legal-pages',
  'Legal pages',
  'Privacy notice, cookie policy and terms. They must describe what the site really does: the cookie table itself comes from the code that sets the cookies.',
  validateGlobalWith(legalPagesSchema, docToLegalPages, 'legal-pages'),
  [
    {
      name: 'lastUpdated',
      label: 'Last updated (e.g. 20 November 2026)',
      type: 'text',
      required: true,
      maxLength: 30,
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Privacy notice', fields: [legalPage('privacy', 'Privacy notice')] },
        { label: 'Cookie policy', fields: [legalPage('cookies', 'Cookie policy')] },
        { label: 'Terms of service', fields: [legalPage('terms', 'Terms of service')] },
      ],
    },
  ],
);
