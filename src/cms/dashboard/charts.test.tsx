// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { salesDashboard } from '@/domain/dashboard/sales-dashboard';
import { dashboardTable } from '@/domain/dashboard/tables';
import { channelKeys } from '@/domain/dashboard/lead-facets';
import {
  ConversionBars,
  OccupancyBars,
  RevenueBars,
  WeeklyHeatmap,
  WeeklyStackedBars,
  colourMap,
  grey,
  palette,
} from './charts';
import { DashboardDataTable } from './data-table';

/*
 * The charts are server-rendered SVG (visx): they must render to markup with no browser, label
 * themselves, and draw one shape per non-zero figure, each with its figure in a tooltip title.
 */
const now = new Date('2026-11-26T15:00:00Z');
const data = salesDashboard({
  now,
  scope: 'all',
  leads: [
    {
      sourceKind: 'enquiry',
      centre: 'exeter',
      attribution: { first: { gclid: 'x' } },
      workspaceType: 'workshops',
      unitReferences: [],
      stage: 'won',
      createdAt: new Date('2026-11-24T10:00:00Z'),
      stageHistory: ['new', 'won'],
    },
    {
      sourceKind: 'order',
      centre: 'andover',
      attribution: null,
      workspaceType: null,
      unitReferences: [],
      stage: 'new',
      createdAt: new Date('2026-11-10T10:00:00Z'),
      stageHistory: [],
    },
  ],
  bookings: [
    {
      centre: 'exeter',
      status: 'confirmed',
      startsAt: new Date('2026-11-25T10:00:00Z'),
      cancelledAt: null,
      pricePence: 7000,
      vatRateBasisPoints: 2000,
      paidPence: null,
      refundedAt: null,
      cancelledFree: null,
    },
  ],
  units: [
    { reference: 'EXE-W01', centre: 'exeter', workspaceType: 'workshops', status: 'let' },
    { reference: 'EXE-W02', centre: 'exeter', workspaceType: 'workshops', status: 'available' },
  ],
});

const count = (markup: string, pattern: RegExp) => markup.match(pattern)?.length ?? 0;

describe('the dashboard charts', () => {
  it('draws stacked weekly bars with axes, one labelled bar per figure', () => {
    const svg = renderToStaticMarkup(
      <WeeklyStackedBars
        id="leads-by-channel"
        title="Leads by channel"
        counts={data.leadsByChannel}
        colours={colourMap(
          channelKeys.map((entry) => entry.key),
          'direct',
        )}
      />,
    );
    expect(svg).toMatch(
      /^<div[^>]*tabindex="0" role="region"[^>]*><svg[^>]*role="img" aria-labelledby="leads-by-channel-svg-title" aria-describedby="leads-by-channel-svg-desc"/,
    );
    expect(svg).toContain('<title id="leads-by-channel-svg-title">Leads by channel</title>');
    expect(count(svg, /<rect /g)).toBe(2);
    expect(svg).toContain('<title>Paid search, week of 23 November 2026: 1</title>');
    expect(svg).toContain('<title>Direct or not known, week of 9 November 2026: 1</title>');
    expect(svg).toContain('>23 Nov<');
    // A channel keeps its colour whichever others are present; "direct or not known" is grey.
    expect(svg).toMatch(new RegExp(`fill="${palette[0]}"><title>Paid search`));
    expect(svg).toMatch(new RegExp(`fill="${grey}"><title>Direct or not known`));
  });

  it('names each chart by its title alone, as assistive technology computes it', () => {
    document.body.innerHTML = renderToStaticMarkup(
      <RevenueBars id="room-revenue" title="Meeting-room revenue per week" weeks={data.revenue.weeks} />,
    );
    const page = within(document.body);
    const chart = page.getByRole('img', {
      name: 'Meeting-room revenue per week',
      description: 'The figures are in the table below the chart.',
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(page.getByRole('region', { name: 'Meeting-room revenue per week' }).contains(chart)).toBe(true);
  });

  it('draws the centres as a heatmap, conversion, revenue and occupancy', () => {
    const heatmap = renderToStaticMarkup(
      <WeeklyHeatmap id="leads-by-centre" title="Leads by centre" counts={data.leadsByCentre} />,
    );
    expect(heatmap).toContain('<title>Exeter, week of 23 November 2026: 1</title>');
    expect(count(heatmap, /<rect /g)).toBe(data.leadsByCentre.series.length * 12);
    const conversion = renderToStaticMarkup(
      <ConversionBars id="stage-conversion" title="Conversion" conversion={data.conversion} />,
    );
    expect(conversion).toContain('<title>Won: 1</title>');
    expect(conversion).toContain('<title>New: 2</title>');
    const revenue = renderToStaticMarkup(
      <RevenueBars id="room-revenue" title="Revenue" weeks={data.revenue.weeks} />,
    );
    expect(revenue).toContain('<title>Before VAT, week of 23 November 2026: £70</title>');
    expect(revenue).toContain('<title>VAT, week of 23 November 2026: £14</title>');
    const occupancy = renderToStaticMarkup(
      <OccupancyBars id="occupancy-by-centre" title="Occupancy" rows={data.occupancyByCentre.rows} />,
    );
    expect(occupancy).toContain('<title>Exeter, Let: 1</title>');
    expect(occupancy).toContain('<title>Exeter, Available: 1</title>');
  });

  it('gives every chart a table with a caption and headings scoped to their columns and rows', () => {
    const html = renderToStaticMarkup(
      <DashboardDataTable id="room-revenue" table={dashboardTable(data, 'room-revenue')} />,
    );
    expect(html).toContain('<caption id="room-revenue-caption">Meeting-room revenue per week of use');
    expect(count(html, /<th scope="col"/g)).toBe(5);
    expect(count(html, /<th scope="row">/g)).toBe(13);
    expect(html).toContain('<th scope="row">Week of 23 November 2026</th>');
    expect(html).toContain('£70.00');
    expect(html).toContain('<tfoot>');
  });
});
