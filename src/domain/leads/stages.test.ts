import { describe, expect, it } from 'vitest';
import { leadStages, moveStage, nextStages, reopenStage } from './stages';

describe('lead stage machine', () => {
  it('allows the forward moves and refuses the rest', () => {
    expect(moveStage('new', 'contacted')).toEqual({ ok: true, to: 'contacted', lostReason: null });
    expect(moveStage('contacted', 'viewing-booked').ok).toBe(true);
    expect(moveStage('viewing-booked', 'offer').ok).toBe(true);
    expect(moveStage('offer', 'won').ok).toBe(true);
    expect(moveStage('viewing-booked', 'contacted').ok).toBe(true);
    expect(moveStage('offer', 'contacted')).toEqual({ ok: false, problem: 'not-allowed' });
    expect(moveStage('contacted', 'new')).toEqual({ ok: false, problem: 'not-allowed' });
    expect(moveStage('new', 'new')).toEqual({ ok: false, problem: 'not-allowed' });
  });

  it('only reopens a won or lost lead, as contacted', () => {
    for (const closed of ['won', 'lost'] as const) {
      expect(nextStages(closed)).toEqual([reopenStage]);
      for (const to of leadStages)
        expect(moveStage(closed, to, 'a reason').ok, `${closed} to ${to}`).toBe(to === 'contacted');
    }
  });

  it('needs a reason to lose a lead, trimmed and bounded', () => {
    expect(moveStage('offer', 'lost')).toEqual({ ok: false, problem: 'reason-required' });
    expect(moveStage('offer', 'lost', '   ')).toEqual({ ok: false, problem: 'reason-required' });
    expect(moveStage('offer', 'lost', 'x'.repeat(301))).toEqual({ ok: false, problem: 'reason-too-long' });
    expect(moveStage('new', 'lost', '  Went with a competitor ')).toEqual({
      ok: true,
      to: 'lost',
      lostReason: 'Went with a competitor',
    });
    expect(moveStage('new', 'contacted', 'ignored')).toEqual({ ok: true, to: 'contacted', lostReason: null });
  });

  it('lets every open stage reach won and lost', () => {
    for (const from of ['new', 'contacted', 'viewing-booked', 'offer'] as const) {
      expect(nextStages(from)).toContain('won');
      expect(nextStages(from)).toContain('lost');
    }
  });
});
