import { describe, expect, it } from 'vitest';
import { nextAttribution } from './channel-cookie';

const organic = { landing_path: '/', timestamp: '2026-11-01T10:00:00.000Z' };
const paid = {
  utm_source: 'google',
  utm_medium: 'cpc',
  landing_path: '/workspaces',
  timestamp: '2026-11-02T10:00:00.000Z',
};
const direct = { landing_path: '/about-us', timestamp: '2026-11-03T10:00:00.000Z' };

describe('first and last touch', () => {
  it('uses the first visit for both at first', () => {
    expect(nextAttribution(undefined, organic)).toEqual({ first: organic, last: organic });
  });

  it('moves last touch to a new campaign but keeps first touch', () => {
    expect(nextAttribution({ first: organic, last: organic }, paid)).toEqual({ first: organic, last: paid });
  });

  it('does not let a direct visit overwrite the last channel', () => {
    expect(nextAttribution({ first: organic, last: paid }, direct)).toEqual({ first: organic, last: paid });
  });
});
