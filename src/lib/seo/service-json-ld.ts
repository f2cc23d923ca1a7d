/*
 * Service structured data for a workspace type page. Kept apart from json-ld.ts so each builder
 * file stays small; <JsonLd> serialises the result.
 */

export type ServiceOfferPrice =
  | {
      readonly kind: 'from';
      readonly amount: number;
      readonly unit: 'week' | 'hour' | 'month';
      /** Whether the amount includes VAT; stated as schema.org's valueAddedTaxIncluded when given. */
      readonly vatIncluded?: boolean;
    }
  | { readonly kind: 'on-request' };

/* UN/CEFACT unit codes schema.org expects in a UnitPriceSpecification. */
const unitCodes = { hour: 'HUR', week: 'WEE', month: 'MON' } as const;

/**
 * Service for a workspace type page, with an Offer when the type has a published price (the from
 * price becomes a minimum price per unit). Types priced on request get no Offer: an Offer without a
 * price is invalid for Google, and we will not invent one.
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
  const offers =
    input.price.kind === 'from'
      ? {
          '@type': 'Offer',
          url,
          availability: 'https://schema.org/InStock',
          priceCurrency: 'GBP',
          price: input.price.amount,
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            priceCurrency: 'GBP',
            minPrice: input.price.amount,
            price: input.price.amount,
            unitCode: unitCodes[input.price.unit],
            unitText: input.price.unit,
            ...(input.price.vatIncluded === undefined
              ? {}
              : { valueAddedTaxIncluded: input.price.vatIncluded }),
          },
          seller: { '@type': 'Organization', name: input.providerName, url: `${base}/` },
        }
      : undefined;
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
    ...(offers ? { offers } : {}),
  };
}
