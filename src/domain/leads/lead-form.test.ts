import { describe, expect, it } from 'vitest';
import { londonInstant } from '@/lib/booking-slots';
import { leadFormSchema, planLeadSave } from './lead-form';

const now = londonInstant('2026-11-28', 15 * 60);
const lead = '0d5b1f1e-6c1e-4d59-9a77-0b3f6a1e2c3d';
const current = { stage: 'new', nextActionOn: null, nextActionTime: null, nextActionWhat: null } as const;
const form = (fields: Record<string, string>) => leadFormSchema.parse({ lead, ...fields });

describe('the lead form', () => {
  it('bounds every field before any rule', () => {
    expect(leadFormSchema.safeParse({ lead: 'nope' }).success).toBe(false);
    expect(leadFormSchema.safeParse({ lead, note: 'x'.repeat(4001) }).success).toBe(false);
    expect(leadFormSchema.safeParse({ lead, stage: 'sideways' }).success).toBe(false);
    expect(leadFormSchema.safeParse({ lead, owner: '1; drop' }).success).toBe(false);
    expect(leadFormSchema.parse({ lead })).toMatchObject({ stage: '', note: '' });
  });

  it('plans the note, the stage, the next action and a call together', () => {
    const planned = planLeadSave(
      current,
      form({
        stage: 'contacted',
        note: ' Rang: wants a viewing ',
        nextOn: '2026-12-01',
        nextAt: '10:00',
        nextWhat: 'Book the viewing',
        contact: 'call:spoke',
        contactOn: '2026-11-28',
        contactAt: '14:30',
      }),
      now,
    );
    expect(planned).toEqual({
      ok: true,
      plan: {
        stage: { to: 'contacted', lostReason: null, wonValuePence: null },
        note: 'Rang: wants a viewing',
        nextAction: { on: '2026-12-01', at: '10:00', what: 'Book the viewing' },
        contact: { kind: 'call', outcome: 'spoke', happenedAt: londonInstant('2026-11-28', 14 * 60 + 30) },
      },
    });
  });

  it('refuses the whole save on any problem (lost without a reason, half a next action)', () => {
    expect(planLeadSave(current, form({ stage: 'lost', note: 'kept as a draft' }), now)).toEqual({
      ok: false,
      problem: 'reason-required',
    });
    expect(planLeadSave(current, form({ nextOn: '2026-12-01', note: 'x' }), now)).toEqual({
      ok: false,
      problem: 'next-action-incomplete',
    });
    expect(planLeadSave(current, form({ contact: 'call:spoke', contactOn: '2026-11-29', contactAt: '09:00' }), now)).toEqual({
      ok: false,
      problem: 'contact-in-future',
    });
  });

  it('leaves out what does not change', () => {
    const withAction = { ...current, stage: 'contacted', nextActionOn: '2026-12-01', nextActionTime: '10:00', nextActionWhat: 'Ring' } as const;
    expect(
      planLeadSave(withAction, form({ stage: 'contacted', nextOn: '2026-12-01', nextAt: '10:00', nextWhat: 'Ring' }), now),
    ).toEqual({ ok: true, plan: {} });
    expect(planLeadSave(withAction, form({}), now)).toEqual({ ok: true, plan: { nextAction: null } });
  });

  it('reopens a won or lost lead as contacted, and offers nothing else', () => {
    expect(planLeadSave({ ...current, stage: 'won' }, form({ stage: 'contacted' }), now)).toMatchObject({
      ok: true,
      plan: { stage: { to: 'contacted' } },
    });
    expect(planLeadSave({ ...current, stage: 'won' }, form({ stage: 'offer' }), now)).toEqual({
      ok: false,
      problem: 'not-allowed',
    });
  });

  it('needs the contract value in pounds for a move to won, and keeps it for won only', () => {
    expect(planLeadSave(current, form({ stage: 'won' }), now)).toEqual({ ok: false, problem: 'won-value-required' });
    expect(planLeadSave(current, form({ stage: 'won', wonValue: '-10' }), now)).toEqual({
      ok: false,
      problem: 'won-value-invalid',
    });
    expect(planLeadSave(current, form({ stage: 'won', wonValue: '20000000' }), now)).toEqual({
      ok: false,
      problem: 'won-value-too-large',
    });
    expect(planLeadSave(current, form({ stage: 'won', wonValue: '£18,000' }), now)).toEqual({
      ok: true,
      plan: { stage: { to: 'won', lostReason: null, wonValuePence: 1_800_000 } },
    });
    // A value typed with another stage is not kept.
    expect(planLeadSave(current, form({ stage: 'offer', wonValue: '18000' }), now)).toEqual({
      ok: true,
      plan: { stage: { to: 'offer', lostReason: null, wonValuePence: null } },
    });
    expect(leadFormSchema.safeParse({ lead, wonValue: '1'.repeat(41) }).success).toBe(false);
  });
});
