import { centreTowns, type CentreSlug } from '@/domain/centres';
import { unitSchema, type Unit, type UnitFactKey, type UnitWorkspaceType } from '@/domain/units';
import type { WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';
import { workspaceTypesNamedIn } from '@/domain/copy-claims';
import { rentPeriodOf } from '@/domain/unit-availability';
import { seedCentres, workspaceTypesAt } from './centres';

/*
 * The inventory an empty database starts with: 6 to 12 units a centre, only of types the centre
 * offers, sized as such units are and priced so that the cheapest of each type the home page
 * prices is the spec's figure (workshops £40 a week, meeting rooms £19 an hour, coworking £89 a
 * desk a month) in the least expensive towns, and more where rents are higher. Every centre that
 * offers coworking has desks, and every kind of space a centre's summary names is listed there.
 * Made by a fixed recipe, so every fresh database gets the same units and the tests can count on
 * them. The basis of the figures is in docs/seed-inventory.md.
 */

/** Three letters a centre's unit references start with. */
export const centreUnitCodes: Record<CentreSlug, string> = {
  andover: 'AND',
  basingstoke: 'BAS',
  bromsgrove: 'BRO',
  camberley: 'CAM',
  chepstow: 'CPW',
  chester: 'CHR',
  chichester: 'CHI',
  christchurch: 'CCH',
  crowborough: 'CRO',
  dartford: 'DAR',
  evesham: 'EVE',
  exeter: 'EXE',
  folkestone: 'FOL',
  gosport: 'GOS',
  'haywards-heath': 'HAY',
  'high-wycombe': 'HWY',
  luton: 'LUT',
  northfleet: 'NFL',
  southampton: 'SOU',
  swindon: 'SWI',
  tewkesbury: 'TEW',
  waterlooville: 'WLV',
  weymouth: 'WEY',
  crawley: 'CRA',
  havant: 'HAV',
  ipswich: 'IPS',
  romsey: 'ROM',
  'shoreham-by-sea': 'SHO',
  winchester: 'WIN',
};

const typeCodes: Record<UnitWorkspaceType, string> = {
  workshops: 'W',
  'retail-spaces': 'R',
  'storage-spaces': 'S',
  studios: 'ST',
  gyms: 'G',
  'dog-groomings': 'DG',
  cafes: 'C',
  'tech-labs': 'TL',
  'training-centres': 'TC',
  'distribution-centres': 'D',
  'repair-shops': 'RS',
  'office-spaces': 'O',
  'meeting-rooms': 'MR',
  'coworking-spaces': 'CW',
};

/** Rents relative to the least expensive towns (1.0): the south-east and cathedral cities cost more. */
const townRentFactor: Partial<Record<CentreSlug, number>> = {
  winchester: 1.35,
  'haywards-heath': 1.3,
  'high-wycombe': 1.3,
  camberley: 1.25,
  crawley: 1.25,
  chichester: 1.2,
  basingstoke: 1.2,
  romsey: 1.15,
  southampton: 1.15,
  chester: 1.15,
  exeter: 1.15,
  dartford: 1.1,
  luton: 1.1,
  swindon: 1.05,
  'shoreham-by-sea': 1.1,
  ipswich: 1.05,
};

type Recipe = {
  /** Floor area range, sq ft. */
  readonly size: readonly [number, number];
  /** Rent at the smallest size in a 1.0 town, and what each further sq ft adds. */
  readonly base: number;
  readonly perSqFt: number;
  readonly name: string;
  readonly facts?: Partial<Record<UnitFactKey, string>>;
  /** Desks or people per 100 sq ft, for the types measured by capacity. */
  readonly capacityPer100?: number;
  /** Service charge, £ per sq ft a year; 0 where the rent includes it (serviced space). */
  readonly serviceChargePerSqFtYear: number;
};

const tradeFacts = (door: string, power: string): Partial<Record<UnitFactKey, string>> => ({
  power,
  doorSize: door,
  useClass: 'E(g)(iii), B2 and B8',
  parking: 'Two spaces outside the door',
  accessHours: '24 hours, 7 days',
});

const recipes: Record<UnitWorkspaceType, Recipe> = {
  workshops: {
    size: [200, 2400],
    base: 40,
    perSqFt: 0.11,
    serviceChargePerSqFtYear: 2.0,
    name: 'Workshop',
    facts: tradeFacts('3.0 m × 3.5 m roller door', 'Three-phase, 63 A'),
  },
  'retail-spaces': {
    size: [300, 1200],
    base: 95,
    perSqFt: 0.16,
    serviceChargePerSqFtYear: 3.0,
    name: 'Retail unit',
    facts: { useClass: 'E(a)', parking: 'Customer parking on site', accessHours: '6am to 11pm' },
  },
  'storage-spaces': {
    size: [50, 400],
    base: 14,
    perSqFt: 0.07,
    serviceChargePerSqFtYear: 1.5,
    name: 'Store',
    facts: {
      doorSize: 'Shared loading bay with pallet truck',
      accessHours: '24 hours, 7 days',
      useClass: 'B8',
    },
  },
  studios: {
    size: [250, 900],
    base: 65,
    perSqFt: 0.11,
    serviceChargePerSqFtYear: 2.5,
    name: 'Studio',
    facts: {
      power: 'Single-phase with plenty of sockets',
      useClass: 'E(g)',
      accessHours: '24 hours, 7 days',
    },
  },
  gyms: {
    size: [1500, 4000],
    base: 260,
    perSqFt: 0.09,
    serviceChargePerSqFtYear: 2.0,
    name: 'Gym unit',
    facts: {
      useClass: 'E(d)',
      parking: 'Eight spaces and more on the estate',
      accessHours: '24 hours, 7 days',
    },
  },
  'dog-groomings': {
    size: [300, 700],
    base: 70,
    perSqFt: 0.1,
    serviceChargePerSqFtYear: 2.5,
    name: 'Grooming unit',
    facts: { power: 'Single-phase, water and drainage in place', useClass: 'E(g)', parking: 'Drop-off bay' },
  },
  cafes: {
    size: [500, 1200],
    base: 130,
    perSqFt: 0.14,
    serviceChargePerSqFtYear: 3.0,
    name: 'Café unit',
    facts: { power: 'Three-phase for a commercial kitchen', useClass: 'E(b)', accessHours: '6am to 11pm' },
  },
  'tech-labs': {
    size: [600, 2000],
    base: 150,
    perSqFt: 0.12,
    serviceChargePerSqFtYear: 3.5,
    name: 'Lab',
    facts: {
      power: 'Three-phase with a dedicated supply',
      useClass: 'E(g)(ii)',
      accessHours: '24 hours, 7 days',
    },
  },
  'training-centres': {
    size: [600, 1500],
    base: 140,
    perSqFt: 0.1,
    serviceChargePerSqFtYear: 2.5,
    name: 'Training suite',
    capacityPer100: 3,
    facts: { accessHours: '7am to 10pm', parking: 'Shared car park' },
  },
  'distribution-centres': {
    size: [3000, 10000],
    base: 420,
    perSqFt: 0.07,
    serviceChargePerSqFtYear: 1.2,
    name: 'Distribution unit',
    facts: tradeFacts('4.5 m × 5.0 m dock-level door', 'Three-phase, 100 A'),
  },
  'repair-shops': {
    size: [800, 2500],
    base: 120,
    perSqFt: 0.085,
    serviceChargePerSqFtYear: 2.0,
    name: 'Repair shop',
    facts: tradeFacts('3.5 m × 4.0 m roller door', 'Three-phase, 63 A'),
  },
  'office-spaces': {
    size: [150, 900],
    base: 520,
    perSqFt: 3.2,
    serviceChargePerSqFtYear: 0,
    name: 'Office',
    capacityPer100: 1.6,
    facts: { accessHours: '24 hours, 7 days', parking: 'Permit parking' },
  },
  'meeting-rooms': {
    size: [150, 420],
    base: 19,
    perSqFt: 0.06,
    serviceChargePerSqFtYear: 0,
    name: 'Meeting room',
    capacityPer100: 4,
  },
  'coworking-spaces': {
    size: [600, 1800],
    base: 89,
    perSqFt: 0.012,
    serviceChargePerSqFtYear: 0,
    name: 'Coworking floor',
    capacityPer100: 2,
    facts: { accessHours: '24 hours, 7 days' },
  },
};

/** A small deterministic generator (mulberry32), seeded per centre. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const seedOf = (text: string) =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261);

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** Units favoured when a centre offers many types: what most visitors ask for. */
const preference: readonly UnitWorkspaceType[] = [
  'workshops',
  'meeting-rooms',
  'office-spaces',
  'storage-spaces',
  'coworking-spaces',
  'studios',
  'repair-shops',
  'training-centres',
  'tech-labs',
  'retail-spaces',
  'cafes',
  'dog-groomings',
  'gyms',
  'distribution-centres',
];

const availableFromDates = ['2027-01-04', '2027-01-18', '2027-02-01', '2027-03-01'] as const;

type Draw = () => number;

/** The status of a unit by a roll of the dice; `free` keeps it on the market today. */
function statusFor(roll: number, free: boolean): Unit['status'] {
  if (free || roll < 0.62) return 'available';
  if (roll < 0.8) return 'available-from';
  return roll < 0.93 ? 'under-offer' : 'let';
}

function serviceChargeFor(recipe: Recipe, sizeSqFt: number, type: UnitWorkspaceType): number {
  const weeksOrMonths = rentPeriodOf(type) === 'week' ? 52 : 12;
  return Math.round((sizeSqFt * recipe.serviceChargePerSqFtYear) / weeksOrMonths);
}

/** One unit of a type at a centre, its size, rent and status drawn in a fixed order. */
function makeUnit(
  centre: { slug: CentreSlug; town: string },
  type: UnitWorkspaceType,
  number: number,
  options: { random: Draw; smallest: boolean; free: boolean },
): Unit {
  const { random, smallest, free } = options;
  const recipe = recipes[type];
  const factor = townRentFactor[centre.slug] ?? 1;
  const span = recipe.size[1] - recipe.size[0];
  const sizeSqFt = smallest
    ? recipe.size[0]
    : roundTo(recipe.size[0] + random() * span, recipe.size[0] < 200 ? 10 : 50);
  const rent = Math.max(
    recipe.base,
    roundTo((recipe.base + (sizeSqFt - recipe.size[0]) * recipe.perSqFt) * (smallest ? 1 : factor), 1),
  );
  // Rooms are booked by the hour, never let.
  const status = statusFor(random(), free || type === 'meeting-rooms');
  const reference = `${centreUnitCodes[centre.slug]}-${typeCodes[type]}${String(number).padStart(2, '0')}`;
  const capacity = recipe.capacityPer100
    ? Math.max(2, Math.round((sizeSqFt / 100) * recipe.capacityPer100))
    : undefined;
  return unitSchema.parse({
    reference,
    name: `${recipe.name} ${number}`,
    centre: centre.slug,
    workspaceType: type,
    summary: summaryFor(type, centre.town),
    sizeSqFt,
    ...(capacity ? { capacity } : {}),
    rent,
    serviceCharge: serviceChargeFor(recipe, sizeSqFt, type),
    ...termsFor(type, rent),
    ...(type === 'meeting-rooms'
      ? { rates: { halfDay: roundTo(rent * 3.2, 1), day: roundTo(rent * 5.5, 1) } }
      : {}),
    status,
    ...(status === 'available-from'
      ? { availableFrom: availableFromDates[Math.floor(random() * availableFromDates.length)] }
      : {}),
    facts: recipe.facts ?? {},
    photos: [],
  });
}

/**
 * The units of one centre. The first draw (3 to 8 units) is the inventory the site has always been
 * seeded with, so the references tests and staff know stay put; then what the copy promises
 * (coworking desks where coworking is offered, every kind of space the summary names), then more
 * units, so that every centre has 6 to 12 to filter and compare.
 */
function unitsFor(slug: CentreSlug, town: string): Unit[] {
  const centre = { slug, town };
  const random = generator(seedOf(slug));
  const offered = new Set(workspaceTypesAt(slug));
  const candidates = preference.filter((type) => offered.has(type));
  const count = 3 + Math.floor(random() * 6);
  const factor = townRentFactor[slug] ?? 1;
  const numbers = new Map<UnitWorkspaceType, number>();
  const units: Unit[] = [];
  const nextNumber = (type: UnitWorkspaceType, draw: Draw) => {
    const number = (numbers.get(type) ?? 0) + 1 + Math.floor(draw() * 3);
    numbers.set(type, number);
    return number;
  };
  for (let i = 0; i < count; i += 1) {
    // The two most asked-for types the centre offers first, then a mix leaning to the favoured.
    const type =
      i < Math.min(2, candidates.length)
        ? candidates[i]!
        : candidates[Math.floor(random() ** 2 * Math.min(candidates.length, 9))]!;
    const number = nextNumber(type, random);
    // The first unit of a type at some of the least expensive centres is the smallest size: the
    // "from" price.
    const smallest =
      units.every((unit) => unit.workspaceType !== type) && factor === 1 && seedOf(slug) % 2 === 0;
    // Every centre has something free today.
    units.push(makeUnit(centre, type, number, { random, smallest, free: i < 2 }));
  }

  const more = generator(seedOf(`${slug}:more`));
  const promised = new Set<UnitWorkspaceType>(
    [
      ...(offered.has('coworking-spaces') ? ['coworking-spaces' as const] : []),
      ...namedInSummary(slug),
    ].filter((type): type is UnitWorkspaceType => type !== 'virtual-offices' && offered.has(type)),
  );
  for (const type of promised) {
    // Desks must be free to take today; any other named kind of space must at least be listed.
    const kept = (unit: Unit) =>
      type === 'coworking-spaces' ? unit.status === 'available' : unit.status !== 'let';
    if (units.some((unit) => unit.workspaceType === type && kept(unit))) continue;
    units.push(makeUnit(centre, type, nextNumber(type, more), { random: more, smallest: false, free: true }));
  }
  const target = 6 + Math.floor(more() * 7);
  while (units.length < target) {
    const type = candidates[Math.floor(more() ** 1.5 * candidates.length)]!;
    units.push(
      makeUnit(centre, type, nextNumber(type, more), { random: more, smallest: false, free: false }),
    );
  }
  return units;
}

/**
 * Rateable value and terms. A small unit's rateable value is close to its open-market rent for a
 * year (the Valuation Office Agency's basis), here 90 % of the weekly rent × 52 in steps of £250.
 * Rents are published for a 24-month licence (the workspace-type pages say so), coworking is a
 * monthly membership ended with a month's notice, and other licences take three months' notice.
 */
function termsFor(type: UnitWorkspaceType, rent: number): Partial<Unit> {
  if (type === 'meeting-rooms') return {};
  if (type === 'coworking-spaces') return { termMonths: 1, noticeMonths: 1 };
  return {
    termMonths: 24,
    noticeMonths: 3,
    ...(rentPeriodOf(type) === 'week' ? { rateableValue: Math.max(250, roundTo(rent * 52 * 0.9, 250)) } : {}),
  };
}

/** The kinds of space a centre's seeded summary names (src/domain/copy-claims.ts). */
function namedInSummary(slug: CentreSlug): readonly WorkspaceTypeSlug[] {
  const summary = seedCentres.find((candidate) => candidate.slug === slug)?.summary ?? '';
  return workspaceTypesNamedIn(summary);
}

/** A line about the unit that states no size, price or count: those come from its fields. */
function summaryFor(type: WorkspaceTypeSlug, town: string): string {
  const noun = recipes[type as UnitWorkspaceType].name.toLowerCase();
  switch (type) {
    case 'meeting-rooms':
      return 'A bright room with a screen, whiteboard and fast WiFi, bookable by the hour, half day or day.';
    case 'office-spaces':
      return `A private, furnished office in ${town}, with bills, WiFi and cleaning included.`;
    case 'coworking-spaces':
      return `Dedicated and flexible desks on a shared floor in ${town}, with meeting rooms and a kitchen to hand.`;
    case 'storage-spaces':
      return 'A dry, secure store, lit and alarmed, for stock, tools or archives.';
    case 'training-centres':
      return 'A training suite with a projector, movable tables and a breakout space.';
    default:
      return `A self-contained ${noun} at our ${town} centre, with its own entrance.`;
  }
}

/** The seed inventory, in centre order (alphabetical). References are unique across it. */
export const seedUnits: readonly Unit[] = centreTowns.flatMap((centre) => unitsFor(centre.slug, centre.town));
