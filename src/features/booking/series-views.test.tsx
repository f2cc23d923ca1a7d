import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { seedCancellationRules } from '@/cms/seed/cancellation-rules';
import { londonInstant } from '@/lib/booking-slots';
import { SeriesReview, type ReviewWeek } from './series-views';

/*
 * The review of a weekly series: every date with its price and own terms, the total, the clashing
 * date by its UK date, and one button that posts the form again without it.
 */

const now = new Date('2030-10-01T08:00:00Z');
const week = (date: string, clash?: ReviewWeek['clash']): ReviewWeek => ({
  date,
  slot: clash === 'closed' ? undefined : { start: londonInstant(date, 600), end: londonInstant(date, 720), startTime: '10:00', label: '10:00 to 12:00' },
  clash,
});
const props = {
  place: { centre: 'exeter', room: 'EXE-MR02', date: '2030-10-14', duration: 'hour', hours: 2, start: '10:00', weeks: 4, skip: [] },
  room: { reference: 'EXE-MR02', name: 'Heron', centre: 'exeter', capacity: 6, rates: { hourly: 35, halfDay: 120, day: 220 } },
  town: 'Exeter',
  draft: { values: { name: 'Ada Lovelace', email: 'ada@example.co.uk', phone: '07700 900123', phoneCountry: 'GB' } },
  token: 'token',
  vatRatePercent: 20,
  cancellationRules: seedCancellationRules,
  online: false,
  now,
  problem: undefined,
} as unknown as Parameters<typeof SeriesReview>[0];

describe('the review of a weekly series', () => {
  it('names the clash in the middle by its UK date and books the rest with one button', () => {
    const html = renderToStaticMarkup(
      <SeriesReview {...props} weeks={[week('2030-10-14'), week('2030-10-21', 'taken'), week('2030-10-28'), week('2030-11-04')]} />,
    );
    expect(html).toContain('1 date cannot be booked');
    expect(html).toContain('<strong>Mon 21 October 2030</strong>: the room is already booked then');
    expect(html).toContain('name="skip" value="2030-10-21"');
    expect(html).toContain('Book the other 3 dates for £210 + VAT');
    // Each date priced as a single booking, VAT shown, and the total.
    expect(html).toContain('£70 + VAT £14 = £84');
    expect(html.replace(/<!-- -->/g, "").replace(/\s+/g, " ")).toContain("Total for 3 dates: <strong>£210</strong> + VAT at 20% (£42) = <strong>£252</strong>");
    // Each date's own free-cancellation deadline: 24 hours before each 2-hour booking (the seed rules).
    expect(html).toContain('Free cancellation until 10:00 on Sun 13 Oct');
    expect(html).toContain('Free cancellation until 10:00 on Sun 27 Oct');
  });

  it('books all dates when none clash, and offers no button once the kept details have expired', () => {
    const weeks = [week('2030-10-14'), week('2030-10-21')];
    expect(renderToStaticMarkup(<SeriesReview {...props} weeks={weeks} />)).toContain('Book all 2 dates for £140 + VAT');
    const expired = renderToStaticMarkup(<SeriesReview {...props} weeks={weeks} draft={undefined} />);
    expect(expired).not.toContain('<form');
    expect(expired).toContain('Your details are kept for 15 minutes');
  });
});
