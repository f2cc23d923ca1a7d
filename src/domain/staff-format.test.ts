import metadata from 'libphonenumber-js/metadata.max.json';
import { describe, expect, it } from 'vitest';
import { centreTowns } from './centres';
import { enquiryIntents } from './enquiry/enquiry-schema';
import { leadSourceKinds, leadSourceLabels } from './leads/sources';
import {
  attributionText,
  attributionTouches,
  bookingStatusLabels,
  centreName,
  contextFacts,
  intentName,
  labelOf,
  phoneCountryName,
  staffDay,
  staffTime,
  staffTimeOfText,
  staffTimeOrGap,
  touchFacts,
  viewingStatusLabels,
  workspaceTypeName,
} from './staff-format';
import { rentLabelOf, rentWithPeriod } from './staff-format';
import { workspaceTypes } from './workspace-types';

/* What a staff screen may never show: an ISO instant, "UTC", a snake_case or camelCase key. */
const rawLooking = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}|\bUTC\b|\b[a-z]+_[a-z_]+\b|\b[a-z]+[A-Z][a-zA-Z]*\b/;

describe('staff times (Europe/London, with the day)', () => {
  it('reads an instant in UK time with its weekday, 24-hour', () => {
    expect(staffTime(new Date('2026-11-28T11:59:36.697Z'))).toBe('Sat 28 Nov 2026, 11:59');
    expect(staffTime(new Date('2026-11-28T23:05:00Z'))).toBe('Sat 28 Nov 2026, 23:05');
  });

  it('follows the clock change: British Summer Time is an hour ahead of UTC', () => {
    expect(staffTime(new Date('2026-07-28T11:59:00Z'))).toBe('Tue 28 Jul 2026, 12:59');
    // Late on Saturday in UTC is already Sunday in London in summer.
    expect(staffTime(new Date('2026-06-27T23:30:00Z'))).toBe('Sun 28 Jun 2026, 00:30');
    // 29 March 2026, 01:00 UTC: the clocks go forward from 01:00 GMT to 02:00 BST.
    expect(staffTime(new Date('2026-03-29T00:59:00Z'))).toBe('Sun 29 Mar 2026, 00:59');
    expect(staffTime(new Date('2026-03-29T01:00:00Z'))).toBe('Sun 29 Mar 2026, 02:00');
    // 25 October 2026: 01:30 happens twice in London, once in BST and once in GMT.
    expect(staffTime(new Date('2026-10-25T00:30:00Z'))).toBe('Sun 25 Oct 2026, 01:30');
    expect(staffTime(new Date('2026-10-25T01:30:00Z'))).toBe('Sun 25 Oct 2026, 01:30');
  });

  it('reads a calendar date as the day it names, whatever the time zone', () => {
    expect(staffDay('2026-12-01')).toBe('Tue 1 Dec 2026');
    expect(staffDay('2026-03-29')).toBe('Sun 29 Mar 2026');
    expect(staffDay('not a date')).toBe('not a date');
  });

  it('shows a gap for no time, and stored ISO text in UK time', () => {
    expect(staffTimeOrGap(null)).toBe('–');
    expect(staffTimeOrGap(undefined)).toBe('–');
    expect(staffTimeOfText('2026-11-28T11:59:36.697Z')).toBe('Sat 28 Nov 2026, 11:59');
    expect(staffTimeOfText('yesterday')).toBe('yesterday');
    expect(staffTimeOfText('2026-99-99T99:99:99Z')).toBe('2026-99-99T99:99:99Z');
  });
});

