import { z } from 'zod';
import { isAmenityId } from '@/domain/amenities';
import { isCentreFeatureId } from '@/domain/centre-features';
import {
  centreAddressSchema,
  centreHeroLineSchema,
  centreImageSchema,
  centreSchema,
  openingHoursSchema,
  type Centre,
  type CentreImage,
  type OpeningHours,
} from '@/domain/centre-directory';
import { centreSlugs, centreTowns, type CentreSlug, type CentreTown } from '@/domain/centres';
import { site } from '@/domain/site';
import { workspaceTypeSlugs, type WorkspaceTypeSlug } from '@/domain/workspace-type-slugs';

/* ------------------------------------------------------------------------------------------------
 * The centres an empty database starts with: name, address, contact, hours, access notes,
 * amenities, features, images and what each offers. Addresses are of our own making: fictional
 * streets in the real town, with a postcode in the town's real district (its outcode). Phone
 * numbers are in Ofcom's 01632 960xxx range, which is reserved for fiction, so no real line can be
 * rung by mistake.
 * ---------------------------------------------------------------------------------------------- */

/*
 * What each centre offers to start with, as the spec has it: a few centres offer a limited set of
 * types; every other centre offers all 15. Pages read what is published (each centre's "offers").
 */
const limitedAvailability: Partial<Record<CentreSlug, readonly WorkspaceTypeSlug[]>> = {
  camberley: ['training-centres', 'repair-shops', 'meeting-rooms', 'virtual-offices', 'coworking-spaces'],
  chepstow: ['training-centres', 'repair-shops', 'meeting-rooms', 'virtual-offices', 'coworking-spaces'],
  crowborough: ['training-centres', 'repair-shops', 'meeting-rooms', 'virtual-offices', 'coworking-spaces'],
  evesham: ['training-centres', 'repair-shops', 'meeting-rooms', 'virtual-offices', 'coworking-spaces'],
  northfleet: ['training-centres', 'repair-shops', 'meeting-rooms', 'virtual-offices', 'coworking-spaces'],
  'shoreham-by-sea': ['training-centres', 'meeting-rooms', 'virtual-offices', 'coworking-spaces'],
};

/** Workspace types offered at a centre, in the spec's id order. */
export function workspaceTypesAt(slug: CentreSlug): readonly WorkspaceTypeSlug[] {
  const limited = limitedAvailability[slug];
  if (!limited) return workspaceTypeSlugs;
  return workspaceTypeSlugs.filter((type) => limited.includes(type));
}

export function centresOffering(type: WorkspaceTypeSlug): readonly CentreTown[] {
  return centreTowns.filter((centre) => workspaceTypesAt(centre.slug).includes(type));
}

const centreDetailsSchema = z.object({
  slug: z.enum(centreSlugs),
  address: centreAddressSchema.omit({ city: true, stateOrProvince: true }),
  phone: z.object({
    e164: z.string().regex(/^\+441632960[0-9]{3}$/),
    display: z.string().regex(/^01632 960[0-9]{3}$/),
  }),
  openingHours: z.array(openingHoursSchema).min(1),
  parking: z.string().min(10),
  transport: z.string().min(20),
  heroLine: centreHeroLineSchema,
  summary: z.string().min(40).max(240),
  amenityIds: z.array(z.number().int().positive()).min(1),
  featureIds: z.array(z.number().int().min(2).max(33)).min(1),
  images: z.array(centreImageSchema),
});

const weekdayHours: OpeningHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '08:00',
  closes: '18:00',
};
const saturdayMorning: OpeningHours = { days: ['Saturday'], opens: '09:00', closes: '13:00' };
const standardHours = [weekdayHours];
const extendedHours = [weekdayHours, saturdayMorning];

const unitsImage = (town: string): CentreImage => ({
  src: '/images/centres/centre-units.svg',
  alt: `Illustration of the business units at Northlight ${town}, with roller doors and parking`,
});
const officesImage = (town: string): CentreImage => ({
  src: '/images/centres/centre-offices.svg',
  alt: `Illustration of the office building at Northlight ${town}, with meeting rooms and a lounge`,
});

