import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asksAboutSpace, enquirySchema, type EnquiryInput } from './enquiry-schema';

function meeting(meetingDate: string): EnquiryInput {
  return {
    intent: 'quote',
    preferredDays: [],
    phoneCountry: 'GB',
    name: 'Priya Shah',
    email: 'priya@example.co.uk',
    phone: '07700 900123',
    workspaceType: 'meeting-rooms',
    meetingDate,
    meetingStartTime: '10:00',
    meetingDuration: 'hour',
    meetingAttendees: 4,
  };
}

function dateError(meetingDate: string): string | undefined {
  const result = enquirySchema.safeParse(meeting(meetingDate));
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'meetingDate')?.message;
}

describe('meeting date', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // London is UTC+1 in June: 23:30 UTC on 1 June is 00:30 on 2 June there.
    vi.setSystemTime(new Date('2027-06-01T23:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses dates that do not exist', () => {
    for (const date of ['2027-02-31', '2027-02-29', '2027-13-01', '2027-00-10', '2027-06-31', '2027-07-00']) {
      expect(dateError(date), date).toMatch(/real date/);
    }
  });

  it('refuses dates already past in the UK', () => {
    expect(dateError('2026-12-25')).toMatch(/today or later/);
    // Today in London is 2 June: 1 June has gone.
    expect(dateError('2027-06-01')).toMatch(/today or later/);
  });

  it('accepts today and later, leap days included', () => {
    expect(dateError('2027-06-02')).toBeUndefined();
    expect(dateError('2028-02-29')).toBeUndefined();
    expect(dateError('2030-05-06')).toBeUndefined();
  });
});

describe('quote size and start date', () => {
  const quote = (extra: Partial<EnquiryInput>): EnquiryInput => ({
    intent: 'quote',
    preferredDays: [],
    phoneCountry: 'GB',
    name: 'Priya Shah',
    email: 'priya@example.co.uk',
    phone: '07700 900123',
    ...extra,
  });
  const issue = (extra: Partial<EnquiryInput>, field: string) => {
    const result = enquirySchema.safeParse(quote(extra));
    return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2027-06-01T23:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are optional: left empty they are undefined', () => {
    const result = enquirySchema.parse(quote({ quoteSizeSqFt: '', quoteStartDate: '' }));
    expect(result.quoteSizeSqFt).toBeUndefined();
    expect(result.quoteStartDate).toBeUndefined();
  });

  it('reads the size as a whole number of square feet, with thousands separators', () => {
    expect(enquirySchema.parse(quote({ quoteSizeSqFt: '1,500' })).quoteSizeSqFt).toBe(1500);
    expect(enquirySchema.parse(quote({ quoteSizeSqFt: 200_000 })).quoteSizeSqFt).toBe(200_000);
    expect(issue({ quoteSizeSqFt: '9' }, 'quoteSizeSqFt')).toMatch(/at least 10 sq ft/);
    expect(issue({ quoteSizeSqFt: '200001' }, 'quoteSizeSqFt')).toMatch(/tell us in the message/);
    expect(issue({ quoteSizeSqFt: '12.5' }, 'quoteSizeSqFt')).toMatch(/whole number/);
    expect(issue({ quoteSizeSqFt: 'big' }, 'quoteSizeSqFt')).toMatch(/as a number/);
  });

  it('takes a real start date from today (in the UK) to three years ahead', () => {
    expect(issue({ quoteStartDate: '2027-06-02' }, 'quoteStartDate')).toBeUndefined();
    expect(issue({ quoteStartDate: '2030-06-01' }, 'quoteStartDate')).toBeUndefined();
    expect(issue({ quoteStartDate: '2027-06-01' }, 'quoteStartDate')).toMatch(/today or later/);
    expect(issue({ quoteStartDate: '2027-02-30' }, 'quoteStartDate')).toMatch(/real date/);
    expect(issue({ quoteStartDate: '2031-01-01' }, 'quoteStartDate')).toMatch(/three years/);
    expect(issue({ quoteStartDate: 'next week' }, 'quoteStartDate')).toMatch(/real date/);
  });

  it('does not check a start date left over when another intent is chosen', () => {
    expect(issue({ intent: 'question', message: 'Hi', quoteStartDate: '2020-01-01' }, 'quoteStartDate')).toBeUndefined();
  });
});

describe('a virtual-office enquiry', () => {
  const base: EnquiryInput = {
    intent: 'quote',
    preferredDays: [],
    phoneCountry: 'GB',
    name: 'Priya Shah',
    email: 'priya@example.co.uk',
    phone: '07700 900123',
    workspaceType: 'virtual-offices',
  };

  it('asks nothing about space: no viewing, size or move-in date', () => {
    expect(asksAboutSpace('virtual-offices')).toBe(false);
    expect(asksAboutSpace('workshops')).toBe(true);
    expect(asksAboutSpace(undefined)).toBe(true);
  });

  it('refuses a viewing, on the server as in the browser', () => {
    const result = enquirySchema.safeParse({ ...base, intent: 'viewing', preferredDays: ['monday'] });
    expect(result.error?.issues.find((issue) => issue.path[0] === 'intent')?.message).toBe(
      'A virtual office has no space to view: choose a quote or a question.',
    );
  });

  it('does not hold a quote up on a move-in date left in the hidden field', () => {
    expect(enquirySchema.safeParse({ ...base, quoteStartDate: '2001-01-01' }).success).toBe(true);
    expect(enquirySchema.safeParse({ ...base, workspaceType: 'workshops', quoteStartDate: '2001-01-01' }).success).toBe(false);
  });
});
