/*
 * The one site config: brand, contact, navigation and footer. Every page, the JSON-LD builders
 * and the legal copy read from here, so a rebrand or a new number is a one-line change.
 */

export const site = {
  brand: 'Northlight',
  legalName: 'Northlight Business Centres Ltd',
  companyNumber: '09876543',
  registeredOffice: '1 Northlight Way, Basingstoke, Hampshire, RG21 4AA',
  titleSuffix: ' | Northlight',
  // {centres} is filled where it is shown (the footer): importing the centres here would pull their
  // data and zod into every browser bundle that reads the site config.
  tagline: 'Business units and serviced workspace in {centres} towns',
  locale: 'en-GB',
  currency: 'GBP',
  advisorPhone: {
    /** E.164, used for tel: links and structured data. */
    e164: '+442079460958',
    display: '+44 20 7946 0958',
    hours: 'Monday to Friday, 8am to 6pm',
  },
  /** How soon an advisor answers an enquiry: the one place this promise is worded. */
  replyTime: 'within one working day',
  salesEmail: 'hello@northlight.example',
  privacyEmail: 'privacy@northlight.example',
  careersEmail: 'careers@northlight.example',
  whyPath: '/why-northlight',
  /** Shown on centre pages that have no photography yet. */
  fallbackCentreImage: '/images/centres/centre-fallback.svg',
} as const;

export type NavItem = { readonly href: string; readonly label: string };

export const primaryNav: readonly NavItem[] = [
  { href: '/workspaces', label: 'Workspaces' },
  { href: '/workspaces/workshops', label: 'Workshops' },
  { href: '/workspaces/office-spaces', label: 'Offices' },
  { href: '/workspaces/meeting-rooms', label: 'Meeting rooms' },
  { href: '/locations', label: 'Locations' },
  { href: site.whyPath, label: `Why ${site.brand}` },
  { href: '/case-studies', label: 'Case studies' },
];

export const footerNav: readonly { readonly heading: string; readonly links: readonly NavItem[] }[] = [
  {
    heading: 'Business units',
    links: [
      { href: '/workspaces/workshops', label: 'Workshops' },
      { href: '/workspaces/storage-spaces', label: 'Storage' },
      { href: '/workspaces/studios', label: 'Studios' },
      { href: '/workspaces/retail-spaces', label: 'Retail spaces' },
      { href: '/workspaces/distribution-centres', label: 'Distribution centres' },
    ],
  },
  {
    heading: 'Serviced workspace',
    links: [
      { href: '/workspaces/office-spaces', label: 'Offices' },
      { href: '/workspaces/meeting-rooms', label: 'Meeting rooms' },
      { href: '/workspaces/virtual-offices', label: 'Virtual offices' },
      { href: '/workspaces/coworking-spaces', label: 'Coworking' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { href: '/about-us', label: 'About us' },
      { href: site.whyPath, label: `Why ${site.brand}` },
      { href: '/case-studies', label: 'Case studies' },
      { href: '/careers', label: 'Careers' },
      { href: '/home/owners', label: 'For property owners' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { href: '/privacy', label: 'Privacy notice' },
      { href: '/cookie-policy', label: 'Cookie policy' },
      { href: '/terms-of-service', label: 'Terms of service' },
      { href: '/photo-credits', label: 'Photo credits' },
    ],
  },
];

/** Required by the OS OpenData, GeoNames and Natural Earth licences (see docs/data-sources.md). */
export const dataAttribution: readonly string[] = [
  'Contains Ordnance Survey data © Crown copyright and database right 2014 and 2017.',
  'Contains Royal Mail data © Royal Mail copyright and database right 2014 and 2017.',
  'Contains National Statistics data © Crown copyright and database right 2014 and 2017.',
  'Licensed under the Open Government Licence v3.0.',
  'Town and village names and positions: GeoNames (geonames.org), licensed under CC BY 4.0.',
  'Map outline: Natural Earth (public domain).',
];
