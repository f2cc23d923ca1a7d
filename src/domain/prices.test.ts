import { describe, expect, it } from 'vitest';
import {
  centreTypePrice,
  fromPriceOf,
  listingFactsOf,
  listingFactsText,
  lowestAvailableRent,
  priceLabel,
  priceUnitLabel,
  typePriceText,
  vatSuffixOf,
  virtualOfficeFromPrice,
  type PricedUnit,
  type VatQuoting,
} from './prices';

const exVat: VatQuoting = { vatRatePercent: 20, businessUnitsExVat: true };
const incVat: VatQuoting = { vatRatePercent: 20, businessUnitsExVat: false };
const today = '2026-11-26';

const unit = (over: Partial<PricedUnit>): PricedUnit => ({
  reference: 'AND-W01',
  centre: 'andover',
  workspaceType: 'workshops',
  rent: 50,
  status: 'available',
  ...over,
});

describe('price labels', () => {
  it('says what each type is priced per', () => {
    expect(priceUnitLabel('workshops')).toBe('per week');
    expect(priceUnitLabel('meeting-rooms')).toBe('per hour');
    expect(priceUnitLabel('office-spaces')).toBe('per month');
    expect(priceUnitLabel('coworking-spaces')).toBe('per desk per month');
    expect(priceUnitLabel('virtual-offices')).toBe('per month');
  });

  it('says + VAT or inc. VAT, serviced workspace always before VAT', () => {
    expect(vatSuffixOf('workshops', exVat)).toBe('+ VAT');
    expect(vatSuffixOf('workshops', incVat)).toBe('inc. VAT');
    expect(vatSuffixOf('meeting-rooms', incVat)).toBe('+ VAT');
    expect(priceLabel(40, 'workshops', exVat, { from: true })).toBe('from £40 per week + VAT');
    expect(priceLabel(40, 'workshops', incVat)).toBe('£48 per week inc. VAT');
    expect(priceLabel(40.5, 'workshops', incVat)).toBe('£48.60 per week inc. VAT');
    expect(priceLabel(89, 'coworking-spaces', incVat)).toBe('£89 per desk per month + VAT');
  });
});

describe('the from price of a type', () => {
  it('is the lowest rent of the units free today, ignoring let, under offer and future units', () => {
    const units = [
      unit({ reference: 'A', rent: 60 }),
      unit({ reference: 'B', rent: 45, status: 'available-from', availableFrom: '2026-11-01' }),
      unit({ reference: 'C', rent: 30, status: 'under-offer' }),
      unit({ reference: 'D', rent: 20, status: 'let' }),
      unit({ reference: 'E', rent: 25, status: 'available-from', availableFrom: '2027-01-04' }),
      unit({ reference: 'F', rent: 10, workspaceType: 'storage-spaces' }),
    ];
    expect(lowestAvailableRent(units, 'workshops', today)).toBe(45);
    expect(fromPriceOf(units, 'workshops', today)).toEqual({
      kind: 'from',
      type: 'workshops',
      netPounds: 45,
    });
  });

  it('says when the next unit frees up when none is free today', () => {
    const units = [
      unit({ reference: 'A', rent: 70, status: 'available-from', availableFrom: '2027-02-01' }),
      unit({ reference: 'B', rent: 90, status: 'available-from', availableFrom: '2027-01-04' }),
      unit({ reference: 'C', rent: 30, status: 'under-offer' }),
    ];
    const price = fromPriceOf(units, 'workshops', today);
    expect(price).toEqual({
      kind: 'next-free',
      type: 'workshops',
      netPounds: 90,
      date: '2027-01-04',
      centre: 'andover',
    });
    expect(typePriceText(price, exVat, () => 'Andover', String)).toBe(
      'Next free 4 January 2027 in Andover, from £90 per week + VAT',
    );
  });

  it('is none when nothing is listed', () => {
    expect(fromPriceOf([], 'gyms', today)).toEqual({ kind: 'none', type: 'gyms' });
  });

  it('is none when everything listed is under offer: a "from" counts only what a visitor can have', () => {
    expect(fromPriceOf([unit({ rent: 30, status: 'under-offer' })], 'workshops', today)).toEqual({
      kind: 'none',
      type: 'workshops',
    });
  });
});

