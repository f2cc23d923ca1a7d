import { describe, expect, it } from 'vitest';
import { hashedEmailForGoogle } from './enhanced-email';
import {
  conversionNamesOf,
  defaultConversionNames,
  ga4PlanOf,
  googleAdsColumns,
  googleAdsFile,
  googleAdsTime,
  googleClickOf,
  type Conversion,
} from './conversions';

/*
 * Google's template for conversions from clicks, as its help page and template files give it: the
 * time-zone parameter line, then these column names in this order (the last three optional: the
 * order id, the ad_user_data consent and the enhanced conversions for leads email hash).
 */
const googleTemplateHeader =
  'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency,Order ID,Ad User Data,Email';

/** A small RFC 4180 reader, so the test reads the file as Google's importer would. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const at = (iso: string) => new Date(iso);
const conversion = (overrides: Partial<Conversion> = {}): Conversion => ({
  id: '5c1d3f8e-2b7a-4c1e-9d3f-1a2b3c4d5e6f',
  kind: 'booking-paid',
  transactionId: 'NL-B-1234',
  valuePence: 7000,
  currency: 'GBP',
  occurredAt: at('2026-07-01T13:05:09Z'),
  attribution: {
    first: { utm_source: 'google', gclid: 'first-click', timestamp: '2026-06-20T10:00:00Z' },
    last: { utm_source: 'google', gclid: 'Cj0KCQjw-last_click', timestamp: '2026-06-30T09:00:00Z' },
  },
  adUserData: true,
  gaClientId: '123456789.1700000000',
  email: ' Jane.Doe@Gmail.com ',
  ...overrides,
});

describe('the Google Ads offline conversion import file', () => {
  it("has Google's time zone line and exactly Google's columns", () => {
    const file = googleAdsFile([conversion()], defaultConversionNames, hashedEmailForGoogle);
    const [zone, header, ...rows] = parseCsv(file.csv);
    expect(zone).toEqual(['Parameters:TimeZone=Europe/London']);
    expect(header!.join(',')).toBe(googleTemplateHeader);
    expect([...googleAdsColumns].join(',')).toBe(googleTemplateHeader);
    expect(rows).toEqual([
      [
        'Cj0KCQjw-last_click',
        'Northlight meeting room booked',
        '2026-07-01 14:05:09+01:00',
        '70.00',
        'GBP',
        'NL-B-1234',
        'Granted',
        hashedEmailForGoogle('janedoe@gmail.com')!,
      ],
    ]);
    expect(file).toMatchObject({ rows: 1, withoutClick: 0 });
    expect(file.csv).not.toMatch(/jane/i);
  });

  it('leaves out the email hash without ad_user_data, and rows without a Google click id', () => {
    const file = googleAdsFile(
      [
        conversion({ adUserData: false, transactionId: 'NL-B-2' }),
        conversion({ transactionId: 'NL-B-3', attribution: { first: { utm_source: 'bing', msclkid: 'abc' }, last: {} } }),
        conversion({ transactionId: 'NL-B-4', attribution: { touch: { gbraid: 'ios-only', timestamp: '2026-06-30T09:00:00Z' } } }),
        conversion({ transactionId: 'NL-B-5', attribution: null }),
      ],
      conversionNamesOf({ 'booking-paid': ' Room sale ' }),
      hashedEmailForGoogle,
    );
    const rows = parseCsv(file.csv).slice(2);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1, 2)).toEqual(['Room sale']);
    expect(rows[0]!.slice(5)).toEqual(['NL-B-2', 'Denied', '']);
    expect(file).toMatchObject({ rows: 1, withoutClick: 3 });
  });

  it('writes London time with its offset, winter and summer', () => {
    expect(googleAdsTime(at('2026-01-15T09:30:00Z'))).toBe('2026-01-15 09:30:00+00:00');
    expect(googleAdsTime(at('2026-07-15T23:30:00Z'))).toBe('2026-07-16 00:30:00+01:00');
  });

  it('credits the last Google click within the 90 days before the conversion', () => {
    const when = at('2026-07-01T12:00:00Z');
    expect(googleClickOf(conversion().attribution, when)).toEqual({ gclid: 'Cj0KCQjw-last_click' });
    const oldLast = { first: { gclid: 'recent', timestamp: '2026-06-01T00:00:00Z' }, last: { gclid: 'later', timestamp: '2026-07-02T00:00:00Z' } };
    // A click after the conversion cannot have led to it; the first touch's is taken.
    expect(googleClickOf(oldLast, when)).toEqual({ gclid: 'recent' });
    expect(googleClickOf({ touch: { gclid: 'stale', timestamp: '2026-03-01T00:00:00Z' } }, when)).toBeUndefined();
    expect(googleClickOf({ touch: { gclid: 'no time' } }, when)).toBeUndefined();
    expect(googleClickOf({ touch: { gclid: 'bad id!', timestamp: '2026-06-30T00:00:00Z' } }, when)).toBeUndefined();
  });

  it('keeps only valid conversion names from the settings', () => {
    const names = conversionNamesOf({ 'lead-won': 'Won\nlead', 'order-paid': 'x'.repeat(101), 'day-pass-paid': '' });
    expect(names['lead-won']).toBe(defaultConversionNames['lead-won']);
    expect(names['order-paid']).toBe(defaultConversionNames['order-paid']);
    expect(names['day-pass-paid']).toBe(defaultConversionNames['day-pass-paid']);
  });
});

describe('the GA4 Measurement Protocol event of a conversion', () => {
  const now = at('2026-07-02T10:00:00Z');

  it('is a purchase with its transaction id for a paid thing, and close_convert_lead for a won lead', () => {
    const plan = ga4PlanOf(conversion(), now, hashedEmailForGoogle);
    expect(plan).toEqual({
      send: true,
      body: {
        client_id: '123456789.1700000000',
        timestamp_micros: Date.parse('2026-07-01T13:05:09Z') * 1000,
        consent: { ad_user_data: 'GRANTED', ad_personalization: 'DENIED' },
        user_data: { sha256_email_address: [hashedEmailForGoogle('janedoe@gmail.com')] },
        events: [
          {
            name: 'purchase',
            params: { currency: 'GBP', value: 70, transaction_id: 'NL-B-1234', conversion_kind: 'booking-paid' },
          },
        ],
      },
    });
    const lead = ga4PlanOf(conversion({ kind: 'lead-won', valuePence: 1_800_050, adUserData: false }), now, hashedEmailForGoogle);
    expect(lead.send && lead.body.events[0]).toMatchObject({ name: 'close_convert_lead', params: { value: 18000.5 } });
    expect(lead.send && lead.body.user_data).toBeUndefined();
    expect(lead.send && lead.body.consent.ad_user_data).toBe('DENIED');
    expect(JSON.stringify(lead)).not.toMatch(/jane/i);
  });

  it('is not sent without a GA4 client id, nor beyond the 72 hours GA4 accepts', () => {
    expect(ga4PlanOf(conversion({ gaClientId: null }), now, hashedEmailForGoogle)).toEqual({ send: false, why: 'no client id' });
    expect(ga4PlanOf(conversion({ gaClientId: 'GA1.1.1.2' }), now, hashedEmailForGoogle)).toEqual({ send: false, why: 'no client id' });
    expect(ga4PlanOf(conversion(), at('2026-07-04T13:05:10Z'), hashedEmailForGoogle)).toEqual({ send: false, why: 'too old' });
  });
});
