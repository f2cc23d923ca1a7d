import 'server-only';
import { AdminViewTemplate } from '@/cms/admin-view-template';
import { notFound, redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import { centreTowns } from '@/domain/centres';
import {
  attributionTouches,
  centreName,
  contextFacts,
  deliveryChannelLabels,
  deliveryStatusLabels,
  intentName,
  labelOf,
  meetingDurationName,
  staffDay,
  staffTimeOrGap,
  touchFacts,
  viewingDayName,
  workspaceTypeName,
} from '@/domain/staff-format';
import { workspaceTypes } from '@/domain/workspace-types';
import { referencePattern } from '@/lib/enquiry-reference';
import { getDatabase } from '@/server/db/client';
import {
  getEnquiryWithDeliveries,
  searchEnquiries,
  type EnquiryDelivery,
  type EnquiryWithDeliveries,
} from '@/server/enquiries/enquiries';
import { deliverySummary } from '@/server/enquiries/enquiry-export';
import { phoneCountryOf } from '@/server/requests/phone';
import { canEraseEnquiries, canSeeEnquiries } from '../access';
import styles from './enquiries.module.css';
import {
  deliveryStatusFilters,
  enquiriesPageSize,
  filtersQuery,
  parseEnquiryFilters,
  toEnquirySearch,
  type EnquiryFilters,
} from './filters';
import { enquiriesPath, noticeText } from './paths';
import { RoleRefusal } from '../role-refusal';

/*
 * The sales view of enquiries in the admin (/admin/enquiries): a read-only list with filters in
 * the URL, one enquiry with its attribution and deliveries, a retry for a dead delivery and, for
 * admins only, an erasure on a data-subject request. It reads the site's own tables (enquiries,
 * outbox) through src/server, not a Payload collection. Payload treats custom views as public
 * routes, so this checks the user itself: signed out goes to the login, an editor reads who the
 * page is for (src/cms/role-refusal.tsx). Plain HTML forms throughout: it all works without JavaScript.
 */

const apiBase = (props: AdminViewServerProps) => props.payload.config.routes.api;
const adminBase = (props: AdminViewServerProps) => props.payload.config.routes.admin;

const formatTime = staffTimeOrGap;
const channelName = (channel: string) => labelOf(deliveryChannelLabels, channel);

function segmentsOf(props: AdminViewServerProps): string[] {
  const segments = props.params?.segments;
  return Array.isArray(segments) ? segments : typeof segments === 'string' ? [segments] : [];
}

export async function EnquiriesView(props: AdminViewServerProps) {
  const { initPageResult } = props;
  const user = initPageResult.req.user;
  const segments = segmentsOf(props);
  const here = `${adminBase(props)}/${segments.join('/')}`;
  if (!user) redirect(`${adminBase(props)}/login?redirect=${encodeURIComponent(here)}`);
  if (!canSeeEnquiries(user))
    return <RoleRefusal props={props} viewType="enquiries" page="enquiries" user={user} />;

  const [, reference, action] = segments;
  let content: React.ReactNode;
  if (reference === undefined) content = await EnquiryList(props);
  else {
    if (!referencePattern.test(reference) || segments.length > 3) notFound();
    if (action === undefined) content = await EnquiryDetail(props, reference);
    else if (action === 'erase' && canEraseEnquiries(user)) content = await EraseConfirm(props, reference);
    else if (action === 'erase')
      return <RoleRefusal props={props} viewType="enquiries" page="erase" user={user} />;
    else notFound();
  }

  return (
    <AdminViewTemplate props={props} viewType="enquiries">
      <div className={styles.view}>{content}</div>
    </AdminViewTemplate>
  );
}

function Notice({ value }: { value: unknown }) {
  const text = noticeText(value);
  return text ? (
    <p className={styles.notice} role="status">
      {text}
    </p>
  ) : null;
}

/** A delivery's status in words; the key only picks the badge's colour. */
function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`${styles.badge} ${styles[`badge-${status}`] ?? ''}`}>{labelOf(deliveryStatusLabels, status)}</span>
  );
}

