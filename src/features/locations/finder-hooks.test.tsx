// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLatestFinderState } from './finder-hooks';
import type { FinderState } from './finder-search';

/*
 * Two filter changes before the router has committed the first: the second must build on the
 * first, not on the URL from before it (the finder once dropped "type=workshops" when "Available
 * now" was ticked straight after picking the type).
 */
describe('useLatestFinderState', () => {
  const initial: FinderState = {};

  it('builds on the last state asked for until the URL moves, then on the URL', () => {
    const { result, rerender } = renderHook(({ state, query }) => useLatestFinderState(state, query), {
      initialProps: { state: initial, query: '' },
    });
    expect(result.current.latest()).toEqual({});

    act(() => result.current.remember({ type: 'workshops' }));
    // The router has not caught up: the URL (and so `state`) is still the empty one.
    const second = { ...result.current.latest(), now: true as const };
    expect(second).toEqual({ type: 'workshops', now: true });
    act(() => result.current.remember(second));

    // The URL moves (the first push committed): the URL is the base again.
    rerender({ state: { type: 'workshops' }, query: 'type=workshops' });
    expect(result.current.latest()).toEqual({ type: 'workshops' });

    // Back to an earlier URL: what was asked for before does not come back.
    rerender({ state: initial, query: '' });
    expect(result.current.latest()).toEqual({});
  });
});
