import { z } from 'zod';
import { alphabeticalByTown } from '@/lib/alphabetical';

/*
 * The towns with a Northlight centre (one centre each). Coordinates, county and postcode district come from
 * OS Open Names via data/geo/towns.csv (attribution in dataAttribution, site.ts). The full records
 * (address, hours, amenities, what each centre offers) are content, shaped by centre-directory.ts
 * and kept apart so that client code which needs only the slugs (the enquiry context) does not
 * ship their schemas to the browser.
 */

/** In alphabetical order, as the towns are listed everywhere. */
export const centreSlugs = [
  'andover',
  'basingstoke',
  'bromsgrove',
  'camberley',
  'chepstow',
  'chester',
  'chichester',
  'christchurch',
  'crawley',
  'crowborough',
  'dartford',
  'evesham',
  'exeter',
  'folkestone',
  'gosport',
  'havant',
  'haywards-heath',
  'high-wycombe',
  'ipswich',
  'luton',
  'northfleet',
  'romsey',
  'shoreham-by-sea',
  'southampton',
  'swindon',
  'tewkesbury',
  'waterlooville',
  'weymouth',
  'winchester',
] as const;
export type CentreSlug = (typeof centreSlugs)[number];

export const centreTownSchema = z.object({
  slug: z.enum(centreSlugs),
  town: z.string().min(2),
  county: z.string().min(2),
  outcode: z.string().regex(/^[A-Z]{1,2}[0-9][0-9A-Z]?$/),
  lat: z.number().min(49).max(61),
  lng: z.number().min(-8).max(2),
});
export type CentreTown = z.infer<typeof centreTownSchema>;

const townRecords: readonly CentreTown[] = z.array(centreTownSchema).parse([
  { slug: 'andover', town: 'Andover', county: 'Hampshire', outcode: 'SP10', lat: 51.2075, lng: -1.4792 },
  {
    slug: 'basingstoke',
    town: 'Basingstoke',
    county: 'Hampshire',
    outcode: 'RG21',
    lat: 51.2678,
    lng: -1.0883,
  },
  {
    slug: 'bromsgrove',
    town: 'Bromsgrove',
    county: 'Worcestershire',
    outcode: 'B61',
    lat: 52.3352,
    lng: -2.0593,
  },
  { slug: 'camberley', town: 'Camberley', county: 'Surrey', outcode: 'GU15', lat: 51.3394, lng: -0.7438 },
  {
    slug: 'chepstow',
    town: 'Chepstow',
    county: 'Monmouthshire',
    outcode: 'NP16',
    lat: 51.6409,
    lng: -2.6767,
  },
  { slug: 'chester', town: 'Chester', county: 'Cheshire', outcode: 'CH1', lat: 53.1902, lng: -2.8916 },
  {
    slug: 'chichester',
    town: 'Chichester',
    county: 'West Sussex',
    outcode: 'PO19',
    lat: 50.8365,
    lng: -0.779,
  },
  {
    slug: 'christchurch',
    town: 'Christchurch',
    county: 'Dorset',
    outcode: 'BH23',
    lat: 50.7384,
    lng: -1.7818,
  },
  {
    slug: 'crowborough',
    town: 'Crowborough',
    county: 'East Sussex',
    outcode: 'TN6',
    lat: 51.0606,
    lng: 0.1617,
  },
  { slug: 'dartford', town: 'Dartford', county: 'Kent', outcode: 'DA1', lat: 51.4435, lng: 0.2196 },
  { slug: 'evesham', town: 'Evesham', county: 'Worcestershire', outcode: 'WR11', lat: 52.0926, lng: -1.9474 },
  { slug: 'exeter', town: 'Exeter', county: 'Devon', outcode: 'EX4', lat: 50.7226, lng: -3.5326 },
  { slug: 'folkestone', town: 'Folkestone', county: 'Kent', outcode: 'CT20', lat: 51.0817, lng: 1.1803 },
  { slug: 'gosport', town: 'Gosport', county: 'Hampshire', outcode: 'PO12', lat: 50.7945, lng: -1.1227 },
  {
    slug: 'haywards-heath',
    town: 'Haywards Heath',
    county: 'West Sussex',
    outcode: 'RH16',
    lat: 50.9959,
    lng: -0.1006,
  },
  {
    slug: 'high-wycombe',
    town: 'High Wycombe',
    county: 'Buckinghamshire',
    outcode: 'HP11',
    lat: 51.6288,
    lng: -0.7495,
  },
  { slug: 'luton', town: 'Luton', county: 'Bedfordshire', outcode: 'LU1', lat: 51.8795, lng: -0.4174 },
  { slug: 'northfleet', town: 'Northfleet', county: 'Kent', outcode: 'DA11', lat: 51.4392, lng: 0.3462 },
  {
    slug: 'southampton',
    town: 'Southampton',
    county: 'Hampshire',
    outcode: 'SO14',
    lat: 50.9049,
    lng: -1.4043,
  },
  { slug: 'swindon', town: 'Swindon', county: 'Wiltshire', outcode: 'SN1', lat: 51.5615, lng: -1.7855 },
  {
    slug: 'tewkesbury',
    town: 'Tewkesbury',
    county: 'Gloucestershire',
    outcode: 'GL20',
    lat: 51.9925,
    lng: -2.1576,
  },
  {
    slug: 'waterlooville',
    town: 'Waterlooville',
    county: 'Hampshire',
    outcode: 'PO7',
    lat: 50.8793,
    lng: -1.0322,
  },
  { slug: 'weymouth', town: 'Weymouth', county: 'Dorset', outcode: 'DT4', lat: 50.607, lng: -2.4555 },
  { slug: 'crawley', town: 'Crawley', county: 'West Sussex', outcode: 'RH10', lat: 51.1145, lng: -0.1882 },
  { slug: 'havant', town: 'Havant', county: 'Hampshire', outcode: 'PO9', lat: 50.8567, lng: -0.9862 },
  { slug: 'ipswich', town: 'Ipswich', county: 'Suffolk', outcode: 'IP1', lat: 52.0571, lng: 1.1528 },
  { slug: 'romsey', town: 'Romsey', county: 'Hampshire', outcode: 'SO51', lat: 50.9891, lng: -1.4998 },
  {
    slug: 'shoreham-by-sea',
    town: 'Shoreham-by-Sea',
    county: 'West Sussex',
    outcode: 'BN43',
    lat: 50.8331,
    lng: -0.2731,
  },
  { slug: 'winchester', town: 'Winchester', county: 'Hampshire', outcode: 'SO23', lat: 51.0618, lng: -1.311 },
]);

/** In alphabetical order of town, as every list of centres on the site shows them. */
export const centreTowns: readonly CentreTown[] = alphabeticalByTown(townRecords);

export function isCentreSlug(value: string): value is CentreSlug {
  return (centreSlugs as readonly string[]).includes(value);
}

/** The town a stored centre slug names, for lists and messages; an unknown slug is shown as it is. */
export function townOfCentre(slug: string): string {
  return centreTowns.find((candidate) => candidate.slug === slug)?.town ?? slug;
}

export function getCentreTown(slug: CentreSlug): CentreTown {
  const centre = centreTowns.find((candidate) => candidate.slug === slug);
  if (!centre) throw new Error(`Unknown centre: ${slug}`);
  return centre;
}
