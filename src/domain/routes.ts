import { centreTowns } from './centres';
import { centreCount } from './copy-facts';
import { site } from './site';
import { workspaceTypes } from './workspace-types';
import { pageCategoryIn, type PageCategory, type PageCategoryPaths } from './page-categories';

export { pageCategories, type PageCategory } from './page-categories';

/*
 * The route registry: every public page, its title and description (unless they are published
 * content), its analytics category and whether it belongs in the sitemap. Page metadata, the
 * sitemap and generateStaticParams all read this list, so they cannot drift apart. It is built from
 * the business's fixed lists (towns, workspace types), never from the seed.
 */

type RoutePlace = {
  readonly path: string;
  readonly category: PageCategory;
  /** Listed in the sitemap and open to crawlers. */
  readonly indexable: boolean;
  readonly priority: number;
  readonly changeFrequency: 'daily' | 'weekly' | 'monthly' | 'yearly';
};

/** A page whose title and description are written here. */
export type WrittenRoute = RoutePlace & {
  /** Title without the brand suffix; pageTitle() adds it. */
  readonly title: string;
  readonly description: string;
};

/**
 * A workspace type or centre page: its description (and a workspace type's title) is published
 * content, which the page reads and passes to metadataFor, so the registry holds none.
 */
export type ContentRoute = RoutePlace & { readonly title?: string; readonly description?: undefined };

export type RouteEntry = WrittenRoute | ContentRoute;

const staticRoutes: readonly WrittenRoute[] = [
  {
    path: '/',
    title: `Business units and serviced workspace in ${centreCount} towns`,
    description:
      `Workshops, storage, studios, offices, meeting rooms and coworking on flexible terms in ${centreCount} towns across southern England and the Welsh borders.`,
    category: 'home',
    indexable: true,
    priority: 1,
    changeFrequency: 'weekly',
  },
  {
    path: '/home',
    title: 'Find flexible business space near you',
    description:
      'Start here: compare business units and serviced workspace, check prices and talk to a Northlight advisor about the right space for your business.',
    category: 'home',
    indexable: false,
    priority: 0.5,
    changeFrequency: 'weekly',
  },
  {
    path: '/workspaces',
    title: 'Workspaces: business units and serviced offices',
    description:
      `Compare all ${workspaceTypes.length} Northlight workspace types, from workshops and storage to offices, meeting rooms and coworking, with prices and what is included.`,
    category: 'workspaces',
    indexable: true,
    priority: 0.9,
    changeFrequency: 'weekly',
  },
  {
    path: '/locations',
    title: `Our ${centreCount} business centres: find one near you`,
    description:
      'Find your nearest Northlight business centre by town or postcode. See what each centre offers, its address, opening hours and parking.',
    category: 'locations',
    indexable: true,
    priority: 0.9,
    changeFrequency: 'weekly',
  },
  {
    path: site.whyPath,
    title: 'Why small businesses choose Northlight',
    description:
      'Simple licences, all-inclusive prices, space that grows with you and a local team on site. Here is what renting with Northlight is really like.',
    category: 'company',
    indexable: true,
    priority: 0.7,
    changeFrequency: 'monthly',
  },
  {
    path: '/case-studies',
    title: 'Case studies: businesses that grew with us',
    description:
      'How a bakery, a bike mechanic, a dog groomer, a software studio and others found the right space with Northlight, and what changed for them.',
    category: 'company',
    indexable: true,
    priority: 0.6,
    changeFrequency: 'monthly',
  },
  {
    path: '/about-us',
    title: 'About Northlight Business Centres',
    description:
      `Who we are: a UK operator of business units and serviced workspace in ${centreCount} towns, helping small businesses find space that fits since 2004.`,
    category: 'company',
    indexable: true,
    priority: 0.6,
    changeFrequency: 'monthly',
  },
  {
    path: '/careers',
    title: 'Careers at Northlight',
    description:
      `Join the team that runs ${centreCount} business centres. Open roles in centre management, sales and maintenance, with how to apply and what we offer.`,
    category: 'careers',
    indexable: true,
    priority: 0.4,
    changeFrequency: 'weekly',
  },
  {
    path: '/home/companies',
    title: 'Space for growing companies',
    description:
      `For businesses looking for space: flexible units and offices that scale with your team, one licence and one monthly bill across our ${centreCount} centres.`,
    category: 'audience',
    indexable: true,
    priority: 0.5,
    changeFrequency: 'monthly',
  },
  {
    path: '/home/operators',
    title: 'Partnerships for workspace operators',
    description:
      'For workspace operators: list your space alongside ours, share enquiries and use our booking and facilities platform across the network.',
    category: 'audience',
    indexable: true,
    priority: 0.4,
    changeFrequency: 'monthly',
  },
  {
    path: '/home/owners',
    title: 'Let Northlight run your building',
    description:
      'For property owners: we convert and manage multi-let business buildings, fill them with small businesses and report income every month.',
    category: 'audience',
    indexable: true,
    priority: 0.4,
    changeFrequency: 'monthly',
  },
  {
    path: '/privacy',
    title: 'Privacy notice',
    description:
      'What Northlight does with the details you send us: what an enquiry stores, why, for how long, who receives it and your rights under UK GDPR.',
    category: 'legal',
    indexable: true,
    priority: 0.2,
    changeFrequency: 'yearly',
  },
  {
    path: '/cookie-policy',
    title: 'Cookie policy',
    description:
      'Every cookie the Northlight website can set, what each one is for and how long it lasts, and how to change your choice at any time.',
    category: 'legal',
    indexable: true,
    priority: 0.2,
    changeFrequency: 'yearly',
  },
  {
    path: '/photo-credits',
    title: 'Photo credits',
    description:
      'Who took each photo on the Northlight website, the licence we use it under, where it came from, and which photos show spaces like ours rather than our centres.',
    category: 'legal',
    indexable: true,
    priority: 0.1,
    changeFrequency: 'monthly',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of service',
    description:
      'The terms for using the Northlight website, including how we show prices and availability and the limits of what the site promises.',
    category: 'legal',
    indexable: true,
    priority: 0.2,
    changeFrequency: 'yearly',
  },
];

