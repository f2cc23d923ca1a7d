import { describe, expect, it } from 'vitest';
import {
  formatAddress,
  formatMiles,
  formatPhoneForDisplay,
  formatPounds,
  priceNote,
  priceNotes,
  priceNotesFor,
  telHref,
} from './format';

describe('formatPhoneForDisplay', () => {
  it('spaces +CC then groups of 2, 4 and 4 digits', () => {
    expect(formatPhoneForDisplay('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('applies the same grouping to other two-digit country codes', () => {
    expect(formatPhoneForDisplay('+331234567890')).toBe('+33 12 3456 7890');
    expect(formatPhoneForDisplay('+491512345678')).toBe('+49 15 1234 5678');
  });

  it('normalises numbers already written with spaces, dashes or brackets', () => {
    expect(formatPhoneForDisplay('+44 (20) 7946-0958')).toBe('+44 20 7946 0958');
    expect(formatPhoneForDisplay('+44 2079 460 958')).toBe('+44 20 7946 0958');
    expect(formatPhoneForDisplay(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
  });

  it.each([
    ['no plus sign', '442079460958'],
    ['a national number', '020 7946 0958'],
    ['a one-digit country code (too short overall)', '+12025550123'],
    ['a three-digit country code (too long overall)', '+3531234567890'],
    ['too few digits', '+4420794609'],
    ['too many digits', '+4420794609581'],
    ['letters', '+44 20 7946 O958'],
  ])('returns numbers of another shape unchanged (%s)', (_label, raw) => {
    expect(formatPhoneForDisplay(raw)).toBe(raw.trim());
  });

  it('returns an empty string for an empty input', () => {
    expect(formatPhoneForDisplay('')).toBe('');
  });
});

describe('telHref', () => {
  it('keeps only the plus and digits', () => {
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(telHref('+44 (20) 7946-0958')).toBe('tel:+442079460958');
  });
});

describe('formatPounds', () => {
  it('formats whole and fractional pounds the UK way', () => {
    expect(formatPounds(40)).toBe('£40');
    expect(formatPounds(19.99)).toBe('£19.99');
    expect(formatPounds(10000)).toBe('£10,000');
  });
});

describe('price notes', () => {
  it('give each basis its own note and keep the spec’s for contract rents', () => {
    expect(priceNotes.contract).toBe(priceNote);
    expect(new Set(Object.values(priceNotes)).size).toBe(3);
    expect(priceNotes.booking).not.toMatch(/24-month/);
    expect(priceNotes.membership).not.toMatch(/24-month/);
  });

  it('lists the notes a set of prices needs once each, contract first', () => {
    expect(priceNotesFor(['membership', 'contract', 'booking', 'contract'])).toEqual([
      priceNotes.contract,
      priceNotes.booking,
      priceNotes.membership,
    ]);
    expect(priceNotesFor(['booking'])).toEqual([priceNotes.booking]);
    expect(priceNotesFor([])).toEqual([]);
  });
});

describe('priceNote', () => {
  it('carries every part of the spec’s note', () => {
    expect(priceNote).toMatch(/valid at the time of enquiry/);
    expect(priceNote).toMatch(/24-month contracts/);
    expect(priceNote).toMatch(/vary by product and inventory/);
    expect(priceNote).toMatch(/subject to terms and conditions/);
  });
});

describe('formatAddress', () => {
  it('joins every part with commas in the spec’s order', () => {
    expect(
      formatAddress({
        zipCode: 'RG21 4AA',
        city: 'Basingstoke',
        street1: 'Unit 4',
        stateOrProvince: 'Hampshire',
        street3: 'Daneshill',
        street2: 'Northlight Way',
      }),
    ).toBe('Unit 4, Northlight Way, Daneshill, Basingstoke, Hampshire, RG21 4AA');
  });

  it('skips missing, null, empty and blank parts', () => {
    expect(
      formatAddress({
        street1: '1 Northlight Way',
        street2: null,
        street3: '   ',
        city: 'Exeter',
        zipCode: 'EX4 1AB',
      }),
    ).toBe('1 Northlight Way, Exeter, EX4 1AB');
  });

  it('trims each part', () => {
    expect(formatAddress({ street1: ' 2 Mill Lane ', city: ' Romsey ' })).toBe('2 Mill Lane, Romsey');
  });

  it('returns an empty string when nothing is set', () => {
    expect(formatAddress({})).toBe('');
  });
});

describe('formatMiles', () => {
  it('uses one decimal under ten miles and whole miles above', () => {
    expect(formatMiles(3.456)).toBe('3.5 miles');
    expect(formatMiles(12.6)).toBe('13 miles');
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(1234)).toBe('1,234 miles');
  });
});
