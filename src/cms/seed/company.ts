import { z } from 'zod';
import { headlineSchema } from '@/domain/headline';
import { benefitSchema } from '@/domain/page-copy';

/*
 * Brand copy shared by the home, about and why pages: benefits, reviews and the reasons to choose
 * Northlight. Pages render these lists; they never hold copy of their own beyond a heading. The
 * story, reasons and process are seeded into the about and why pages; the benefits, the reviews
 * block and the facts heading are not edited in the CMS yet, and pages read them through the
 * content facade.
 */

export const benefits = {
  headline: headlineSchema.parse([
    { text: 'Simple terms.', tone: 'base' },
    { text: 'Space that keeps up with you.', tone: 'accent' },
  ]),
  images: {
    desktop: { src: '/images/home/benefits-desktop.svg', width: 1200, height: 720 },
    mobile: { src: '/images/home/benefits-mobile.svg', width: 720, height: 720 },
    alt: 'Illustration of a business unit with a roller door next to a desk with a laptop',
  },
  items: z.array(benefitSchema).parse([
    {
      id: 'one-price',
      title: 'One monthly bill',
      text: 'Rent and service charge (buildings insurance included) on one bill, both listed on every unit, so you know what the month costs before it starts.',
    },
    {
      id: 'flexible-terms',
      title: 'Terms that flex',
      text: 'Simple licences instead of long leases. Move up, move down or move on as the business changes.',
    },
    {
      id: 'local-team',
      title: 'A team on site',
      text: 'Every centre has a manager who knows the building and the tenants, and fixes problems the same week.',
    },
    {
      id: 'move-in-fast',
      title: 'Move in within days',
      text: 'Take a free unit online from its page: read the licence, sign it on screen and pay the deposit. Keys are ready once it is paid and your identity checked.',
    },
  ]),
} as const;

/*
 * The home page's reviews block: real customers' quotes only (src/domain/case-studies.ts). While
 * there are none, the home page shows facts counted from the data instead
 * (src/domain/operator-facts.ts).
 */
export const operatorFactsCopy = {
  heading: 'Northlight in numbers',
  intro:
    'Counted from the centres, spaces and rooms this site lists, and recounted whenever they change. Follow a figure to see the list behind it.',
} as const;

export const reviews = {
  heading: 'What our customers say',
  image: {
    src: '/images/home/reviews.svg',
    width: 640,
    height: 520,
    alt: 'Illustration of people talking around a meeting table',
  },
} as const;

const storySchema = z.object({
  heading: z.string().min(3),
  paragraphs: z.array(z.string().min(40)).min(1),
});

export const aboutStory = z.array(storySchema).parse([
  {
    heading: 'What we do',
    paragraphs: [
      'We buy, convert and run multi-let business buildings, then let them in small pieces: a 200 sq ft lock-up, a 1,500 sq ft workshop, a two-desk office, a meeting room for an afternoon.',
      'Every centre has a manager on site, and every licence is simple: one monthly price, a term that suits you, room to move up or down as the business changes.',
    ],
  },
  {
    heading: 'Where we started',
    paragraphs: [
      'Our first centre opened in Basingstoke in 2004, in a former print works split into 40 units. It filled within a year with joiners, mechanics, a brewery and a web design studio.',
      'We have grown one building at a time since, always in towns where small businesses struggle to find space that is affordable, practical and on terms they can live with.',
    ],
  },
  {
    heading: 'How we work',
    paragraphs: [
      'We keep things plain. Prices are published where we can, licences are written in everyday English, and the person who shows you round is the person who fixes the door when it sticks.',
      'We invest in our buildings for the long term: better insulation, solar panels on the roofs where they fit, electric vehicle charging and secure cycle storage.',
    ],
  },
]);

export const whyReasons = z.array(benefitSchema).parse([
  {
    id: 'published-prices',
    title: 'Prices you can see',
    text: 'We publish prices wherever we can and explain what is included, so you can compare us fairly before you call.',
  },
  {
    id: 'simple-licence',
    title: 'A licence, not a lease',
    text: 'Our licences are short and in plain English. No solicitors needed, no dilapidations surprise when you leave.',
  },
  {
    id: 'all-inclusive',
    title: 'One bill',
    text: 'Rent, service charge and buildings insurance in one monthly payment; serviced space also includes utilities, WiFi and cleaning.',
  },
  {
    id: 'grow-with-us',
    title: 'Room to grow',
    text: 'Move to a bigger unit or office in the same centre, or another of our {centres} towns, without starting a new contract from scratch.',
  },
  {
    id: 'on-site-team',
    title: 'People on site',
    text: 'A centre manager and maintenance team who know your name, answer the phone and fix things quickly.',
  },
  {
    id: 'community',
    title: 'Neighbours who help',
    text: 'Our centres are full of small businesses that trade with each other. Many tenants find their first customers next door.',
  },
]);

export const whyProcess = z.array(z.object({ step: z.string().min(3), text: z.string().min(30) })).parse([
  {
    step: 'Tell us what you need',
    text: 'Call an advisor or send an enquiry: the kind of space, the size, the town and when you want to move.',
  },
  {
    step: 'See the space',
    text: 'We shortlist units or offices and show you round, in person or on a video call.',
  },
  {
    step: 'Sign online',
    text: 'Take a free unit online from its page: a plain-English licence you read in full and sign on screen, then the deposit and first month by bank transfer.',
  },
  {
    step: 'Move in',
    text: 'Your keys or fobs wait at reception, and the centre manager shows you where everything is.',
  },
]);
