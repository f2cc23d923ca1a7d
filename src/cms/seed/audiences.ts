import { z } from 'zod';
import { audiencePageSchema, type AudiencePage } from '@/domain/audiences';
import { centreCount } from '@/domain/copy-facts';

/*
 * The copy of the three audience pages under /home. The CMS does not edit it yet: pages read it
 * through the content facade.
 */

export const audiencePages: readonly AudiencePage[] = z.array(audiencePageSchema).parse([
  {
    path: '/home/companies',
    eyebrow: 'For businesses',
    breadcrumb: 'For businesses',
    headline: [
      { text: 'Space that grows', tone: 'base' },
      { text: 'as fast as you do.', tone: 'accent' },
    ],
    intro:
      `Whether you are leaving the spare room, outgrowing your first unit or opening a second site, we have space in ${centreCount} towns on terms that fit a small business.`,
    image: '/images/home/hero.svg',
    imageAlt: 'Illustration of three business units under a map pin',
    points: [
      {
        title: 'One licence, many sites',
        text: 'Take a workshop in one town and an office in another, all on one account with one monthly bill.',
      },
      {
        title: 'Move without starting again',
        text: 'Need more room? Move to a bigger unit in the same centre and keep your licence, your deposit and your address.',
      },
      {
        title: 'Ready on day one',
        text: 'Serviced space is furnished and connected; business units come clean, safe and ready for your fit-out.',
      },
      {
        title: 'Help when you need it',
        text: 'A centre manager on site and an advisor on the phone, both of whom know your business by name.',
      },
    ],
    stepsHeading: 'Getting started',
    steps: [
      'Tell an advisor what you need and where.',
      'See a shortlist of units or offices, in person or by video.',
      'Sign a plain-English licence online and move in, often within a week.',
    ],
    links: [
      { href: '/workspaces', label: 'Compare all workspaces' },
      { href: '/locations', label: 'Find a centre near you' },
      { href: '/case-studies', label: 'Read case studies' },
    ],
  },
  {
    path: '/home/operators',
    eyebrow: 'For workspace operators',
    breadcrumb: 'For operators',
    headline: [
      { text: 'More enquiries for your space.', tone: 'base' },
      { text: 'Less admin for your team.', tone: 'accent' },
    ],
    intro:
      'Independent workspace operators can list meeting rooms and offices alongside ours, share enquiries we cannot serve and use our booking and facilities tools.',
    image: '/images/pages/people.svg',
    imageAlt: 'Illustration of two people meeting across a table',
    points: [
      {
        title: 'Partner network',
        text: 'Your meeting rooms join the over 10,000 in partner business centres across the UK that our customers can book by the hour, half day or day, and you keep your own brand.',
      },
      {
        title: 'Shared enquiries',
        text: 'When we have no space in your town, we pass the enquiry to you, with the customer’s consent, at no charge to them.',
      },
      {
        title: 'Tools you can use',
        text: 'Use our booking, access control and maintenance platform at cost, instead of building your own.',
      },
      {
        title: 'Fair terms',
        text: 'A simple referral fee on bookings and lettings we send you, paid monthly, with a clear report.',
      },
    ],
    stepsHeading: 'How a partnership starts',
    steps: [
      'Tell us about your space, your towns and what you offer.',
      'We visit, check the space against our standards and agree terms.',
      'Your rooms appear in our partner network within a month.',
    ],
    links: [
      { href: '/workspaces/meeting-rooms', label: 'Our meeting rooms' },
      { href: '/about-us', label: 'About Northlight' },
    ],
  },
  {
    path: '/home/owners',
    eyebrow: 'For property owners',
    breadcrumb: 'For property owners',
    headline: [
      { text: 'Your building.', tone: 'base' },
      { text: 'Our tenants.', tone: 'accent' },
    ],
    intro:
      'We take on empty or tired business buildings, convert them into well-run multi-let centres and fill them with small businesses, while you keep the freehold.',
    image: '/images/pages/company.svg',
    imageAlt: 'Illustration of a business centre building with a large roller door',
    points: [
      {
        title: 'Conversion',
        text: 'We design and manage the conversion into units and offices that small businesses want, within an agreed budget.',
      },
      {
        title: 'Letting',
        text: 'Our advisors and this website bring enquiries every day, and every space we have free is listed here with its size and rent.',
      },
      {
        title: 'Running the building',
        text: 'Our centre manager and maintenance team handle tenants, repairs, compliance and rent collection.',
      },
      {
        title: 'Clear reporting',
        text: 'Occupancy, income and costs reported every month, with an owner portal for the detail.',
      },
      {
        title: 'Flexible structures',
        text: 'A management agreement, a lease to us or a joint venture: we agree the structure that suits your goals.',
      },
    ],
    stepsHeading: 'What happens next',
    steps: [
      'Send us the address and a few details of the building.',
      'We visit and share an appraisal of income and costs within two weeks.',
      'If the numbers work for both of us, we agree terms and plan the conversion.',
    ],
    links: [
      { href: '/about-us', label: 'About Northlight' },
      { href: '/case-studies', label: 'How businesses use our space' },
    ],
  },
]);

export function getAudiencePage(path: AudiencePage['path']): AudiencePage {
  const page = audiencePages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`Unknown audience page: ${path}`);
  return page;
}