const workspaceRoutes: readonly ContentRoute[] = workspaceTypes.map((type) => ({
  path: `/workspaces/${type.slug}`,
  category: 'workspace type',
  indexable: true,
  priority: 0.8,
  changeFrequency: 'weekly',
}));

const centreRoutes: readonly ContentRoute[] = centreTowns.map((centre) => ({
  path: `/locations/${centre.slug}`,
  title: `Business centre in ${centre.town}, ${centre.county}`,
  category: 'location',
  indexable: true,
  priority: 0.7,
  changeFrequency: 'weekly',
}));

/**
 * One page per listed unit. Units are published content, not a fixed list, so the registry holds
 * the pattern (for metadata and analytics) and the sitemap adds each listed unit's path
 * (unitSitemapEntries) when it is served.
 */
export const unitRoutePattern = '/locations/[centre]/units/[reference]';

/** A unit's page: its centre's page, then its reference in lower case ("/locations/andover/units/and-w04"). */
export const unitPath = (unit: { readonly centre: string; readonly reference: string }) =>
  `/locations/${unit.centre}/units/${unit.reference.toLowerCase()}`;

export const unitRoute: ContentRoute = {
  path: unitRoutePattern,
  category: 'location',
  indexable: true,
  priority: 0.6,
  changeFrequency: 'daily',
};

export function unitSitemapEntries(
  units: readonly { readonly centre: string; readonly reference: string }[],
): RouteEntry[] {
  return units.map((unit) => ({ ...unitRoute, path: unitPath(unit) }));
}

