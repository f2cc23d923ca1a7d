import { buttonClasses } from '@/components/ui/button-link';
import { cancelVerdict, rescheduleVerdict } from '@/domain/booking/booking-policy';
import { bookingCancellation, cancellationTermsText } from '@/domain/booking/cancellation';
import { bookingPaths } from '@/domain/booking/booking-schema';
import { addDays, bookingHorizonDays, formatPence, type Slot } from '@/lib/booking-slots';
import { formatCalendarDay } from '@/lib/calendar-date';
import { withVat } from '@/domain/vat';

/*
 * The manage page's parts (issue 20): the terms, a plain GET form to pick a date, the room's free
 * times that day as buttons that post the move, and the cancel form. No client script.
 */

export const manageApi = '/api/bookings/manage';

const field = 'mt-1 block w-full rounded-lg border-2 border-ink-muted bg-white px-3 py-2 text-base text-ink';

type Managed = {
  id: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
  pricePence: number;
  vatRateBasisPoints: number;
  paidAt: Date | null;
  paidPence: number | null;
  cancellationRules: unknown;
};
type Link = { b: string; s: string };

function Hidden({ link, action }: { link: Link; action: 'cancel' | 'reschedule' }) {
  return (
    <>
      <input type="hidden" name="b" value={link.b} />
      <input type="hidden" name="s" value={link.s} />
      <input type="hidden" name="action" value={action} />
    </>
  );
}

export function ManageNotice({ tone, message }: { tone: 'done' | 'error'; message: string }) {
  const colours = tone === 'done' ? 'border-success bg-white' : 'border-danger bg-white';
  return (
    <div role={tone === 'done' ? 'status' : 'alert'} data-testid={`manage-${tone}`} className={`rounded-xl border-2 p-4 font-bold ${colours}`}>
      {message}
    </div>
  );
}

export function ManageTerms({ booking }: { booking: Managed }) {
  // The terms it was booked under: the same sentence as beside the Book button and in the mails.
  const decision = bookingCancellation(booking, booking.createdAt);
  return (
    <section aria-labelledby="terms-heading" className="space-y-2">
      <h2 id="terms-heading" className="text-xl font-extrabold">
        Cancellation terms
      </h2>
      <p data-testid="cancellation-terms">{cancellationTermsText(decision, booking.paidPence != null)}</p>
    </section>
  );
}

export function RescheduleSection({
  booking,
  link,
  date,
  today,
  slots,
  now,
}: {
  booking: Managed;
  link: Link;
  date: string | undefined;
  today: string;
  slots: readonly Slot[] | undefined;
  now: Date;
}) {
  const verdict = rescheduleVerdict(booking, now);
  return (
    <section aria-labelledby="move-heading" className="space-y-3">
      <h2 id="move-heading" className="text-xl font-extrabold">
        Move to another time
      </h2>
      {!verdict.allowed ? (
        <p data-testid="move-closed">
          This booking starts within 24 hours, so it can no longer be moved online. Call the centre if you need a different time.
        </p>
      ) : (
        <>
          <p>Same room, same length. Choose a date to see the free times (at least 24 hours from now).</p>
          <form method="get" action="/book/manage" className="flex flex-wrap items-end gap-3">
            <input type="hidden" name="b" value={link.b} />
            <input type="hidden" name="s" value={link.s} />
            <label className="block text-sm font-bold">
              Date
              <input type="date" name="date" required defaultValue={date ?? ''} min={addDays(today, 1)} max={addDays(today, bookingHorizonDays)} className={field} />
            </label>
            <button type="submit" className={buttonClasses('secondary')}>
              Show free times
            </button>
          </form>
          {date && slots ? <FreeTimes link={link} date={date} slots={slots} /> : null}
        </>
      )}
    </section>
  );
}

function FreeTimes({ link, date, slots }: { link: Link; date: string; slots: readonly Slot[] }) {
  if (slots.length === 0)
    return <p data-testid="no-free-times">The room has no free time on {formatCalendarDay(date)} for a booking of this length. Try another date.</p>;
  return (
    <ul aria-label={`Free times on ${formatCalendarDay(date)}`} className="flex flex-wrap gap-2">
      {slots.map((slot) => (
        <li key={slot.startTime}>
          <form method="post" action={manageApi}>
            <Hidden link={link} action="reschedule" />
            <input type="hidden" name="date" value={date} />
            <button type="submit" name="start" value={slot.startTime} className={buttonClasses('secondary')}>
              Move to {slot.label}
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}

export function CancelSection({ booking, link, centre, now }: { booking: Managed; link: Link; centre: string; now: Date }) {
  const verdict = cancelVerdict(booking, now);
  if (booking.status !== 'confirmed')
    return (
      <p>
        <a className="link" href={bookingPaths.centre(centre)}>
          Book another time
        </a>
      </p>
    );
  const decision = bookingCancellation(booking, now);
  const paid = booking.paidPence != null;
  const cost = paid
    ? `your payment (${formatPence(booking.paidPence ?? 0)}) is not refunded`
    : `the price (${formatPence(withVat(booking.pricePence, booking.vatRateBasisPoints / 100).totalPence)} inc. VAT) is due`;
  return (
    <section aria-labelledby="cancel-heading" className="space-y-3">
      <h2 id="cancel-heading" className="text-xl font-extrabold">
        Cancel
      </h2>
      {!verdict.allowed ? (
        <p>This booking has started, so it can no longer be cancelled online.</p>
      ) : (
        <>
          <p data-testid="cancel-charge">
            {decision.reason}{' '}
            {decision.free
              ? paid
                ? 'Your payment is refunded in full to your card. The room goes back on offer at once.'
                : 'Nothing is due. The room goes back on offer at once.'
              : `You can still cancel, but ${cost}.`}
          </p>
          <form method="post" action={manageApi} className="space-y-3">
            <Hidden link={link} action="cancel" />
            {decision.free ? null : (
              <label className="flex items-start gap-2">
                <input type="checkbox" name="accept" value="charge" required className="mt-1 size-5" data-testid="accept-charge" />
                <span>I understand that cancelling now is not free: {cost}.</span>
              </label>
            )}
            <button type="submit" className={buttonClasses('secondary')}>
              Cancel this booking
            </button>
          </form>
        </>
      )}
    </section>
  );
}
