import { describe, expect, it } from 'vitest';
import { decodeUtf8, parseMonth, parsePounds, parseSpendCsv, spendCsvLimits, spendRowDays } from './spend-csv';

const problemsOf = (text: string) => {
  const parsed = parseSpendCsv(text);
  return parsed.ok ? [] : parsed.problems;
};

describe('the spend file', () => {
  it('reads days and months, headings in any case and order, names as the view groups them', () => {
    const parsed = parseSpendCsv(
      'CAMPAIGN,Source,Medium,Cost (£),Date,Month,Notes\r\n' +
        'Spring Units,Google,CPC,"£1,234.50",01/11/2026,,first day\r\n' +
        'spring units,google,cpc,80,,November 2026,\r\n'.replace('spring units', 'brand') +
        '\r\n' +
        'Brand,bing,cpc,0.5,2026-11-03,,\r\n',
    );
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { source: 'google', medium: 'cpc', campaign: 'spring units', startsOn: '2026-11-01', endsOn: '2026-11-01', costPence: 123_450, line: 2 },
        { source: 'google', medium: 'cpc', campaign: 'brand', startsOn: '2026-11-01', endsOn: '2026-11-30', costPence: 8000, line: 3 },
        { source: 'bing', medium: 'cpc', campaign: 'brand', startsOn: '2026-11-03', endsOn: '2026-11-03', costPence: 50, line: 5 },
      ],
    });
    if (parsed.ok) expect(parsed.rows.map(spendRowDays)).toEqual([1, 30, 1]);
  });

  it('names every row with a problem, by its row number, in staff words', () => {
    expect(
      problemsOf(
        'Date,Source,Medium,Campaign,Cost\n' +
          '31/02/2026,google,cpc,spring,10\n' +
          '01/11/2026,=HYPERLINK("x"),cpc,spring,10\n' +
          '01/11/2026,google,cpc,,-5\n' +
          '01/11/2026,google,cpc,spring,12.345\n' +
          ',google,cpc,spring,10\n' +
          '02/11/2026,google,cpc,spring,2000000\n' +
          '03/11/2026,google,cpc,spring,1\n' +
          '03/11/2026,Google,CPC,Spring,2\n',
      ),
    ).toEqual([
      'Row 2: the date “31/02/2026” is not a date we can read: write it as 01/11/2026.',
      'Row 3: the source “=HYPERLINK("x")” starts with “=”, which a spreadsheet would run as a formula: remove that character.',
      'Row 4: the campaign is empty; the cost “-5” is negative: spend is never below £0.',
      'Row 5: the cost “12.345” is not an amount in pounds: write it as 1234.50 or £1,234.50.',
      'Row 6: it needs a date or a month.',
      'Row 7: the cost is over £1,000,000 for one row: check the amount.',
      'Row 9: it covers days of the same campaign as row 8, so that spend would count twice: keep one row per campaign and day (or month).',
    ]);
    expect(problemsOf('Month,Date,Source,Medium,Campaign,Cost\n11/2026,01/11/2026,a,b,c,1\n')).toEqual([
      'Row 2: fill in the date or the month, not both.',
    ]);
    expect(problemsOf('Month,Source,Medium,Campaign,Cost\n13/2026,a,b,c,1\n')[0]).toMatch(/^Row 2: the month “13\/2026” is not a month/);
    expect(problemsOf('Date,Source,Medium,Campaign,Cost\n01/11/2026,+44,@b,-c,1\n')[0]).toMatch(
      /^Row 2: the source “\+44” starts with “\+”.*; the medium “@b” starts with “@”.*; the campaign “-c” starts with “-”/,
    );
    expect(problemsOf('Date,Source,Medium,Campaign,Cost\n01/11/2026,a\tb,c,d,1\n')).toEqual([
      'Row 2: the source contains a tab, line break or other character that is not text.',
    ]);
    expect(problemsOf(`Date,Source,Medium,Campaign,Cost\n01/11/2026,${'a'.repeat(101)},c,d,1\n`)).toEqual([
      'Row 2: the source is longer than 100 characters.',
    ]);
  });

  it('refuses a file it cannot use as a whole, saying why', () => {
    expect(problemsOf('')).toEqual([
      'The file has no rows of spend: it needs a heading row, then one row per campaign and day or month.',
    ]);
    expect(problemsOf('Source,Medium,Campaign,Cost\n')).toHaveLength(1);
    expect(problemsOf('Day,Source,Cost\n01/11/2026,a,1\n')).toEqual([
      'The heading row (row 1) needs the columns “Medium”, “Campaign”. It has: “Day”, “Source”, “Cost”.',
    ]);
    expect(problemsOf('Source,Medium,Campaign,Cost\na,b,c,1\n')[0]).toMatch(/needs the column “Date” or “Month”/);
    expect(problemsOf('Date,Source,"Medium\n')).toEqual([
      'The file cannot be read: a quotation mark is opened and never closed; save the file again as CSV from your spreadsheet.',
    ]);
    const tooMany = `Date,Source,Medium,Campaign,Cost\n${'01/11/2026,a,b,c,1\n'.repeat(spendCsvLimits.maxRows + 1)}`;
    expect(problemsOf(tooMany)[0]).toMatch(/more than 5,000 rows/);
  });

  it('lists at most 50 problems, then how many more', () => {
    const problems = problemsOf(`Date,Source,Medium,Campaign,Cost\n${'nope,a,b,c,1\n'.repeat(60)}`);
    expect(problems).toHaveLength(51);
    expect(problems.at(-1)).toBe('…and 10 more rows with problems.');
  });
});

describe('its pieces', () => {
  it('reads months and pounds as staff write them', () => {
    expect(parseMonth('2026-02')).toEqual({ startsOn: '2026-02-01', endsOn: '2026-02-28' });
    expect(parseMonth('2/2028')).toEqual({ startsOn: '2028-02-01', endsOn: '2028-02-29' });
    expect(parseMonth('Sept 2026')).toBeUndefined();
    expect(parseMonth('Sep 2026')).toEqual({ startsOn: '2026-09-01', endsOn: '2026-09-30' });
    expect(parseMonth('december 2026')).toEqual({ startsOn: '2026-12-01', endsOn: '2026-12-31' });
    expect(parsePounds('£1,234.5')).toBe(123_450);
    expect(parsePounds('1234')).toBe(123_400);
    expect(parsePounds('12,34')).toBeUndefined();
    expect(parsePounds('1e3')).toBeUndefined();
    expect(parsePounds('99999999999')).toBe(Number.POSITIVE_INFINITY);
  });

  it('takes UTF-8 only', () => {
    expect(decodeUtf8(new TextEncoder().encode('\uFEFFCafé,£'))).toBe('Café,£');
    // "£" in Windows-1252 is the single byte 0xA3: not UTF-8.
    expect(decodeUtf8(new Uint8Array([0x61, 0xa3, 0x31]))).toBeUndefined();
  });
});
