import { describe, expect, it } from 'vitest';
import { comparableText } from './comparable-text';

describe('comparableText', () => {
  it('ignores case, spacing and the closing punctuation', () => {
    expect(comparableText('Two minutes from  the A303.')).toBe(comparableText('two minutes from the a303'));
    expect(comparableText(' Park and ride\nstops outside! ')).toBe('park and ride stops outside');
    expect(comparableText('Can I visit first?')).toBe(comparableText('can i visit first'));
  });

  it('keeps different words different', () => {
    expect(comparableText('Two minutes from the A303.')).not.toBe(comparableText('Three minutes from the A303.'));
    expect(comparableText('Ten desks.')).not.toBe(comparableText('Ten desks, too.'));
  });
});
