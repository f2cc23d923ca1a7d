import { z } from 'zod';
import { centreSlugs } from './centres';
import { workspaceTypeSlugs } from './workspace-types';

/*
 * Case studies: small businesses and the space they found with us. Each story says what it is
 * (docs/decisions/0013-honest-reviews.md): an illustrative example, written by us to show how a
 * kind of business uses a kind of space, or a real customer's story, published with their written
 * permission. The site labels illustrative stories next to the story itself, never quotes one as a
 * review, and marks up no review in structured data. Teasers link to /case-studies#{slug}.
 */

export const provenances = ['illustrative', 'customer'] as const;
export type Provenance = (typeof provenances)[number];

/** What an editor chooses between in the CMS. */
export const provenanceOptions: Record<Provenance, string> = {
  illustrative: 'Illustrative example (not a real customer)',
  customer: 'Real customer, published with their written permission',
};

/** What a visitor reads next to an illustrative story or quote. */
export const illustrativeLabel = 'Illustrative example, not a real customer';
/** What a visitor reads next to a real customer's quote. */
export const customerLabel = 'Real customer, quoted with their permission';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The record behind a real customer's story: when they gave written permission, who at Northlight
 * holds it, and whether they were given anything for it. Never shown, except the incentive, which
 * the law requires us to disclose next to their words.
 */
const permissionSchema = z.object({
  grantedOn: z.string().regex(isoDate).optional(),
  confirmedBy: z.string().trim().min(3).max(80).optional(),
  incentive: z.enum(['none', 'disclosed']).optional(),
  incentiveNote: z.string().trim().min(10).max(160).optional(),
});

export const caseStudyFieldsSchema = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  business: z.string().min(3).max(60),
  sector: z.string().min(3).max(60),
  workspaceType: z.enum(workspaceTypeSlugs),
  centre: z.enum(centreSlugs),
  summary: z.string().min(40).max(200),
  need: z.string().min(80),
  solution: z.string().min(80),
  result: z.string().min(80),
  /** The headline number of the story, e.g. "3x" with its label. */
  outcome: z.object({ figure: z.string().min(1).max(12), label: z.string().min(5).max(60) }),
  quote: z.object({ text: z.string().min(30).max(240), attribution: z.string().min(5).max(80) }),
  provenance: z.enum(provenances, 'Say what this is: an illustrative example or a real customer'),
  permission: permissionSchema.optional(),
  /** Quote it on the home page as a review: real customers only. */
  featuredAsReview: z.boolean(),
});

/** Today in the UK, as YYYY-MM-DD: a permission cannot be dated after it. */
const todayInLondon = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

/**
 * The rule a story must meet to be published (paths are the CMS field names, so the admin shows
 * each message under its field): a real customer's story carries the permission record; only a
 * real customer's words can be quoted as a review.
 */
