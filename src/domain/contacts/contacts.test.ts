import { describe, expect, it } from 'vitest';
import {
  contactNoticeText,
  movedSummary,
  normaliseContactEmail,
  planMerge,
  planSplit,
  rowInScope,
  rowKey,
  type ContactRowRef,
} from './contacts';

const row = (
  kind: ContactRowRef['kind'],
  id: string,
  email: string,
  centre: string | null = 'exeter',
): ContactRowRef => ({
  kind,
  id,
  reference: `${kind.toUpperCase()}-${id}`,
  email,
  centre,
});

describe('normaliseContactEmail', () => {
  it('trims and lower-cases, so one person typing their address two ways is one contact', () => {
    expect(normaliseContactEmail('  Jo.Bloggs@Example.COM \n')).toBe('jo.bloggs@example.com');
    expect(normaliseContactEmail('jo.bloggs@example.com')).toBe('jo.bloggs@example.com');
  });

  it('keeps Gmail dots and plus tags: elsewhere they are other mailboxes', () => {
    expect(normaliseContactEmail('Jo.Bloggs+desk@gmail.com')).not.toBe(
      normaliseContactEmail('jobloggs@gmail.com'),
    );
  });

  it('folds only ASCII letters, as the database does whatever its locale', () => {
    expect(normaliseContactEmail('ÉLODIE@Example.com')).toBe('Élodie@example.com');
  });
});

describe('rowInScope', () => {
  it('lets sales and admins work every row and a centre manager only their centres', () => {
    expect(rowInScope({ centre: null }, 'all')).toBe(true);
    expect(rowInScope({ centre: 'exeter' }, ['exeter'])).toBe(true);
    expect(rowInScope({ centre: 'andover' }, ['exeter'])).toBe(false);
    expect(rowInScope({ centre: null }, ['exeter'])).toBe(false);
  });
});

describe('planMerge', () => {
  const into = { id: 'a', rows: [row('booking', '1', 'jo@example.com')] };
  const from = {
    id: 'b',
    rows: [row('enquiry', '2', 'jo@home.example'), row('alert', '3', 'jo@home.example', null)],
  };

  it('moves every row of the other contact', () => {
    expect(planMerge(into, from, 'all')).toEqual({ ok: true, moving: from.rows });
  });

  it('refuses to merge a contact into itself', () => {
    expect(planMerge(into, into, 'all')).toEqual({ ok: false, problem: 'same-contact' });
  });

  it('refuses a centre manager a person with rows beyond their centres', () => {
    expect(planMerge(into, from, ['exeter'])).toEqual({ ok: false, problem: 'outside-scope' });
    expect(planMerge(into, { id: 'b', rows: [row('viewing', '4', 'x@y.z')] }, ['exeter']).ok).toBe(true);
  });
});

describe('planSplit', () => {
  const rows = [
    row('booking', '1', 'Jo@Example.com'),
    row('enquiry', '2', 'jo@example.com'),
    row('viewing', '3', 'sam@example.com'),
    row('order', '4', 'sam@example.com', 'andover'),
  ];

  it('moves the rows ticked, and an email only when none of its rows stay', () => {
    const plan = planSplit(rows, { by: 'rows', keys: [rowKey(rows[2]!), rowKey(rows[3]!)] }, 'all');
    expect(plan).toEqual({ ok: true, moving: [rows[2], rows[3]], emails: ['sam@example.com'] });
    const partial = planSplit(rows, { by: 'rows', keys: [rowKey(rows[0]!)] }, 'all');
    expect(partial).toEqual({ ok: true, moving: [rows[0]], emails: [] });
  });

  it('moves every row of one email, whatever its case', () => {
    const plan = planSplit(rows, { by: 'email', email: 'JO@example.com' }, 'all');
    expect(plan).toEqual({ ok: true, moving: [rows[0], rows[1]], emails: ['jo@example.com'] });
  });

  it('refuses nothing, everything, rows of another person and rows beyond a manager’s centres', () => {
    expect(planSplit(rows, { by: 'rows', keys: [] }, 'all')).toEqual({
      ok: false,
      problem: 'nothing-chosen',
    });
    expect(planSplit(rows, { by: 'rows', keys: rows.map(rowKey) }, 'all')).toEqual({
      ok: false,
      problem: 'everything',
    });
    expect(planSplit(rows, { by: 'rows', keys: ['booking:9'] }, 'all')).toEqual({
      ok: false,
      problem: 'not-this-person',
    });
    expect(planSplit(rows, { by: 'email', email: 'nobody@example.com' }, 'all')).toEqual({
      ok: false,
      problem: 'not-this-person',
    });
    expect(planSplit(rows, { by: 'email', email: 'sam@example.com' }, ['exeter'])).toEqual({
      ok: false,
      problem: 'outside-scope',
    });
  });
});

describe('movedSummary and notices', () => {
  it('counts what moved in words', () => {
    expect(
      movedSummary([
        { kind: 'enquiry', reference: 'E1' },
        { kind: 'enquiry', reference: 'E2' },
        { kind: 'day-pass', reference: 'D1' },
        { kind: 'licence', reference: 'L1' },
        { kind: 'licence', reference: 'L2' },
      ]),
    ).toBe('2 enquiries, 2 licences signed online, 1 day pass');
    expect(
      movedSummary([
        { kind: 'day-pass', reference: 'D1' },
        { kind: 'day-pass', reference: 'D2' },
      ]),
    ).toBe('2 day passes');
  });

  it('reads a known notice and ignores anything else', () => {
    expect(contactNoticeText('merged')?.ok).toBe(true);
    expect(contactNoticeText('everything')?.ok).toBe(false);
    expect(contactNoticeText('constructor')).toBeUndefined();
  });
});
