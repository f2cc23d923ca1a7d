import 'server-only';
import { AdminViewTemplate } from '@/cms/admin-view-template';
import { redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import type { ReactNode } from 'react';
import { channelKeys, notSaid, workspaceTypeKeys } from '@/domain/dashboard/lead-facets';
import { dashboardChartTitles, dashboardTable, type DashboardChart } from '@/domain/dashboard/tables';
import { weekLongLabel } from '@/domain/dashboard/weeks';
import { getDatabase } from '@/server/db/client';
import { loadSalesDashboard, type LoadedSalesDashboard } from '@/server/dashboard/sales-dashboard';
import { canSeeEnquiries, centreScopeOf } from '../access';
import { enquiriesPath } from '../enquiries/paths';
import { leadsPath } from '../leads/paths';
import {
  ConversionBars,
  Legend,
  OccupancyBars,
  RevenueBars,
  WeeklyHeatmap,
  WeeklyStackedBars,
  occupancyLegend,
  revenueColours,
  colourMap,
  grey,
} from './charts';
import { DashboardDataTable } from './data-table';
import { Headlines, scopeSentence, type Headline } from './headlines';
import styles from './dashboard.module.css';
import { campaignsPath, csvHref, salesDashboardPath } from './paths';
import { RoleRefusal } from '../role-refusal';
import { staffTime } from '@/domain/staff-format';

/*
 * The sales dashboard (/admin/sales): leads per week by channel, centre and workspace type, how
 * far they got, meeting-room revenue and occupancy, each chart with its table and its CSV. In
 * Payload's template and theme; charts are SVG drawn on the server (charts.tsx). Payload treats
 * custom views as public routes, so this checks the user itself; a centre manager sees its centres.
 */
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

export async function SalesDashboardView(props: AdminViewServerProps) {
  const { initPageResult } = props;
  const admin = props.payload.config.routes.admin;
  const api = props.payload.config.routes.api;
  const user = initPageResult.req.user;
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${salesDashboardPath}`)}`);
  const scope = centreScopeOf(user);
  if (!scope) return <RoleRefusal props={props} viewType="sales-dashboard" page="sales" user={user} />;
  const now = new Date();
  const { db } = await getDatabase();
  const data = await loadSalesDashboard(db, props.payload, scope, now);
  return (
    <AdminViewTemplate props={props} viewType="sales-dashboard">
      <div className={styles.view}>
        <header className={styles.head}>
          <h1>Sales dashboard</h1>
          <p className={styles.lede}>
            {scopeSentence(scope)}{' '}
            The twelve weeks from {weekLongLabel(data.weeks[0]!)}, in UK time, Monday to Sunday. Figures as of{' '}
            {staffTime(now)}.
          </p>
        </header>
        <DashboardNav admin={admin} showEnquiries={canSeeEnquiries(user)} />
        <SalesHeadlines data={data} admin={admin} />

        <section aria-labelledby="dashboard-leads" className={styles.section}>
          <h2 id="dashboard-leads">Leads</h2>
          <p className={styles.lede}>
            Every enquiry, viewing, room booking, virtual-office order and alert sign-up is a lead. The
            channel is the first touch the visitor came by.
          </p>
          <ChartPanel
            chart="leads-by-channel"
            data={data}
            api={api}
            legend={legendOf(data.leadsByChannel.series, channelColours)}
          >
            <WeeklyStackedBars
              id="leads-by-channel"
              title={dashboardChartTitles['leads-by-channel']}
              counts={data.leadsByChannel}
              colours={channelColours}
            />
          </ChartPanel>
          <ChartPanel chart="leads-by-centre" data={data} api={api}>
            <WeeklyHeatmap
              id="leads-by-centre"
              title={dashboardChartTitles['leads-by-centre']}
              counts={data.leadsByCentre}
            />
          </ChartPanel>
          <ChartPanel
            chart="leads-by-type"
            data={data}
            api={api}
            legend={legendOf(data.leadsByType.series, typeColours)}
          >
            <WeeklyStackedBars
              id="leads-by-type"
              title={dashboardChartTitles['leads-by-type']}
              counts={data.leadsByType}
              colours={typeColours}
            />
          </ChartPanel>
        </section>

        <section aria-labelledby="dashboard-conversion" className={styles.section}>
          <h2 id="dashboard-conversion">Conversion</h2>
          <p className={styles.lede}>
            Of the leads of these twelve weeks, how many reached each stage (a lead that skipped a stage
            passed it on the way; a lost lead counts as far as it got). Won {rate(data.conversion.wonRate)},
            lost {rate(data.conversion.lostRate)}; of the leads decided,{' '}
            {rate(data.conversion.winRateOfDecided)} won.
          </p>
          <ChartPanel chart="stage-conversion" data={data} api={api}>
            <ConversionBars
              id="stage-conversion"
              title={dashboardChartTitles['stage-conversion']}
              conversion={data.conversion}
            />
          </ChartPanel>
        </section>

        <section aria-labelledby="dashboard-revenue" className={styles.section}>
          <h2 id="dashboard-revenue">Meeting-room revenue</h2>
          <p className={styles.lede}>
            By the week the room is used: confirmed bookings (paid online or to pay at the centre) and paid
            bookings cancelled too late for a refund. Amounts before VAT, with the VAT on top at each
            booking&apos;s rate ({vatRates(data.revenue.vatRatesPercent)}):{' '}
            {pounds.format(data.revenue.total.netPence / 100)} + VAT{' '}
            {pounds.format(data.revenue.total.vatPence / 100)} ={' '}
            {pounds.format(data.revenue.total.totalPence / 100)} over the twelve weeks.
          </p>
          <ChartPanel
            chart="room-revenue"
            data={data}
            api={api}
            legend={[
              { label: 'Before VAT', colour: revenueColours.net },
              { label: 'VAT', colour: revenueColours.vat },
            ]}
          >
            <RevenueBars
              id="room-revenue"
              title={dashboardChartTitles['room-revenue']}
              weeks={data.revenue.weeks}
            />
          </ChartPanel>
        </section>

        <section aria-labelledby="dashboard-occupancy" className={styles.section}>
          <h2 id="dashboard-occupancy">Occupancy</h2>
          <p className={styles.lede}>
            The published units let by the week or the month, as the inventory stands now (
            {rate(data.occupancyByCentre.all.letShare)} let). Available includes units on the market from a
            date. Meeting rooms are booked by the hour and show as revenue instead.
          </p>
          <ChartPanel chart="occupancy-by-centre" data={data} api={api} legend={occupancyLegend}>
            <OccupancyBars
              id="occupancy-by-centre"
              title={dashboardChartTitles['occupancy-by-centre']}
              rows={data.occupancyByCentre.rows}
            />
          </ChartPanel>
          <ChartPanel chart="occupancy-by-type" data={data} api={api} legend={occupancyLegend}>
            <OccupancyBars
              id="occupancy-by-type"
              title={dashboardChartTitles['occupancy-by-type']}
              rows={data.occupancyByType.rows}
            />
          </ChartPanel>
        </section>
      </div>
    </AdminViewTemplate>
  );
}

