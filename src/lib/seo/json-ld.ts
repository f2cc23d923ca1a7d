import { formatAddress } from '@/lib/format';

/*
 * Structured-data builders. They return plain objects; <JsonLd> serialises them safely.
 */

export type BreadcrumbItem = { readonly name: string; readonly path: string };

export function breadcrumbListJsonLd(siteUrl: string, items: readonly BreadcrumbItem[]) {
  const base = siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${base}${item.path === '/' ? '/' : item.path}`,
    })),
  };
}

export function organizationJsonLd(input: {
  siteUrl: string;
  name: string;
  legalName: string;
  telephone: string;
  email: string;
  logoPath: string;
}) {
  const base = input.siteUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: input.name,
    legalName: input.legalName,
    url: `${base}/`,
    logo: `${base}${input.logoPath}`,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: input.telephone,
      email: input.email,
      contactType: 'sales',
      areaServed: 'GB',
      availableLanguage: 'en-GB',
    },
  };
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so it cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export type LocalBusinessInput = {
  readonly siteUrl: string;
  readonly path: string;
  readonly name: string;
  readonly description?: string;
  /** E.164, e.g. "+441632960101". */
  readonly telephone: string;
  readonly address: {
    readonly street1?: string;
    readonly street2?: string;
    readonly street3?: string;
    readonly city: string;
    readonly stateOrProvince?: string;
    readonly zipCode: string;
  };
  readonly geo: { readonly lat: number; readonly lng: number };
  readonly openingHours: readonly {
    readonly days: readonly string[];
    readonly opens: string;
    readonly closes: string;
  }[];
  readonly imagePath?: string;
  readonly parentName?: string;
  /** The units listed on the page, as offers (only what the page shows). */
  readonly offers?: readonly UnitOfferInput[];
};

export type UnitOfferInput = {
  readonly reference: string;
  readonly name: string;
  readonly category: string;
  readonly sizeSqFt: number;
  readonly price: number;
  readonly period: 'hour' | 'week' | 'month';
  /** Free now, free from a date, or under offer (still listed, but someone is ahead). */
  readonly availability: 'now' | 'from' | 'under-offer';
  readonly availableFrom?: string;
};

// UN/CEFACT common codes, which schema.org's unitCode expects.
const periodUnitCodes = { hour: 'HUR', week: 'WEE', month: 'MON' } as const;
const availabilityUrls = {
  now: 'https://schema.org/InStock',
  from: 'https://schema.org/PreOrder',
  'under-offer': 'https://schema.org/LimitedAvailability',
} as const;

function unitOfferJsonLd(offer: UnitOfferInput, base: string, path: string) {
  return {
    '@type': 'Offer',
    sku: offer.reference,
    url: `${base}${path}#units`,
    category: offer.category,
    price: offer.price,
    priceCurrency: 'GBP',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: offer.price,
      priceCurrency: 'GBP',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: periodUnitCodes[offer.period] },
    },
    availability: availabilityUrls[offer.availability],
    ...(offer.availability === 'from' && offer.availableFrom
      ? { availabilityStarts: offer.availableFrom }
      : {}),
    itemOffered: {
      '@type': 'Accommodation',
      name: `${offer.name} (${offer.reference})`,
      floorSize: { '@type': 'QuantitativeValue', value: offer.sizeSqFt, unitCode: 'FTK' },
    },
  };
}

/** A centre as schema.org LocalBusiness: name, address, geo, telephone, opening hours and URL. */
export function localBusinessJsonLd(input: LocalBusinessInput) {
  const base = input.siteUrl.replace(/\/+$/, '');
  const { street1, street2, street3 } = input.address;
  const streetAddress = formatAddress({ street1, street2, street3 });
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${base}${input.path}#centre`,
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    url: `${base}${input.path}`,
    telephone: input.telephone,
    ...(input.imagePath ? { image: `${base}${input.imagePath}` } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress,
      addressLocality: input.address.city,
      ...(input.address.stateOrProvince ? { addressRegion: input.address.stateOrProvince } : {}),
      postalCode: input.address.zipCode,
      addressCountry: 'GB',
    },
    geo: { '@type': 'GeoCoordinates', latitude: input.geo.lat, longitude: input.geo.lng },
    openingHoursSpecification: input.openingHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}`),
      opens: hours.opens,
      closes: hours.closes,
    })),
    ...(input.parentName
      ? { parentOrganization: { '@type': 'Organization', name: input.parentName, url: `${base}/` } }
      : {}),
    ...(input.offers && input.offers.length > 0
      ? {
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: `Units available at ${input.name}`,
            itemListElement: input.offers.map((offer) => unitOfferJsonLd(offer, base, input.path)),
          },
        }
      : {}),
  };
}
