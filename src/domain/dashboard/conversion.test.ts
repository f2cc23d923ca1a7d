import { describe, expect, it } from 'vitest';
import { furthestStage, stageConversion } from './conversion';

describe('stage conversion', () => {
  it('reads how far a lead got from its stage and history, a loss not hiding the progress before it', () => {
    expect(furthestStage('new', [])).toBe('new');
    expect(furthestStage('offer', ['new'])).toBe('offer');
    expect(furthestStage('lost', ['new', 'viewing-booked', 'viewing-booked', 'lost'])).toBe('viewing-booked');
    // A viewing that fell through back to contacted still reached the viewing.
    expect(furthestStage('contacted', ['viewing-booked', 'contacted'])).toBe('viewing-booked');
    expect(furthestStage('won', [null, 'bogus'])).toBe('won');
  });

  it('counts leads that reached each stage, cumulatively, with won and lost rates', () => {
    const conversion = stageConversion([
      { stage: 'new', history: [] },
      { stage: 'contacted', history: ['new', 'contacted'] },
      { stage: 'won', history: ['new', 'offer', 'offer', 'won'] },
      { stage: 'lost', history: ['new', 'viewing-booked', 'viewing-booked', 'lost'] },
    ]);
    expect(conversion.reached.map((reach) => [reach.stage, reach.count])).toEqual([
      ['new', 4],
      ['contacted', 3],
      ['viewing-booked', 2],
      ['offer', 1],
      ['won', 1],
    ]);
    expect(conversion.reached[1]).toMatchObject({ label: 'Contacted', ofAll: 0.75, ofPrevious: 0.75 });
    expect(conversion.reached[3]).toMatchObject({ ofPrevious: 0.5 });
    expect(conversion.reached[0]?.ofPrevious).toBeNull();
    expect(conversion).toMatchObject({
      total: 4,
      won: 1,
      lost: 1,
      open: 2,
      wonRate: 0.25,
      lostRate: 0.25,
      winRateOfDecided: 0.5,
    });
  });

  it('answers no rate rather than dividing by nothing', () => {
    const empty = stageConversion([]);
    expect(empty).toMatchObject({ total: 0, wonRate: null, lostRate: null, winRateOfDecided: null });
    expect(empty.reached.every((reach) => reach.count === 0 && reach.ofAll === null)).toBe(true);
  });
});
