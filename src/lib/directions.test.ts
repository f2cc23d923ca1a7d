import { describe, expect, it } from 'vitest';
import { directionsLinks } from './directions';

describe('directionsLinks', () => {
  it('gives Google Maps and Apple Maps directions to the address, encoded', () => {
    const [google, apple] = directionsLinks('Northlight Andover, 1 Walworth Road, Andover, SP10 5AA');
    expect(google).toEqual({
      provider: 'Google Maps',
      href: 'https://www.google.com/maps/dir/?api=1&destination=Northlight+Andover%2C+1+Walworth+Road%2C+Andover%2C+SP10+5AA',
    });
    expect(apple).toEqual({
      provider: 'Apple Maps',
      href: 'https://maps.apple.com/?daddr=Northlight+Andover%2C+1+Walworth+Road%2C+Andover%2C+SP10+5AA',
    });
  });

  it('cannot be broken out of by an address with URL characters', () => {
    const [google] = directionsLinks('Unit 3 & 4, Dock #2?x=1');
    const url = new URL(google!.href);
    expect(url.origin).toBe('https://www.google.com');
    expect(url.searchParams.get('destination')).toBe('Unit 3 & 4, Dock #2?x=1');
    expect(url.hash).toBe('');
  });
});
