import 'server-only';
import { AdminViewTemplate } from '@/cms/admin-view-template';
import { redirect } from 'next/navigation';
import type { AdminViewServerProps } from 'payload';
import {
  attendanceLabels,
  attendanceVerdict,
  staffChangeVerdict,
  type AttendanceChange,
} from '@/domain/board/attendance';
import {
  boardGroups,
  boardKindLabels,
  boardKinds,
  boardStatusLabels,
  boardStatusOf,
  boardStatuses,
  boardTimeRange,
  type BoardItem,
} from '@/domain/board/board-day';
import { centreTowns, townOfCentre } from '@/domain/centres';
import { bookingWhen, londonClock, londonDate, weekdayOf } from '@/lib/booking-slots';
import { addDays, businessTimeZone, formatCalendarDay, todayIn } from '@/lib/calendar-date';
import { moveOptions } from '@/server/board/board-changes';
import { boardDayItems, findBoardItem, type BoardScope } from '@/server/board/board-store';
import { promosFor, type PromoApplied } from '@/server/promo-codes/redemptions';
import { staffPromoText } from '@/domain/promo-codes/promo-codes';
import { getDatabase } from '@/server/db/client';
import { getEnquiryRuntime } from '@/server/runtime';
import { centreScopeOf } from '../access';
import styles from '../enquiries/enquiries.module.css';
import own from './board.module.css';
import { centreHours } from './centre-hours';
import { boardHref, parseBoardQuery, targetValue, type BoardQuery } from './filters';
import { boardDayPassCancelPath, boardDayPassCheckInPath, boardNoticeText, boardPath, boardUpdatePath } from './paths';
import { DayPassDesk } from './day-pass-desk';
import { RoleRefusal } from '../role-refusal';
import { maxCancelReasonLength, minCancelReasonLength } from '@/domain/board/cancel-reason';
import { bookingCancellation, staffCancellationStatus, staffChargeChoices, staffChargeLabels } from '@/domain/booking/cancellation';

/*
 * The bookings board (/admin/board): one centre's room bookings and viewings on one UK day, grouped
 * by the hour they start, with the day picker, the centre (a centre manager's own only) and the
 * kind and status filters in the URL. Each confirmed visit can be marked checked in or a no-show,
 * and cancelled or moved for the visitor (a panel of the same page: pick a day, then a free time).
 * Payload treats custom views as public routes, so this checks the user itself. Plain HTML forms
 * throughout: it works without JavaScript. docs/decisions/0030.
 */

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const countLine = (items: readonly BoardItem[]) => {
  const rooms = items.filter((item) => item.kind === 'booking').length;
  return `${plural(items.length, 'visit')} on this day: ${plural(rooms, 'room booking')} and ${plural(items.length - rooms, 'viewing')}.`;
};
const dayLabel = (date: string) => `${weekdayOf(date)} ${formatCalendarDay(date)}`;
const columns = ['Time (UK)', 'What', 'Room or unit', 'Visitor', 'Contact', 'Status', 'Reference', 'Actions'];

export async function BoardView(props: AdminViewServerProps) {
  const { initPageResult } = props;
  const admin = props.payload.config.routes.admin;
  const user = initPageResult.req.user;
  if (!user) redirect(`${admin}/login?redirect=${encodeURIComponent(`${admin}${boardPath}`)}`);
  const scope = centreScopeOf(user);
  if (!scope) return <RoleRefusal props={props} viewType="board" page="board" user={user} />;
  const now = new Date();
  const centres = centreTowns.filter((centre) => scope === 'all' || scope.includes(centre.slug));
  const query = parseBoardQuery(
    (props.searchParams ?? {}) as Record<string, unknown>,
    centres.map((centre) => centre.slug),
    now,
  );
  const base = `${admin}${boardPath}`;
  return (
    <AdminViewTemplate props={props} viewType="board">
      <div className={`${styles.view} ${own.board}`} id="board-view">
        <Board props={props} query={query} scope={scope} base={base} centres={centres} now={now} />
      </div>
    </AdminViewTemplate>
  );
}

type BoardArgs = {
  props: AdminViewServerProps;
  query: BoardQuery;
  scope: BoardScope;
  base: string;
  centres: readonly { slug: string; town: string }[];
  now: Date;
};

