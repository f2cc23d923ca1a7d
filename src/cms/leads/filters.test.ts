import { describe, expect, it } from 'vitest';
import { centreOutsideScope, parseLeadFilters } from './filters';

describe('lead list filters', () => {
  it('reads every filter from the URL', () => {
    const { filters, invalid } = parseLeadFilters(
      new URLSearchParams(
        'stage=offer&owner=12&centre=exeter&type=booking&channel=paid-search&age=week&stale=1',
      ),
    );
    expect(invalid).toEqual([]);
    expect(filters).toEqual({
      stage: 'offer',
      owner: 12,
      centre: 'exeter',
      kind: 'booking',
      channel: 'paid-search',
      age: 'week',
      stale: true,
    });
  });

  it('drops and names a bad filter, keeps the rest, and ignores empty ones', () => {
    const { filters, invalid } = parseLeadFilters({
      stage: 'maybe',
      owner: 'none',
      centre: '',
      age: ['today', 'week'],
    });
    expect(invalid).toEqual(['stage']);
    expect(filters).toEqual({ owner: 'none', age: 'today' });
  });
});

describe('a centre filter outside the user’s centres', () => {
  it('is named, so the list can say it is not theirs', () => {
    const { filters } = parseLeadFilters(new URLSearchParams('centre=andover'));
    expect(centreOutsideScope(filters, ['exeter'])).toBe('andover');
    expect(centreOutsideScope(filters, ['andover', 'exeter'])).toBeUndefined();
    expect(centreOutsideScope(filters, 'all')).toBeUndefined();
    expect(centreOutsideScope(parseLeadFilters(new URLSearchParams('')).filters, ['exeter'])).toBeUndefined();
  });
});
