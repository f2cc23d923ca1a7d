import 'server-only';
import { AdminViewTemplate } from '@/cms/admin-view-template';
import { redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import {
  campaignTable,
  longDay,
  parseCampaignQuery,
  touchChoices,
  touchLabels,
  ukDay,
  type CampaignQuery,
} from '@/domain/dashboard/campaigns';
import { spendCsvLimits } from '@/domain/dashboard/spend-csv';
import { cellText } from '@/domain/dashboard/tables';
import { staffTime } from '@/domain/staff-format';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { getDatabase } from '@/server/db/client';
import { loadCampaignReport, type LoadedCampaignReport } from '@/server/dashboard/campaigns';
import { findSpendUpload, recentSpendUploads } from '@/server/dashboard/spend';
import type { SpendUploadRow } from '@/server/db/schema';
import { canUploadSpend, centreScopeOf } from '../access';
import { RoleRefusal } from '../role-refusal';
import { DashboardDataTable } from './data-table';
import { Headlines, scopeSentence, type Headline } from './headlines';
import styles from './dashboard.module.css';
import own from './campaigns.module.css';
import { campaignParams, campaignsCsvPath, campaignsPath, salesDashboardPath, spendUploadPath } from './paths';
import { isUuid } from '@/lib/uuid';

/*
 * Revenue by campaign (/admin/sales/campaigns, docs/revenue-by-campaign.md): for a period of UK
 * days and a touch, the leads, wins and money of each source, medium and campaign, as a table and
 * a CSV file; and, for sales and admins, the spend upload that gives cost per won lead. Everything
 * works without script: the period and touch are GET parameters, the upload a form post that comes
 * back here with its outcome. A centre manager sees its centres, without spend.
 */
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const money = (pence: number | null) => (pence === null ? '–' : pounds.format(pence / 100));

function searchParamsOf(raw: Record<string, unknown> | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(raw ?? {}))
    if (typeof value === 'string') params.set(key, value);
    else if (Array.isArray(value) && typeof value[0] === 'string') params.set(key, value[0]);
  return params;
}

