import { centreCount } from '@/domain/copy-facts';
import { headlineSchema } from '@/domain/headline';
import type { WorkspaceFamily } from '@/domain/workspace-types';

/*
 * Hero copy of the pages that are mostly lists of other content. The about, why and legal heroes
 * are seeded into their globals; the workspaces, case studies and careers heroes are not edited in
 * the CMS yet, and pages read them through the content facade.
 */

export const workspacesOverview = {
  headline: headlineSchema.parse([
    { text: 'Every kind of space', tone: 'base' },
    { text: 'a small business needs.', tone: 'accent' },
  ]),
  intro:
    'Fifteen types of space in two families: business units you can make your own, and serviced workspace that is ready the day you arrive.',
  familyIntros: {
    'business-units':
      'Workshops, stores, studios and more, each with its own door. One licence covers rent, service charge and buildings insurance.',
    'serviced-workspace':
      'Offices, meeting rooms, coworking desks and virtual offices with WiFi, reception and cleaning included.',
  } satisfies Record<WorkspaceFamily, string>,
} as const;

export const caseStudiesPage = {
  headline: headlineSchema.parse([
    { text: 'Small businesses.', tone: 'base' },
    { text: 'The space that fits them.', tone: 'accent' },
  ]),
  intro:
    'What a business needs, the space that fits it and what changes when it moves in. Each story says what it is: an illustrative example, or a real customer who gave us permission to tell theirs.',
};

export const aboutPage = {
  headline: headlineSchema.parse([
    { text: 'Space for small businesses.', tone: 'base' },
    { text: 'Run by people who know them.', tone: 'accent' },
  ]),
  intro:
    'Northlight runs business centres in {centres} towns across southern England and the Welsh borders: workshops, storage, studios and serviced offices, let on terms a small business can live with.',
};

export const whyPage = {
  headline: headlineSchema.parse([
    { text: 'Less landlord.', tone: 'base' },
    { text: 'More business.', tone: 'accent' },
  ]),
  intro:
    'Renting space should be the easy part of running a business. Here is how we keep it that way, and what renting with Northlight is really like.',
};

export const careersPage = {
  headline: headlineSchema.parse([
    { text: 'Help small businesses', tone: 'base' },
    { text: 'find their space.', tone: 'accent' },
  ]),
  intro: `We are a friendly team of centre managers, advisors and engineers who keep ${centreCount} business centres running well. Come and join us.`,
};

export const legalPages = {
  privacy: {
    headline: headlineSchema.parse([
      { text: 'Your details,', tone: 'base' },
      { text: 'handled with care.', tone: 'accent' },
    ]),
    intro: 'What we store when you send an enquiry, why, for how long, who sees it and the rights you have.',
  },
  cookies: {
    headline: headlineSchema.parse([
      { text: 'Cookies,', tone: 'base' },
      { text: 'explained plainly.', tone: 'accent' },
    ]),
    intro:
      'This page lists every cookie the Northlight website can set, what it does and how long it lasts. Non-essential cookies are only set after you say yes.',
  },
  terms: {
    headline: headlineSchema.parse([
      { text: 'Terms of service,', tone: 'base' },
      { text: 'in plain English.', tone: 'accent' },
    ]),
    intro:
      'The rules for using this website, how we show prices and availability, and what the site does and does not promise.',
  },
} as const;
