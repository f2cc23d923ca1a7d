import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RoomSlots } from '@/features/booking/booking-views';
import { DayPassWaitlistForm, RoomWaitlistForm, ViewingWaitlistForm } from './waitlist-views';

/* The "Tell me if it frees up" form: plain markup under the room, posting the taken time and no more. */

const slot = (startTime: string, label: string) => ({ startTime, label, start: new Date('2030-07-01T09:00:00Z'), end: new Date('2030-07-01T11:00:00Z') });
const room = { reference: 'EXE-MR01', name: 'Kingfisher', centre: 'exeter', capacity: 6, rates: { hourly: 35, halfDay: 120, day: 220 } };
const choice = { date: '2030-07-01', duration: 'hour' as const, hours: 2, seats: 4 };

describe('RoomWaitlistForm', () => {
  const html = renderToStaticMarkup(
    <RoomWaitlistForm centre="exeter" room={room} choice={choice} taken={[slot('10:00', '10:00 to 12:00'), slot('11:00', '11:00 to 13:00')]} token="signed-token" />,
  );

  it('posts the room, the day, the length and the taken time chosen to /api/waitlist, with the form token and a honeypot', () => {
    expect(html).toMatch(/<form [^>]*action="\/api\/waitlist" method="post">/);
    for (const [name, value] of [['centre', 'exeter'], ['room', 'EXE-MR01'], ['date', '2030-07-01'], ['duration', 'hour'], ['hours', '2'], ['seats', '4'], ['token', 'signed-token']])
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`);
    expect(html).toContain('<option value="10:00">10:00 to 12:00</option>');
    expect(html).toContain('<option value="11:00">11:00 to 13:00</option>');
    expect(html).toContain('name="website"');
    expect(html).toContain('type="email"');
    expect(html).toContain('held for them alone for 15 minutes');
    expect(html).not.toContain('<script');
  });

  it('stands inside the room’s section, after its free times', () => {
    const section = renderToStaticMarkup(
      <RoomSlots centre="exeter" choice={choice} availability={{ room, slots: [], taken: [slot('10:00', '10:00 to 12:00')] } as never} waitlist={<p>the waitlist</p>} />,
    );
    expect(section.indexOf('No free times')).toBeLessThan(section.indexOf('the waitlist'));
    expect(section.indexOf('the waitlist')).toBeLessThan(section.indexOf('</section>'));
  });
});

describe('DayPassWaitlistForm', () => {
  const fullDates = [
    { date: '2030-07-01', label: 'Monday 1 July 2030' },
    { date: '2030-07-03', label: 'Wednesday 3 July 2030' },
  ];

  it('posts the centre and a full date to /api/waitlist/day-pass, with the form token and a honeypot, no script', () => {
    const html = renderToStaticMarkup(<DayPassWaitlistForm centre="chepstow" fullDates={fullDates} token="signed-token" />);
    expect(html).toMatch(/<form [^>]*action="\/api\/waitlist\/day-pass" method="post">/);
    expect(html).toContain('<input type="hidden" name="centre" value="chepstow"/>');
    expect(html).toContain('<input type="hidden" name="token" value="signed-token"/>');
    expect(html).toContain('<option value="2030-07-01">Monday 1 July 2030</option>');
    expect(html).toContain('<option value="2030-07-03">Wednesday 3 July 2030</option>');
    expect(html).toContain('name="website"');
    expect(html).toContain('type="email"');
    expect(html).toContain('the desk is held for them alone for 15');
    expect(html).not.toContain('<script');
    // Closed unless the day asked for is one of the full ones.
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('opens on the full day the visitor asked for, with it chosen', () => {
    const html = renderToStaticMarkup(<DayPassWaitlistForm centre="chepstow" fullDates={fullDates} chosenDate="2030-07-03" token="t" />);
    expect(html).toMatch(/<details[^>]* open=""/);
    expect(html).toContain('<option value="2030-07-03" selected="">');
  });

  const fullSlots = [
    { value: '2030-07-01T10:00', label: 'Monday 1 July 2030, 10:00 to 10:30' },
    { value: '2030-07-01T10:30', label: 'Monday 1 July 2030, 10:30 to 11:00' },
  ];

  it('posts the centre and a full viewing slot to /api/waitlist/viewing, with the form token and a honeypot, no script', () => {
    const html = renderToStaticMarkup(<ViewingWaitlistForm centre="crowborough" fullSlots={fullSlots} token="signed-token" />);
    expect(html).toMatch(/<form [^>]*action="\/api\/waitlist\/viewing" method="post">/);
    expect(html).toContain('<input type="hidden" name="centre" value="crowborough"/>');
    expect(html).toContain('<input type="hidden" name="token" value="signed-token"/>');
    expect(html).toContain('<option value="2030-07-01T10:00">Monday 1 July 2030, 10:00 to 10:30</option>');
    expect(html).toContain('name="website"');
    expect(html).toContain('type="email"');
    expect(html).toContain('the place is held for them alone for 15');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<details[^>]* open/);
  });

  it('opens on the full slot the visitor asked for, with it chosen', () => {
    const html = renderToStaticMarkup(<ViewingWaitlistForm centre="crowborough" fullSlots={fullSlots} chosen="2030-07-01T10:30" token="t" />);
    expect(html).toMatch(/<details[^>]* open=""/);
    expect(html).toContain('<option value="2030-07-01T10:30" selected="">');
  });
});
