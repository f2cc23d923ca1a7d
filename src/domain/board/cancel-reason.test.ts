import { describe, expect, it } from 'vitest';
import { cancelReasonSentence, maxCancelReasonLength, parseCancelReason } from './cancel-reason';

describe('the reason staff give for a cancellation', () => {
  it('is required, and kept as one line of plain text', () => {
    expect(parseCancelReason('  Room flooded overnight;\r\n  closed today ')).toBe(
      'Room flooded overnight; closed today',
    );
    for (const missing of [undefined, null, '', '   ', 'ok', 42])
      expect(parseCancelReason(missing)).toBeUndefined();
  });

  it('has a ceiling', () => {
    expect(parseCancelReason('x'.repeat(maxCancelReasonLength))).toHaveLength(maxCancelReasonLength);
    expect(parseCancelReason('x'.repeat(maxCancelReasonLength + 1))).toBeUndefined();
  });

  it('reads as a sentence in the visitor’s mail', () => {
    expect(cancelReasonSentence('The centre is closed for repairs')).toBe(
      'The reason the centre gave: The centre is closed for repairs.',
    );
    expect(cancelReasonSentence('Power cut!')).toBe('The reason the centre gave: Power cut!');
  });
});
