import { describe, expect, it } from 'vitest';
import type { EnquiryRow } from '../db/schema';
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
    expect(deliverySummary([])).toBe('Not queued');
    expect(
      deliverySummary([
        { channel: 'webhook', status: 'delivered', attempts: 1 },
        { channel: 'email', status: 'dead', attempts: 12 },
        { channel: 'email', status: 'pending', attempts: 1 },
      ]),
    ).toBe('CRM webhook: delivered, Sales email: gave up (12 tries), Sales email: waiting (1 try)');
  });
});

const row: EnquiryRow = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  contactId: null,
  reference: 'NL-7K3M-Q9XD',
  idempotencyKey: null,
  createdAt: new Date('2026-11-02T10:00:00Z'),
  intent: 'viewing',
  preferredDays: ['monday', 'friday'],
  name: '=cmd|"/c calc"!A1',
  email: 'sam@example.com',
  phone: '+447700900123',
  // What a form's country picker said; the export names the number's own country.
  phoneCountry: 'JE',
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
  context: { centre: 'andover', unit: 'AND-W04' },
  attribution: {
    first: { utm_source: 'google', utm_medium: 'cpc', landing_path: '/viewings/exeter', timestamp: '2026-11-01T09:30:00.000Z' },
    last: { referrer_host: 'www.bing.com', timestamp: '2026-11-02T09:58:00.000Z' },
  },
};

describe('enquiriesCsv (the CLI and the admin export)', () => {
  it('writes the headings in words and one safe, quoted record per enquiry: UK time, names, attribution as text', () => {
    const enquiry: ExportableEnquiry = {
      ...row,
      deliveries: [{ channel: 'webhook', status: 'dead', attempts: 12 }],
    };
    const csv = enquiriesCsv([enquiry]);
    const [header, record, end] = csv.split('\r\n');
    expect(header).toBe(exportHeader.join(','));
    for (const heading of exportHeader) expect(heading).toMatch(/^[A-Z][^_]*$/);
    expect(end).toBe('');
    expect(record).toBe(
      [
        'NL-7K3M-Q9XD',
        '"Mon 2 Nov 2026, 10:00"',
        'A viewing',
        '"Mon, Fri"',
        `"'=cmd|""/c calc""!A1"`,
        'sam@example.com',
        "'+447700900123",
        'United Kingdom',
        '"Shah, Joinery"',
        'Workshops',
        'Andover',
        'AND-W04',
        '"Line one\nline two"',
        '',
        '',
        '',
        '',
        '1200',
        'Mon 1 Mar 2027',
        'No',
        '/locations/andover',
        'Centre: Andover; Unit: AND-W04',
        'Paid search',
        '"Campaign source: google; Campaign medium: cpc; Landing page: /viewings/exeter; When: Sun 1 Nov 2026, 09:30"',
        '"Came from site: www.bing.com; When: Mon 2 Nov 2026, 09:58"',
        'CRM webhook: gave up (12 tries)',
      ].join(','),
    );
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T|UTC|[{}]/);
  });

  it('words a meeting-room request', () => {
    const meeting: ExportableEnquiry = {
      ...row,
      intent: 'quote',
      meeting: { date: '2026-12-01', startTime: '09:30', duration: 'half-day', attendees: 6 },
      deliveries: [],
    };
    const [, record = ''] = enquiriesCsv([meeting]).split('\r\n');
    expect(record).toContain('A quote');
    expect(record).toContain(',Tue 1 Dec 2026,09:30,Half a day,6,');
    expect(record.endsWith(',Not queued')).toBe(true);
  });

  it('writes the header alone when nothing matches', () => {
    expect(enquiriesCsv([])).toBe(`${exportHeader.join(',')}\r\n`);
  });
});
