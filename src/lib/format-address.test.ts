import { describe, expect, it } from 'vitest';
import { formatAddress } from './format';

describe('formatAddress', () => {
  it('joins every part with commas in the spec’s order', () => {
    expect(
      formatAddress({
        street1: 'Northlight House',
        street2: '12 Lanternfield Road',
        street3: 'Eastrop',
        city: 'Basingstoke',
        stateOrProvince: 'Hampshire',
        zipCode: 'RG21 4NL',
      }),
    ).toBe('Northlight House, 12 Lanternfield Road, Eastrop, Basingstoke, Hampshire, RG21 4NL');
  });

  it('leaves out missing parts without doubling commas', () => {
    expect(formatAddress({ street1: 'Northlight House', city: 'Basingstoke', zipCode: 'RG21 4NL' })).toBe(
      'Northlight House, Basingstoke, RG21 4NL',
    );
  });

  it('leaves out blank, whitespace-only and null parts, and trims the rest', () => {
    expect(
      formatAddress({
        street1: '  Unit 4 ',
        street2: '',
        street3: '   ',
        city: null,
        stateOrProvince: 'Kent',
        zipCode: ' DA1 5NL',
      }),
    ).toBe('Unit 4, Kent, DA1 5NL');
  });

  it('keeps the spec’s order whatever order the object was written in', () => {
    expect(formatAddress({ zipCode: 'SO14 3NL', city: 'Southampton', street1: '30 Quayside Terrace' })).toBe(
      '30 Quayside Terrace, Southampton, SO14 3NL',
    );
  });

  it('gives an empty string for an empty address', () => {
    expect(formatAddress({})).toBe('');
    expect(formatAddress({ street1: ' ', zipCode: '' })).toBe('');
  });
});
