import { describe, expect, it } from 'vitest';
import {
  campaignCsv,
  campaignCsvFileName,
  campaignKeyOf,
  campaignReport,
  campaignTable,
  costPerWonLead,
  parseCampaignQuery,
  parseUkDay,
  type CampaignFacts,
  type CampaignQuery,
  type TouchFields,
} from './campaigns';

const noTouch: TouchFields = {
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  googleClick: false,
  msclkid: false,
  fbclid: false,
  referrerHost: null,
};
const facts = (touch: Partial<TouchFields>, measures: Partial<CampaignFacts>): CampaignFacts => ({
  ...noTouch,
  ...touch,
  leads: 0,
  wonLeads: 0,
  wonValuePence: 0,
  paidNetPence: 0,
  ...measures,
});
const query: CampaignQuery = { period: { from: '2026-11-01', to: '2026-11-30' }, touch: 'first' };
const params = (values: Record<string, string>) => new URLSearchParams(values);

describe('the period and touch asked for', () => {
  it('reads UK dates and date-picker dates, and defaults to the last 30 days, first touch', () => {
    expect(parseUkDay('1/11/2026')).toBe('2026-11-01');
    expect(parseUkDay('2026-11-01')).toBe('2026-11-01');
    expect(parseUkDay('31/02/2026')).toBeUndefined();
    expect(parseUkDay('11/31/2026')).toBeUndefined();
    expect(parseCampaignQuery(params({}), '2026-11-29')).toEqual({
      ok: true,
      query: { period: { from: '2026-10-31', to: '2026-11-29' }, touch: 'first' },
    });
    expect(parseCampaignQuery(params({ from: '01/11/2026', to: '2026-11-30', touch: 'last' }), '2026-11-29')).toEqual({
      ok: true,
      query: { period: { from: '2026-11-01', to: '2026-11-30' }, touch: 'last' },
    });
  });

  it('says what is wrong in staff words', () => {
    const problems = (values: Record<string, string>) => {
      const parsed = parseCampaignQuery(params(values), '2026-11-29');
      return parsed.ok ? [] : parsed.problems;
    };
    expect(problems({ from: 'yesterday' })).toEqual(['The start date is not a date we can read: write it as 01/11/2026.']);
    expect(problems({ touch: 'middle' })).toEqual(['Choose first touch or last touch.']);
    expect(problems({ from: '2026-11-02', to: '2026-11-01' })).toEqual(['The end date is before the start date.']);
    expect(problems({ from: '2020-01-01', to: '2026-11-01' })).toEqual(['Choose a period of at most two years.']);
    expect(problems({ from: '2024-11-29', to: '2026-11-29' })).toEqual([]);
  });
});

describe('the row a touch is counted in', () => {
  it('groups by UTM in lower case, or by the channel rules without them', () => {
    expect(campaignKeyOf({ ...noTouch, utmSource: 'Google', utmMedium: 'CPC', utmCampaign: ' Spring  Units ' })).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'spring units',
    });
    expect(campaignKeyOf({ ...noTouch, googleClick: true, utmCampaign: 'brand' })).toEqual({
      source: 'google',
      medium: 'cpc',
      campaign: 'brand',
    });
    expect(campaignKeyOf({ ...noTouch, referrerHost: 'www.bing.com' })).toEqual({
      source: 'bing',
      medium: 'organic',
      campaign: '(not set)',
    });
    expect(campaignKeyOf(noTouch)).toEqual({ source: '(direct)', medium: '(none)', campaign: '(not set)' });
  });
});

describe('cost per won lead', () => {
  it('divides spend by won leads, to the nearest penny (half a penny up)', () => {
    expect(costPerWonLead(1000, 3)).toBe(333);
    expect(costPerWonLead(1001, 2)).toBe(501);
    expect(costPerWonLead(0, 2)).toBe(0);
    expect(costPerWonLead(1000, 0)).toBeNull();
    expect(costPerWonLead(null, 4)).toBeNull();
  });
});

