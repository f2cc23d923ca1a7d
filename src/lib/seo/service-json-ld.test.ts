import { describe, expect, it } from 'vitest';
import { serviceJsonLd } from './service-json-ld';

const base = {
  siteUrl: 'https://www.northlight.example/',
  path: '/workspaces/workshops',
  name: 'Workshops',
  description: 'Workshop units with roller doors.',
  serviceType: 'Business units',
  providerName: 'Northlight',
  areaServed: ['Andover', 'Exeter'],
};

describe('serviceJsonLd', () => {
  it('describes the service with an Offer carrying the from price per unit', () => {
    const data = serviceJsonLd({
      ...base,
      image: '/images/workspaces/workshop.svg',
      price: { kind: 'from', amount: 40, unit: 'week' },
    });
    expect(data['@type']).toBe('Service');
    expect(data.url).toBe('https://www.northlight.example/workspaces/workshops');
    expect(data.image).toBe('https://www.northlight.example/images/workspaces/workshop.svg');
    expect(data.provider).toEqual({
      '@type': 'Organization',
      name: 'Northlight',
      url: 'https://www.northlight.example/',
    });
    expect(data.areaServed).toEqual([
      { '@type': 'City', name: 'Andover' },
      { '@type': 'City', name: 'Exeter' },
    ]);
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'GBP',
      price: 40,
      priceSpecification: { '@type': 'UnitPriceSpecification', minPrice: 40, unitCode: 'WEE' },
    });
  });

  it.each([
    ['hour', 'HUR'],
    ['month', 'MON'],
  ] as const)('maps a price per %s to unit code %s', (unit, code) => {
    const data = serviceJsonLd({ ...base, price: { kind: 'from', amount: 19, unit } });
    expect(data.offers?.priceSpecification.unitCode).toBe(code);
  });

  it('gives no Offer (and no invented price) when the price is on request', () => {
    const data = serviceJsonLd({ ...base, price: { kind: 'on-request' } });
    expect(data).not.toHaveProperty('offers');
    expect(data).not.toHaveProperty('image');
    expect(data.provider).toMatchObject({ name: 'Northlight' });
  });
});
