import { describe, expect, it } from 'vitest';
import { leadWorkspaceTypeOf, type LeadFacts } from './lead-facets';
import { salesDashboard, type DashboardBooking, type DashboardLead } from './sales-dashboard';
import { cellCsv, cellText, csvFileName, csvRows, dashboardCharts, dashboardTable } from './tables';

// Thursday 26 November 2026, 15:00 in London: the current week is 23 November's.
const now = new Date('2026-11-26T15:00:00Z');
const facts = (change: Partial<LeadFacts>): LeadFacts => ({
  sourceKind: 'enquiry',
  centre: 'exeter',
  attribution: null,
  workspaceType: 'workshops',
  unitReferences: [],
  ...change,
});
const lead = (change: Partial<DashboardLead>): DashboardLead => ({
  ...facts({}),
  stage: 'new',
  createdAt: new Date('2026-11-24T10:00:00Z'),
  stageHistory: [],
  ...change,
});
const booking = (change: Partial<DashboardBooking>): DashboardBooking => ({
  centre: 'exeter',
  status: 'confirmed',
  startsAt: new Date('2026-11-25T10:00:00Z'),
  cancelledAt: null,
  pricePence: 7000,
  vatRateBasisPoints: 2000,
  paidPence: null,
  refundedAt: null,
  cancelledFree: null,
  ...change,
});

const input = {
  now,
  leads: [
    lead({ attribution: { first: { gclid: 'x' } } }),
    lead({
      sourceKind: 'booking',
      centre: 'andover',
      workspaceType: null,
      stage: 'won',
      stageHistory: ['new', 'won'],
    }),
    lead({
      sourceKind: 'viewing',
      workspaceType: null,
      unitReferences: ['exe-o01'],
      createdAt: new Date('2026-09-07T09:00:00Z'),
    }),
    lead({ sourceKind: 'alert', centre: null, workspaceType: 'offices-that-are-not-a-type' }),
    // Thirteen weeks ago: before the dashboard's twelve.
    lead({ createdAt: new Date('2026-08-25T09:00:00Z'), stage: 'lost', stageHistory: ['new', 'lost'] }),
  ],
  bookings: [booking({}), booking({ centre: 'andover', pricePence: 10000 })],
  units: [
    { reference: 'EXE-W01', centre: 'exeter', workspaceType: 'workshops', status: 'let' },
    { reference: 'EXE-O01', centre: 'exeter', workspaceType: 'office-spaces', status: 'available' },
    { reference: 'AND-W01', centre: 'andover', workspaceType: 'workshops', status: 'under-offer' },
  ],
} as const;

