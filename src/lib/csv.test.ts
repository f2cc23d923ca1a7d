import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

const limits = { maxRows: 10, maxCells: 5 };

describe('reading CSV back', () => {
  it('reads what toCsv writes, quotes, commas and line breaks inside cells included', () => {
    const rows = [
      ['a', 'b, with comma', 'say "hi"'],
      ['line\nbreak', '', '3'],
    ];
    expect(parseCsv(toCsv(['x', 'y', 'z'], rows), limits)).toEqual({ ok: true, rows: [['x', 'y', 'z'], ...rows] });
  });

  it('takes LF, CRLF or CR line ends, ignores a byte-order mark, keeps blank lines as rows', () => {
    expect(parseCsv('\uFEFFa,b\nc,d\r\n\re,f', limits)).toEqual({
      ok: true,
      rows: [['a', 'b'], ['c', 'd'], [''], ['e', 'f']],
    });
  });

  it('refuses an unclosed quote, too many rows and too many cells', () => {
    expect(parseCsv('a,"b\n', limits)).toEqual({ ok: false, problem: 'unclosed-quote' });
    expect(parseCsv('a\n'.repeat(11), limits)).toEqual({ ok: false, problem: 'too-many-rows' });
    expect(parseCsv('a,b,c,d,e,f\n', limits)).toEqual({ ok: false, problem: 'too-many-cells' });
    expect(parseCsv('a\n'.repeat(10), limits).ok).toBe(true);
  });

  it('writes a formula-looking cell as text', () => {
    expect(toCsv(['c'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@a']])).toBe('c\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@a\r\n');
  });
});
