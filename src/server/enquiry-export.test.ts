import { describe, expect, it } from 'vitest';
import type { EnquiryRow } from './db/schema';
import {
  csvCell,
  deliverySummary,
  enquiriesCsv,
  exportHeader,
  neutraliseFormula,
  toCsv,
  type ExportableEnquiry,
} from './enquiry-export';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Shah, Joinery')).toBe('"Shah, Joinery"');
    expect(csvCell('a "big" unit')).toBe('"a ""big"" unit"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const lead of ['=', '+', '-', '@', '\t', '\r'])
      expect(neutraliseFormula(`${lead}1+1`)).toBe(`'${lead}1+1`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+44 20 7946 0958')).toBe("'+44 20 7946 0958");
    expect(csvCell('safe = later')).toBe('safe = later');
  });

  it('writes empty cells for null and undefined, ISO for dates, and text for numbers and booleans', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2026-11-02T10:00:00Z'))).toBe('2026-11-02T10:00:00.000Z');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(false)).toBe('false');
  });

  it('ends every record, the last included, with CRLF', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['1', null],
          ['x,y', true],
        ],
      ),
    ).toBe('a,b\r\n1,\r\n"x,y",true\r\n');
    expect(toCsv(['a'], [])).toBe('a\r\n');
  });
});

describe('deliverySummary', () => {
  it('summarises deliveries', () => {
    expect(deliverySummary([])).toBe('not queued');
    expect(
      deliverySummary([
        { channel: 'webhook', status: 'delivered', attempts: 1 },
        { channel: 'email', status: 'dead', attempts: 12 },
        { channel: 'email', status: 'pending', attempts: 1 },
      ]),
    ).toBe('webhook delivered, email dead (12 tries), email pending (1 try)');
  });
});

const row: EnquiryRow = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  reference: 'NL-7K3M-Q9XD',
  idempotencyKey: null,
  createdAt: new Date('2026-11-02T10:00:00Z'),
  intent: 'viewing',
  preferredDays: ['mon', 'fri'],
  name: '=cmd|"/c calc"!A1',
  email: 'sam@example.com',
  phone: '+447700900123',
  phoneCountry: 'GB',
  company: 'Shah, Joinery',
  workspaceType: 'workshops',
  centre: 'andover',
  unitReference: 'AND-W04',
  message: 'Line one\nline two',
  meeting: null,
  quoteSizeSqFt: 1200,
  quoteStartDate: '2027-03-01',
  marketingOptIn: false,
  pagePath: '/locations/andover',
  context: { product: 'workshops', unit: 'AND-W04' },
  attribution: { first: { source: 'google' } },
};

describe('enquiriesCsv (the CLI and the admin export)', () => {
  it('writes the fixed header and one safe, quoted record per enquiry', () => {
    const enquiry: ExportableEnquiry = {
      ...row,
      deliveries: [{ channel: 'webhook', status: 'dead', attempts: 12 }],
    };
    const csv = enquiriesCsv([enquiry]);
    const [header, record, end] = csv.split('\r\n');
    expect(header).toBe(exportHeader.join(','));
    expect(exportHeader).toContain('unit');
    expect(exportHeader).toEqual(expect.arrayContaining(['quote_size_sq_ft', 'quote_start_date']));
    expect(end).toBe('');
    expect(record).toBe(
      [
        'NL-7K3M-Q9XD',
        '2026-11-02T10:00:00.000Z',
        'viewing',
        'mon fri',
        `"'=cmd|""/c calc""!A1"`,
        'sam@example.com',
        "'+447700900123",
        'GB',
        '"Shah, Joinery"',
        'workshops',
        'andover',
        'AND-W04',
        '"Line one\nline two"',
        '',
        '',
        '',
        '',
        '1200',
        '2027-03-01',
        'false',
        '/locations/andover',
        '"{""product"":""workshops"",""unit"":""AND-W04""}"',
        '"{""first"":{""source"":""google""}}"',
        'webhook dead (12 tries)',
      ].join(','),
    );
  });

  it('writes the header alone when nothing matches', () => {
    expect(enquiriesCsv([])).toBe(`${exportHeader.join(',')}\r\n`);
  });
});
