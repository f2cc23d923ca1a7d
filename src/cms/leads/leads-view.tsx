import 'server-only';
import { AdminViewTemplate } from '@/cms/admin-view-template';
import { notFound, redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import { centreTowns } from '@/domain/centres';
import { leadChannelLabels, leadChannels } from '@/domain/leads/channel';
import { leadAgeLabels, leadAges } from '@/domain/leads/leads';
import { leadSourceKinds, leadSourceLabels } from '@/domain/leads/sources';
import { leadStageLabels, leadStages } from '@/domain/leads/stages';
import { getDatabase } from '@/server/db/client';
import { leadListLimit, searchLeads, type LeadScope } from '@/server/leads/store';
import { centreScopeOf, seesEveryonesFollowUps } from '../access';
import styles from '../enquiries/enquiries.module.css';
import { LeadDetail } from './lead-detail';
import { centreOutsideScope, parseLeadFilters, type LeadFilterName } from './filters';
import { centreName, leadTime } from './format';
import own from './leads.module.css';
import { leadsPath } from './paths';
import { StageBadge } from './stage-badge';
import { staffDirectory, type StaffMember } from './staff-directory';
import { RoleRefusal } from '../role-refusal';
import { followUpLabels, nextActionText } from '@/domain/leads/follow-up';
import { serverEnv } from '@/env';
import { cmsSecret } from '@/server/cms-secret';
import { calendarFeedKeyOf, feedToken } from '@/server/leads/calendar-feed';
import { leadNoticeText } from './paths';
import { isUuid } from '@/lib/uuid';

/*
 * The lead pipeline in the admin (/admin/leads, /admin/leads/:id): a list with its filters in the
 * URL, stale leads flagged, and one lead with its source, attribution, stage, owner, notes and
 * history. Payload treats custom views as public routes, so this checks the user itself. Plain
 * HTML forms throughout: it works without JavaScript.
 */
function segmentsOf(props: AdminViewServerProps): string[] {
  const segments = props.params?.segments;
  return Array.isArray(segments) ? segments : typeof segments === 'string' ? [segments] : [];
}

export async function LeadsView(props: AdminViewServerProps) {
  const { initPageResult } = props;
  const admin = props.payload.config.routes.admin;
  const segments = segmentsOf(props);
  const user = initPageResult.req.user;
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}/${segments.join('/')}`)}`);
  const scope = centreScopeOf(user);
  if (!scope) return <RoleRefusal props={props} viewType="leads" page="leads" user={user} />;
  const [, id] = segments;
  if (segments.length > 2 || (id !== undefined && !isUuid(id))) notFound();
  const staff = await staffDirectory(props.payload);
  const base = `${admin}${leadsPath}`;
  const content =
    id === undefined ? (
      await LeadList({
        props,
        scope,
        staff: staff.owners,
        names: staff.names,
        base,
        api: props.payload.config.routes.api,
        user: { id: Number(user.id), name: user.name || user.email, seesEveryone: seesEveryonesFollowUps(user) },
      })
    ) : (
      <LeadDetail
        id={id}
        scope={scope}
        owners={staff.owners}
        names={staff.names}
        base={base}
        api={props.payload.config.routes.api}
        notice={(props.searchParams ?? {}).notice}
        saved={(props.searchParams ?? {}).saved}
        userId={Number(user.id)}
        person={{
          find: (props.searchParams ?? {}).find,
          mergeFrom: (props.searchParams ?? {}).mergeFrom,
          person: (props.searchParams ?? {}).person,
        }}
      />
    );
  return (
    <AdminViewTemplate props={props} viewType="leads">
      <div className={styles.view}>{content}</div>
    </AdminViewTemplate>
  );
}

type ListArgs = {
  props: AdminViewServerProps;
  scope: LeadScope;
  staff: readonly StaffMember[];
  names: ReadonlyMap<number, string>;
  base: string;
  api: string;
  /** The signed-in user; administrators and centre managers also get everyone's due view. */
  user: { readonly id: number; readonly name: string; readonly seesEveryone: boolean };
};

