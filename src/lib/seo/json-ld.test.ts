import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, organizationJsonLd, serializeJsonLd, serviceJsonLd } from './json-ld';

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
    const data = serviceJsonLd({ ...base, image: '/images/workspaces/workshop.svg', price: { kind: 'from', amount: 40, unit: 'week' } });
    expect(data['@type']).toBe('Service');
    expect(data.url).toBe('https://www.northlight.example/workspaces/workshops');
    expect(data.image).toBe('https://www.northlight.example/images/workspaces/workshop.svg');
    expect(data.provider).toEqual({ '@type': 'Organization', name: 'Northlight', url: 'https://www.northlight.example/' });
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
    expect((data.offers.priceSpecification as { unitCode: string }).unitCode).toBe(code);
  });

  it('gives an Offer without a price when the price is on request', () => {
    const data = serviceJsonLd({ ...base, price: { kind: 'on-request' } });
    expect(data.offers['@type']).toBe('Offer');
    expect(data.offers).not.toHaveProperty('price');
    expect(data.offers).not.toHaveProperty('priceSpecification');
    expect(data).not.toHaveProperty('image');
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers items from 1 with absolute URLs', () => {
    const data = breadcrumbListJsonLd('https://www.northlight.example', [
      { name: 'Home', path: '/' },
      { name: 'Workspaces', path: '/workspaces' },
    ]);
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.northlight.example/' },
      { '@type': 'ListItem', position: 2, name: 'Workspaces', item: 'https://www.northlight.example/workspaces' },
    ]);
  });
});

describe('organizationJsonLd', () => {
  it('includes a sales contact point', () => {
    const data = organizationJsonLd({
      siteUrl: 'https://www.northlight.example',
      name: 'Northlight',
      legalName: 'Northlight Business Centres Ltd',
      telephone: '+442079460958',
      email: 'hello@northlight.example',
      logoPath: '/icon.svg',
    });
    expect(data.logo).toBe('https://www.northlight.example/icon.svg');
    expect(data.contactPoint.telephone).toBe('+442079460958');
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so the script tag cannot be closed early', () => {
    expect(serializeJsonLd({ name: '</script><script>' })).not.toContain('<');
  });
});
