/*
 * Enquiries the sales-view browser tests find in their CMS server's database, put there by
 * tests/cms/prepare.ts before the server starts (PGlite allows one process per data directory, so
 * a test cannot write to it while the server runs). Plain data: the spec imports it too.
 */
export const salesFixtures = {
  /** A workshop unit at Andover, asked about by its reference; its webhook delivery is dead. */
  unit: {
    reference: 'NL-E2E0-AND1',
    createdAt: '2026-10-05T09:15:00.000Z',
    intent: 'viewing',
    preferredDays: ['monday', 'friday'],
    name: 'Priya Shah',
    email: 'priya@e2e.northlight.example',
    phone: '+441632960001',
    phoneCountry: 'GB',
    company: 'Shah Joinery',
    workspaceType: 'workshops',
    centre: 'andover',
    unitReference: 'AND-W04',
    message: 'Need three-phase power, please.',
    pagePath: '/locations/andover',
    context: { workspaceType: 'workshops', centre: 'andover', unit: 'AND-W04', placement: 'unit-card' },
    attribution: {
      first: {
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'workshops-hampshire',
        timestamp: '2026-10-01T08:00:00.000Z',
      },
      last: {
        referrer_host: 'www.bing.com',
        landing_path: '/locations/andover',
        timestamp: '2026-10-05T09:10:00.000Z',
      },
    },
    delivery: { channel: 'webhook', status: 'dead', attempts: 12, lastError: 'webhook answered 503' },
  },
  /** A name a spreadsheet would run as a formula, at the same centre; delivered by email. */
  formula: {
    reference: 'NL-E2E0-FM11',
    createdAt: '2026-10-06T14:40:00.000Z',
    intent: 'information',
    preferredDays: [] as string[],
    name: '=HYPERLINK("https://evil.example","Click")',
    email: 'formula@e2e.northlight.example',
    phone: '+441632960002',
    phoneCountry: 'GB',
    company: null,
    workspaceType: 'storage-spaces',
    centre: 'andover',
    unitReference: null,
    message: null,
    pagePath: '/workspaces/storage-spaces',
    context: null,
    attribution: null,
    delivery: { channel: 'email', status: 'delivered', attempts: 1, lastError: null },
  },
  /** Another centre, newest, its delivery still pending. */
  other: {
    reference: 'NL-E2E0-EXE1',
    createdAt: '2026-10-07T11:00:00.000Z',
    intent: 'information',
    preferredDays: [] as string[],
    name: 'Tom Reed',
    email: 'tom@e2e.northlight.example',
    phone: '+441632960003',
    phoneCountry: 'GB',
    company: 'Reed Design',
    workspaceType: 'office-spaces',
    centre: 'exeter',
    unitReference: null,
    message: 'A desk for two.',
    pagePath: '/locations/exeter',
    context: null,
    attribution: { touch: { utm_source: 'newsletter' } },
    delivery: { channel: 'webhook', status: 'pending', attempts: 0, lastError: null },
  },
  /** An Exeter lead of the lead journey's own (tests/e2e/cms-leads.spec.ts): the sales spec erases `other`. */
  exeterLead: {
    reference: 'NL-E2E0-EXE2',
    createdAt: '2026-10-09T10:00:00.000Z',
    intent: 'quote',
    preferredDays: [] as string[],
    name: 'Ann Lake',
    email: 'ann@e2e.northlight.example',
    phone: '+441632960004',
    phoneCountry: 'GB',
    company: null,
    workspaceType: 'workshops',
    centre: 'exeter',
    unitReference: null,
    message: 'About 600 sq ft.',
    pagePath: '/locations/exeter',
    context: null,
    attribution: { first: { referrer_host: 'www.google.co.uk' }, last: {} },
    delivery: { channel: 'webhook', status: 'delivered', attempts: 1, lastError: null },
  },
} as const;

/**
 * The Andover leads the lead journey works from new to won (tests/e2e/cms-leads.spec.ts), one per
 * attempt: a retry, or a repeat while chasing a flaky step, starts from a lead nobody has touched,
 * as the first attempt did. Each is the workshop enquiry above, delivered.
 */
export const leadJourneyFixtures = Array.from({ length: 4 }, (_, attempt) => ({
  ...salesFixtures.unit,
  reference: `NL-E2E0-LD${attempt + 1}`,
  // Outside the sales spec's date range (5 to 7 October), which lists its own three exactly.
  createdAt: `2026-10-08T09:${20 + attempt}:00.000Z`,
  email: `priya${attempt + 1}@e2e.northlight.example`,
  delivery: { channel: 'webhook', status: 'delivered', attempts: 1, lastError: null } as const,
}));

/**
 * The leads sales send a proposal from (tests/e2e/cms-proposals.spec.ts), one per attempt, each its
 * own prospect's inbox. Older than the dashboard's twelve weeks and the sales spec's dates.
 */
export const proposalJourneyFixtures = Array.from({ length: 3 }, (_, attempt) => ({
  ...salesFixtures.unit,
  reference: `NL-E2E0-PR${attempt + 1}`,
  createdAt: `2026-06-02T09:${10 + attempt}:00.000Z`,
  name: 'Grace Hopper',
  email: `prospect${attempt + 1}@e2e.northlight.example`,
  company: 'Hopper Compilers Ltd',
  delivery: { channel: 'webhook', status: 'delivered', attempts: 1, lastError: null } as const,
}));

/**
 * The leads whose stage the webhooks journey moves (tests/e2e/cms-webhooks.spec.ts), one per
 * attempt, so a retry's event is its own. Older than the dashboard's twelve weeks and the sales
 * spec's dates.
 */
export const webhookJourneyFixtures = Array.from({ length: 3 }, (_, attempt) => ({
  ...salesFixtures.unit,
  reference: `NL-E2E0-WH${attempt + 1}`,
  createdAt: `2026-06-04T09:${10 + attempt}:00.000Z`,
  name: 'Ada Byron',
  email: `crm${attempt + 1}@e2e.northlight.example`,
  delivery: { channel: 'webhook', status: 'delivered', attempts: 1, lastError: null } as const,
}));

/**
 * The leads the offline conversions journey wins (tests/e2e/cms-conversions.spec.ts), one per
 * attempt: each came from a Google Ads click two days before the CMS server was prepared, with
 * advertising and analytics allowed (decisions 0046, 0050), from a googlemail address whose dots
 * Google's normalisation removes. Older than the dashboard's twelve weeks and the sales spec's dates.
 */
const clickedAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
export const conversionJourneyFixtures = Array.from({ length: 3 }, (_, attempt) => ({
  ...salesFixtures.unit,
  reference: `NL-E2E0-CV${attempt + 1}`,
  createdAt: `2026-06-06T09:${10 + attempt}:00.000Z`,
  name: 'Grace Clicker',
  email: `Grace.Clicker${attempt + 1}@googlemail.com`,
  attribution: {
    first: { utm_source: 'google', utm_medium: 'cpc', gclid: `Cj0KCQiA-e2e_conversion_${attempt + 1}`, timestamp: clickedAt },
    last: { utm_source: 'google', utm_medium: 'cpc', gclid: `Cj0KCQiA-e2e_conversion_${attempt + 1}`, timestamp: clickedAt },
    consent: { ad_user_data: true, analytics: true },
  },
  delivery: { channel: 'webhook', status: 'delivered', attempts: 1, lastError: null } as const,
}));
