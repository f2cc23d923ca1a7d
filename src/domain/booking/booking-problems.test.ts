import { describe, expect, it } from 'vitest';
import { bookingProblemKinds, bookingProblems, problemFrom, problemLocation } from './booking-problems';
import { bookRoomPath, isBookableRoom, parseChoice, roomsForSeats } from './booking-schema';

describe('booking refusals', () => {
  it('sends refusals about the chosen time back to the centre page, the rest to /book/problem', () => {
    const place = { centre: 'exeter' as const, date: '2030-06-17', duration: 'hour' as const, hours: 2, room: 'EXE-MR01', start: '10:00' };
    expect(problemLocation('input', place)).toBe('/book/exeter?date=2030-06-17&duration=hour&hours=2&room=EXE-MR01&start=10%3A00&problem=input');
    expect(problemLocation('taken', { ...place, start: undefined })).toBe('/book/exeter?date=2030-06-17&duration=hour&hours=2&room=EXE-MR01&problem=taken');
    expect(problemLocation('cross-site', place)).toBe('/book/problem?date=2030-06-17&duration=hour&hours=2&room=EXE-MR01&problem=cross-site&centre=exeter');
    expect(problemLocation('error', {}, 'ERR-1234')).toBe('/book/problem?problem=error&ref=ERR-1234');
    // Without a centre there is no centre page to go back to.
    expect(problemLocation('taken', {})).toBe('/book/problem?problem=taken');
  });

  it('carries only validated, non-personal facts: anything else typed into the form is dropped', () => {
    const location = problemLocation('input', {
      centre: 'atlantis',
      date: 'tomorrow',
      room: '<script>',
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
    } as never);
    expect(location).toBe('/book/problem?problem=input');
    expect(problemLocation('error', {}, 'ada@example.co.uk')).toBe('/book/problem?problem=error');
  });

  it('reads the refusal a page was sent with, and ignores unknown ones', () => {
    expect(problemFrom({ problem: 'taken' })).toBe('taken');
    expect(problemFrom({ problem: 'nonsense' })).toBeUndefined();
    expect(problemFrom({ problem: ['taken', 'input'] })).toBeUndefined();
    for (const kind of bookingProblemKinds) expect(bookingProblems[kind].message.length).toBeGreaterThan(20);
  });
});

describe('rooms for how many people', () => {
  const rooms = [
    { reference: 'A', capacity: 4 },
    { reference: 'B', capacity: 8 },
    { reference: 'C', capacity: 12 },
  ];

  it('keeps the rooms that seat at least that many, or all when nobody said', () => {
    expect(roomsForSeats(rooms, 6).map((room) => room.reference)).toEqual(['B', 'C']);
    expect(roomsForSeats(rooms, 12).map((room) => room.reference)).toEqual(['C']);
    expect(roomsForSeats(rooms, 13)).toEqual([]);
    expect(roomsForSeats(rooms, undefined)).toHaveLength(3);
  });

  it('reads seats from the query only when it is a sensible whole number', () => {
    const today = '2030-06-17';
    expect(parseChoice({ seats: '6' }, today).seats).toBe(6);
    for (const bad of ['0', '-3', '2.5', 'six', '101', ''])
      expect(parseChoice({ seats: bad }, today)).not.toHaveProperty('seats');
  });

  it('links a bookable room to its place on the centre booking page', () => {
    expect(bookRoomPath({ centre: 'exeter', reference: 'EXE-MR01' })).toBe('/book/exeter#room-EXE-MR01');
    expect(isBookableRoom({ workspaceType: 'meeting-rooms', capacity: 6, rates: { halfDay: 1, day: 2 } })).toBe(true);
    expect(isBookableRoom({ workspaceType: 'meeting-rooms', capacity: 6 })).toBe(false);
    expect(isBookableRoom({ workspaceType: 'workshops', capacity: 6, rates: {} })).toBe(false);
  });
});