describe('labels, not keys', () => {
  it('names every centre by its town and every workspace type by its label', () => {
    for (const centre of centreTowns) expect(centreName(centre.slug)).toBe(centre.town);
    for (const type of workspaceTypes) expect(workspaceTypeName(type.slug)).toBe(type.label);
    expect(centreName(null)).toBe('–');
    expect(centreName(null, 'No centre named')).toBe('No centre named');
    expect(centreName('new-town')).toBe('New town');
    expect(workspaceTypeName('meeting_rooms_xl')).toBe('Meeting rooms xl');
  });

  it('words every intent, status and source', () => {
    expect(intentName('quote')).toBe('A quote');
    for (const intent of enquiryIntents) expect(intentName(intent)).not.toMatch(rawLooking);
    for (const kind of leadSourceKinds) expect(leadSourceLabels[kind]).toMatch(/^[A-Z]/);
    expect(labelOf(bookingStatusLabels, 'pending')).toBe('Held while paying');
    expect(labelOf(viewingStatusLabels, 'cancelled')).toBe('Cancelled');
    expect(labelOf(viewingStatusLabels, 'no_show')).toBe('No show');
    // An inherited property is not a label.
    expect(labelOf(viewingStatusLabels, 'toString')).toBe('ToString');
  });

  it('labels an enquiry context', () => {
    // In a fixed order whatever the stored order; an unknown key as words, last.
    expect(
      contextFacts({ zone_id: 'b', units: ['EXE-W01', 'EXE-W02'], centre: 'exeter', workspaceType: 'meeting-rooms' }),
    ).toEqual([
      ['Workspace type', 'Meeting rooms'],
      ['Centre', 'Exeter'],
      ['Units', 'EXE-W01, EXE-W02'],
      ['Zone id', 'b'],
    ]);
    expect(contextFacts(null)).toEqual([]);
  });
});

describe('attribution in words', () => {
  const touch = {
    landing_path: '/viewings/exeter',
    utm_campaign: 'spring',
    timestamp: '2026-11-28T11:59:36.697Z',
    junk: 'x',
  };

  it('labels a touch in a fixed order, its time in UK time, unknown keys left out', () => {
    expect(touchFacts(touch)).toEqual([
      ['Campaign', 'spring'],
      ['Landing page', '/viewings/exeter'],
      ['When', 'Sat 28 Nov 2026, 11:59'],
    ]);
    expect(touchFacts(null)).toEqual([]);
    expect(touchFacts(['x'])).toEqual([]);
  });

  it('finds the touches of either stored shape', () => {
    expect(attributionTouches({ touch })).toEqual({ first: touch, last: null });
    expect(attributionTouches({ first: touch, last: {} })).toEqual({ first: touch, last: {} });
    expect(attributionTouches(null)).toEqual({ first: null, last: null });
  });

  it('sums an attribution up in one line of words, first and last named only when they differ', () => {
    expect(attributionText({ touch })).toBe('Campaign: spring; Landing page: /viewings/exeter');
    expect(attributionText({ first: touch, last: { ...touch, timestamp: '2026-11-29T10:00:00Z' } })).toBe(
      'Campaign: spring; Landing page: /viewings/exeter',
    );
    expect(attributionText({ first: touch, last: { gclid: 'abc' } })).toBe(
      'First: Campaign: spring; Landing page: /viewings/exeter | Last: Google Ads click: abc',
    );
    expect(attributionText({ first: {}, last: {} })).toBe('');
    expect(attributionText(null)).toBe('');
    expect(attributionText({ touch })).not.toMatch(rawLooking);
  });
});

describe('the country of a phone number', () => {
  it('follows the number, not a form’s country picker', () => {
    // The fictional 07700 900 range is in no one region: the calling code's main country.
    expect(phoneCountryName('+447700900123', metadata)).toBe('United Kingdom');
    expect(phoneCountryName('+447797123456', metadata)).toBe('Jersey');
    expect(phoneCountryName('+353861234567', metadata)).toBe('Ireland');
    expect(phoneCountryName('+12025550123', metadata)).toBe('United States');
    expect(phoneCountryName('not a number', metadata)).toBeNull();
  });
});

describe('a unit’s rent with its period (the units list and form)', () => {
  it('names the period of the workspace type', () => {
    expect(rentLabelOf('workshops')).toBe('Rent (£ a week)');
    expect(rentLabelOf('office-spaces')).toBe('Rent (£ a month)');
    expect(rentLabelOf('coworking-spaces')).toBe('Rent (£ a desk a month)');
    expect(rentLabelOf('meeting-rooms')).toBe('Rent (£ an hour)');
    expect(rentWithPeriod(19, 'meeting-rooms')).toBe('£19 an hour');
    expect(rentLabelOf(undefined)).toBe('Rent (£ a week, a month or an hour, by workspace type)');
    expect(rentWithPeriod(1250, 'workshops')).toBe('£1,250 a week');
    expect(rentWithPeriod(89, 'coworking-spaces')).toBe('£89 a desk a month');
    expect(rentWithPeriod(60, undefined)).toBe('£60');
  });
});