const vatRates = (rates: readonly number[]) =>
  rates.length === 0 ? 'no booking counted yet' : `VAT at ${rates.map((rate) => `${rate}%`).join(' and ')}`;

const rate = (value: number | null) =>
  value === null ? 'not yet measurable' : `${Math.round(value * 100)}%`;

/* One colour per channel and per workspace type, whichever are present this time. */
const channelColours = colourMap(
  channelKeys.map((entry) => entry.key),
  'direct',
);
const typeColours = colourMap(
  workspaceTypeKeys.map((entry) => entry.key),
  notSaid,
);

function legendOf(series: readonly { key: string; label: string }[], colours: ReadonlyMap<string, string>) {
  return series.map((entry) => ({ label: entry.label, colour: colours.get(entry.key) ?? grey }));
}

const sections = [
  ['#leads-by-channel', 'Leads by channel'],
  ['#leads-by-centre', 'Leads by centre'],
  ['#leads-by-type', 'Leads by type'],
  ['#stage-conversion', 'Conversion'],
  ['#room-revenue', 'Revenue'],
  ['#occupancy-by-centre', 'Occupancy'],
] as const;

/* The dashboard's own navigation: its sections, and the lists its figures lead to. */
function DashboardNav({ admin, showEnquiries }: { admin: string; showEnquiries: boolean }) {
  return (
    <nav aria-label="Sales dashboard" className={styles.nav} data-testid="sales-dashboard-nav">
      <ul>
        {sections.map(([href, label]) => (
          <li key={href}>
            <a href={href}>{label}</a>
          </li>
        ))}
      </ul>
      <ul>
        <li>
          <a href={`${admin}${campaignsPath}`} data-testid="dashboard-campaigns">
            Revenue by campaign
          </a>
        </li>
        <li>
          <a href={`${admin}${leadsPath}`}>Lead pipeline</a>
        </li>
        <li>
          <a href={`${admin}${leadsPath}?stale=1`}>Stale leads</a>
        </li>
        {showEnquiries && (
          <li>
            <a href={`${admin}${enquiriesPath}`}>Enquiries</a>
          </li>
        )}
      </ul>
    </nav>
  );
}

