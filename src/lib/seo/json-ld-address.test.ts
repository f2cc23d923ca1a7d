import { describe, expect, it, vi } from 'vitest';
import type * as Format from '@/lib/format';

/*
 * How an address is joined is a rule of lib/format (formatAddress). The centre JSON-LD must use
 * that rule, not a copy of it: with formatAddress replaced, the JSON-LD's street address follows.
 */
vi.mock('@/lib/format', async (importOriginal) => ({
  ...(await importOriginal<typeof Format>()),
  formatAddress: (address: Record<string, string | null | undefined>) =>
    `joined by formatAddress: ${Object.values(address).filter(Boolean).join(' / ')}`,
}));

const { localBusinessJsonLd } = await import('./json-ld');

describe('centre JSON-LD address', () => {
  it('joins the street lines with formatAddress', () => {
    const data = localBusinessJsonLd({
      siteUrl: 'https://northlight.example',
      path: '/locations/basingstoke',
      name: 'Northlight Basingstoke',
      telephone: '+441632960001',
      address: { street1: 'Unit 4', street2: 'Mill Lane', city: 'Basingstoke', zipCode: 'RG21 4AA' },
      geo: { lat: 51.26, lng: -1.08 },
      openingHours: [],
    } as Parameters<typeof localBusinessJsonLd>[0]);
    expect(data.address.streetAddress).toBe('joined by formatAddress: Unit 4 / Mill Lane');
  });
});
