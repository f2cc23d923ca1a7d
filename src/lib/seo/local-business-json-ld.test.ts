import { describe, expect, it } from 'vitest';
import { localBusinessJsonLd, serializeJsonLd } from './json-ld';

const input = {
  siteUrl: 'https://www.northlight.example/',
  path: '/locations/romsey',
  name: 'Northlight Romsey',
  telephone: '+441632960127',
  address: {
    street1: 'Northlight Romsey',
    street2: '6 Abbey Water Lane',
    street3: ' ',
    city: 'Romsey',
    stateOrProvince: 'Hampshire',
    zipCode: 'SO51 8NL',
  },
  geo: { lat: 50.9891, lng: -1.4998 },
  openingHours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
    { days: ['Saturday'], opens: '09:00', closes: '13:00' },
  ],
};

describe('localBusinessJsonLd', () => {
  const data = localBusinessJsonLd(input);

  it('describes the centre with its absolute URL and telephone', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Northlight Romsey',
      url: 'https://www.northlight.example/locations/romsey',
      telephone: '+441632960127',
    });
  });

  it('gives a postal address with blank street parts left out', () => {
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Northlight Romsey, 6 Abbey Water Lane',
      addressLocality: 'Romsey',
      addressRegion: 'Hampshire',
      postalCode: 'SO51 8NL',
      addressCountry: 'GB',
    });
  });

  it('gives coordinates and opening hours in schema.org form', () => {
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 50.9891, longitude: -1.4998 });
    expect(data.openingHoursSpecification).toHaveLength(2);
    expect(data.openingHoursSpecification[1]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Saturday'],
      opens: '09:00',
      closes: '13:00',
    });
  });

  it('serialises without a raw "<"', () => {
    expect(serializeJsonLd(localBusinessJsonLd({ ...input, name: '</script>' }))).not.toContain('<');
  });
});