function SalesHeadlines({ data, admin }: { data: LoadedSalesDashboard; admin: string }) {
  const thisWeek = data.revenue.weeks.at(-1);
  const items: Headline[] = [
    [
      'Leads this week',
      data.leadsByChannel.totals.at(-1) ?? 0,
      `${data.leadsByChannel.total} in twelve weeks`,
    ],
    [
      'Stale leads',
      <a key="stale" href={`${admin}${leadsPath}?stale=1`} data-testid="dashboard-stale">
        {data.leadCounts.stale}
      </a>,
      'open and untouched for over a working day',
    ],
    [
      'New leads',
      <a key="new" href={`${admin}${leadsPath}?stage=new`}>
        {data.leadCounts.new}
      </a>,
      'not yet contacted',
    ],
    [
      'Room revenue this week',
      pounds.format((thisWeek?.netPence ?? 0) / 100),
      `+ VAT ${pounds.format((thisWeek?.vatPence ?? 0) / 100)}, ${thisWeek?.bookings ?? 0} booking${thisWeek?.bookings === 1 ? '' : 's'}`,
    ],
    [
      'Won from proposals',
      <span key="won" data-testid="dashboard-won-proposals">
        {pounds.format(data.wonProposals.contractValuePence / 100)}
      </span>,
      `contract value (rent × term, less rent-free, before VAT) of ${data.wonProposals.count} proposal${data.wonProposals.count === 1 ? '' : 's'} signed in twelve weeks`,
    ],
    [
      'Units let',
      rate(data.occupancyByCentre.all.letShare),
      `of ${data.occupancyByCentre.all.total} units let by the week or month`,
    ],
  ];
  return <Headlines items={items} testId="dashboard-headlines" />;
}

type PanelArgs = {
  chart: DashboardChart;
  data: LoadedSalesDashboard;
  api: string;
  legend?: readonly { label: string; colour: string }[];
  children: ReactNode;
};

/* One chart: its heading, the SVG, its legend, its table and its CSV file. */
function ChartPanel({ chart, data, api, legend, children }: PanelArgs) {
  const table = dashboardTable(data, chart);
  return (
    <article
      id={chart}
      className={styles.panel}
      aria-labelledby={`${chart}-heading`}
      data-testid={`panel-${chart}`}
    >
      <div className={styles.panelHead}>
        <h3 id={`${chart}-heading`}>{dashboardChartTitles[chart]}</h3>
        <a href={csvHref(api, chart)} download className={styles.csv} data-testid={`csv-${chart}`}>
          Download CSV
          <span className={styles.visuallyHidden}> of {dashboardChartTitles[chart].toLowerCase()}</span>
        </a>
      </div>
      <figure className={styles.figure}>
        {children}
        {legend && legend.length > 0 && (
          <Legend entries={legend} label={`Key to ${dashboardChartTitles[chart].toLowerCase()}`} />
        )}
      </figure>
      <DashboardDataTable id={chart} table={table} />
    </article>
  );
}