async function EnquiryList(props: AdminViewServerProps) {
  const query = (props.searchParams ?? {}) as Record<string, string | string[] | undefined>;
  const { filters, page, invalid } = parseEnquiryFilters(query);
  const { db } = await getDatabase();
  const { rows, total } = await searchEnquiries(db, toEnquirySearch(filters), {
    offset: (page - 1) * enquiriesPageSize,
    limit: enquiriesPageSize,
  });
  const pages = Math.max(1, Math.ceil(total / enquiriesPageSize));
  const base = `${adminBase(props)}${enquiriesPath}`;
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <header className={styles.head}>
        <h1>Enquiries</h1>
        <p className={styles.lede}>
          Read-only: every enquiry as it was sent, newest first, with where its deliveries stand.
        </p>
      </header>
      <Notice value={query.notice} />
      {invalid.length > 0 && (
        <p className={styles.warning} role="alert">
          Ignored a filter that was not valid: {invalid.join(', ')}.
        </p>
      )}
      <FilterForm
        action={base}
        filters={filters}
        exportHref={`${apiBase(props)}/enquiries/export${filtersQuery(filters)}`}
      />
      <p className={styles.count} aria-live="polite">
        {total === 0
          ? filtered
            ? 'No enquiries match these filters.'
            : 'No enquiries yet.'
          : `${total} enquir${total === 1 ? 'y' : 'ies'}${filtered ? ' match' : ''}${pages > 1 ? `, page ${page} of ${pages}` : ''}.`}
      </p>
      {rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Received</th>
                <th scope="col">Name</th>
                <th scope="col">Workspace</th>
                <th scope="col">Centre</th>
                <th scope="col">Unit</th>
                <th scope="col">Delivery</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <a href={`${base}/${row.reference}`} className={styles.reference}>
                      {row.reference}
                    </a>
                  </td>
                  <td>{formatTime(row.createdAt)}</td>
                  <td>{row.name}</td>
                  <td>{workspaceTypeName(row.workspaceType)}</td>
                  <td>{centreName(row.centre)}</td>
                  <td>{row.unitReference ?? '–'}</td>
                  <td>
                    <DeliveryBadges deliveries={row.deliveries} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label="Pages">
          {page > 1 ? <a href={`${base}${filtersQuery(filters, page - 1)}`}>← Newer</a> : <span />}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? <a href={`${base}${filtersQuery(filters, page + 1)}`}>Older →</a> : <span />}
        </nav>
      )}
    </>
  );
}

function DeliveryBadges({ deliveries }: { deliveries: EnquiryWithDeliveries['deliveries'] }) {
  if (deliveries.length === 0) return <span className={styles.muted}>Not queued</span>;
  return (
    <span className={styles.badges} title={deliverySummary(deliveries)}>
      {deliveries.map((delivery) => (
        <span key={delivery.id}>
          {channelName(delivery.channel)} <StatusBadge status={delivery.status} />
        </span>
      ))}
    </span>
  );
}