export async function CampaignsView(props: AdminViewServerProps) {
  const { initPageResult } = props;
  const admin = props.payload.config.routes.admin;
  const api = props.payload.config.routes.api;
  const user = initPageResult.req.user;
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${campaignsPath}`)}`);
  const scope = centreScopeOf(user);
  if (!scope) return <RoleRefusal props={props} viewType="sales-campaigns" page="sales" user={user} />;
  const now = new Date();
  const today = todayIn(businessTimeZone, now);
  const params = searchParamsOf(props.searchParams as Record<string, unknown> | undefined);
  const parsed = parseCampaignQuery(params, today);
  // A period that cannot be read shows the default one, with what was wrong above the form.
  const query = parsed.ok ? parsed.query : (parseCampaignQuery(new URLSearchParams(), today) as { ok: true; query: CampaignQuery }).query;
  const { db } = await getDatabase();
  const uploads = canUploadSpend(user);
  const uploadId = params.get('upload') ?? '';
  const [report, recent, upload] = await Promise.all([
    loadCampaignReport(db, scope, query),
    uploads ? recentSpendUploads(db) : Promise.resolve([]),
    uploads && isUuid(uploadId) ? findSpendUpload(db, uploadId, Number(user.id)) : Promise.resolve(undefined),
  ]);
  const csvHref = `${api}${campaignsCsvPath}?${campaignParams(query)}`;
  return (
    <AdminViewTemplate props={props} viewType="sales-campaigns">
      <div className={styles.view}>
        <header className={styles.head}>
          <p className={own.crumb}>
            <a href={`${admin}${salesDashboardPath}`}>Sales dashboard</a> ›
          </p>
          <h1>Revenue by campaign</h1>
          <p className={styles.lede}>
            {scopeSentence(scope)}{' '}
            Which adverts and links bring leads, wins and money. Days in UK time; figures as of {staffTime(now)}.
          </p>
        </header>

        <form method="get" action={`${admin}${campaignsPath}`} className={own.query} data-testid="campaigns-form">
          {!parsed.ok && (
            <div role="alert" className={own.problems} data-testid="campaigns-problems">
              <p>Showing the last 30 days instead, because:</p>
              <ul>
                {parsed.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </div>
          )}
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className={own.field}>
              <label htmlFor={`campaigns-${end}`}>{end === 'from' ? 'From' : 'To'}</label>
              <input
                id={`campaigns-${end}`}
                name={end}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                size={10}
                maxLength={10}
                defaultValue={ukDay(query.period[end])}
                required
                aria-describedby="campaigns-days"
              />
            </div>
          ))}
          <fieldset className={own.touch}>
            <legend>Credit leads and payments to</legend>
            {touchChoices.map((touch) => (
              <label key={touch}>
                <input type="radio" name="touch" value={touch} defaultChecked={query.touch === touch} /> {touchLabels[touch]}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={own.button}>
            Show
          </button>
          <p id="campaigns-days" className={own.hint}>
            Dates as day/month/year, e.g. 01/11/2026; both days included, at most two years.
          </p>
        </form>

        <CampaignHeadlines report={report} />

        <section aria-labelledby="campaigns-table-heading" className={styles.section}>
          <div className={styles.panelHead}>
            <h2 id="campaigns-table-heading">
              By source, medium and campaign: {longDay(query.period.from)} to {longDay(query.period.to)}
            </h2>
            {report.rows.length > 0 && (
              <a href={csvHref} download className={styles.csv} data-testid="campaigns-csv">
                Download CSV<span className={styles.visuallyHidden}> of revenue by campaign</span>
              </a>
            )}
          </div>
          <Explanation report={report} />
          {report.rows.length === 0 ? (
            <div className={own.empty} data-testid="campaigns-empty">
              <p>
                <strong>Nothing in this period yet.</strong> No lead came in, no lead was won, nothing was paid
                online and no spend was uploaded between {longDay(query.period.from)} and {longDay(query.period.to)}.
              </p>
              <p>
                Choose a longer period above. For campaigns to show by name, tag their links with a source, a
                medium and a campaign (the utm tags of Google&apos;s Campaign URL Builder); Google Ads clicks without
                tags show as google / cpc.
              </p>
            </div>
          ) : (
            <DashboardDataTable id="revenue-by-campaign" table={campaignTable(report, report.withSpend)} />
          )}
        </section>

        {uploads ? (
          <SpendSection api={api} query={query} recent={recent} upload={upload} />
        ) : (
          <p className={styles.lede}>
            Spend and cost per won lead are shown to sales and administrators: spend is the business&apos;s, not a
            centre&apos;s.
          </p>
        )}
      </div>
    </AdminViewTemplate>
  );
}

function CampaignHeadlines({ report }: { report: LoadedCampaignReport }) {
  const { totals } = report;
  const items: Headline[] = [
    ['Leads', totals.leads.toLocaleString('en-GB'), 'came in during the period'],
    ['Won leads', totals.wonLeads.toLocaleString('en-GB'), 'won during the period'],
    ['Won value', money(totals.wonValuePence), 'contract value before VAT'],
    ['Paid online', money(totals.paidNetPence), 'before VAT, less refunds'],
    ...(report.withSpend
      ? ([
          ['Spend', money(totals.spendPence), totals.spendPence === null ? 'none uploaded for the period' : 'uploaded, for the period'],
          [
            'Cost per won lead',
            money(totals.costPerWonLeadPence),
            totals.costPerWonLeadPence === null ? 'needs spend and a won lead' : 'spend ÷ won leads of campaigns with spend',
          ],
        ] as Headline[])
      : []),
  ];
  return <Headlines items={items} testId="campaigns-headlines" />;
}

function Explanation({ report }: { report: LoadedCampaignReport }) {
  return (
    <details className={own.details}>
      <summary>How these figures are counted</summary>
      <ul>
        <li>
          <strong>Source, medium and campaign</strong> come from the link the visitor arrived by (its utm tags,
          compared in lower case). Without them, the same rules as the dashboard&apos;s channels: a Google Ads click is
          google / cpc, a search engine google / organic (or bing, …), another website its name / referral, and
          nothing at all (direct) / (none). A missing campaign shows as (not set).
        </li>
        <li>
          <strong>First touch</strong> credits how the visitor first found us (within 90 days);{' '}
          <strong>last touch</strong> the last campaign or website that brought them back before they acted.
        </li>
        <li>
          <strong>Leads</strong> came in during the period (enquiries, viewings, room bookings, virtual-office orders,
          alert sign-ups, licences signed online). <strong>Won leads</strong> were moved to won during the period,
          whenever they came in. <strong>Won value</strong> is the contract value before VAT that sales recorded (or the
          licence&apos;s or signed proposal&apos;s).
        </li>
        <li>
          <strong>Paid online</strong> is money taken by card on the website during the period, before VAT, less refunds
          made during the period: meeting rooms, the first month of virtual offices and the first month of licences
          (deposits are security, not revenue). Day passes are paid at reception and are not included.
        </li>
        {report.withSpend && (
          <li>
            <strong>Spend</strong> is what was uploaded below; a month&apos;s cost counts for the days of it inside the
            period. <strong>Cost per won lead</strong> is spend ÷ won leads, rounded to the penny; – where there is no
            spend on record or no won lead.
          </li>
        )}
      </ul>
    </details>
  );
}

function SpendSection({
  api,
  query,
  recent,
  upload,
}: {
  api: string;
  query: CampaignQuery;
  recent: readonly SpendUploadRow[];
  upload: SpendUploadRow | undefined;
}) {
  return (
    <section id="spend" aria-labelledby="spend-heading" className={styles.section}>
      <h2 id="spend-heading">Advertising spend</h2>
      {upload && <UploadOutcome upload={upload} />}
      <form
        method="post"
        encType="multipart/form-data"
        action={`${api}${spendUploadPath}?${campaignParams(query)}`}
        className={own.upload}
        data-testid="spend-form"
      >
        <label htmlFor="spend-file">Spend file (CSV, UTF-8, up to {spendCsvLimits.maxBytes / 1_048_576} MB)</label>
        <input id="spend-file" name="file" type="file" accept=".csv,text/csv" required aria-describedby="spend-format" />
        <button type="submit" className={own.button}>
          Upload spend
        </button>
        <div id="spend-format" className={own.hint}>
          <p>
            One row per campaign and day or month, with a heading row: <code>Date</code> (01/11/2026) or{' '}
            <code>Month</code> (11/2026 or November 2026), <code>Source</code>, <code>Medium</code>,{' '}
            <code>Campaign</code> and <code>Cost</code> in pounds (1234.50 or £1,234.50). Names as in the campaign&apos;s
            links, e.g. google, cpc, spring units.
          </p>
          <p>
            Uploading a campaign&apos;s days again replaces what was uploaded for them before, so correcting a month never
            counts it twice. A file with any problem saves nothing: each problem is listed with its row.
          </p>
        </div>
      </form>
      {recent.length > 0 && (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="spend-uploads-caption">
          <table className={styles.table} data-testid="spend-uploads">
            <caption id="spend-uploads-caption">Last spend files saved</caption>
            <thead>
              <tr>
                <th scope="col">When (UK time)</th>
                <th scope="col">File</th>
                <th scope="col">By</th>
                <th scope="col">Days</th>
                <th scope="col" className={styles.number}>
                  Rows
                </th>
                <th scope="col" className={styles.number}>
                  Cost
                </th>
              </tr>
            </thead>
            <tbody>
              {recent.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{staffTime(row.at)}</th>
                  <td>{row.fileName}</td>
                  <td>{row.uploadedByName}</td>
                  <td>{row.startsOn && row.endsOn ? `${ukDay(row.startsOn)} to ${ukDay(row.endsOn)}` : '–'}</td>
                  <td className={styles.number}>{row.savedRows.toLocaleString('en-GB')}</td>
                  <td className={styles.number}>{cellText({ pence: row.costPence })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function UploadOutcome({ upload }: { upload: SpendUploadRow }) {
  if (upload.problems) {
    const count = upload.problems.length;
    return (
      <div role="alert" className={own.problems} data-testid="spend-refused" tabIndex={-1}>
        <p>
          <strong>{upload.fileName} was not saved</strong>: fix {count === 1 ? 'this problem' : `these ${count} problems`}{' '}
          and upload it again. Nothing else changed.
        </p>
        <ul>
          {upload.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <p role="status" className={own.saved} data-testid="spend-saved">
      <strong>{upload.fileName} saved</strong>: {upload.savedRows.toLocaleString('en-GB')} row
      {upload.savedRows === 1 ? '' : 's'} of spend, {cellText({ pence: upload.costPence })}, from{' '}
      {upload.startsOn ? longDay(upload.startsOn) : ''} to {upload.endsOn ? longDay(upload.endsOn) : ''}
      {upload.replacedRows > 0
        ? `; ${upload.replacedRows.toLocaleString('en-GB')} earlier row${upload.replacedRows === 1 ? '' : 's'} for the same campaigns and days replaced.`
        : '.'}
    </p>
  );
}
