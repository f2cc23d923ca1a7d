import { z } from 'zod';
import { productSchema, type ProductCard, type ProductContent } from '@/domain/products';
import { noticeText, virtualOfficeTerms } from '@/domain/virtual-office/terms';
import {
  getWorkspaceType,
  workspaceTypeMetaSchema,
  workspaceTypes,
  workspaceTypeSlugs,
  type WorkspaceType,
  type WorkspaceTypeMeta,
  type WorkspaceTypeSlug,
} from '@/domain/workspace-types';

/*
 * The product cards and page meta of the 15 workspace types an empty database starts with. Editors
 * change them in the CMS; counts and prices are copy tokens, filled from the data where shown.
 */

const buttonText = 'GET IN TOUCH' as const;
const icon = (name: string) => `/images/icons/${name}.svg`;
const image = (name: string) => `/images/workspaces/${name}.svg`;

const productCards: readonly ProductCard[] = z.array(productSchema).parse([
  {
    id: 1,
    slug: 'workshops',
    title: 'Workshops',
    headline: [
      { text: 'A workshop with a roller door.', tone: 'base' },
      { text: 'Yours from Monday.', tone: 'accent' },
    ],
    description:
      'Self-contained workshop units with a roller door, three-phase power and 24/7 access, let on a simple licence you can grow out of.',
    detailTitle: 'Space to make, fix and build',
    detailParagraphs: [
      'Our workshops are plain, sturdy units built for work that is loud, messy or heavy. Each one has its own roller door, a concrete floor that takes a load, a WC and a kitchenette nearby, and power that runs more than a kettle.',
      'One licence covers the unit, and one monthly bill its rent and service charge, which includes buildings insurance; every unit lists both, so the cost is known before you view. Published rents are for a 24-month term, shorter terms are quoted on request, and you can move to a bigger unit in the same centre without starting again.',
    ],
    icon: icon('workshop'),
    image: image('workshop'),
    imageAlt: 'Illustration of a row of workshop units with roller doors',
    url: '/workspaces/workshops',
    buttonText,
    features: [
      'Own roller door and pedestrian door',
      'Three-phase 63 A power as standard',
      'Concrete floor rated for machinery',
      'No noise restrictions in daytime hours',
      'Vehicle access to the door',
      '24/7 access with your own key fob',
      'CCTV across the site',
    ],
    facts: {
      typicalSizes: '200 to 2,500 sq ft, with mezzanines in some centres',
      power: 'Three-phase 63 A as standard',
      access: 'Roller door about 3 m wide by 3.5 m high, with drive-up loading',
      useClass: 'E(g)(iii) light industrial, B2 general industrial in selected units',
      parking: 'Two to four spaces outside each unit, more on request',
      accessHours: '24 hours a day, 7 days a week',
    },
    faqs: [
      {
        question: 'Can I run machinery that needs three-phase power?',
        answer:
          'Yes. Each workshop’s page lists its supply: three-phase 63 A as standard. Tell us the load of your largest machine and we will check it against the unit’s supply before you sign, so there is no wait for an electrician.',
      },
      {
        question: 'Can I work on vehicles inside the unit?',
        answer:
          'Yes, where the unit is set up for it. Several centres have workshops with wide doors and interceptor drains for vehicle work; an advisor will point you to them.',
      },
      {
        question: 'How long do I sign a workshop licence for?',
        answer:
          'The rent we publish is for a 24-month licence. Ask for a shorter term and we quote it at its own price; either way, you can move to a bigger workshop in the same centre without starting again.',
      },
    ],
  },
  {
    id: 2,
    slug: 'retail-spaces',
    title: 'Retail spaces',
    headline: [
      { text: 'A shopfront where', tone: 'base' },
      { text: 'your customers already park.', tone: 'accent' },
    ],
    description:
      'Small retail and trade-counter units at the front of our centres, with glazed frontage, signage and free customer parking by the door.',
    detailTitle: 'Frontage without the high-street rent',
    detailParagraphs: [
      'Our retail units sit where our centres meet the road: glazed frontage, space for a sign and customer parking a few steps away. They suit trade counters, showrooms, click-and-collect points and specialist shops that customers drive to.',
      'The space comes as a clean shell with lighting, power and a WC, ready for your fit-out. We agree signage with you before you move in, and the centre team handles the car park, bins and landscaping.',
    ],
    icon: icon('retail'),
    image: image('retail'),
    imageAlt: 'Illustration of a shop unit with a striped awning between two business units',
    url: '/workspaces/retail-spaces',
    buttonText,
    features: [
      'Glazed shopfront facing the road',
      'Signage on the fascia and at the entrance',
      'Free customer parking by the door',
      'Clean shell ready for your fit-out',
      'Rear store room in larger units',
      'Card-ready WiFi from day one',
    ],
    facts: {
      typicalSizes: '400 to 1,500 sq ft of sales floor',
      power: 'Single-phase with space for tills, lighting and display',
      access: 'Glazed customer entrance at the front, goods door at the rear in most units',
      useClass: 'E(a) retail sale of goods',
      parking: 'Shared customer parking plus two staff spaces',
      accessHours: 'Open to customers 7am to 10pm; tenant access 24/7',
    },
    faqs: [
      {
        question: 'Can I put my own sign on the front?',
        answer:
          'Yes. Send us a drawing of the sign and we will approve it quickly. Most fascia signs need no planning consent; where one does, we help with the application.',
      },
      {
        question: 'Is there enough passing trade?',
        answer:
          'Our retail units suit destination businesses rather than impulse buys: customers drive to you and park at the door. Ask an advisor for the traffic and footfall we see at the centre you have in mind.',
      },
      {
        question: 'How long is a retail licence?',
        answer:
          'Our quotes are based on a 24-month licence, which gives a new shop time to build its regulars; shorter terms are priced separately. We agree signage and fit-out before the term starts, so day one of the licence can be day one of trading.',
      },
    ],
  },
  {
    id: 3,
    slug: 'storage-spaces',
    title: 'Storage spaces',
    headline: [
      { text: 'Stock, kit and archives,', tone: 'base' },
      { text: 'safe and a short drive away.', tone: 'accent' },
    ],
    description:
      'Dry, secure storage from small lock-ups to drive-in bays, with CCTV, 24/7 access and a licence that grows or shrinks with your stock.',
    detailTitle: 'Storage that works like part of your business',
    detailParagraphs: [
      'Our storage spaces are built for businesses, not house moves. Online sellers keep stock here, trades keep tools and materials, and offices keep the archive boxes they are not allowed to shred yet.',
      'Every unit is dry, lit and lockable, on a site with CCTV and controlled gates. Drive to the door, load straight in, and come back at any hour. Scale up to a bigger unit as your stock grows, without a new contract.',
    ],
    icon: icon('storage'),
    image: image('storage'),
    imageAlt: 'Illustration of stacked storage boxes between two roller-door units',
    url: '/workspaces/storage-spaces',
    buttonText,
    features: [
      'Dry, lit and lockable units',
      'Drive to the door and load straight in',
      'CCTV and controlled gate access',
      'Pallet trucks to borrow on site',
      'Deliveries accepted at reception',
      'Move up a size without a new contract',
    ],
    facts: {
      typicalSizes: '35 sq ft lock-ups to 1,000 sq ft drive-in bays',
      power: 'Lighting and a double socket; power upgrades in larger bays',
      access: 'Up-and-over or roller doors, ground floor, level loading',
      useClass: 'B8 storage or distribution',
      parking: 'Loading space outside each unit',
      accessHours: '24 hours a day, 7 days a week',
    },
    faqs: [
      {
        question: 'Can you take deliveries for me?',
        answer:
          'Yes. Reception signs for parcels and pallets during staffed hours and tells you when they arrive. For regular pallet deliveries we agree a routine with you.',
      },
      {
        question: 'What can I not store?',
        answer:
          'Anything flammable, hazardous, perishable or alive, and anything illegal. If you are not sure about a product, ask an advisor before you move in.',
      },
      {
        question: 'Can I store stock for just a few months?',
        answer:
          'Yes. Prices are quoted for a 24-month licence, and shorter terms for seasonal stock or a one-off project are priced separately. Moving up or down a size keeps the same licence running.',
      },
    ],
  },
  {
    id: 4,
    slug: 'studios',
    title: 'Studios',
    headline: [
      { text: 'Good light, thick walls,', tone: 'base' },
      { text: 'room to create.', tone: 'accent' },
    ],
    description:
      'Quiet, well-lit studios for photographers, makers, designers and small producers, with space to shoot, store and meet clients.',
    detailTitle: 'A studio you can shut the door on',
    detailParagraphs: [
      'Our studios are units with good natural light or a blackout option, solid walls and a clean floor. Photographers, ceramicists, furniture makers, podcasters and designers use them to work, store kit and see clients.',
      'Bring your own lights, kilns or backdrops and set the space up your way. Meeting rooms and a café on site mean you can host a client without clearing the studio first.',
    ],
    icon: icon('studio'),
    image: image('studio'),
    imageAlt: 'Illustration of a camera between two studio units',
    url: '/workspaces/studios',
    buttonText,
    features: [
      'Natural light or full blackout options',
      'Solid walls for sound and privacy',
      'Clean, sealed floors',
      'Sinks in many studios',
      'Meeting rooms for client visits',
      '24/7 access for early shoots and late edits',
    ],
    facts: {
      typicalSizes: '200 to 1,200 sq ft, some with high ceilings',
      power: 'Single-phase with extra sockets; three-phase for kilns on request',
      access: 'Ground-floor and first-floor studios, with a goods lift in larger centres',
      useClass: 'E(g)(i) office or E(g)(iii) light industrial',
      parking: 'Shared parking with space for client visits',
      accessHours: '24 hours a day, 7 days a week',
    },
    faqs: [
      {
        question: 'Can I run a kiln or photography lights?',
        answer:
          'Yes. Tell us the power your kit draws and we will suggest studios with a suitable supply, including three-phase for larger kilns.',
      },
      {
        question: 'Can I hold workshops or classes in my studio?',
        answer:
          'Small groups are fine in most studios. For regular classes we check fire capacity and parking with you, and our training rooms are there for bigger groups.',
      },
      {
        question: 'What term do studio licences run for?',
        answer:
          'Quotes are based on a 24-month licence, which suits most creative businesses; ask for a shorter term and we price it separately. The studio is yours alone for the whole term, set up the way you left it.',
      },
    ],
  },
  {
    id: 5,
    slug: 'gyms',
    title: 'Gyms',
    headline: [
      { text: 'Drop the weights.', tone: 'base' },
      { text: 'Nobody will complain.', tone: 'accent' },
    ],
    description:
      'Ground-floor units with no noise restrictions, high ceilings and parking for members: ready for a personal trainer, a boxing club or a boutique gym.',
    detailTitle: 'Room for training that is loud and heavy',
    detailParagraphs: [
      'Gyms need what a flat above a shop cannot give: a strong ground floor, height for ropes and rigs, and neighbours who do not mind music at 6am. Our units sit on business estates where that is normal.',
      'We help with the practical parts: rubber flooring that protects the slab, showers or space to add them, and enough parking for a busy evening class. Your members get easy access and you get a landlord who understands early starts.',
    ],
    icon: icon('gym'),
    image: image('gym'),
    imageAlt: 'Illustration of a dumbbell between two gym units',
    url: '/workspaces/gyms',
    buttonText,
    features: [
      'No noise restrictions',
      'Ground-floor concrete slab for heavy kit',
      'High ceilings for rigs and ropes',
      'Space for showers and changing rooms',
      'Parking for evening classes',
      'Early-morning and late access',
    ],
    facts: {
      typicalSizes: '800 to 3,000 sq ft, ceilings from 5 m',
      power: 'Single-phase as standard; three-phase for treadmills and HVAC',
      access: 'Roller door for equipment delivery, separate pedestrian entrance',
      useClass: 'E(d) indoor sport, recreation or fitness',
      parking: 'Shared parking sized for class times',
      accessHours: '24 hours a day, 7 days a week',
    },
    faqs: [
      {
        question: 'Can I play music during classes?',
        answer:
          'Yes. Our gym units sit on business estates with no noise restrictions, so music and dropped weights are fine at any hour, within the law.',
      },
      {
        question: 'Can I install showers?',
        answer:
          'In most gym units, yes. We show you where water and drainage run, approve your plans and can arrange the work through our maintenance team.',
      },
      {
        question: 'Can I fit out a gym on a short licence?',
        answer:
          'You can, at a different price, but most operators take the 24-month licence our quotes are based on so the flooring and kit pay for themselves. We agree flooring, showers and any alterations with you before you start.',
      },
    ],
  },
  {
    id: 6,
    slug: 'dog-groomings',
    title: 'Dog grooming',
    headline: [
      { text: 'A grooming salon with', tone: 'base' },
      { text: 'parking at the door.', tone: 'accent' },
    ],
    description:
      'Water, drainage and parking right outside, in ground-floor units ready for a dog grooming salon, a hydrotherapy pool or a pet supplies shop.',
    detailTitle: 'Built for wet dogs and busy diaries',
    detailParagraphs: [
      'Dog groomers need a ground floor, a water supply, good drainage and somewhere owners can pull up with a nervous dog. Our grooming units have all four, and walls that keep the barking in.',
      'Many groomers start in a small unit with one bath and move next door when the diary fills up. You can do the same without a new lease, and our team will help you plan the move around your bookings.',
    ],
    icon: icon('dog-grooming'),
    image: image('dog-grooming'),
    imageAlt: 'Illustration of a paw print between two business units',
    url: '/workspaces/dog-groomings',
    buttonText,
    features: [
      'Water supply and floor drainage',
      'Ground floor with level access',
      'Parking by the door for drop-offs',
      'Washable walls and floors',
      'Space for a waiting area',
      'Room to grow into the next unit',
    ],
    facts: {
      typicalSizes: '250 to 800 sq ft',
      power: 'Single-phase with extra sockets for dryers and clippers',
      access: 'Level pedestrian entrance; roller door in some units',
      useClass: 'E(a) or E(c)(iii) services; we confirm with each council',
      parking: 'Short-stay spaces by the door for drop-offs and collections',
      accessHours: '24 hours a day, 7 days a week',
    },
    faqs: [
      {
        question: 'Is there hot water?',
        answer:
          'Units come with a cold supply and drainage. Most groomers fit an electric water heater; we approve the plan and can arrange the installation.',
      },
      {
        question: 'Do I need a licence to run a grooming business?',
        answer:
          'England has no separate licence for grooming alone, but boarding or day care does need one from the council. Check with your local authority; we will give you the unit details they ask for.',
      },
      {
        question: 'What do I pay for a grooming unit?',
        answer:
          'The rent and a service charge, which includes buildings insurance, both listed on each unit, on the 24-month licence our quotes are based on. The water and electricity your baths and dryers use are billed as you use them; shorter terms are quoted at their own price.',
      },
    ],
  },
  {
    id: 7,
    slug: 'cafes',
    title: 'Cafés',
    headline: [
      { text: 'Hundreds of hungry tenants.', tone: 'base' },
      { text: 'One café.', tone: 'accent' },
    ],
    description:
      'Café and food units inside our busiest centres, with a ready audience of tenants and visitors and shells prepared for extraction.',
    detailTitle: 'A café with regulars from day one',
    detailParagraphs: [
      'Our larger centres host hundreds of businesses and their visitors, and they all want coffee, breakfast and lunch. A café unit puts you at the front door of that demand, with seating inside and often outside too.',
      'Units come as shells with water, drainage and a route for extraction, so your fit-out is simpler. We promote you to tenants through our centre newsletters and can agree opening hours that match the building.',
    ],
    icon: icon('cafe'),
    image: image('cafe'),
    imageAlt: 'Illustration of a steaming coffee cup between two units',
    url: '/workspaces/cafes',
    buttonText,
    features: [
      'A ready audience of tenants and visitors',
      'Shell prepared for kitchen extraction',
      'Water, drainage and grease trap route',
      'Outside seating at many centres',
      'Promotion in centre newsletters',
      'Help with the food business registration',
    ],
    facts: {
      typicalSizes: '500 to 1,500 sq ft including seating',
      power: 'Three-phase for commercial kitchens in most café units',
      access: 'Customer entrance from the centre, rear door for deliveries',
      useClass: 'E(b) sale of food and drink for consumption on the premises',
      parking: 'Shared centre parking plus a delivery bay',
      accessHours: 'Agreed with you; tenant access 24/7',
    },
    faqs: [
      {
        question: 'Can I cook hot food?',
        answer:
          'Yes, in units with a route for extraction. You fit the canopy and filters to your menu; we approve the design and help with any landlord consents the council asks for.',
      },
      {
        question: 'Will I be the only café on site?',
        answer:
          'In most centres, yes. We agree what you will sell before you move in, and we do not let a second unit to a direct competitor in the same building.',
      },
      {
        question: 'How long is the licence for a café unit?',
        answer:
          'We quote cafés on a 24-month licence, which gives you time to earn back a kitchen fit-out. Extraction, signage and opening hours are agreed with you before the term begins; shorter terms are priced separately.',
      },
    ],
  },
  {
    id: 8,
    slug: 'tech-labs',
    title: 'Tech labs',
    headline: [
      { text: 'Prototype, test, ship.', tone: 'base' },
      { text: 'Under one roof.', tone: 'accent' },
    ],
    description:
      'Secure lab units for hardware, electronics and R&D teams, with robust power, fast fibre, raised floors and space to build and test.',
    detailTitle: 'A lab that is ready before your kit arrives',
    detailParagraphs: [
      'Hardware teams outgrow offices quickly: they need benches, test rigs, stores and power that can take them. Our tech labs combine lab space with an office area, dedicated fibre and access control.',
      'Raised floors make it easy to move cables and kit as projects change. Meeting rooms, a lounge and parking for visitors are part of the centre, so investors and customers can see the work without a detour.',
    ],
    icon: icon('tech-lab'),
    image: image('tech-lab'),
    imageAlt: 'Illustration of a microchip between two units',
    url: '/workspaces/tech-labs',
    buttonText,
    features: [
      'Dedicated fibre up to 1 Gbps',
      'Raised floors for cabling',
      'Access control on your own door',
      'Three-phase power and extra circuits',
      'Office space and lab space together',
      'Goods-in door for deliveries',
    ],
    facts: {
      typicalSizes: '600 to 3,000 sq ft with office and lab zones',
      power: 'Three-phase with dedicated circuits; UPS space available',
      access: 'Goods-in door or goods lift, access-controlled entrance',
      useClass: 'E(g)(ii) research and development',
      parking: 'Allocated spaces plus visitor parking',
      accessHours: '24 hours a day, 7 days a week',
    },
    faqs: [
      {
        question: 'Can I get my own fibre line?',
        answer:
          'Yes. Most centres have fibre to the building, and we can arrange a dedicated leased line to your unit. Ask an advisor for lead times at the centre you are interested in.',
      },
      {
        question: 'Can we handle chemicals or lasers?',
        answer:
          'Small quantities and Class 1 to 3R lasers are usually fine with the right procedures. Tell us what you plan to use and we will agree the arrangements before you move in.',
      },
      {
        question: 'Can a funded project rent a lab for its grant period?',
        answer:
          'Yes. Our quotes are based on 24-month licences, which fit many funding rounds; if your grant runs for a different period, ask and we price a term to match it.',
      },
    ],
  },
  {
    id: 9,
    slug: 'training-centres',
    title: 'Training centres',
    headline: [
      { text: 'Teach, assess, certify.', tone: 'base' },
      { text: 'We handle the building.', tone: 'accent' },
    ],
    description:
      'Classrooms, practical halls and assessment rooms for training providers and academies, with parking, breakout space and easy access.',
    detailTitle: 'Rooms that make learning easy',
    detailParagraphs: [
      'Training providers use our centres for classroom courses, hands-on trade training and formal assessments. Choose a permanent training centre of your own, or a classroom you share with a schedule.',
      'Learners find us easily: the centres sit near main roads with parking and step-free access. Breakout spaces, kitchens and a café keep a long course day comfortable, and our team handles the building so you can teach.',
    ],
    icon: icon('training'),
    image: image('training'),
    imageAlt: 'Illustration of a presentation board between two units',
    url: '/workspaces/training-centres',
    buttonText,
    features: [
      'Classrooms and practical halls',
      'Step-free access throughout',
      'Breakout areas and kitchens',
      'Parking for learners',
      'Screens and WiFi in every room',
      'Quiet rooms for assessments',
    ],
    facts: {
      typicalSizes: 'Suites of 600 to 1,500 sq ft, seating 15 to 45',
      power: 'Single-phase in classrooms; three-phase in practical halls',
      access: 'Step-free entrances and lifts; roller doors into practical halls',
      useClass: 'F1(a) education or E(g)(i) office, depending on the building',
      parking: 'Free parking for learners at most centres',
      accessHours: 'From 7am to 10pm, with weekends by arrangement',
    },
    faqs: [
      {
        question: 'Can we train people in trades such as electrics or plumbing?',
        answer:
          'Yes. Our practical halls have the power, drainage and floor strength for trade bays, and roller doors to bring materials in.',
      },
      {
        question: 'Do you offer rooms for a single course?',
        answer:
          'Yes. For a one-off course, book a large meeting room by the day online, or ask an advisor for a classroom at the centre you need.',
      },
      {
        question: 'How long is a training centre licence?',
        answer:
          'A permanent training centre is let on a 24-month licence, long enough for a full academic year and more. Shorter terms are priced separately, and a one-off course needs no licence at all.',
      },
    ],
  },
  {
    id: 10,
    slug: 'distribution-centres',
    title: 'Distribution centres',
    headline: [
      { text: 'Close to the motorway.', tone: 'base' },
      { text: 'Closer to your customers.', tone: 'accent' },
    ],
    description:
      'Distribution and last-mile units with loading doors, yard space and quick access to the motorway network, for couriers, wholesalers and online sellers.',
    detailTitle: 'Move stock in and out without the fuss',
    detailParagraphs: [
      'Our distribution units sit near junctions and main roads, with yards big enough for vans and rigid lorries. Couriers, wholesalers and online retailers use them as hubs for last-mile delivery across the region.',
      'Wide loading doors, clear internal heights and strong floors mean racking goes up on the first day. Staff, visitors and vans park on site, and the gate, lighting and CCTV are looked after by us.',
    ],
    icon: icon('distribution'),
    image: image('distribution'),
    imageAlt: 'Illustration of a delivery lorry between two units',
    url: '/workspaces/distribution-centres',
    buttonText,
    features: [
      'Quick access to main roads and motorways',
      'Yard space for vans and rigid lorries',
      'Wide loading doors',
      'Clear heights for racking',
      'Floors rated for pallet trucks',
      'Gated, lit and covered by CCTV',
    ],
    facts: {
      typicalSizes: '1,500 to 10,000 sq ft with yard',
      power: 'Three-phase as standard',
      access: 'Roller doors about 4 m wide by 5 m high, level access, dock levellers at some sites',
      useClass: 'B8 storage or distribution',
      parking: 'Van bays, staff parking and lorry turning space',
      accessHours: '24 hours a day, 7 days a week',
    },
    faqs: [
      {
        question: 'Can articulated lorries reach the unit?',
        answer:
          'At several centres, yes. Others suit vans and rigid lorries only. Tell us your vehicle sizes and delivery times and an advisor will shortlist units that fit.',
      },
      {
        question: 'Can we operate through the night?',
        answer:
          'Yes. Distribution units have 24/7 access and our estates are zoned for business use, so night-time loading is normal.',
      },
      {
        question: 'What term do distribution units come on?',
        answer:
          'Quotes are based on a 24-month licence, long enough to put racking in and earn it back. Shorter terms for a peak season are priced separately; an advisor will show you both.',
      },
    ],
  },
  {
    id: 11,
    slug: 'repair-shops',
    title: 'Repair shops',
    headline: [
      { text: 'Fix bikes, cars or phones.', tone: 'base' },
      { text: 'We will keep the lights on.', tone: 'accent' },
    ],
    description:
      'Units for vehicle, bike, appliance and device repairs, with vehicular access, three-phase power, no noise limits and parking for customers.',
    detailTitle: 'A repair shop customers can find',
    detailParagraphs: [
      'Repair businesses need a door customers can reach, room for jobs waiting to be collected and power for lifts, compressors and test gear. Our repair-shop units bring those together on estates where a bit of noise is expected.',
      'Start small with a single bay and add the unit next door as the work grows. We look after the estate, the lighting and the security, so you can keep your hands on the jobs.',
    ],
    icon: icon('repair'),
    image: image('repair'),
    imageAlt: 'Illustration of a spanner and gear between two units',
    url: '/workspaces/repair-shops',
    buttonText,
    features: [
      'Vehicle access to the door',
      'Three-phase power for lifts and compressors',
      'No noise restrictions',
      'Customer parking outside',
      'Signage on the unit',
      'Secure overnight storage for jobs',
    ],
    facts: {
      typicalSizes: '800 to 2,500 sq ft',
      power: 'Three-phase 63 A as standard',
      access: 'Roller door about 3 m wide, drive-in where the unit allows',
      useClass: 'B2 general industrial or E(g)(iii) light industrial',
      parking: 'Customer and waiting-job parking outside the unit',
      accessHours: '24 hours a day, 7 days a week',
    },
    faqs: [
      {
        question: 'Can I install a vehicle lift?',
        answer:
          'In units with a suitable slab, yes. We share the floor specification, approve the installation and make sure it is inspected before use.',
      },
      {
        question: 'Can customers drop off out of hours?',
        answer:
          'Yes. Many tenants fit a key safe or drop box by their door; we approve the position so it is secure and covered by the site CCTV.',
      },
      {
        question: 'What term does a repair-shop licence run for?',
        answer:
          'Our quotes are based on a 24-month licence, with shorter terms at a different price. Taking the unit next door as the work grows extends your licence rather than starting a new one.',
      },
    ],
  },
  {
    id: 12,
    slug: 'office-spaces',
    title: 'Office space',
    headline: [
      { text: 'A private office,', tone: 'base' },
      { text: 'ready when you are.', tone: 'accent' },
    ],
    description:
      'Furnished private offices for teams of 1 to 50, with fast WiFi, meeting rooms, kitchens and a staffed reception included in one monthly price.',
    detailTitle: 'Everything in the price, including the coffee',
    detailParagraphs: [
      'Our serviced offices come furnished with desks, chairs and storage, connected to fast WiFi and ready on the day you sign. Rates, service charge, cleaning, utilities and reception are all in one monthly price.',
      'Book meeting rooms when you need them, use the lounges and kitchens, and add desks or move to a bigger office as the team grows. Short terms are available, and our centre team handles the post and the visitors.',
    ],
    icon: icon('office'),
    image: image('office'),
    imageAlt: 'Illustration of a desk with a monitor in a bright office',
    url: '/workspaces/office-spaces',
    buttonText,
    features: [
      'Furnished and ready to work in',
      'Fast WiFi and wired connections',
      'Staffed reception and mail handling',
      'Meeting rooms bookable by the hour',
      'Kitchens, lounges and break-out areas',
      'Cleaning, utilities and rates included',
      '24/7 access for your team',
    ],
    faqs: [
      {
        question: 'What is included in the monthly price?',
        answer:
          'Furniture, WiFi, utilities, business rates, cleaning, reception, kitchens and the shared areas. Phone lines, printing and meeting-room hours beyond your allowance are charged as you use them.',
      },
      {
        question: 'Can I decorate the office or add our branding?',
        answer:
          'Yes. Many teams add branding, artwork or their own furniture. We agree changes with you and put the office back to standard when you leave.',
      },
      {
        question: 'How long do we commit to an office for?',
        answer:
          'Office prices are quoted for a 24-month agreement. Shorter terms are available at a different price, and during the term you can add desks or move to a bigger office in the same centre.',
      },
      {
        question: 'How soon can my team move in?',
        answer:
          'Often within a week of agreeing terms. The office is already furnished and connected, so you sign online and collect your fobs at reception.',
      },
    ],
  },
  {
    id: 13,
    slug: 'meeting-rooms',
    title: 'Meeting rooms',
    headline: [
      { text: 'Somewhere good to meet,', tone: 'base' },
      { text: 'booked in a couple of minutes.', tone: 'accent' },
    ],
    description:
      'Over 10,000 meeting rooms bookable by the hour, half day or day: ours, listed below to book online, and the rest in partner business centres across the UK, arranged by an advisor.',
    detailTitle: 'The right room for every meeting',
    detailParagraphs: [
      'Pick a centre, a date and a length, see which rooms are free and reserve one; you pay at the centre or on our invoice, never online. A quiet room for an interview, a boardroom for a pitch, a training room for a team day: choose the one that fits.',
      'Every room has a screen, fast WiFi and a whiteboard, with tea and coffee on tap. Our hosts greet your guests, and you pay for the time you book and nothing else. Need a town we are not in? An advisor finds you a room through our partner network.',
    ],
    icon: icon('meeting-room'),
    image: image('meeting-room'),
    imageAlt: 'Illustration of a meeting table with chairs in a bright room',
    url: '/workspaces/meeting-rooms',
    buttonText,
    features: [
      'Rooms in our centres and our partner network',
      'Book online by the hour, half day or day',
      'Screens, video-call kit and WiFi included',
      'Tea and coffee on tap',
      'Hosts to greet your guests',
      'Rooms for 2 to 40 people',
      'Free monthly hours for tenants',
    ],
    faqs: [
      {
        question: 'How do I book a meeting room?',
        answer:
          'Online: choose Book a room online, pick a centre, a date and the length you need, then a free time, and reserve it with your name, email and phone. You get a reference at once. Prefer to talk? Call an advisor and we book it for you.',
      },
      {
        question: 'Do I need a contract or membership to book?',
        answer:
          'No. Each booking stands alone: you pay for the room and the time you book, at the centre on the day or on our invoice. Nothing is paid online.',
      },
      {
        question: 'Can I cancel a booking?',
        answer:
          'Yes. Your confirmation carries a cancellation link; use it and the room is released at once for someone else. As nothing was paid online, there is nothing to refund.',
      },
      {
        question: 'What is included in the price of a room?',
        answer:
          'The room for the time you book, a screen and video-call kit, fast WiFi, a whiteboard, and tea and coffee. Lunch can be ordered at centres with an on-site café or sandwich service and is charged separately.',
      },
    ],
  },
  {
    id: 14,
    slug: 'virtual-offices',
    title: 'Virtual office',
    headline: [
      { text: 'A business address.', tone: 'base' },
      { text: 'Without the office.', tone: 'accent' },
    ],
    description:
      'A professional business address with mail handling and optional call answering, at any Northlight centre, for a fixed monthly price.',
    detailTitle: 'Look established from the first day',
    detailParagraphs: [
      'A virtual office gives your business a proper address for Companies House, your website and your invoices, without the cost of renting a room. Your home address stays private, and your post is safe with our team.',
      'We sign for your mail, tell you when it arrives and forward or scan it to your taste. Add a local phone number answered in your company’s name, and book a meeting room at the same centre when a client wants to meet.',
    ],
    icon: icon('virtual-office'),
    image: image('virtual-office'),
    imageAlt: 'Illustration of an envelope and a map pin in a bright room',
    url: '/workspaces/virtual-offices',
    buttonText,
    features: [
      'Business address at any of our centres',
      'Use it for Companies House and HMRC',
      'Mail received, signed for and notified',
      'Forwarding or scanning to suit you',
      'Optional call answering in your name',
      'Meeting rooms at member rates',
    ],
    faqs: [
      {
        question: 'Can I use the address as my registered office?',
        answer:
          'Yes. Our virtual office address can be your registered office and your trading address. We carry out the identity checks the law requires before you start.',
      },
      {
        question: 'How often is post forwarded?',
        answer:
          'Weekly by default, or daily if you choose. You can also have letters scanned the day they arrive, or collect them from reception.',
      },
      {
        question: 'How long is a virtual office agreement?',
        answer:
          // The term the order pages and mails state (src/domain/virtual-office/terms.ts), not typed twice.
          `Our virtual office prices are based on a ${virtualOfficeTerms.termMonths}-month agreement, then month by month until either side gives ${noticeText(virtualOfficeTerms.noticeMonths)}; a shorter term costs a little more each month. The address is yours for the whole term and we handle post from the first day.`,
      },
      {
        question: 'What do you need from me to set one up?',
        answer:
          'Proof of identity and home address for each director, and your company details. The law requires these checks before we may receive post in your name.',
      },
    ],
  },
  {
    id: 15,
    slug: 'coworking-spaces',
    title: 'Coworking spaces',
    headline: [
      { text: 'A desk, good coffee,', tone: 'base' },
      { text: 'and people to talk to.', tone: 'accent' },
    ],
    description:
      'Hot desks and dedicated desks in bright coworking lounges, with fast WiFi, coffee, lockers and meeting rooms, on a monthly plan you can pause.',
    detailTitle: 'Get out of the house and get things done',
    detailParagraphs: [
      'Our coworking lounges are bright, friendly spaces for freelancers, remote workers and small teams. Choose a hot desk you pick each day or a dedicated desk that stays set up the way you left it.',
      'Fast WiFi, good coffee, phone booths and printing are all included, and meeting rooms are a few steps away. Members come to our regular breakfasts and talks, which is how many of them find their next client.',
    ],
    icon: icon('coworking'),
    image: image('coworking'),
    imageAlt: 'Illustration of people working together at a shared table',
    url: '/workspaces/coworking-spaces',
    buttonText,
    features: [
      'Hot desks or dedicated desks',
      'Fast WiFi and printing',
      'Unlimited tea and coffee',
      'Phone booths for calls',
      'Lockers for your kit',
      'Member breakfasts and talks',
      'Monthly plan you can pause',
    ],
    faqs: [
      {
        question: 'What is the difference between a hot desk and a dedicated desk?',
        answer:
          'A hot desk is any free desk in the lounge, chosen when you arrive. A dedicated desk is yours alone, with a lockable pedestal, so you can leave your screen and papers set up.',
      },
      {
        question: 'Can I try coworking before I join?',
        answer:
          'Yes. Buy a day pass online for the centre you are interested in and work from the lounge for a day before you decide. Where the centre offers it, your first day is free.',
      },
      {
        question: 'Is there a minimum term for coworking?',
        answer:
          'No long contract. Coworking is a monthly membership, priced per person per month: pause it for a month when you are away, or end it with a month’s notice.',
      },
    ],
  },
]);

