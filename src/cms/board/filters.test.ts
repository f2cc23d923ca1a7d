import { describe, expect, it } from 'vitest';
import { boardHref, parseBoardQuery, parseTarget } from './filters';

const now = new Date('2026-10-25T12:00:00Z');
const id = '0b8a3f4e-2d4c-4b7a-9d0e-1f2a3b4c5d6e';

describe('the board query', () => {
  it("keeps a centre in the user's scope, else the first of theirs", () => {
    expect(parseBoardQuery({ centre: 'exeter' }, ['andover', 'exeter'], now).centre).toBe('exeter');
    expect(parseBoardQuery({ centre: 'exeter' }, ['andover'], now).centre).toBe('andover');
    expect(parseBoardQuery({ centre: 'atlantis' }, ['andover'], now).centre).toBe('andover');
    expect(parseBoardQuery({}, [], now).centre).toBeUndefined();
  });

  it('says when a centre asked for is not shown: not the user’s, or not a centre of ours', () => {
    expect(parseBoardQuery({ centre: 'andover' }, ['exeter'], now)).toMatchObject({
      centre: 'exeter',
      refusedCentre: { slug: 'andover', known: true },
    });
    expect(parseBoardQuery({ centre: 'atlantis' }, ['exeter'], now).refusedCentre).toEqual({
      slug: 'atlantis',
      known: false,
    });
    expect(parseBoardQuery({ centre: 'exeter' }, ['exeter'], now).refusedCentre).toBeUndefined();
    expect(parseBoardQuery({}, ['exeter'], now).refusedCentre).toBeUndefined();
  });

  it('reads the day, kind, status and panel, dropping anything else', () => {
    const query = parseBoardQuery(
      {
        date: '2026-10-26',
        kind: 'viewing',
        status: 'no-show',
        move: `booking:${id}`,
        moveDate: '2026-10-27',
      },
      ['andover'],
      now,
    );
    expect(query).toMatchObject({
      date: '2026-10-26',
      kind: 'viewing',
      status: 'no-show',
      move: { kind: 'booking', id },
      moveDate: '2026-10-27',
    });
    const junk = parseBoardQuery(
      { date: 'yesterday', kind: 'party', status: 'lost', cancel: 'booking:1' },
      ['andover'],
      now,
    );
    expect(junk).toMatchObject({ date: '2026-10-25', kind: undefined, status: undefined, cancel: undefined });
    expect(parseTarget(`order:${id}`)).toBeUndefined();
  });

  it('writes the address back with only what is set', () => {
    expect(
      boardHref('/admin/board', {
        centre: 'andover',
        date: '2026-10-25',
        kind: undefined,
        status: undefined,
      }),
    ).toBe('/admin/board?centre=andover&date=2026-10-25');
    expect(
      boardHref(
        '/admin/board',
        { centre: 'andover', date: '2026-10-25', kind: 'booking', status: 'expected' },
        { notice: 'moved' },
      ),
    ).toBe('/admin/board?centre=andover&date=2026-10-25&kind=booking&status=expected&notice=moved');
  });
});
