import { describe, expect, it } from 'vitest';
import { filtersQuery, maxPage, parseEnquiryFilters, startOfDay, toEnquirySearch } from './filters';

describe('parseEnquiryFilters', () => {
  it('reads every filter and the page from the query', () => {
    const parsed = parseEnquiryFilters(
      new URLSearchParams(
        'from=2026-11-01&to=2026-11-30&type=workshops&centre=andover&unit=and-w04&status=dead&page=3',
      ),
    );
    expect(parsed).toEqual({
      filters: {
        from: '2026-11-01',
        to: '2026-11-30',
        type: 'workshops',
        centre: 'andover',
        unit: 'AND-W04',
        status: 'dead',
      },
      page: 3,
      invalid: [],
    });
  });

  it('treats the empty fields a GET form sends as no filter', () => {
    expect(
      parseEnquiryFilters({ from: '', to: ' ', type: '', centre: '', unit: '', status: '', page: '' }),
    ).toEqual({
      filters: {},
      page: 1,
      invalid: [],
    });
  });

  it('names and ignores values that are not valid', () => {
    const parsed = parseEnquiryFilters({
      from: '2026-02-30',
      to: 'yesterday',
      type: 'castles',
      centre: "andover' or 1=1 --",
      unit: 'AND W04',
      status: 'lost',
      page: '0',
    });
    expect(parsed.filters).toEqual({});
    expect(parsed.page).toBe(1);
    expect(parsed.invalid).toEqual(['from', 'to', 'type', 'centre', 'unit', 'status', 'page']);
  });

  it('bounds the page and the length of every value, and refuses repeated parameters', () => {
    expect(parseEnquiryFilters({ page: String(maxPage) }).page).toBe(maxPage);
    expect(parseEnquiryFilters({ page: String(maxPage + 1) }).invalid).toEqual(['page']);
    expect(parseEnquiryFilters({ page: '1e3' }).invalid).toEqual(['page']);
    expect(parseEnquiryFilters({ unit: 'A'.repeat(5_000) }).invalid).toEqual(['unit']);
    expect(parseEnquiryFilters(new URLSearchParams('centre=andover&centre=exeter')).invalid).toEqual([
      'centre',
    ]);
    expect(parseEnquiryFilters({ centre: ['andover', 'exeter'] }).invalid).toEqual(['centre']);
  });

  it('refuses an end date before the start date, keeping the start', () => {
    const parsed = parseEnquiryFilters({ from: '2026-11-10', to: '2026-11-01' });
    expect(parsed.filters).toEqual({ from: '2026-11-10' });
    expect(parsed.invalid).toEqual(['to']);
  });

  it('ignores parameters it does not know', () => {
    expect(parseEnquiryFilters({ notice: 'erased', utm_source: 'x' })).toEqual({
      filters: {},
      page: 1,
      invalid: [],
    });
  });
});

describe('filtersQuery', () => {
  it('writes only the filters set, and the page after the first', () => {
    expect(filtersQuery({})).toBe('');
    expect(filtersQuery({ centre: 'andover' })).toBe('?centre=andover');
    expect(filtersQuery({ centre: 'andover', status: 'dead' }, 2)).toBe('?centre=andover&status=dead&page=2');
  });

  it('round-trips through the parser', () => {
    const filters = { from: '2026-03-01', unit: 'EXE-MR2', type: 'office-spaces' } as const;
    expect(parseEnquiryFilters(new URLSearchParams(filtersQuery(filters, 4)))).toEqual({
      filters,
      page: 4,
      invalid: [],
    });
  });
});

describe('dates in UK time', () => {
  it('starts a winter day at midnight UTC and a summer day at 23:00 UTC the day before', () => {
    expect(startOfDay('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(startOfDay('2026-07-15').toISOString()).toBe('2026-07-14T23:00:00.000Z');
    // The clocks go forward at 01:00 UTC on 29 March 2026: that day starts in GMT, the next in BST.
    expect(startOfDay('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(startOfDay('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('includes the whole of the end day', () => {
    const search = toEnquirySearch({ from: '2026-11-01', to: '2026-11-30', centre: 'andover' });
    expect(search.createdFrom?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(search.createdBefore?.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(search.centre).toBe('andover');
  });
});
