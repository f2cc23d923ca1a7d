import 'server-only';
import { checkInRefusal, checkInRefusalText, passReferenceFrom, staffDayPassCancel } from '@/domain/day-pass/day-pass';
import { townOfCentre } from '@/domain/centres';
import { formatPence, londonClock, weekdayOf } from '@/lib/booking-slots';
import { businessTimeZone, formatCalendarDay, todayIn } from '@/lib/calendar-date';
import { findDayPassByReference, listDayPasses } from '@/server/day-passes/day-passes';
import { bundleAtReception, bundleFactsOf, type BundleFacts } from '@/server/day-passes/bundles';
import { bundleDayText } from '@/domain/day-pass/bundle';
import type { Database } from '@/server/db/client';
import type { DayPassRow } from '@/server/db/schema';
import { promosFor } from '@/server/promo-codes/redemptions';
import { staffPromoText } from '@/domain/promo-codes/promo-codes';
import styles from '../enquiries/enquiries.module.css';
import own from './board.module.css';

/*
 * The board's day-pass desk (issue 39 item 1): reception finds a pass by its reference, typed or
 * read by a phone camera from the QR code in the visitor's email (the code is the reference
 * itself, so the camera's text goes straight into the search box), and checks it in. A pass used
 * before, for another day, cancelled or for another centre is refused here and again by the
 * endpoint. Below, the day's passes at this centre, with who checked each in and when (UK time).
 */

type DeskArgs = {
  db: Database;
  centre: string;
  date: string;
  search: string | undefined;
  base: string;
  checkInAction: string;
  cancelAction: string;
  now: Date;
};

const statusOf = (pass: DayPassRow) => {
  if (pass.status === 'pending') return 'Waiting for online payment';
  if (pass.status === 'expired') return 'Not booked (never paid)';
  if (pass.status !== 'confirmed') return pass.refundedAt ? 'Cancelled, refunded' : 'Cancelled';
  return pass.checkedInAt ? `Checked in ${londonClock(pass.checkedInAt)} by ${pass.checkedInByName ?? 'staff'}` : 'Not yet arrived';
};

/** What the visitor owes at the desk: reception must know whether to take a card. */
const passKindOf = (pass: DayPassRow, bundles: ReadonlyMap<string, BundleFacts>) => {
  const bundle = pass.bundleId ? bundles.get(pass.bundleId) : undefined;
  if (bundle) return bundleDayText(bundle);
  return pass.trial ? 'Free trial day' : pass.paidAt ? 'Day pass, paid online' : 'Day pass, pay at reception';
};

/** "Day pass, from bundle NL-…" in mid-sentence: the first letter only, the reference as it is. */
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * Staff cancel a pass (the visitor phoned): the visitor is mailed. Paid online and for today,
 * staff must say whether the payment is refunded; before its day it always is.
 */
function CancelPassForm({ pass, centre, date, action, now }: { pass: DayPassRow; centre: string; date: string; action: string; now: Date }) {
  const rule = staffDayPassCancel(pass, now);
  if (!rule.allowed) return null;
  // Behind a disclosure, so a stray press never cancels a visitor's day (and mails them).
  return (
    <details>
      <summary>Cancel…</summary>
      <form method="post" action={action} className={own.inline} aria-label={`Cancel day pass ${pass.reference}`}>
        <input type="hidden" name="id" value={pass.id} />
        <input type="hidden" name="centre" value={centre} />
        <input type="hidden" name="date" value={date} />
        {rule.refundChoice ? (
          <fieldset>
            <legend>Paid online: the payment</legend>
            <label>
              <input type="radio" name="payment" value="refund" required /> Refund it
            </label>{' '}
            <label>
              <input type="radio" name="payment" value="keep" required /> Keep it
            </label>
          </fieldset>
        ) : null}
        <button type="submit" className={styles.button}>
          Cancel {pass.reference} and email the visitor
        </button>
      </form>
    </details>
  );
}