describe('the report', () => {
  it('merges touches that make one row, spreads spend over its days, sorts by money', () => {
    const report = campaignReport(
      query,
      [
        facts({ utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'Spring' }, { leads: 2, wonLeads: 1, wonValuePence: 500_000 }),
        facts({ utmSource: 'GOOGLE', utmMedium: 'cpc', utmCampaign: 'spring', googleClick: true }, { leads: 1, paidNetPence: 2500 }),
        facts({ referrerHost: 'www.google.com' }, { leads: 5 }),
        facts({}, { paidNetPence: 5000, leads: 1 }),
      ],
      [
        // A month of 30 days, 10 of them in the period: a third of £100.
        { source: 'google', medium: 'cpc', campaign: 'spring', rowDays: 30, penceDays: 10_000 * 10 },
        // Two single days of £12.34.
        { source: 'google', medium: 'cpc', campaign: 'spring', rowDays: 1, penceDays: 2468 },
        // Spend with nothing else: a row of its own.
        { source: 'Bing', medium: 'cpc', campaign: 'Brand', rowDays: 1, penceDays: 999 },
      ],
    );
    expect(report.rows.map((row) => [row.source, row.medium, row.campaign])).toEqual([
      ['google', 'cpc', 'spring'],
      ['(direct)', '(none)', '(not set)'],
      ['google', 'organic', '(not set)'],
      ['bing', 'cpc', 'brand'],
    ]);
    expect(report.rows[0]).toMatchObject({
      leads: 3,
      wonLeads: 1,
      wonValuePence: 500_000,
      paidNetPence: 2500,
      // 3,333.33… + 2,468 = 5,801.33… → 5,801.
      spendPence: 5801,
      costPerWonLeadPence: 5801,
    });
    expect(report.rows[1]).toMatchObject({ spendPence: null, costPerWonLeadPence: null });
    expect(report.rows[3]).toMatchObject({ leads: 0, spendPence: 999, costPerWonLeadPence: null });
    // Totals: spend of the rows with spend, divided by their won leads (organic costs nothing on record).
    expect(report.totals).toEqual({
      leads: 9,
      wonLeads: 1,
      wonValuePence: 500_000,
      paidNetPence: 7500,
      spendPence: 6800,
      costPerWonLeadPence: 6800,
    });
  });

  it('has no spend at all when none was uploaded, and no rows when nothing happened', () => {
    const report = campaignReport(query, [facts({}, { leads: 1 })], []);
    expect(report.totals).toMatchObject({ spendPence: null, costPerWonLeadPence: null });
    expect(campaignReport(query, [], []).rows).toEqual([]);
  });

  it('is one table for the page and the file: £ on the page, pounds to the penny and UK dates in the file', () => {
    const report = campaignReport(
      query,
      [facts({ utmSource: '=cmd', utmMedium: 'cpc', utmCampaign: '@x' }, { leads: 1234, wonLeads: 1, wonValuePence: 123_456_78, paidNetPence: 5 })],
      [{ source: '=cmd', medium: 'cpc', campaign: '@x', rowDays: 1, penceDays: 100_000 }],
    );
    const table = campaignTable(report);
    expect(table.caption).toBe(
      'Leads, won value, money paid online (before VAT, less refunds) and spend by first touch, 1 November 2026 to 30 November 2026, UK time',
    );
    expect(table.textColumns).toBe(3);
    expect(table.rows[0]).toEqual(['=cmd', 'cpc', '@x', 1234, 1, { pence: 12_345_678 }, { pence: 5 }, { pence: 100_000 }, { pence: 100_000 }]);
    const csv = campaignCsv(report);
    expect(csv.header.slice(0, 4)).toEqual(['From', 'To', 'Touch', 'Source']);
    expect(csv.rows[0]).toEqual(['01/11/2026', '30/11/2026', 'First', '=cmd', 'cpc', '@x', 1234, 1, '123456.78', '0.05', '1000.00', '1000.00']);
    expect(csv.rows[1]).toEqual(['01/11/2026', '30/11/2026', 'First', 'All campaigns', '', '', 1234, 1, '123456.78', '0.05', '1000.00', '1000.00']);
    expect(campaignCsvFileName(query)).toBe('northlight-revenue-by-campaign-first-touch-2026-11-01-to-2026-11-30.csv');
    const empty = campaignCsv(campaignReport(query, [facts({}, { leads: 1 })], []));
    expect(empty.rows[0]!.slice(-2)).toEqual(['', '']);
    // Without spend (a centre manager): no spend columns at all.
    const manager = campaignTable(report, false);
    expect(manager.columns.at(-1)).toBe('Paid online before VAT (£)');
    expect(manager.caption).not.toContain('spend');
    expect(manager.rows[0]).toHaveLength(7);
    expect(campaignCsv(report, false).header).toHaveLength(10);
  });
});