/** Pages that exist but are never listed or indexed. */
const utilityRoutes: readonly WrittenRoute[] = [
  {
    path: '/take-online',
    title: 'Take a unit online: your start date',
    description: 'Take a Northlight unit online: choose your start date, see the whole cost with VAT and the deposit, read the licence in full and sign it.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/take-online/details',
    title: 'Take a unit online: your business',
    description: 'The tenant, its registered address and the person signing the licence.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/take-online/review',
    title: 'Check the cost, read the licence and sign',
    description: 'The whole cost in pounds and pence, the licence in full with your details, and your electronic signature.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/take-online/signed',
    title: 'Licence signed: the unit is held for you',
    description: 'Your licence is signed and the unit held. How to pay the deposit and first month, the identity check, and your signed copy.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/take-online/problem',
    title: 'We could not take your licence',
    description: 'Something stopped your licence. Here is what happened and how to carry on.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/take-online/proposal',
    title: 'Your proposal from Northlight',
    description: 'The units, rent, term and deposit Northlight’s sales team proposed to you, to take online.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/take-online/proposal/details',
    title: 'Your proposal: your business',
    description: 'Who takes the units of your proposal: the business, its registered address and the person signing.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/take-online/proposal/review',
    title: 'Your proposal: check the cost, read the licence and sign',
    description: 'The whole cost of the proposal in pounds and pence, the licence in full with your details, and your electronic signature.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/take-online/proposal/signed',
    title: 'Proposal signed: the units are held for you',
    description: 'Your licence is signed and the units held. How to pay, the identity check, and your signed copy.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/take-online/proposal/problem',
    title: 'We could not open or sign your proposal',
    description: 'Why the proposal could not be opened or signed, and how to carry on.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/compare',
    title: 'Compare units side by side',
    description:
      'Up to four units side by side: size, rent, the whole monthly cost, term, notice and features, with one enquiry or viewing about all of them.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'daily',
  },
  {
    path: '/units',
    title: 'Units by size and budget',
    description:
      'Listed units filtered by floor area and monthly budget, with rent, the whole monthly cost and status.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'daily',
  },
  {
    path: '/coming-soon',
    title: 'Opening soon',
    description:
      'The new Northlight website is nearly ready. Call our advisors in the meantime to find business space.',
    category: 'holding',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/404',
    title: 'Page not found',
    description: 'We could not find that page. Search our workspaces and centres or call an advisor.',
    category: 'error',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/enquiry/received',
    title: 'Enquiry received',
    description: `Thank you for your enquiry. Here is your reference; a ${site.brand} advisor will reply ${site.replyTime}.`,
    category: 'company',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/book',
    title: 'Book a meeting room online',
    description: `Book a ${site.brand} meeting room by the hour, half day or day: choose a centre and a date, see the free times and reserve.`,
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'daily',
  },
  {
    path: '/book/confirmed',
    title: 'Meeting room booked',
    description: 'Your meeting room booking: the reference, the time, the price with VAT and how it is paid.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/book/problem',
    title: 'We could not take your booking',
    description: 'Why a meeting room booking was not made, and how to book another way.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/book/cancel',
    title: 'Cancel a meeting room booking',
    description: 'Cancel your meeting room booking from the link we gave you; the time is free for others at once.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/book/manage',
    title: 'Manage your meeting room booking',
    description: 'See your meeting room booking, move it to another free time or cancel it, from the link in your confirmation email.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/viewings',
    title: 'Book a viewing',
    description: `Book a viewing of a ${site.brand} unit or centre online: choose a free time, tell us which units to see, and get a reference at once.`,
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'daily',
  },
  {
    path: '/virtual-offices/order',
    title: 'Buy a virtual office online',
    description: 'Choose a virtual-office plan and a centre, see the monthly price with VAT, and order online. We invoice you; no payment now.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'daily',
  },
  {
    path: '/viewings/confirmed',
    title: 'Viewing booked',
    description: 'Your viewing is booked. Here is your reference, the time and the units you will see.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/book/link-refused',
    title: 'That booking link does not work',
    description: 'A booking link that has expired or was changed. Use the link in your latest booking email, call the centre, or book again.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/virtual-offices/order/details',
    title: 'Your virtual-office order: business and contact details',
    description: 'Tell us your business name, company number and contact details, and when you want your virtual office to start.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/coworking/day-pass',
    title: 'Buy a coworking day pass',
    description: `A hot desk for a day at a ${site.brand} centre, with no account and no membership: choose a centre and a date, and get your pass by email.`,
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'daily',
  },
  {
    path: '/coworking/day-pass/confirmed',
    title: 'Day pass booked',
    description: 'Your day pass is booked. Here is your reference, the centre and the day; the pass with its QR code is in your email.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/coworking/day-pass/manage',
    title: 'Your day pass',
    description: 'See or cancel your day pass from the link in your email; a cancelled desk is free for others at once.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/coworking/day-pass/bundle',
    title: 'Day-pass bundles: 5 or 10 days',
    description: 'Buy 5 or 10 coworking days at once, used at any Northlight centre selling day passes, or book a day from your bundle.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'daily',
  },
  {
    path: '/coworking/day-pass/bundle/manage',
    title: 'Your day-pass bundle',
    description: 'The days left in your bundle, until when they can be used, and the days you have booked from it.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/viewings/manage',
    title: 'Your viewing',
    description: 'See or cancel your viewing from the link we gave you; a cancelled time is free for others at once.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/virtual-offices/order/review',
    title: 'Check and place your virtual-office order',
    description: 'Check your virtual-office plan, centre, monthly price with VAT and details, then place your order.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/virtual-offices/order/confirmed',
    title: 'Virtual office ordered',
    description: 'Your virtual office is ordered. Here is your reference and what happens next, including the identity check the law requires.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/virtual-offices/order/manage',
    title: 'Your virtual-office order',
    description: 'See your virtual-office order and its status, and cancel it before it starts.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/virtual-offices/order/problem',
    title: 'We could not take your order',
    description: 'Something stopped your virtual-office order. Here is what happened and how to carry on.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/alerts/new',
    title: 'Get an alert when a unit frees up',
    description: 'Tell us the kind of space, towns, size and budget: we email you once for each matching unit that becomes free. Confirm by email; unsubscribe in one click.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/alerts/check-your-email',
    title: 'Check your email to confirm your alert',
    description: 'We have sent you a link to confirm your space alert. Until you confirm it, we send you nothing else.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/alerts/confirm',
    title: 'Confirm your space alert',
    description: 'Confirm the space alert you asked for, from the link in our email.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/alerts/confirmed',
    title: 'Your space alert is on',
    description: 'Your alert is confirmed: we email you when a matching unit becomes available, for 12 months.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/alerts/unsubscribe',
    title: 'Stop a space alert',
    description: 'Stop a space alert in one click; we delete it and the email address with it.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/alerts/unsubscribed',
    title: 'Space alert stopped',
    description: 'Your space alert is deleted, with the email address it was sent to.',
    category: 'locations',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/waitlist/check-your-email',
    title: 'Check your email to join the waitlist',
    description: 'We have emailed you a link to confirm your waitlist place for a meeting-room time, a day-pass date or a viewing. Until you confirm it, you are not on the list.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/waitlist/confirm',
    title: 'Confirm your place on the waitlist',
    description: 'Confirm your place on the waitlist for a meeting-room time, a day-pass date or a viewing, from the link in our email.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/waitlist/confirmed',
    title: 'You are on the waitlist',
    description: 'Your place is confirmed: if the time is cancelled and you are first on the list, we email you and hold it for you for 15 minutes.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/waitlist/offer',
    title: 'The time you wanted is free',
    description: 'A meeting-room time, a desk or a viewing you waited for has freed up and is held for you for 15 minutes: see the price and terms, and book it.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/waitlist/unsubscribe',
    title: 'Leave the waitlist',
    description: 'Leave the waitlist in one click; we delete your place and the email address with it.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/waitlist/unsubscribed',
    title: 'You have left the waitlist',
    description: 'Your place on the waitlist is deleted, with the email address it was for.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/waitlist/problem',
    title: 'We could not add you to the waitlist',
    description: 'Something stopped the waitlist form. Here is what happened and how to carry on.',
    category: 'workspaces',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
  {
    path: '/500',
    title: 'Something went wrong',
    description: 'Something went wrong on our side. Try again in a moment, or call an advisor.',
    category: 'error',
    indexable: false,
    priority: 0,
    changeFrequency: 'yearly',
  },
];

export const routes: readonly RouteEntry[] = [
  ...staticRoutes,
  ...workspaceRoutes,
  ...centreRoutes,
  unitRoute,
  ...utilityRoutes,
];

const routesByPath = new Map(routes.map((route) => [route.path, route]));

export function getRoute(path: string): RouteEntry {
  const route = routesByPath.get(path);
  if (!route) throw new Error(`Route not in registry: ${path}`);
  return route;
}

export function findRoute(path: string): RouteEntry | undefined {
  return routesByPath.get(path);
}

/** A route whose title and description are written here, for pages that read no content. */
export function getWrittenRoute(path: string): WrittenRoute {
  const route = getRoute(path);
  if (route.title === undefined || route.description === undefined) {
    throw new Error(`Route takes its copy from published content: ${path}`);
  }
  return { ...route, title: route.title, description: route.description };
}

export function pageTitle(title: string): string {
  return `${title}${site.titleSuffix}`;
}

/** Routes answered 200 by a launched site (utility pages excluded). */
export const publicRoutes: readonly RouteEntry[] = [...staticRoutes, ...workspaceRoutes, ...centreRoutes];

export const sitemapRoutes: readonly RouteEntry[] = publicRoutes.filter((route) => route.indexable);

/*
 * A centre's pages of a flow (src/app/(site)/(pages)/book/[centre] and the like) are not in the
 * registry (their centres are content): their analytics category is their flow's, by pattern.
 */
const centreFlowPatterns: readonly { readonly path: string; readonly category: PageCategory }[] = [
  { path: '/book/[centre]', category: 'workspaces' },
  { path: '/book/[centre]/repeat', category: 'workspaces' },
  { path: '/coworking/day-pass/[centre]', category: 'workspaces' },
  { path: '/viewings/[centre]', category: 'locations' },
];

/**
 * The paths of each analytics category, handed to the browser's page-change tracker by the layout:
 * grouped, so every page's HTML names each category once, not once per route, and each group one
 * string of paths separated by spaces (a path has none), not an array: in the page's serialised
 * props every array item would cost its own escaped quotes and comma.
 */
export const pageCategoryPaths: PageCategoryPaths = Object.fromEntries(
  Object.entries(
    [...routes, ...centreFlowPatterns].reduce<Partial<Record<PageCategory, string[]>>>((groups, route) => {
      (groups[route.category] ??= []).push(route.path);
      return groups;
    }, {}),
  ).map(([category, paths]) => [category, paths.join(' ')]),
);

export function pageCategoryFor(pathname: string): PageCategory {
  return pageCategoryIn(pageCategoryPaths, pathname);
}