const workspaceTypeMeta: Readonly<Record<WorkspaceTypeSlug, WorkspaceTypeMeta>> = z
  .record(z.enum(workspaceTypeSlugs), workspaceTypeMetaSchema)
  .parse({
    workshops: {
      metaTitle: 'Workshops to rent from {price}',
      metaDescription:
        'Flexible workshop units with roller doors, three-phase power and 24/7 access in {centresOffering} towns. Move in fast on simple terms. From {price}.',
    },
    'retail-spaces': {
      metaTitle: 'Retail units to rent on flexible terms',
      metaDescription:
        'Small retail and trade-counter units with glazed frontage, signage and customer parking by the door, at {centresOffering} Northlight centres.',
    },
    'storage-spaces': {
      metaTitle: 'Storage units for business',
      metaDescription:
        'Secure, dry business storage units from small lock-ups to drive-in bays, with 24/7 access and CCTV at Northlight centres.',
    },
    studios: {
      metaTitle: 'Studio space to rent for makers and creatives',
      metaDescription:
        'Light, quiet studios for photographers, makers, designers and small producers, on flexible terms at Northlight centres.',
    },
    gyms: {
      metaTitle: 'Gym and fitness studio units to rent',
      metaDescription:
        'Ground-floor units with no noise restrictions, high ceilings and parking for members, for personal trainers, boxing clubs and fitness studios.',
    },
    'dog-groomings': {
      metaTitle: 'Dog grooming units to rent',
      metaDescription:
        'Ground-floor units with water, drainage and parking at the door, ready for a dog grooming salon, on flexible terms.',
    },
    cafes: {
      metaTitle: 'Café units to rent at busy business centres',
      metaDescription:
        'Café and food units with a captive audience of tenants, extraction-ready shells and flexible terms at Northlight centres.',
    },
    'tech-labs': {
      metaTitle: 'Tech lab space for hardware and R&D teams',
      metaDescription:
        'Secure lab units with robust power, fast fibre and raised floors for hardware, electronics and R&D teams.',
    },
    'training-centres': {
      metaTitle: 'Training centre space to rent',
      metaDescription:
        'Rooms and units for courses, assessments and academies, with parking, breakout space and easy access, at {centresOffering} Northlight centres.',
    },
    'distribution-centres': {
      metaTitle: 'Distribution units close to main roads',
      metaDescription:
        'Distribution and last-mile units with loading doors, yard space and quick access to the motorway network.',
    },
    'repair-shops': {
      metaTitle: 'Repair shop units to rent',
      metaDescription:
        'Units for vehicle, bike, appliance and device repairs, with vehicular access, three-phase power and no noise limits.',
    },
    'office-spaces': {
      metaTitle: 'Serviced office space on flexible terms',
      metaDescription:
        'Furnished private offices with fast WiFi, meeting rooms and reception included, ready for teams of 1 to 50.',
    },
    // "30 centres" is the spec's own wording for meeting rooms, kept as written (not our centre count).
    'meeting-rooms': {
      metaTitle: 'Meeting rooms in 30 centres from {price}',
      metaDescription:
        'Meeting rooms by the hour, half day or day, with screens, WiFi and coffee included, from {price} and no contract.',
    },
    'virtual-offices': {
      metaTitle: 'Virtual office address from {price}',
      metaDescription:
        'A business address for Companies House and your invoices, with post signed for and forwarded, at {centresOffering} centres, from {price}.',
    },
    'coworking-spaces': {
      metaTitle: 'Coworking space from {price}',
      metaDescription:
        'Hot desks and dedicated desks in friendly coworking lounges, with WiFi and coffee, from {price} on a monthly membership.',
    },
  });

const productsBySlug = new Map(productCards.map((card) => [card.slug, card]));

function withType(card: ProductCard, type: WorkspaceType): ProductContent {
  return {
    ...card,
    family: type.family,
    label: type.label,
    shortLabel: type.shortLabel,
    ...workspaceTypeMeta[type.slug],
  };
}

function productFor(slug: WorkspaceTypeSlug): ProductContent {
  const card = productsBySlug.get(slug);
  if (!card) throw new Error(`No product card for workspace type: ${slug}`);
  return withType(card, getWorkspaceType(slug));
}

/** Every product in the spec's id order: what an empty database is seeded with. */
export const seedProducts: readonly ProductContent[] = workspaceTypes.map((type) => productFor(type.slug));

export { productCards };