describe('what one centre lists of a type, in words', () => {
  const noun = { one: 'unit', many: 'units' };
  it('counts units under offer and says so, but never prices them', () => {
    const units = [
      unit({ reference: 'A', rent: 250 }),
      unit({ reference: 'B', rent: 44, status: 'under-offer' }),
      unit({ reference: 'C', rent: 20, status: 'let' }),
    ];
    const facts = listingFactsOf(units, 'workshops', today);
    expect(facts).toMatchObject({ listed: 2, freeNow: 1, underOffer: 1 });
    expect(listingFactsText(facts, exVat, noun)).toBe('2 units, 1 under offer · from £250 per week + VAT');
  });

  it('says beside a "from" of what is free now a cheaper unit coming free later', () => {
    const units = [
      unit({ reference: 'A', rent: 250 }),
      unit({ reference: 'B', rent: 226, status: 'available-from', availableFrom: '2027-01-04' }),
      unit({ reference: 'C', rent: 300, status: 'available-from', availableFrom: '2027-01-18' }),
    ];
    expect(listingFactsText(listingFactsOf(units, 'workshops', today), exVat, noun)).toBe(
      '3 units · from £250 per week + VAT; £226 from 4 January 2027',
    );
  });

  it('says when all are under offer, and when the next comes free', () => {
    const offered = [unit({ reference: 'A', status: 'under-offer' }), unit({ reference: 'B', status: 'under-offer' })];
    expect(listingFactsText(listingFactsOf(offered, 'workshops', today), exVat, noun)).toBe('2 units, both under offer');
    expect(listingFactsText(listingFactsOf(offered.slice(0, 1), 'workshops', today), exVat, noun)).toBe(
      '1 unit, under offer',
    );
    const later = [unit({ rent: 52, status: 'available-from', availableFrom: '2027-01-04' })];
    expect(listingFactsText(listingFactsOf(later, 'workshops', today), exVat, noun)).toBe(
      '1 unit · next free 4 January 2027, from £52 per week + VAT',
    );
  });
});

describe('the price of a type at a centre', () => {
  const andover = { slug: 'andover' as const, lat: 51.21, lng: -1.48 };
  const romsey = { slug: 'romsey' as const, lat: 50.99, lng: -1.5 };
  const chester = { slug: 'chester' as const, lat: 53.19, lng: -2.89 };
  const centres = [andover, romsey, chester];

  it('uses its own units first', () => {
    const units = [unit({ rent: 55 }), unit({ centre: 'romsey', rent: 41 })];
    expect(centreTypePrice(andover, centres, units, 'workshops', today)).toMatchObject({
      kind: 'from',
      netPounds: 55,
    });
  });

  it('names the nearest centre with one free when it has none', () => {
    const units = [unit({ centre: 'chester', rent: 30 }), unit({ centre: 'romsey', rent: 44 })];
    const price = centreTypePrice(andover, centres, units, 'workshops', today);
    expect(price).toMatchObject({ kind: 'elsewhere', centre: 'romsey', netPounds: 44 });
    expect(
      typePriceText(
        price,
        exVat,
        () => 'Romsey',
        () => '15 miles',
      ),
    ).toBe('None free here: nearest in Romsey (15 miles), from £44 per week + VAT');
  });

  it('is none when no centre has one', () => {
    expect(centreTypePrice(andover, centres, [], 'gyms', today)).toEqual({ kind: 'none', type: 'gyms' });
  });
});

it('prices virtual offices from the cheapest plan, before VAT', () => {
  const price = virtualOfficeFromPrice(5900);
  expect(typePriceText(price, incVat, String, String)).toBe('from £59 per month + VAT');
  expect(virtualOfficeFromPrice(undefined).kind).toBe('none');
});