export async function DayPassDesk({ db, centre, date, search, base, checkInAction, cancelAction, now }: DeskArgs) {
  const reference = search ? passReferenceFrom(search) : undefined;
  const found = reference ? await findDayPassByReference(db, reference) : undefined;
  const refusal = search ? (found ? checkInRefusal(found, { centre, now }) : 'not-found') : undefined;
  const passes = await listDayPasses(db, { day: date, centres: [centre] });
  const bundles = await bundleFactsOf(db, found ? [found, ...passes] : passes);
  // What reception charges: the code's line beside the pass it was used on (docs/decisions/0054).
  const promos = await promosFor(db, { dayPasses: passes.map((pass) => pass.id) });
  const today = todayIn(businessTimeZone, now);
  // A bundle's reference typed by mistake: say what it is rather than only "no pass".
  const bundleTyped = reference && !found ? await bundleAtReception(db, reference, today) : undefined;
  return (
    <section aria-labelledby="day-passes-heading" data-testid="day-pass-desk">
      <h2 id="day-passes-heading">Day passes</h2>
      <form method="get" action={base} className={styles.filters} aria-label="Find a day pass">
        <input type="hidden" name="centre" value={centre} />
        <input type="hidden" name="date" value={today} />
        <div className={styles.field}>
          <label htmlFor="board-pass">Pass reference (type it, or scan the code with a phone)</label>
          <input id="board-pass" name="pass" defaultValue={search ?? ''} maxLength={60} autoComplete="off" placeholder="NL-XXXX-XXXX" />
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.button}>
            Find pass
          </button>
        </div>
      </form>
      {search ? (
        <div data-testid="day-pass-found">
          {found ? (
            <p>
              <strong>{found.reference}</strong>: {found.name}, {lowerFirst(passKindOf(found, bundles))} for {weekdayOf(found.day)} {formatCalendarDay(found.day)} at{' '}
              {townOfCentre(found.centre)}. {statusOf(found)}.
            </p>
          ) : null}
          {bundleTyped ? (
            <p className={styles.warning} role="alert" data-testid="day-pass-refusal">
              {bundleTyped}
            </p>
          ) : refusal ? (
            <p className={styles.warning} role="alert" data-testid="day-pass-refusal">
              {checkInRefusalText[refusal]}
            </p>
          ) : found ? (
            <form method="post" action={checkInAction} className={own.inline}>
              <input type="hidden" name="id" value={found.id} />
              <input type="hidden" name="centre" value={centre} />
              <input type="hidden" name="date" value={date} />
              <button type="submit" className={styles.button}>
                Check in {found.reference}
              </button>
            </form>
          ) : null}
        </div>
      ) : null}
      <p className={styles.count} data-testid="day-pass-count">
        {passes.length === 0 ? 'No day passes on this day.' : `${passes.length} day pass${passes.length === 1 ? '' : 'es'} on this day.`}
      </p>
      {passes.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${own.table}`} data-testid="day-pass-table">
            <caption className={styles.visuallyHidden}>Day passes at {townOfCentre(centre)}</caption>
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Visitor</th>
                <th scope="col">Pass</th>
                <th scope="col">Status (UK time)</th>
                <th scope="col">Cancel for the visitor</th>
              </tr>
            </thead>
            <tbody>
              {passes.map((pass) => (
                <tr key={pass.id} data-reference={pass.reference}>
                  <td>{pass.reference}</td>
                  <td>{pass.name}</td>
                  <td>
                    {passKindOf(pass, bundles)}
                    {promos.has(pass.id) ? `: ${formatPence(pass.pricePence)} before VAT (${staffPromoText(promos.get(pass.id)!)})` : ''}
                  </td>
                  <td>{statusOf(pass)}</td>
                  <td>
                    <CancelPassForm pass={pass} centre={centre} date={date} action={cancelAction} now={now} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
