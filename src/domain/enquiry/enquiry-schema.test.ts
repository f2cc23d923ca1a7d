import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enquirySchema, type EnquiryInput } from './enquiry-schema';

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
