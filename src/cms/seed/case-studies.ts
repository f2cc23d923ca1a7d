import { z } from 'zod';
import { caseStudySchema, type CaseStudy } from '@/domain/case-studies';

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