/* Amenity sets: a full centre has units and offices; a limited centre is mostly serviced space. */
const fullAmenities = [1, 19, 3, 4, 5, 6, 7, 8];
const unitsAmenities = [1, 19, 3, 5, 6, 7, 8];
const servicedAmenities = [19, 3, 4, 5, 7];

const centreDetails = z.array(centreDetailsSchema).parse([
  {
    slug: 'andover',
    heroLine: 'Two minutes from the A303.',
    address: {
      street1: 'Northlight Andover',
      street2: '4 Kestrel Mill Way',
      street3: 'Anton Vale',
      zipCode: 'SP10 3NL',
    },
    phone: { e164: '+441632960101', display: '01632 960101' },
    openingHours: extendedHours,
    parking: '60 free spaces on site, including 4 accessible bays and 6 electric vehicle chargers.',
    transport: 'Andover station is a 15-minute walk. The A303 is two minutes by car.',
    summary:
      'Ground-floor workshops and storage units around a secure yard, with a small office block at the entrance.',
    amenityIds: fullAmenities,
    featureIds: [2, 6, 9, 14, 18, 24, 25, 28, 29, 30, 31, 32],
    images: [unitsImage('Andover')],
  },
  {
    slug: 'basingstoke',
    heroLine: 'Our first centre, open since 2004.',
    address: { street1: 'Northlight House', street2: '12 Lanternfield Road', zipCode: 'RG21 4NL' },
    phone: { e164: '+441632960102', display: '01632 960102' },
    openingHours: extendedHours,
    parking: '120 spaces on site, free for tenants; visitor bays by reception.',
    transport: 'Basingstoke station is a 10-minute walk. Junction 6 of the M3 is 2 miles away.',
    summary:
      'Workshops, studios and labs on the ground floor, with offices and coworking on the floors above.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 5, 7, 9, 10, 11, 13, 14, 16, 18, 19, 22, 23, 25, 27, 28, 29, 30, 32],
    images: [officesImage('Basingstoke')],
  },
  {
    slug: 'bromsgrove',
    heroLine: 'Where the M5 meets the M42.',
    address: { street1: 'Northlight Bromsgrove', street2: '7 Ashcombe Works Lane', zipCode: 'B61 0NL' },
    phone: { e164: '+441632960103', display: '01632 960103' },
    openingHours: standardHours,
    parking: '45 free spaces and room for vans at every unit door.',
    transport: 'Bromsgrove station is a short drive. The M5 and M42 meet 3 miles away.',
    summary: 'Workshops, storage and trade units with wide roller doors and easy motorway access.',
    amenityIds: unitsAmenities,
    featureIds: [2, 6, 9, 14, 18, 24, 29, 31, 32],
    images: [unitsImage('Bromsgrove')],
  },
  {
    slug: 'camberley',
    heroLine: 'Two miles from junction 4 of the M3.',
    address: { street1: 'Northlight Camberley', street2: '3 Heatherbank Court', zipCode: 'GU15 3NL' },
    phone: { e164: '+441632960104', display: '01632 960104' },
    openingHours: standardHours,
    parking: '30 spaces on site; the town centre car parks are a 5-minute walk.',
    transport: 'Camberley station is an 8-minute walk. Junction 4 of the M3 is 2 miles away.',
    summary:
      'Training rooms, repair workshops and serviced space in a converted office building close to the high street.',
    amenityIds: [...servicedAmenities, 6],
    featureIds: [2, 4, 7, 9, 10, 14, 16, 18, 27, 28, 29],
    images: [],
  },
  {
    slug: 'chepstow',
    heroLine: 'Three miles from the Severn Bridge.',
    address: { street1: 'Northlight Chepstow', street2: '9 Wyebridge Walk', zipCode: 'NP16 5NL' },
    phone: { e164: '+441632960105', display: '01632 960105' },
    openingHours: standardHours,
    parking: '25 free spaces on site.',
    transport: 'Chepstow station is a 10-minute walk. The M48 Severn Bridge is 3 miles away.',
    summary:
      'A friendly centre by the river with meeting rooms, coworking, training rooms and a few repair workshops.',
    amenityIds: [...servicedAmenities, 6],
    featureIds: [2, 4, 7, 9, 14, 16, 17, 18, 28, 29],
    images: [],
  },
  {
    slug: 'chester',
    heroLine: 'A multi-storey car park next door.',
    address: { street1: 'Northlight Chester', street2: '21 Roodee View', zipCode: 'CH1 4NL' },
    phone: { e164: '+441632960106', display: '01632 960106' },
    openingHours: extendedHours,
    parking: '50 spaces on site and a multi-storey car park next door.',
    transport: 'Chester station is a 15-minute walk. The A55 and M53 are 5 minutes by car.',
    summary: 'Studios, offices and business units a short walk from the city walls.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 5, 7, 9, 10, 13, 14, 15, 18, 22, 25, 27, 28, 29],
    images: [officesImage('Chester')],
  },
  {
    slug: 'chichester',
    heroLine: 'A minute from the A27, with cycle storage.',
    address: { street1: 'Northlight Chichester', street2: '5 Harbourgate Road', zipCode: 'PO19 8NL' },
    phone: { e164: '+441632960107', display: '01632 960107' },
    openingHours: standardHours,
    parking: '40 free spaces, plus secure cycle storage.',
    transport: 'Chichester station is a 10-minute walk. The A27 is a minute away.',
    summary: 'Light-filled studios and workshops on the edge of the city, with offices and meeting rooms.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 6, 9, 12, 14, 16, 17, 18, 22, 25, 28],
    images: [],
  },
  {
    slug: 'christchurch',
    heroLine: 'Van parking by the larger units.',
    address: { street1: 'Northlight Christchurch', street2: '16 Stourmead Way', zipCode: 'BH23 2NL' },
    phone: { e164: '+441632960108', display: '01632 960108' },
    openingHours: standardHours,
    parking: '55 spaces, with van parking by the larger units.',
    transport: 'Christchurch station is a 12-minute walk. The A35 and A338 are close by.',
    summary: 'Workshops, storage and a busy café unit on a business park near the harbour.',
    amenityIds: fullAmenities,
    featureIds: [2, 6, 9, 14, 16, 17, 18, 24, 25, 31, 32],
    images: [unitsImage('Christchurch')],
  },
  {
    slug: 'crowborough',
    heroLine: 'On the A26, with free parking on site.',
    address: { street1: 'Northlight Crowborough', street2: '2 Beacon Pines Lane', zipCode: 'TN6 1NL' },
    phone: { e164: '+441632960109', display: '01632 960109' },
    openingHours: standardHours,
    parking: '20 free spaces on site.',
    transport: 'Crowborough station is 2 miles away. The A26 runs past the centre.',
    summary: 'A compact centre with training rooms, repair workshops, meeting rooms and coworking desks.',
    amenityIds: [...servicedAmenities, 6],
    featureIds: [2, 4, 9, 14, 16, 18, 28, 29],
    images: [],
  },
  {
    slug: 'dartford',
    heroLine: 'Room for lorries, five minutes from the A2.',
    address: { street1: 'Northlight Dartford', street2: '11 Crossways Wharf', zipCode: 'DA1 5NL' },
    phone: { e164: '+441632960110', display: '01632 960110' },
    openingHours: extendedHours,
    parking: '80 spaces and a lorry turning area for the distribution units.',
    transport: 'Dartford station is a 10-minute walk. The M25 and A2 are 5 minutes away.',
    summary: 'Distribution, trade and workshop units minutes from the M25, with offices at the front.',
    amenityIds: fullAmenities,
    featureIds: [2, 6, 9, 13, 14, 18, 24, 28, 29, 30, 31, 32],
    images: [unitsImage('Dartford')],
  },
  {
    slug: 'evesham',
    heroLine: 'Ten minutes on foot from Evesham station.',
    address: { street1: 'Northlight Evesham', street2: '8 Orchardside Road', zipCode: 'WR11 4NL' },
    phone: { e164: '+441632960111', display: '01632 960111' },
    openingHours: standardHours,
    parking: '30 free spaces on site.',
    transport: 'Evesham station is a 10-minute walk. The A46 is 2 miles away.',
    summary: 'Training rooms, repair workshops and serviced space in the Vale of Evesham.',
    amenityIds: [...servicedAmenities, 6],
    featureIds: [2, 4, 9, 14, 16, 18, 25, 28, 29],
    images: [],
  },
  {
    slug: 'exeter',
    heroLine: 'Park and ride stops outside.',
    address: { street1: 'Northlight Exeter', street2: '14 Cathedral Yard Mews', zipCode: 'EX4 3NL' },
    phone: { e164: '+441632960112', display: '01632 960112' },
    openingHours: extendedHours,
    parking: '70 spaces on site; park and ride stops outside.',
    transport: 'Exeter St Davids station is a 10-minute walk. Junction 29 of the M5 is 10 minutes by car.',
    summary: 'Offices, labs and studios for the South West, with a lounge, café and gym.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 5, 7, 9, 10, 11, 13, 14, 15, 18, 19, 22, 25, 27, 28, 29],
    images: [officesImage('Exeter')],
  },
  {
    slug: 'folkestone',
    heroLine: 'Ten minutes from the Channel Tunnel.',
    address: { street1: 'Northlight Folkestone', street2: '6 Harbour Arm Road', zipCode: 'CT20 1NL' },
    phone: { e164: '+441632960113', display: '01632 960113' },
    openingHours: standardHours,
    parking: '35 spaces on site and on-street bays nearby.',
    transport:
      'Folkestone Central station is a 12-minute walk. The M20 and Channel Tunnel terminal are 10 minutes away.',
    summary: 'Creative studios, workshops and offices near the harbour, with easy access to the Continent.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 7, 9, 12, 13, 14, 16, 17, 18, 25, 28],
    images: [],
  },
  {
    slug: 'gosport',
    heroLine: 'A short walk from the Portsmouth ferry.',
    address: { street1: 'Northlight Gosport', street2: '19 Haslar Quay', zipCode: 'PO12 1NL' },
    phone: { e164: '+441632960114', display: '01632 960114' },
    openingHours: standardHours,
    parking: '40 free spaces on site.',
    transport: 'The ferry to Portsmouth is a 10-minute walk. The A32 leads to the M27.',
    summary: 'Marine trades, workshops and storage by the water, with meeting rooms and a café.',
    amenityIds: fullAmenities,
    featureIds: [2, 6, 9, 14, 16, 17, 18, 22, 24, 31, 32],
    images: [unitsImage('Gosport')],
  },
  {
    slug: 'haywards-heath',
    heroLine: 'Fast trains to London and Brighton.',
    address: { street1: 'Northlight Haywards Heath', street2: '10 Heathfield Row', zipCode: 'RH16 1NL' },
    phone: { e164: '+441632960115', display: '01632 960115' },
    openingHours: standardHours,
    parking: '35 spaces on site.',
    transport: 'Haywards Heath station is a 5-minute walk, with fast trains to London and Brighton.',
    summary:
      'Offices, studios and units a short walk from the station, popular with commuters who want to stay local.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 7, 9, 10, 13, 14, 16, 18, 22, 25, 27, 28],
    images: [],
  },
  {
    slug: 'high-wycombe',
    heroLine: 'Two miles from junction 4 of the M40.',
    address: { street1: 'Northlight High Wycombe', street2: '3 Chairmakers Yard', zipCode: 'HP11 2NL' },
    phone: { e164: '+441632960116', display: '01632 960116' },
    openingHours: extendedHours,
    parking: '60 spaces on site, including electric vehicle chargers.',
    transport: 'High Wycombe station is a 10-minute walk. Junction 4 of the M40 is 2 miles away.',
    summary: 'Workshops and studios in a former furniture works, with offices and coworking.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 7, 9, 12, 13, 14, 16, 18, 22, 25, 28, 30, 32],
    images: [unitsImage('High Wycombe')],
  },
  {
    slug: 'luton',
    heroLine: 'A drop-off lane and plenty of parking.',
    address: { street1: 'Northlight Luton', street2: '25 Hatters Way Court', zipCode: 'LU1 3NL' },
    phone: { e164: '+441632960117', display: '01632 960117' },
    openingHours: extendedHours,
    parking: '90 spaces on site and a drop-off lane.',
    transport:
      'Luton station is a 10-minute walk. Junction 10 of the M1 and London Luton Airport are 10 minutes away.',
    summary: 'Distribution units, labs and offices close to the airport and the M1.',
    amenityIds: fullAmenities,
    featureIds: [2, 3, 4, 5, 9, 10, 13, 14, 15, 18, 21, 22, 27, 28, 29, 31],
    images: [officesImage('Luton')],
  },
  {
    slug: 'northfleet',
    heroLine: 'Five minutes on foot from the station.',
    address: { street1: 'Northlight Northfleet', street2: '4 Riverside Cement Walk', zipCode: 'DA11 9NL' },
    phone: { e164: '+441632960118', display: '01632 960118' },
    openingHours: standardHours,
    parking: '30 free spaces on site.',
    transport:
      'Northfleet station is a 5-minute walk and Ebbsfleet International is a mile away. The A2 is close by.',
    summary: 'Training rooms, repair workshops and serviced space near Ebbsfleet International.',
    amenityIds: [...servicedAmenities, 6],
    featureIds: [2, 4, 9, 13, 14, 16, 18, 28, 29],
    images: [],
  },
  {
    slug: 'southampton',
    heroLine: 'Parking under the building.',
    address: { street1: 'Northlight Southampton', street2: '30 Quayside Terrace', zipCode: 'SO14 3NL' },
    phone: { e164: '+441632960119', display: '01632 960119' },
    openingHours: extendedHours,
    parking: '40 spaces under the building; city car parks are a 5-minute walk.',
    transport: 'Southampton Central station is a 15-minute walk. The M27 and M3 are 10 minutes away.',
    summary: 'City-centre offices, coworking and studios, with workshops and storage in the courtyard.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 5, 7, 9, 10, 11, 13, 14, 15, 19, 21, 22, 23, 25, 26, 27, 28, 29],
    images: [officesImage('Southampton')],
  },
  {
    slug: 'swindon',
    heroLine: 'HGV access to the distribution units.',
    address: { street1: 'Northlight Swindon', street2: '17 Brunelside Road', zipCode: 'SN1 2NL' },
    phone: { e164: '+441632960120', display: '01632 960120' },
    openingHours: extendedHours,
    parking: '100 spaces on site and HGV access to the distribution units.',
    transport: 'Swindon station is a 10-minute walk. Junctions 15 and 16 of the M4 are 10 minutes away.',
    summary: 'Distribution, workshop and lab units on the M4 corridor, with offices and coworking.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 6, 9, 10, 13, 14, 16, 18, 19, 22, 24, 28, 30, 31, 32],
    images: [unitsImage('Swindon')],
  },
  {
    slug: 'tewkesbury',
    heroLine: 'Two miles from Ashchurch station.',
    address: { street1: 'Northlight Tewkesbury', street2: '12 Abbey Meadow Lane', zipCode: 'GL20 5NL' },
    phone: { e164: '+441632960121', display: '01632 960121' },
    openingHours: standardHours,
    parking: '45 free spaces on site.',
    transport: 'Ashchurch for Tewkesbury station is 2 miles away. Junction 9 of the M5 is 5 minutes by car.',
    summary: 'Workshops, storage and studios between the M5 and the historic town centre.',
    amenityIds: fullAmenities,
    featureIds: [2, 6, 9, 14, 16, 18, 24, 25, 31, 32],
    images: [],
  },
  {
    slug: 'waterlooville',
    heroLine: 'Buses to Portsmouth stop outside.',
    address: { street1: 'Northlight Waterlooville', street2: '8 Forest End Parade', zipCode: 'PO7 7NL' },
    phone: { e164: '+441632960122', display: '01632 960122' },
    openingHours: standardHours,
    parking: '50 free spaces on site.',
    transport: 'Buses to Portsmouth stop outside. The A3(M) is 2 minutes by car.',
    summary: 'Business units, gyms and studios with offices and meeting rooms, just off the A3(M).',
    amenityIds: fullAmenities,
    featureIds: [2, 6, 9, 11, 14, 16, 18, 22, 24, 25, 32],
    images: [],
  },
  {
    slug: 'weymouth',
    heroLine: 'A short walk from Weymouth station.',
    address: { street1: 'Northlight Weymouth', street2: '5 Esplanade Works', zipCode: 'DT4 8NL' },
    phone: { e164: '+441632960123', display: '01632 960123' },
    openingHours: standardHours,
    parking: '35 spaces on site.',
    transport: 'Weymouth station is a 10-minute walk. The A354 links to Dorchester.',
    summary: 'Workshops, cafés and studios near the harbour, with offices and coworking.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 6, 9, 14, 16, 17, 18, 22, 25],
    images: [],
  },
  {
    slug: 'crawley',
    heroLine: 'Secure underground parking by Gatwick.',
    address: { street1: 'Northlight Crawley', street2: '40 Gatwick Link Road', zipCode: 'RH10 9NL' },
    phone: { e164: '+441632960124', display: '01632 960124' },
    openingHours: extendedHours,
    parking: '110 spaces, including secure underground parking.',
    transport:
      'Three Bridges station is a 10-minute walk. Junction 10 of the M23 and Gatwick Airport are 10 minutes away.',
    summary: 'Offices, labs and distribution units by Gatwick, with a lounge, restaurant and gym.',
    amenityIds: fullAmenities,
    featureIds: [2, 3, 4, 5, 6, 9, 10, 11, 13, 14, 15, 19, 21, 22, 23, 26, 27, 28, 29, 31],
    images: [officesImage('Crawley')],
  },
  {
    slug: 'havant',
    heroLine: 'A short walk from the station, by the A27.',
    address: { street1: 'Northlight Havant', street2: '22 Langstone Gate', zipCode: 'PO9 1NL' },
    phone: { e164: '+441632960125', display: '01632 960125' },
    openingHours: standardHours,
    parking: '45 free spaces on site.',
    transport: 'Havant station is a 7-minute walk. The A27 and A3(M) meet nearby.',
    summary: 'Workshops, repair and trade units with a small office building and meeting rooms.',
    amenityIds: fullAmenities,
    featureIds: [2, 6, 9, 13, 14, 16, 18, 24, 31, 32],
    images: [],
  },
  {
    slug: 'ipswich',
    heroLine: 'Five minutes from the A14 and the A12.',
    address: { street1: 'Northlight Ipswich', street2: '15 Wet Dock Row', zipCode: 'IP1 2NL' },
    phone: { e164: '+441632960126', display: '01632 960126' },
    openingHours: extendedHours,
    parking: '60 spaces on site and more at the station car park.',
    transport: 'Ipswich station is a 10-minute walk. The A14 and A12 are 5 minutes away.',
    summary: 'Offices, studios and distribution units for East Anglia, a short walk from the waterfront.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 7, 9, 10, 13, 14, 16, 18, 22, 25, 27, 28, 29, 31],
    images: [officesImage('Ipswich')],
  },
  {
    slug: 'romsey',
    heroLine: 'Five minutes from junction 3 of the M27.',
    address: { street1: 'Northlight Romsey', street2: '6 Abbey Water Lane', zipCode: 'SO51 8NL' },
    phone: { e164: '+441632960127', display: '01632 960127' },
    openingHours: standardHours,
    parking: '35 free spaces on site.',
    transport: 'Romsey station is a 10-minute walk. Junction 3 of the M27 is 5 minutes away.',
    summary: 'Studios, workshops and offices in a quiet market town setting.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 6, 9, 14, 16, 17, 18, 25],
    images: [],
  },
  {
    slug: 'shoreham-by-sea',
    heroLine: 'Close to the A27 and the A259.',
    address: { street1: 'Northlight Shoreham', street2: '9 Adur Bank', zipCode: 'BN43 5NL' },
    phone: { e164: '+441632960128', display: '01632 960128' },
    openingHours: standardHours,
    parking: '25 spaces on site.',
    transport: 'Shoreham-by-Sea station is a 5-minute walk. The A27 and A259 are close by.',
    summary: 'A waterside centre with training rooms, meeting rooms, virtual offices and coworking desks.',
    amenityIds: servicedAmenities,
    featureIds: [2, 4, 7, 9, 12, 14, 16, 17, 18, 28, 29],
    images: [],
  },
  {
    slug: 'winchester',
    heroLine: 'A short walk from park and ride.',
    address: { street1: 'Northlight Winchester', street2: '18 Itchen Meadows', zipCode: 'SO23 8NL' },
    phone: { e164: '+441632960129', display: '01632 960129' },
    openingHours: extendedHours,
    parking: '40 spaces on site; park and ride is a short walk.',
    transport: 'Winchester station is a 12-minute walk. Junction 9 of the M3 is 5 minutes away.',
    summary: 'Offices, studios and a few workshops close to the city centre, with a lounge and café.',
    amenityIds: fullAmenities,
    featureIds: [2, 4, 5, 7, 9, 10, 12, 13, 14, 15, 18, 22, 25, 27, 28, 29],
    images: [officesImage('Winchester')],
  },
]);