export const caseStudySchema = caseStudyFieldsSchema.superRefine((study, ctx) => {
  if (study.provenance === 'customer') {
    const permission = study.permission ?? {};
    if (!permission.grantedOn)
      ctx.addIssue({
        code: 'custom',
        path: ['permission', 'grantedOn'],
        message: 'A real customer’s story needs the date they gave written permission to publish it',
      });
    else if (permission.grantedOn > todayInLondon())
      ctx.addIssue({
        code: 'custom',
        path: ['permission', 'grantedOn'],
        message: 'Permission cannot be dated in the future',
      });
    if (!permission.confirmedBy)
      ctx.addIssue({
        code: 'custom',
        path: ['permission', 'confirmedBy'],
        message: 'Name the person at Northlight who holds the customer’s written permission',
      });
    if (!permission.incentive)
      ctx.addIssue({
        code: 'custom',
        path: ['permission', 'incentive'],
        message: 'Say whether the customer was given anything (a discount, free rent, a gift) for this',
      });
    else if (permission.incentive === 'disclosed' && !permission.incentiveNote)
      ctx.addIssue({
        code: 'custom',
        path: ['permission', 'incentiveNote'],
        message: 'Describe what they were given: it is shown next to their words',
      });
  }
  if (study.featuredAsReview && study.provenance !== 'customer')
    ctx.addIssue({
      code: 'custom',
      path: ['featuredAsReview'],
      message:
        'Only a real customer’s words can be shown as a review. Illustrative examples stay on /case-studies, labelled.',
    });
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** A published story's quote may be shown as a review: a real customer's, with their permission. */
export function canQuoteAsReview(study: CaseStudy): boolean {
  return (
    study.featuredAsReview && caseStudySchema.safeParse(study).success && study.provenance === 'customer'
  );
}

/** What a visitor must be told beside a real customer's words: anything they were given for them. */
export function incentiveDisclosure(study: CaseStudy): string | undefined {
  return study.provenance === 'customer' && study.permission?.incentive === 'disclosed'
    ? study.permission.incentiveNote
    : undefined;
}

/**
 * What a list of stories says about itself, above it: nothing when every story is a real
 * customer's, otherwise how many are illustrative. Each story carries its own label as well.
 */
export function illustrativeStoriesNote(
  studies: readonly Pick<CaseStudy, 'provenance'>[],
): string | undefined {
  const illustrative = studies.filter((study) => study.provenance === 'illustrative').length;
  if (illustrative === 0) return undefined;
  if (illustrative === studies.length)
    return studies.length === 1
      ? 'This story is an illustrative example of a business our centres are built for, not a real customer.'
      : 'These stories are illustrative examples of the businesses our centres are built for, not real customers.';
  return 'Stories marked illustrative are examples of the businesses our centres are built for, not real customers; the others are real customers, published with their permission.';
}

/** The seed's stories: written by us, so illustrative, and never quoted as reviews. */
const illustrative = { provenance: 'illustrative', featuredAsReview: false } as const;

export const caseStudies: readonly CaseStudy[] = z.array(caseStudySchema).parse([
  {
    ...illustrative,
    slug: 'rise-and-crumb-bakery',
    business: 'Rise & Crumb Bakery',
    sector: 'Wholesale bakery and café',
    workspaceType: 'cafes',
    centre: 'winchester',
    summary: 'A home baker needed a commercial kitchen and a counter. A café unit gave her both.',
    need: 'Rise & Crumb began in a domestic kitchen, supplying sourdough to three local delis. Orders had outgrown two home ovens, and the owner wanted a counter of her own without taking on a high-street lease.',
    solution:
      'We let her a 900 sq ft café unit at the front of our Winchester centre, already prepared for extraction and with three-phase power for a deck oven. The bakery runs from 4am behind the counter; the café opens at 7 for tenants and passers-by.',
    result:
      'Wholesale orders tripled in the first year, and the café now serves most of the 140 businesses in the centre. A second oven went in after eight months, on the same licence.',
    outcome: { figure: '3×', label: 'wholesale orders in the first year' },
    quote: {
      text: 'I wanted an oven that could keep up and somewhere to sell a coffee. I got both, and a building full of regulars.',
      attribution: 'Founder, Rise & Crumb Bakery',
    },
  },
  {
    ...illustrative,
    slug: 'spoke-and-chain-cycles',
    business: 'Spoke & Chain Cycles',
    sector: 'Bicycle repair and servicing',
    workspaceType: 'repair-shops',
    centre: 'southampton',
    summary: 'A mobile bike mechanic moved off the van and into a repair shop customers drive to.',
    need: 'Spoke & Chain worked from a van, servicing bikes on driveways. Jobs were weather-dependent, parts were scattered between a garage and the van, and customers wanted somewhere to drop bikes off.',
    solution:
      'A 450 sq ft repair-shop unit in Southampton, with a roller door, a workbench wall, parking for drop-offs and a key safe by the door for out-of-hours collections.',
    result:
      'The business now services twice as many bikes a week, keeps its parts in one place and has taken on an apprentice. The van still goes out, but only for call-outs that pay.',
    outcome: { figure: '2×', label: 'bikes serviced each week' },
    quote: {
      text: 'Customers can find me now. I spend my day fixing bikes instead of driving between them.',
      attribution: 'Owner, Spoke & Chain Cycles',
    },
  },
  {
    ...illustrative,
    slug: 'the-wash-house-grooming',
    business: 'The Wash House',
    sector: 'Dog grooming salon',
    workspaceType: 'dog-groomings',
    centre: 'chichester',
    summary: 'A groomer working from a garden cabin found a ground-floor salon with parking at the door.',
    need: 'The Wash House was fully booked from a converted garden cabin, with no room for a second groomer and neighbours tired of barking and parked cars.',
    solution:
      'A 400 sq ft ground-floor unit in Chichester with water and floor drainage, washable walls and two short-stay spaces outside. We approved an electric water heater and a second bath in the first month.',
    result:
      'Two groomers now work side by side, the waiting list is down from six weeks to ten days, and the owner has her garden back.',
    outcome: { figure: '10 days', label: 'waiting list, down from six weeks' },
    quote: {
      text: 'The move let me hire my first groomer. Owners love that they can park right by the door.',
      attribution: 'Owner, The Wash House',
    },
  },
  {
    ...illustrative,
    slug: 'fieldnote-software',
    business: 'Fieldnote Software',
    sector: 'Software and hardware studio',
    workspaceType: 'tech-labs',
    centre: 'basingstoke',
    summary: 'A software studio building sensors needed a lab and an office in one place.',
    need: 'Fieldnote makes soil sensors and the software behind them. The team of eight worked in a serviced office while prototypes were built in a founder’s garage twenty miles away.',
    solution:
      'A 1,600 sq ft tech lab in Basingstoke combining a bench area with three-phase power, a raised-floor office for the developers and a dedicated fibre line.',
    result:
      'Hardware and software now sit in the same room, and the time from a design change to a tested prototype fell from two weeks to three days.',
    outcome: { figure: '3 days', label: 'from design change to tested prototype' },
    quote: {
      text: 'Putting the bench next to the developers changed how we work. Problems get solved over a coffee, not a week of emails.',
      attribution: 'Co-founder, Fieldnote Software',
    },
  },
  {
    ...illustrative,
    slug: 'lumen-photography-studio',
    business: 'Lumen Studio',
    sector: 'Product photography',
    workspaceType: 'studios',
    centre: 'high-wycombe',
    summary: 'A product photographer swapped hired studios by the day for a blackout studio of her own.',
    need: 'Lumen Studio shot products for online shops in studios hired by the day, losing hours to setting up and packing down, and storing clients’ stock at home between shoots.',
    solution:
      'A 700 sq ft studio in High Wycombe with a full blackout option, a clean sealed floor for infinity coves and a storage area for client products, with parking by the door for deliveries.',
    result:
      'Sets now stay up between shoots, so the studio handles four clients a day instead of one. Clients send products straight to the centre’s reception.',
    outcome: { figure: '4×', label: 'clients shot each day' },
    quote: {
      text: 'I used to spend half the day building a set. Now I walk in, turn the lights on and start shooting.',
      attribution: 'Founder, Lumen Studio',
    },
  },
  {
    ...illustrative,
    slug: 'harbour-supply-co',
    business: 'Harbour Supply Co.',
    sector: 'Online marine supplies',
    workspaceType: 'storage-spaces',
    centre: 'gosport',
    summary: 'An online seller moved its stock out of three garages and into one storage space.',
    need: 'Harbour Supply sells sailing hardware online. Stock was spread across three rented garages, so picking an order meant driving between them and mistakes were common.',
    solution:
      'A 600 sq ft drive-in storage space in Gosport, with racking, a packing bench and daily courier collections from the loading bay outside.',
    result:
      'Orders now leave the same day, picking errors have almost disappeared and the business moved to a larger bay in the same centre a year later without a new contract.',
    outcome: { figure: 'Same day', label: 'dispatch for every order' },
    quote: {
      text: 'One door, one set of shelves, one courier collection. It sounds simple because it finally is.',
      attribution: 'Director, Harbour Supply Co.',
    },
  },
  {
    ...illustrative,
    slug: 'forge-strength-club',
    business: 'Forge Strength Club',
    sector: 'Strength and conditioning gym',
    workspaceType: 'gyms',
    centre: 'swindon',
    summary: 'A personal trainer opened a strength gym where nobody minds the noise.',
    need: 'Forge trained clients in a rented church hall where weights could not be dropped and kit had to be packed away after every session.',
    solution:
      'A 2,000 sq ft unit in Swindon with a 6 m ceiling, a concrete floor under rubber matting, showers fitted by our maintenance team and parking for evening classes.',
    result:
      'Membership grew from 30 to 180 in eighteen months. Classes now start at 6am, and the club sponsors a local junior lifting team.',
    outcome: { figure: '180', label: 'members, up from 30' },
    quote: {
      text: 'We can train properly: heavy, loud and early. Nobody has asked us to keep it down once.',
      attribution: 'Head coach, Forge Strength Club',
    },
  },
]);

export function getCaseStudy(slug: string): CaseStudy | undefined {
  return caseStudies.find((study) => study.slug === slug);
}
