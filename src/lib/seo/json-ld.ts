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

export type ServiceOfferPrice =
  | { readonly kind: 'from'; readonly amount: number; readonly unit: 'week' | 'hour' | 'month' }
  | { readonly kind: 'on-request' };

/* UN/CEFACT unit codes schema.org expects in a UnitPriceSpecification. */
const unitCodes = { hour: 'HUR', week: 'WEE', month: 'MON' } as const;

/**
 * Service with one Offer for a workspace type page. A published price becomes a minimum price per
 * unit; a type without one still gets an Offer (availability and seller) but no invented price.
 */
export function serviceJsonLd(input: {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
  serviceType: string;
  providerName: string;
  image?: string;
  areaServed: readonly string[];
  price: ServiceOfferPrice;
}) {
  const base = input.siteUrl.replace(/\/+$/, '');
  const url = `${base}${input.path}`;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    availability: 'https://schema.org/InStock',
    seller: { '@type': 'Organization', name: input.providerName, url: `${base}/` },
  };
  if (input.price.kind === 'from') {
    offer.priceCurrency = 'GBP';
    offer.price = input.price.amount;
    offer.priceSpecification = {
      '@type': 'UnitPriceSpecification',
      priceCurrency: 'GBP',
      minPrice: input.price.amount,
      price: input.price.amount,
      unitCode: unitCodes[input.price.unit],
      unitText: input.price.unit,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url,
    ...(input.image ? { image: `${base}${input.image}` } : {}),
    provider: { '@type': 'Organization', name: input.providerName, url: `${base}/` },
    areaServed: input.areaServed.map((name) => ({ '@type': 'City', name })),
    offers: offer,
  };
}