/*
 * How to get in and access notes, from each centre's own facts: its reception hours (the first
 * opening hours), its street address, and whether it has a lift (feature 10) and accessible
 * facilities (feature 9). Staff rewrite them in the CMS as each centre's reality needs.
 */
function arrivalCopy(details: z.infer<typeof centreDetailsSchema>): string {
  const hours = details.openingHours[0]!;
  const door = details.address.street2 ?? details.address.street1;
  return `Come to the main entrance at ${door} and sign in at reception (staffed ${hours.opens} to ${hours.closes}). Give your booking or viewing reference and we will show you the way. Outside those hours, ring the bell by the door.`;
}

function accessCopy(details: z.infer<typeof centreDetailsSchema>): string {
  const lift = details.featureIds.includes(10);
  const accessible = details.featureIds.includes(9);
  const parts = [
    accessible ? 'Step-free entrance with an automatic door and an accessible toilet on the ground floor.' : 'Level entrance from the car park; ask reception for help with the door.',
    lift ? 'A lift serves every floor.' : 'Meeting rooms are on the ground floor.',
    'Assistance dogs welcome.',
  ];
  return parts.join(' ');
}

function buildCentres(): readonly Centre[] {
  return centreTowns.map((town) => {
    const details = centreDetails.find((candidate) => candidate.slug === town.slug);
    if (!details) throw new Error(`No centre details for ${town.slug}`);
    if (!details.address.zipCode.startsWith(`${town.outcode} `)) {
      throw new Error(`${town.slug}: postcode ${details.address.zipCode} is not in district ${town.outcode}`);
    }
    for (const id of details.amenityIds) {
      if (!isAmenityId(id)) throw new Error(`${town.slug}: unknown amenity ${id}`);
    }
    for (const id of details.featureIds) {
      if (!isCentreFeatureId(id)) throw new Error(`${town.slug}: unknown feature ${id}`);
    }
    return centreSchema.parse({
      ...town,
      name: `${site.brand} ${town.town}`,
      address: { ...details.address, city: town.town, stateOrProvince: town.county },
      phone: details.phone,
      openingHours: details.openingHours,
      parking: details.parking,
      transport: details.transport,
      arrival: arrivalCopy(details),
      accessNotes: accessCopy(details),
      heroLine: details.heroLine,
      summary: details.summary,
      amenityIds: details.amenityIds,
      featureIds: details.featureIds,
      offers: workspaceTypesAt(town.slug),
      images: details.images,
    });
  });
}

/** Every centre with its full record, in alphabetical order of town: what an empty database is seeded with. */
export const seedCentres: readonly Centre[] = buildCentres();