function FilterForm({
  action,
  filters,
  exportHref,
}: {
  action: string;
  filters: EnquiryFilters;
  exportHref: string;
}) {
  return (
    <form method="get" action={action} className={styles.filters} aria-label="Filter enquiries">
      <div className={styles.field}>
        <label htmlFor="enquiry-filter-from">From</label>
        <input id="enquiry-filter-from" type="date" name="from" defaultValue={filters.from ?? ''} />
      </div>
      <div className={styles.field}>
        <label htmlFor="enquiry-filter-to">To</label>
        <input id="enquiry-filter-to" type="date" name="to" defaultValue={filters.to ?? ''} />
      </div>
      <div className={styles.field}>
        <label htmlFor="enquiry-filter-type">Workspace type</label>
        <select id="enquiry-filter-type" name="type" defaultValue={filters.type ?? ''}>
          <option value="">Any</option>
          {workspaceTypes.map((type) => (
            <option key={type.slug} value={type.slug}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="enquiry-filter-centre">Centre</label>
        <select id="enquiry-filter-centre" name="centre" defaultValue={filters.centre ?? ''}>
          <option value="">Any</option>
          {[...centreTowns]
            .sort((a, b) => a.town.localeCompare(b.town))
            .map((centre) => (
              <option key={centre.slug} value={centre.slug}>
                {centre.town}
              </option>
            ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="enquiry-filter-unit">Unit reference</label>
        <input
          id="enquiry-filter-unit"
          type="text"
          name="unit"
          defaultValue={filters.unit ?? ''}
          placeholder="AND-W04"
          maxLength={10}
          pattern="[A-Za-z]{3}-[A-Za-z0-9]{1,6}"
          autoComplete="off"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="enquiry-filter-status">Delivery</label>
        <select id="enquiry-filter-status" name="status" defaultValue={filters.status ?? ''}>
          <option value="">Any</option>
          {deliveryStatusFilters.map((status) => (
            <option key={status} value={status}>
              {labelOf(deliveryStatusLabels, status)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterActions}>
        <button type="submit" className={styles.button}>
          Apply filters
        </button>
        <a href={action}>Clear</a>
        <a href={exportHref} className={styles.export} download>
          Export CSV
        </a>
      </div>
    </form>
  );
}

function Facts({ items }: { items: readonly (readonly [string, React.ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value === null || value === undefined || value === '' ? '–' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Touch({ title, touch }: { title: string; touch: unknown }) {
  const entries = touchFacts(touch);
  return (
    <div>
      <h3>{title}</h3>
      {entries.length === 0 ? <p className={styles.muted}>None recorded.</p> : <Facts items={entries} />}
    </div>
  );
}

async function EnquiryDetail(props: AdminViewServerProps, wanted: string) {
  const { db } = await getDatabase();
  const enquiry = await getEnquiryWithDeliveries(db, wanted);
  if (!enquiry) notFound();
  const user = props.initPageResult.req.user;
  const base = `${adminBase(props)}${enquiriesPath}`;
  const touches = attributionTouches(enquiry.attribution);
  const hasCookie = enquiry.attribution !== null && !('touch' in enquiry.attribution);
  const meeting = enquiry.meeting;

  return (
    <>
      <p className={styles.back}>
        <a href={base}>← All enquiries</a>
      </p>
      <header className={styles.head}>
        <h1>
          Enquiry <span className={styles.reference}>{enquiry.reference}</span>
        </h1>
        <p className={styles.lede}>Received {formatTime(enquiry.createdAt)} (UK time). Read-only.</p>
      </header>
      <Notice value={(props.searchParams ?? {}).notice} />
      <div className={styles.columns}>
        <section aria-labelledby="enquiry-contact">
          <h2 id="enquiry-contact">Contact</h2>
          <Facts
            items={[
              ['Name', enquiry.name],
              [
                'Email',
                <a key="email" href={`mailto:${enquiry.email}`}>
                  {enquiry.email}
                </a>,
              ],
              [
                'Phone',
                <a key="phone" href={`tel:${enquiry.phone}`}>
                  {enquiry.phone}
                </a>,
              ],
              ['Phone country', phoneCountryOf(enquiry.phone)],
              ['Company', enquiry.company],
              ['Marketing emails', enquiry.marketingOptIn ? 'Yes, opted in' : 'No'],
            ]}
          />
        </section>
        <section aria-labelledby="enquiry-request">
          <h2 id="enquiry-request">What they asked for</h2>
          <Facts
            items={[
              ['Wants', intentName(enquiry.intent)],
              ['Workspace type', workspaceTypeName(enquiry.workspaceType)],
              ['Centre', centreName(enquiry.centre)],
              ['Unit', enquiry.unitReference],
              ['Viewing days', enquiry.preferredDays.map(viewingDayName).join(', ')],
              [
                'Meeting',
                meeting
                  ? `${staffDay(meeting.date)} at ${meeting.startTime}, ${meetingDurationName(meeting.duration).toLowerCase()}, ${meeting.attendees} people`
                  : null,
              ],
              [
                'Size in mind',
                enquiry.quoteSizeSqFt === null
                  ? null
                  : `${enquiry.quoteSizeSqFt.toLocaleString('en-GB')} sq ft`,
              ],
              ['Start date', enquiry.quoteStartDate ? staffDay(enquiry.quoteStartDate) : null],
              ['Message', enquiry.message ? <span className={styles.message}>{enquiry.message}</span> : null],
            ]}
          />
        </section>
      </div>
      <section aria-labelledby="enquiry-attribution">
        <h2 id="enquiry-attribution">Where it came from</h2>
        <Facts
          items={[
            ['Page', enquiry.pagePath],
            [
              'Opened from',
              contextFacts(enquiry.context)
                .map(([label, value]) => `${label}: ${value}`)
                .join('; '),
            ],
          ]}
        />
        <div className={styles.columns}>
          {hasCookie ? (
            <>
              <Touch title="First touch" touch={touches.first} />
              <Touch title="Last touch" touch={touches.last} />
            </>
          ) : (
            <Touch title="Touch (from the page, no attribution cookie)" touch={touches.first} />
          )}
        </div>
      </section>
      <section aria-labelledby="enquiry-deliveries">
        <h2 id="enquiry-deliveries">Deliveries</h2>
        {enquiry.deliveries.length === 0 ? (
          <p className={styles.muted}>
            No delivery channel was configured when it arrived: nothing was queued.
          </p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Channel</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Next attempt</th>
                  <th scope="col">Delivered</th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {enquiry.deliveries.map((delivery) => (
                  <DeliveryRow
                    key={delivery.id}
                    delivery={delivery}
                    reference={enquiry.reference}
                    retryAction={`${apiBase(props)}/enquiries/retry`}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      {canEraseEnquiries(user) && (
        <section aria-labelledby="enquiry-erase" className={styles.danger}>
          <h2 id="enquiry-erase">Data-subject request</h2>
          <p>
            If this person asks for their data to be erased, erase the enquiry here: it and its delivery log
            are deleted for good. Copies already delivered (email, CRM) must be erased there too.
          </p>
          <a href={`${base}/${enquiry.reference}/erase`} className={styles.dangerLink}>
            Erase this enquiry…
          </a>
        </section>
      )}
    </>
  );
}

function DeliveryRow({
  delivery,
  reference,
  retryAction,
}: {
  delivery: EnquiryDelivery;
  reference: string;
  retryAction: string;
}) {
  const leased = delivery.leased;
  const waiting = delivery.status === 'pending' && delivery.attempts > 0 && !leased;
  return (
    <tr>
      <td>#{delivery.id}</td>
      <td>{channelName(delivery.channel)}</td>
      <td>
        <StatusBadge status={leased ? 'sending' : delivery.status} />
      </td>
      <td>{delivery.attempts}</td>
      <td className={styles.error}>{delivery.lastError ?? '–'}</td>
      <td>{delivery.status === 'pending' ? formatTime(delivery.nextAttemptAt) : '–'}</td>
      <td>{formatTime(delivery.deliveredAt)}</td>
      <td>
        {(delivery.status === 'dead' || waiting) && (
          <form method="post" action={retryAction}>
            <input type="hidden" name="reference" value={reference} />
            <input type="hidden" name="outbox" value={delivery.id} />
            <button type="submit" className={styles.button}>
              {delivery.status === 'dead' ? 'Retry' : 'Retry now'}
              <span className={styles.visuallyHidden}>
                {' '}
                {channelName(delivery.channel)} delivery #{delivery.id}
              </span>
            </button>
          </form>
        )}
      </td>
    </tr>
  );
}

async function EraseConfirm(props: AdminViewServerProps, wanted: string) {
  const { db } = await getDatabase();
  const enquiry = await getEnquiryWithDeliveries(db, wanted);
  if (!enquiry) notFound();
  const base = `${adminBase(props)}${enquiriesPath}`;
  return (
    <>
      <p className={styles.back}>
        <a href={`${base}/${enquiry.reference}`}>← Back to the enquiry</a>
      </p>
      <header className={styles.head}>
        <h1>Erase enquiry {enquiry.reference}?</h1>
      </header>
      <Notice value={(props.searchParams ?? {}).notice} />
      <section className={styles.danger}>
        <p>
          This deletes the enquiry from {enquiry.name}, received {formatTime(enquiry.createdAt)}, and its{' '}
          {enquiry.deliveries.length} delivery record{enquiry.deliveries.length === 1 ? '' : 's'}, for good.
          Use it only for a data-subject erasure request. The erasure is logged with the enquiry&apos;s id,
          your user id and the time, nothing more.
        </p>
        <form method="post" action={`${apiBase(props)}/enquiries/erase`} className={styles.eraseForm}>
          <input type="hidden" name="reference" value={enquiry.reference} />
          <div className={styles.field}>
            <label htmlFor="enquiry-erase-confirm">Type the reference ({enquiry.reference}) to confirm</label>
            <input
              id="enquiry-erase-confirm"
              type="text"
              name="confirm"
              required
              autoComplete="off"
              maxLength={20}
            />
          </div>
          <button type="submit" className={styles.dangerButton}>
            Erase enquiry and delivery log
          </button>
        </form>
      </section>
    </>
  );
}