describe('the sales dashboard', () => {
  it('groups a lead by what its source says, a viewing by its unit', () => {
    const types = new Map([['EXE-O01', 'office-spaces']]);
    expect(leadWorkspaceTypeOf(facts({ sourceKind: 'booking' }), types)).toBe('meeting-rooms');
    expect(leadWorkspaceTypeOf(facts({ sourceKind: 'order' }), types)).toBe('virtual-offices');
    expect(leadWorkspaceTypeOf(facts({ sourceKind: 'viewing', unitReferences: ['exe-o01'] }), types)).toBe(
      'office-spaces',
    );
    expect(leadWorkspaceTypeOf(facts({ sourceKind: 'viewing' }), types)).toBe('not-said');
    expect(leadWorkspaceTypeOf(facts({ sourceKind: 'alert', workspaceType: 'labs' }), types)).toBe(
      'not-said',
    );
    expect(leadWorkspaceTypeOf(facts({ workspaceType: null }), types)).toBe('not-said');
  });

  it('counts the last twelve weeks by channel, centre and type, and the conversion of those leads', () => {
    const data = salesDashboard({ ...input, scope: 'all' });
    expect(data.weeks[0]).toBe('2026-09-07');
    expect(data.weeks.at(-1)).toBe('2026-11-23');
    const byChannel = Object.fromEntries(
      data.leadsByChannel.series.map((series) => [series.key, series.total]),
    );
    expect(byChannel).toEqual({ 'paid-search': 1, direct: 3 });
    expect(data.leadsByChannel.series.find((series) => series.key === 'direct')?.counts).toEqual([
      1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2,
    ]);
    const byCentre = Object.fromEntries(
      data.leadsByCentre.series.map((series) => [series.key, series.total]),
    );
    // Across every centre, only those with leads (and leads naming none).
    expect(byCentre).toEqual({ andover: 1, exeter: 2, 'no-centre': 1 });
    const byType = Object.fromEntries(data.leadsByType.series.map((series) => [series.key, series.total]));
    expect(byType).toEqual({ workshops: 1, 'meeting-rooms': 1, 'office-spaces': 1, 'not-said': 1 });
    expect(data.conversion).toMatchObject({ total: 4, won: 1, lost: 0 });
    expect(data.revenue.total).toMatchObject({ bookings: 2, netPence: 17000, vatPence: 3400 });
    expect(data.occupancyByCentre.all).toMatchObject({ total: 3, letShare: 1 / 3 });
  });

  it("shows a centre manager only its centres' leads, bookings and units", () => {
    const data = salesDashboard({ ...input, scope: ['exeter', 'chester'] });
    // Each of its centres, a quiet one too.
    expect(data.leadsByCentre.series.map((series) => [series.key, series.total])).toEqual([
      ['chester', 0],
      ['exeter', 2],
    ]);
    expect(data.leadsByChannel.total).toBe(2);
    expect(data.revenue.total).toMatchObject({ bookings: 1, netPence: 7000 });
    expect(data.occupancyByCentre.rows.map((row) => row.key)).toEqual(['exeter']);
    expect(data.occupancyByType.all.total).toBe(2);
    const none = salesDashboard({ ...input, scope: [] });
    expect([none.leadsByChannel.total, none.revenue.total.bookings, none.occupancyByType.all.total]).toEqual([
      0, 0, 0,
    ]);
  });

  it('makes one table per chart, the page and the file from the same figures', () => {
    const data = salesDashboard({ ...input, scope: 'all' });
    for (const chart of dashboardCharts) {
      const table = dashboardTable(data, chart);
      expect(table.caption.length, chart).toBeGreaterThan(10);
      for (const row of [...table.rows, ...(table.totals ? [table.totals] : [])])
        expect(row, chart).toHaveLength(table.columns.length);
    }
    const revenue = dashboardTable(data, 'room-revenue');
    expect(revenue.columns).toEqual(['Week', 'Bookings', 'Before VAT (£)', 'VAT (£)', 'With VAT (£)']);
    expect(revenue.rows.at(-1)).toEqual([
      'Week of 23 November 2026',
      2,
      { pence: 17000 },
      { pence: 3400 },
      { pence: 20400 },
    ]);
    const csv = csvRows(revenue);
    expect(csv.rows.at(-2)).toEqual(['Week of 23 November 2026', 2, '170.00', '34.00', '204.00']);
    expect(csv.rows.at(-1)?.[0]).toBe('All weeks');
    expect(csvFileName('room-revenue', '2026-11-26')).toBe('northlight-room-revenue-2026-11-26.csv');
  });

  it('writes money as pounds and ratios as percentages, on the page and in the file', () => {
    expect(cellText({ pence: 123450 })).toBe('£1,234.50');
    expect(cellCsv({ pence: 123450 })).toBe('1234.50');
    expect(cellText({ ratio: 2 / 3 })).toBe('67%');
    expect(cellCsv({ ratio: 2 / 3 })).toBe('66.7');
    expect(cellText({ ratio: null })).toBe('–');
    expect(cellCsv({ ratio: null })).toBe('');
    expect(cellText(12345)).toBe('12,345');
  });
});
