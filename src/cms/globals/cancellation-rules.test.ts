import type { GlobalBeforeChangeHook } from 'payload';
import { describe, expect, it } from 'vitest';
import { defaultCancellationRules } from '@/domain/booking/cancellation';
import { seedCancellationRules } from '../seed/cancellation-rules';
import { CancellationRulesGlobal, cancellationRulesToDoc, docToCancellationRules } from './cancellation-rules';

/* Publishing the room cancellation rules: the domain's schema decides, and says under which field. */

const hook = CancellationRulesGlobal.hooks!.beforeChange![0] as GlobalBeforeChangeHook;
const publish = (data: Record<string, unknown>) =>
  hook({ data: { ...data, _status: 'published' }, originalDoc: {}, global: CancellationRulesGlobal } as unknown as Parameters<GlobalBeforeChangeHook>[0]);

function refusal(data: Record<string, unknown>): { path: string; message: string }[] {
  try {
    publish(data);
  } catch (error) {
    return (error as { data: { errors: { path: string; message: string }[] } }).data.errors;
  }
  return [];
}

describe('the room cancellation rules global', () => {
  it('publishes the seed (the issue’s examples), and a document reads back as the same rules', () => {
    expect(seedCancellationRules).toEqual(defaultCancellationRules);
    const doc = cancellationRulesToDoc(seedCancellationRules);
    expect(refusal(doc)).toEqual([]);
    expect(docToCancellationRules({ ...doc, tiers: doc.tiers.map((tier, index) => ({ ...tier, id: `row-${index}` })) })).toEqual(seedCancellationRules);
  });

  it('refuses tiers out of order, with the message under the field', () => {
    const errors = refusal({ tiers: [{ maxHours: 24, noticeHours: 48 }, { maxHours: 5, noticeHours: 24 }], graceMinutes: 120 });
    expect(errors).toContainEqual(
      expect.objectContaining({
        path: 'tiers.1.maxHours',
        message: 'List the tiers from the shortest booking to the longest: each covers longer bookings than the one above.',
      }),
    );
    expect(errors).toContainEqual(expect.objectContaining({ path: 'tiers.1.noticeHours', message: 'A longer booking needs at least as much notice as a shorter one.' }));
  });

  it('refuses numbers out of bounds and no tiers at all; a draft is not checked', () => {
    expect(refusal({ tiers: [{ maxHours: 5, noticeHours: 24 }], graceMinutes: 2000 })).toHaveLength(1);
    expect(refusal({ tiers: [{ maxHours: 5, noticeHours: 9999 }], graceMinutes: 0 })).toHaveLength(1);
    expect(refusal({ tiers: [], graceMinutes: 0 })).toHaveLength(1);
    expect(() => hook({ data: { tiers: [], _status: 'draft' }, originalDoc: {}, global: CancellationRulesGlobal } as unknown as Parameters<GlobalBeforeChangeHook>[0])).not.toThrow();
  });
});