async function Board({ props, query, scope, base, centres, now }: BoardArgs) {
  const admin = props.payload.config.routes.admin;
  const lists = (
    <p className={styles.lede}>
      Every booking ever made is in the lists: <a href={`${admin}/bookings`}>all room bookings</a> ·{' '}
      <a href={`${admin}/viewings`}>all viewings</a>.
    </p>
  );
  if (!query.centre)
    return (
      <>
        <h1>Bookings board</h1>
        <p className={styles.warning} role="status">
          No centres are listed on your account yet: an administrator adds them.
        </p>
        {lists}
      </>
    );
  const centre = query.centre;
  const { db } = await getDatabase();
  const runtime = await getEnquiryRuntime();
  const mailed = runtime.delivery.visitorMail !== undefined;
  const all = await boardDayItems(db, centre, query.date, query.kind ? [query.kind] : undefined);
  const items = query.status ? all.filter((item) => boardStatusOf(item) === query.status) : all;
  const groups = boardGroups(items, query.date);
  // A room booked with a promo code: its line beside the room (docs/decisions/0054).
  const promos = await promosFor(db, { bookings: items.filter((item) => item.kind === 'booking').map((item) => item.id) });
  const rawNotice = (props.searchParams ?? {}).notice;
  const notice = boardNoticeText(Array.isArray(rawNotice) ? rawNotice[0] : rawNotice, mailed);
  const rawRef = (props.searchParams ?? {}).ref;
  const ref = typeof rawRef === 'string' && /^[A-Z0-9-]{1,24}$/.test(rawRef) ? rawRef : undefined;
  const today = todayIn(businessTimeZone, now);
  const view = { centre, date: query.date, kind: query.kind, status: query.status };
  const api = props.payload.config.routes.api;
  const hidden = { centre, date: query.date, filterKind: query.kind ?? '', filterStatus: query.status ?? '' };
  const panelTarget = query.move ?? query.cancel;
  const panelItem = panelTarget ? await findBoardItem(db, panelTarget, scope) : undefined;
  return (
    <>
      <header className={styles.head}>
        <h1>Bookings board</h1>
        <p className={styles.lede}>
          Room bookings and viewings at {townOfCentre(centre)}, one day at a time, in UK time.
        </p>
        {lists}
      </header>
      {query.refusedCentre && (
        <p className={styles.warning} role="alert" data-testid="board-centre-refused">
          {query.refusedCentre.known
            ? `${townOfCentre(query.refusedCentre.slug)} is not one of your centres, so its board is not shown here. This is ${townOfCentre(centre)}.`
            : `There is no centre called “${query.refusedCentre.slug}”. This is ${townOfCentre(centre)}.`}
        </p>
      )}
      {notice && (
        <p
          className={notice.ok ? styles.notice : styles.warning}
          role={notice.ok ? 'status' : 'alert'}
          data-testid="board-notice"
        >
          {ref ? `${ref}: ` : ''}
          {notice.text}
        </p>
      )}
      <nav className={own.dayNav} aria-label="Choose the day">
        <h2 className={own.dayTitle}>
          {dayLabel(query.date)}
          {query.date === today ? ' (today)' : ''}
        </h2>
        <a
          href={boardHref(base, { ...view, date: addDays(query.date, -1) })}
          aria-label={`Previous day, ${dayLabel(addDays(query.date, -1))}`}
        >
          <span aria-hidden="true">← </span>Previous day
        </a>
        <a
          href={boardHref(base, { ...view, date: addDays(query.date, 1) })}
          aria-label={`Next day, ${dayLabel(addDays(query.date, 1))}`}
        >
          Next day<span aria-hidden="true"> →</span>
        </a>
        {query.date !== today && <a href={boardHref(base, { ...view, date: today })}>Today</a>}
      </nav>
      <form method="get" action={base} className={styles.filters} aria-label="Centre, day and filters">
        <div className={styles.field}>
          <label htmlFor="board-centre">Centre</label>
          <select id="board-centre" name="centre" defaultValue={centre}>
            {centres.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.town}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="board-date">Day</label>
          <input id="board-date" type="date" name="date" defaultValue={query.date} required />
        </div>
        <div className={styles.field}>
          <label htmlFor="board-kind">Show</label>
          <select id="board-kind" name="kind" defaultValue={query.kind ?? ''}>
            <option value="">Bookings and viewings</option>
            {boardKinds.map((kind) => (
              <option key={kind} value={kind}>
                {boardKindLabels[kind]}s only
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="board-status">Status</label>
          <select id="board-status" name="status" defaultValue={query.status ?? ''}>
            <option value="">Any</option>
            {boardStatuses.map((status) => (
              <option key={status} value={status}>
                {boardStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.button}>
            Show the day
          </button>
          <a href={boardHref(base, { centre, date: today, kind: undefined, status: undefined })}>
            Clear filters
          </a>
        </div>
      </form>
      <DayPassDesk
        db={db}
        centre={centre}
        date={query.date}
        search={typeof (props.searchParams ?? {}).pass === 'string' ? String((props.searchParams ?? {}).pass) : undefined}
        base={base}
        checkInAction={`${api}${boardDayPassCheckInPath}`}
        cancelAction={`${api}${boardDayPassCancelPath}`}
        now={now}
      />
      {panelItem && query.move && (
        <MovePanel
          item={panelItem}
          query={query}
          base={base}
          action={`${api}${boardUpdatePath}`}
          hidden={hidden}
          mailed={mailed}
          payload={props.payload}
          now={now}
        />
      )}
      {panelItem && query.cancel && !query.move && (
        <CancelPanel
          item={panelItem}
          base={base}
          view={view}
          action={`${api}${boardUpdatePath}`}
          hidden={hidden}
          mailed={mailed}
        />
      )}
      <p className={styles.count} data-testid="board-count">
        {items.length === 0 ? 'Nothing booked that matches, on this day.' : countLine(items)}
      </p>
      {groups.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${own.table}`} data-testid="board-table">
            <caption className={styles.visuallyHidden}>
              Room bookings and viewings at {townOfCentre(centre)} on {dayLabel(query.date)}, by start time
              (UK)
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            {groups.map((group) => (
              <tbody key={group.hour}>
                <tr className={own.hourRow}>
                  <th scope="rowgroup" colSpan={columns.length}>
                    {group.hour === 'Earlier' ? 'Begun the day before' : group.hour}
                  </th>
                </tr>
                {group.items.map((item) => (
                  <BoardRow
                    key={item.id}
                    item={item}
                    date={query.date}
                    action={`${api}${boardUpdatePath}`}
                    hidden={hidden}
                    base={base}
                    view={view}
                    now={now}
                    promo={promos.get(item.id)}
                  />
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </>
  );
}

type Hidden = Record<string, string>;

function HiddenFields({ values }: { values: Hidden }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

const kindWord = (item: BoardItem) => (item.kind === 'booking' ? 'booking' : 'viewing');

function MarkButton({
  item,
  change,
  action,
  hidden,
  label,
  name,
}: {
  item: BoardItem;
  change: AttendanceChange;
  action: string;
  hidden: Hidden;
  label: string;
  name: string;
}) {
  return (
    <form method="post" action={action} className={own.inline}>
      <HiddenFields values={{ ...hidden, action: change, kind: item.kind, id: item.id }} />
      <button type="submit" className={own.action} aria-label={name}>
        {label}
      </button>
    </form>
  );
}

function BoardRow({
  item,
  date,
  action,
  hidden,
  base,
  view,
  now,
  promo,
}: {
  /** The promo code the room was booked with, if any. */
  promo?: PromoApplied | undefined;
  item: BoardItem;
  date: string;
  action: string;
  hidden: Hidden;
  base: string;
  view: Pick<BoardQuery, 'centre' | 'date' | 'kind' | 'status'>;
  now: Date;
}) {
  const status = boardStatusOf(item);
  const can = (change: AttendanceChange) => attendanceVerdict(item, change, now).allowed;
  const changeable = staffChangeVerdict(item, now).allowed;
  const who = `${kindWord(item)} ${item.reference} (${item.name})`;
  return (
    <tr data-reference={item.reference} data-testid="board-row">
      <td data-label="Time (UK)" className={own.time}>
        {boardTimeRange(item, date)}
      </td>
      <td data-label="What">{boardKindLabels[item.kind]}</td>
      <td data-label="Room or unit">
        {item.place}
        {promo ? <span data-testid="board-promo">{` (${staffPromoText(promo)})`}</span> : null}
      </td>
      <td data-label="Visitor">{item.name}</td>
      <td data-label="Contact" className={own.contact}>
        <a href={`mailto:${item.email}`}>{item.email}</a>
        <br />
        <a href={`tel:${item.phone}`}>{item.phone}</a>
      </td>
      <td data-label="Status">
        <span className={`${own.status} ${own[`status-${status}`] ?? ''}`} data-testid="board-status">
          {boardStatusLabels[status]}
        </span>
        {item.attendance && item.attendanceAt && (
          <span className={own.byline}>
            {attendanceLabels[item.attendance]} by {item.attendanceByName ?? 'staff'} at{' '}
            {londonClock(item.attendanceAt)}
            {londonDate(item.attendanceAt) === date
              ? ''
              : ` on ${formatCalendarDay(londonDate(item.attendanceAt))}`}
          </span>
        )}
        {status === 'cancelled' && item.cancelledBy && (
          <span className={own.byline}>
            by {item.cancelledBy === 'staff' ? 'staff' : 'the visitor'}
            {item.cancelledBy === 'staff' && item.cancelReason ? `: ${item.cancelReason}` : ''}
          </span>
        )}
      </td>
      <td data-label="Reference" className={styles.reference}>
        {item.reference}
      </td>
      <td data-label="Actions">
        <div className={own.actions}>
          {can('checked-in') && (
            <MarkButton
              item={item}
              change="checked-in"
              action={action}
              hidden={hidden}
              label="Check in"
              name={`Check in ${who}`}
            />
          )}
          {can('no-show') && (
            <MarkButton
              item={item}
              change="no-show"
              action={action}
              hidden={hidden}
              label="No-show"
              name={`No-show: ${who}`}
            />
          )}
          {item.attendance && can('clear') && (
            <MarkButton
              item={item}
              change="clear"
              action={action}
              hidden={hidden}
              label="Clear mark"
              name={`Clear mark on ${who}`}
            />
          )}
          {changeable && (
            <>
              <a
                className={own.action}
                href={`${boardHref(base, view, { move: targetValue(item) })}#board-panel`}
                aria-label={`Move ${who}`}
              >
                Move
              </a>
              <a
                className={own.action}
                href={`${boardHref(base, view, { cancel: targetValue(item) })}#board-panel`}
                aria-label={`Cancel ${who}`}
              >
                Cancel
              </a>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}

async function MovePanel({
  item,
  query,
  base,
  action,
  hidden,
  mailed,
  payload,
  now,
}: {
  item: BoardItem;
  query: BoardQuery;
  base: string;
  action: string;
  hidden: Hidden;
  mailed: boolean;
  payload: AdminViewServerProps['payload'];
  now: Date;
}) {
  const today = todayIn(businessTimeZone, now);
  const current = londonDate(item.startsAt);
  const moveDate = query.moveDate ?? (current >= today ? current : today);
  const { db } = await getDatabase();
  const hours = await centreHours(payload, item.centre);
  const changeable = staffChangeVerdict(item, now);
  const options = changeable.allowed
    ? await moveOptions(
        { db, openingHours: async () => hours.opening, viewingHours: async () => hours.viewings },
        item,
        moveDate,
      )
    : [];
  const view = { centre: query.centre, date: query.date, kind: query.kind, status: query.status };
  const heading = `Move ${kindWord(item)} ${item.reference}`;
  return (
    <section
      id="board-panel"
      className={own.panel}
      aria-labelledby="board-panel-title"
      data-testid="board-move"
    >
      <h2 id="board-panel-title">{heading}</h2>
      <p>
        {item.name}, {item.place}: now {bookingWhen(item)}.{' '}
        {item.kind === 'booking'
          ? 'It keeps its room and length; only times that room has free are offered.'
          : 'Only times with a viewing place left are offered.'}
      </p>
      {!changeable.allowed ? (
        <p className={styles.warning} role="alert">
          It can no longer be moved: it has started, is marked, or is not confirmed.
        </p>
      ) : (
        <>
          <form method="get" action={base} className={own.panelForm}>
            {Object.entries({
              ...(view.centre ? { centre: view.centre } : {}),
              date: view.date,
              ...(view.kind ? { kind: view.kind } : {}),
              ...(view.status ? { status: view.status } : {}),
              move: targetValue(item),
            }).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <div className={styles.field}>
              <label htmlFor="board-move-date">Day to move to</label>
              <input
                id="board-move-date"
                type="date"
                name="moveDate"
                defaultValue={moveDate}
                min={today}
                required
              />
            </div>
            <button type="submit" className={styles.button}>
              Show free times
            </button>
          </form>
          {options.length === 0 ? (
            <p className={styles.muted} data-testid="board-move-none">
              No free times on {dayLabel(moveDate)}: choose another day.
            </p>
          ) : (
            <form method="post" action={action}>
              <HiddenFields values={{ ...hidden, action: 'move', kind: item.kind, id: item.id, moveDate }} />
              <fieldset className={own.times}>
                <legend>Free times on {dayLabel(moveDate)} (UK time)</legend>
                {options.map((option, index) => (
                  <label key={option.startTime} className={own.time}>
                    <input
                      type="radio"
                      name="start"
                      value={option.startTime}
                      required
                      defaultChecked={index === 0}
                    />{' '}
                    {option.label}
                  </label>
                ))}
              </fieldset>
              <p className={own.panelActions}>
                <button type="submit" className={styles.button}>
                  {mailed ? 'Move and email the visitor' : 'Move'}
                </button>
                <a href={boardHref(base, view)}>Keep the time it has</a>
              </p>
            </form>
          )}
        </>
      )}
    </section>
  );
}

function CancelPanel({
  item,
  base,
  view,
  action,
  hidden,
  mailed,
}: {
  item: BoardItem;
  base: string;
  view: Pick<BoardQuery, 'centre' | 'date' | 'kind' | 'status'>;
  action: string;
  hidden: Hidden;
  mailed: boolean;
}) {
  // Decided as the panel is shown; the endpoint decides again when it is posted.
  const decision = item.terms && item.status === 'confirmed' ? bookingCancellation({ ...item, ...item.terms }, new Date()) : undefined;
  return (
    <section
      id="board-panel"
      className={own.panel}
      aria-labelledby="board-panel-title"
      data-testid="board-cancel"
    >
      <h2 id="board-panel-title">
        Cancel {kindWord(item)} {item.reference} for the visitor?
      </h2>
      <p>
        {item.name}, {item.place}, {bookingWhen(item)}.{' '}
        {mailed ? 'The visitor is emailed the cancellation, and their calendar entry is withdrawn.' : ''}
        {item.kind === 'booking' ? ' A room paid online is refunded in full when the cancel is free.' : ''}
      </p>
      {decision ? <p data-testid="board-free-cancellation">{staffCancellationStatus(decision)}</p> : null}
      <form method="post" action={action} className={own.cancelForm}>
        <HiddenFields values={{ ...hidden, action: 'cancel', kind: item.kind, id: item.id }} />
        <div className={styles.field}>
          <label htmlFor="board-cancel-reason">Reason for cancelling</label>
          <textarea
            id="board-cancel-reason"
            name="reason"
            required
            minLength={minCancelReasonLength}
            maxLength={maxCancelReasonLength}
            rows={3}
            aria-describedby="board-cancel-reason-hint"
          />
          <span id="board-cancel-reason-hint" className={own.hint}>
            {mailed
              ? 'Kept with the visit and quoted in the visitor’s cancellation email: write it for them.'
              : 'Kept with the visit, and quoted to the visitor in any cancellation email.'}
          </span>
        </div>
        {decision && !decision.free ? (
          <fieldset className={styles.field}>
            <legend>Outside the free period</legend>
            {staffChargeChoices.map((choice) => (
              <label key={choice}>
                <input type="radio" name="charge" value={choice} required /> {staffChargeLabels[choice]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className={own.panelActions}>
          <button type="submit" className={styles.dangerButton}>
            {mailed ? 'Yes, cancel and email the visitor' : 'Yes, cancel it'}
          </button>
          <a href={boardHref(base, view)}>Keep it</a>
        </div>
      </form>
    </section>
  );
}
