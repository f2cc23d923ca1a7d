import { describe, expect, it } from 'vitest';
import {
  UsageError,
  classifyRetryTarget,
  formatTable,
  parseEnquiriesArgs,
  parseSince,
} from './enquiries-cli';

describe('parseEnquiriesArgs', () => {
  it('reads list with a default and an explicit limit', () => {
    expect(parseEnquiriesArgs(['list'])).toEqual({ command: 'list', limit: 50 });
    expect(parseEnquiriesArgs(['list', '--limit', '5'])).toEqual({ command: 'list', limit: 5 });
    expect(parseEnquiriesArgs(['list', '--limit=7'])).toEqual({ command: 'list', limit: 7 });
  });

  it('refuses a bad limit or an unknown option', () => {
    expect(() => parseEnquiriesArgs(['list', '--limit', '0'])).toThrow(UsageError);
    expect(() => parseEnquiriesArgs(['list', '--limit', 'ten'])).toThrow(UsageError);
    expect(() => parseEnquiriesArgs(['list', '--limit'])).toThrow(UsageError);
    expect(() => parseEnquiriesArgs(['list', '--since', '2026-11-01'])).toThrow(/Unknown option --since/);
  });

  it('reads export --since as UTC midnight and requires it', () => {
    expect(parseEnquiriesArgs(['export', '--since', '2026-11-01'])).toEqual({
      command: 'export',
      since: new Date('2026-11-01T00:00:00Z'),
    });
    expect(() => parseEnquiriesArgs(['export'])).toThrow(/--since/);
  });

  it('reads retry with exactly one target', () => {
    expect(parseEnquiriesArgs(['retry', 'NL-7K3M-Q9XD'])).toEqual({
      command: 'retry',
      target: 'NL-7K3M-Q9XD',
    });
    expect(() => parseEnquiriesArgs(['retry'])).toThrow(UsageError);
    expect(() => parseEnquiriesArgs(['retry', 'a', 'b'])).toThrow(UsageError);
  });

  it('answers help for nothing or help, and refuses unknown commands', () => {
    expect(parseEnquiriesArgs([])).toEqual({ command: 'help' });
    expect(parseEnquiriesArgs(['--help'])).toEqual({ command: 'help' });
    expect(() => parseEnquiriesArgs(['delete'])).toThrow(/Unknown command/);
  });
});

describe('parseSince', () => {
  it('accepts dates and ISO timestamps, refuses impossible or loose dates', () => {
    expect(parseSince('2026-02-28').toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseSince('2026-11-01T09:30:00Z').toISOString()).toBe('2026-11-01T09:30:00.000Z');
    expect(() => parseSince('2026-02-30')).toThrow(UsageError);
    expect(() => parseSince('1/11/2026')).toThrow(UsageError);
    expect(() => parseSince('yesterday')).toThrow(UsageError);
  });
});

describe('classifyRetryTarget', () => {
  it('tells references, enquiry ids and outbox numbers apart', () => {
    expect(classifyRetryTarget('nl-7k3m-q9xd')).toEqual({ kind: 'reference', value: 'NL-7K3M-Q9XD' });
    expect(classifyRetryTarget('0F8FAD5B-D9CB-469F-A165-70867728950E')).toEqual({
      kind: 'enquiry-id',
      value: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(classifyRetryTarget('42')).toEqual({ kind: 'outbox-id', value: '42' });
    expect(() => classifyRetryTarget('DROP TABLE enquiries')).toThrow(UsageError);
  });
});

describe('formatTable', () => {
  it('aligns columns and flattens control characters', () => {
    const table = formatTable(
      ['ref', 'centre'],
      [
        ['NL-1', 'chichester'],
        ['NL-22', 'bad\nline'],
      ],
    );
    expect(table.split('\n')).toEqual([
      'ref    centre',
      '-----  ----------',
      'NL-1   chichester',
      'NL-22  bad line',
    ]);
  });
});