/* The list's own query (its filters), for the CSV link beside it. */
function queryOf(raw: Partial<Record<LeadFilterName, string>>): string {
  const params = new URLSearchParams(Object.entries(raw).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function LeadList({ props, scope, staff, names, base, api, user }: ListArgs) {
  const query = (props.searchParams ?? {}) as Record<string, string | string[] | undefined>;
  const { filters, raw, invalid } = parseLeadFilters(query);
  const { db } = await getDatabase();
  const now = new Date();
  const [items, feedKey] = await Promise.all([searchLeads(db, filters, scope, now), calendarFeedKeyOf(db, user.id)]);
  const message = leadNoticeText(query.notice);
  const mineDue = `${base}?due=1&owner=${user.id}`;
  const feedUrl = feedKey
    ? new URL(`${api}/staff-calendar/${feedToken(feedKey, cmsSecret())}`, serverEnv().SITE_URL).toString()
    : undefined;
  const stale = items.filter((item) => item.stale).length;
  const refusedCentre = centreOutsideScope(filters, scope);
  return (
    <>
      <header className={styles.head}>
        <h1>Leads</h1>
        <p className={styles.lede}>
          Every enquiry, viewing, room booking, virtual-office order and availability-alert sign-up, newest
          first.
          {scope === 'all'
            ? ''
            : ` Your centres only: ${scope.map((centre) => centreName(centre)).join(', ') || 'none yet'}.`}
        </p>
      </header>
      {message && (
        <p
          className={message.ok ? styles.notice : styles.warning}
          role={message.ok ? 'status' : 'alert'}
          data-testid="lead-notice"
        >
          {message.text}
        </p>
      )}
      <nav aria-label="Follow-ups" className={own.quickLinks}>
        <a href={mineDue} aria-current={raw.due === '1' && raw.owner === String(user.id) ? 'page' : undefined}>
          My follow-ups due today or overdue
        </a>
        {user.seesEveryone && (
          <a href={`${base}?due=1`} aria-current={raw.due === '1' && !raw.owner ? 'page' : undefined}>
            Everyone’s follow-ups due today or overdue
          </a>
        )}
      </nav>
      {invalid.length > 0 && (
        <p className={styles.warning} role="alert">
          Ignored a filter that was not valid: {invalid.join(', ')}.
        </p>
      )}
      {refusedCentre && (
        <p className={styles.warning} role="alert" data-testid="leads-centre-refused">
          {centreName(refusedCentre)} is not one of your centres, so its leads are not shown here.
        </p>
      )}
      <LeadFilterForm action={base} raw={raw} staff={staff} scope={scope} />
      <p className={styles.count} aria-live="polite" data-testid="leads-count">
        {items.length === 0
          ? 'No leads match.'
          : `${items.length} lead${items.length === 1 ? '' : 's'}${items.length >= leadListLimit ? ' (the newest; narrow the filters)' : ''}, ${stale} untouched for over a working day.`}
      </p>
      <p>
        <a href={`${api}/leads/export${queryOf(raw)}`} download data-testid="leads-export">
          Download these leads (CSV)
        </a>
      </p>
      {items.length > 0 && (
        <div className={own.listWrap} role="region" aria-label="Leads" tabIndex={0}>
          <table className={`${styles.table} ${own.listTable}`} data-testid="leads-table">
            <thead>
              <tr>
                <th scope="col">Lead</th>
                <th scope="col">Stage</th>
                <th scope="col">Type</th>
                <th scope="col">Centre</th>
                <th scope="col">Channel</th>
                <th scope="col">Owner</th>
                <th scope="col">Next action (UK time)</th>
                <th scope="col">Came in</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label="Lead">
                    <a href={`${base}/${item.id}`} className={styles.reference}>
                      {item.source?.reference ?? 'Source gone'}
                    </a>{' '}
                    {item.source?.name ?? ''}
                    {item.stale && <span className={own.stale}>Stale</span>}
                  </td>
                  <td data-label="Stage">
                    <StageBadge stage={item.stage} />
                  </td>
                  <td data-label="Type">{leadSourceLabels[item.sourceKind]}</td>
                  <td data-label="Centre">{centreName(item.centre)}</td>
                  <td data-label="Channel">{leadChannelLabels[item.channel]}</td>
                  <td data-label="Owner">
                    {item.ownerId === null ? 'Nobody yet' : (names.get(item.ownerId) ?? 'A former user')}
                  </td>
                  <td data-label="Next action">
                    {item.nextActionOn
                      ? nextActionText({ on: item.nextActionOn, at: item.nextActionTime, what: item.nextActionWhat })
                      : '–'}
                    {item.followUp && item.followUp !== 'later' && (
                      <span className={own.due}>{followUpLabels[item.followUp]}</span>
                    )}
                  </td>
                  <td data-label="Came in">{leadTime(item.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CalendarFeed api={api} feedUrl={feedUrl} />
    </>
  );
}

/* The user's private calendar feed: its address, a new one, or off. */
function CalendarFeed({ api, feedUrl }: { api: string; feedUrl: string | undefined }) {
  const post = `${api}/leads/calendar`;
  return (
    <section aria-labelledby="calendar-feed" className={own.calendar}>
      <h2 id="calendar-feed">Your calendar feed</h2>
      <p className={styles.muted}>
        Your next actions, the viewings and room bookings of your leads and, for a centre manager, every viewing and
        booking at your centres, in UK time, in any calendar app that subscribes to an address (iCal). Keep the
        address to yourself: anyone who has it can read the feed.
      </p>
      {feedUrl ? (
        <>
          <label htmlFor="calendar-feed-url">Your private address</label>
          <input id="calendar-feed-url" readOnly value={feedUrl} className={own.feedUrl} data-testid="calendar-feed-url" />
          <div className={own.saveRow}>
            <form method="post" action={post}>
              <input type="hidden" name="calendar" value="renew" />
              <button type="submit" className={styles.button}>
                Make a new address (the old one stops working)
              </button>
            </form>
            <form method="post" action={post}>
              <input type="hidden" name="calendar" value="revoke" />
              <button type="submit" className={styles.button}>
                Turn the feed off
              </button>
            </form>
          </div>
        </>
      ) : (
        <form method="post" action={post}>
          <input type="hidden" name="calendar" value="renew" />
          <button type="submit" className={styles.button}>
            Turn on my calendar feed
          </button>
        </form>
      )}
    </section>
  );
}

type FilterArgs = {
  action: string;
  raw: Partial<Record<LeadFilterName, string>>;
  staff: readonly StaffMember[];
  scope: LeadScope;
};

type Option = readonly [value: string, label: string];
const optionsOf = <T extends string>(values: readonly T[], label: (value: T) => string): Option[] =>
  values.map((value) => [value, label(value)] as const);

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly Option[];
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={`lead-filter-${name}`}>{label}</label>
      <select id={`lead-filter-${name}`} name={name} defaultValue={value ?? ''}>
        <option value="">Any</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

function LeadFilterForm({ action, raw, staff, scope }: FilterArgs) {
  const centres = centreTowns.filter((centre) => scope === 'all' || scope.includes(centre.slug));
  return (
    <form method="get" action={action} className={styles.filters} aria-label="Filter leads">
      <Select
        name="stage"
        label="Stage"
        value={raw.stage}
        options={optionsOf(leadStages, (stage) => leadStageLabels[stage])}
      />
      <Select
        name="owner"
        label="Owner"
        value={raw.owner}
        options={[
          ['none', 'Nobody yet'] as const,
          ...staff.map((member) => [String(member.id), member.name] as const),
        ]}
      />
      <Select
        name="centre"
        label="Centre"
        value={raw.centre}
        options={centres.map((centre) => [centre.slug, centre.town] as const)}
      />
      <Select
        name="type"
        label="Type"
        value={raw.type}
        options={optionsOf(leadSourceKinds, (kind) => leadSourceLabels[kind])}
      />
      <Select
        name="channel"
        label="First-touch channel"
        value={raw.channel}
        options={optionsOf(leadChannels, (channel) => leadChannelLabels[channel])}
      />
      <Select
        name="age"
        label="Came in"
        value={raw.age}
        options={optionsOf(leadAges, (age) => leadAgeLabels[age])}
      />
      <div className={styles.field}>
        <label htmlFor="lead-filter-due">
          <input id="lead-filter-due" type="checkbox" name="due" value="1" defaultChecked={raw.due === '1'} /> Due
          today or overdue
        </label>
      </div>
      <div className={styles.field}>
        <label htmlFor="lead-filter-stale">
          <input
            id="lead-filter-stale"
            type="checkbox"
            name="stale"
            value="1"
            defaultChecked={raw.stale === '1'}
          />{' '}
          Stale only
        </label>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.button}>
          Apply filters
        </button>
        <a href={action}>Clear</a>
      </div>
    </form>
  );
}
