import type { LeadSourceKind } from '@/domain/leads/sources';

/*
 * One person per contact (issue 42 item 3, docs/decisions/0045-contacts.md). Every row a person
 * leaves (an enquiry, a booking, a viewing, an order, an alert sign-up, a licence, a day pass, a
 * proposal from sales) belongs to one contact, found by the row's email normalised below. Staff
 * merge two contacts that are one person, or split rows out of a contact that is two. The rules
 * of both live here; src/server/contacts does the moving in one transaction.
 */

/**
 * The key a contact is found by: the email trimmed and its ASCII letters lower-cased. The
 * database computes the same in `contact_email_key()` (migration 0021) with `lower(… collate
 * "C")`, which folds only ASCII whatever the server's locale; a test holds the two together.
 * Gmail's dots and `+tags` are kept: elsewhere they name different mailboxes, and staff can merge.
 */
export function normaliseContactEmail(email: string): string {
  return email.replace(/^[ \t\r\n]+|[ \t\r\n]+$/g, '').replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

export const contactRowKinds = [
  'enquiry',
  'booking',
  'viewing',
  'order',
  'alert',
  'licence',
  'day-pass',
  'day-pass-bundle',
  'proposal',
  'waitlist',
] as const;
export type ContactRowKind = (typeof contactRowKinds)[number];

export const contactRowKindLabels: Record<ContactRowKind, string> = {
  enquiry: 'Enquiry',
  booking: 'Room booking',
  viewing: 'Viewing',
  order: 'Virtual-office order',
  alert: 'Availability alert',
  licence: 'Licence signed online',
  'day-pass': 'Day pass',
  'day-pass-bundle': 'Day-pass bundle',
  proposal: 'Proposal from sales',
  waitlist: 'Waitlist place',
};

export function isContactRowKind(value: string): value is ContactRowKind {
  return (contactRowKinds as readonly string[]).includes(value);
}

/** The lead kind of a row kind (a day pass makes no lead). */
export const leadKindOfRow: Record<ContactRowKind, LeadSourceKind | undefined> = {
  enquiry: 'enquiry',
  booking: 'booking',
  viewing: 'viewing',
  order: 'order',
  alert: 'alert',
  licence: 'licence',
  'day-pass': undefined,
  'day-pass-bundle': undefined,
  proposal: 'proposal',
  waitlist: undefined,
};

/** One row of a person's history, as the rules need it. */
export type ContactRowRef = {
  readonly kind: ContactRowKind;
  readonly id: string;
  readonly reference: string;
  /** The email as the row holds it (its key is normaliseContactEmail of it). */
  readonly email: string;
  /** The centre the row is at; null when it names none (an enquiry may not, an alert sign-up has a list). */
  readonly centre: string | null;
};

/** `kind:id`, how a form names a row. */
export const rowKey = (row: Pick<ContactRowRef, 'kind' | 'id'>): string => `${row.kind}:${row.id}`;

/** The centres a user works: every one, or a centre manager's own. */
export type ContactScope = 'all' | readonly string[];

/** A centre manager works a row only at one of their centres; a row naming no centre is not theirs. */
export function rowInScope(row: Pick<ContactRowRef, 'centre'>, scope: ContactScope): boolean {
  return scope === 'all' || (row.centre !== null && scope.includes(row.centre));
}

/** The most rows one merge or split moves: a person with more is a list to clean up by hand. */
export const maxRowsMoved = 500;

export type MergeProblem = 'same-contact' | 'outside-scope' | 'too-many';

/**
 * Whether `from` may be merged into `into`: two contacts, and for a centre manager every row of
 * both at their centres (a merge may not join a person they cannot see whole).
 */
export function planMerge(
  into: { readonly id: string; readonly rows: readonly ContactRowRef[] },
  from: { readonly id: string; readonly rows: readonly ContactRowRef[] },
  scope: ContactScope,
): { ok: true; moving: readonly ContactRowRef[] } | { ok: false; problem: MergeProblem } {
  if (into.id === from.id) return { ok: false, problem: 'same-contact' };
  if (![...into.rows, ...from.rows].every((row) => rowInScope(row, scope)))
    return { ok: false, problem: 'outside-scope' };
  if (from.rows.length > maxRowsMoved) return { ok: false, problem: 'too-many' };
  return { ok: true, moving: from.rows };
}

export type SplitProblem = 'nothing-chosen' | 'not-this-person' | 'everything' | 'outside-scope' | 'too-many';

export type SplitChoice =
  | { readonly by: 'rows'; readonly keys: readonly string[] }
  | { readonly by: 'email'; readonly email: string };

/**
 * What a split moves out to a new contact: the rows chosen (or every row of one email), and the
 * emails none of whose rows stay, so that person's next row joins the new contact. A split must
 * leave something behind, and a centre manager moves only rows at their centres.
 */
export function planSplit(
  rows: readonly ContactRowRef[],
  choice: SplitChoice,
  scope: ContactScope,
):
  | { ok: true; moving: readonly ContactRowRef[]; emails: readonly string[] }
  | { ok: false; problem: SplitProblem } {
  let moving: ContactRowRef[];
  if (choice.by === 'rows') {
    const keys = new Set(choice.keys);
    if (keys.size === 0) return { ok: false, problem: 'nothing-chosen' };
    moving = rows.filter((row) => keys.has(rowKey(row)));
    if (moving.length !== keys.size) return { ok: false, problem: 'not-this-person' };
  } else {
    const key = normaliseContactEmail(choice.email);
    moving = rows.filter((row) => normaliseContactEmail(row.email) === key);
    if (moving.length === 0) return { ok: false, problem: 'not-this-person' };
  }
  if (!moving.every((row) => rowInScope(row, scope))) return { ok: false, problem: 'outside-scope' };
  if (moving.length === rows.length) return { ok: false, problem: 'everything' };
  if (moving.length > maxRowsMoved) return { ok: false, problem: 'too-many' };
  const movingKeys = new Set(moving.map(rowKey));
  const staying = new Set(
    rows.filter((row) => !movingKeys.has(rowKey(row))).map((row) => normaliseContactEmail(row.email)),
  );
  const emails = [...new Set(moving.map((row) => normaliseContactEmail(row.email)))].filter(
    (email) => !staying.has(email),
  );
  return { ok: true, moving, emails };
}

/** What a merge or split moved, as its record keeps it (kinds and references, no personal data). */
export type MovedRow = { readonly kind: ContactRowKind; readonly reference: string };

export const contactChangeKinds = ['merge', 'split'] as const;
export type ContactChangeKind = (typeof contactChangeKinds)[number];

/** "2 enquiries, 1 room booking": what moved, in words, for the history. */
export function movedSummary(moved: readonly MovedRow[]): string {
  if (moved.length === 0) return 'nothing';
  const counts = new Map<ContactRowKind, number>();
  for (const row of moved) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
  return contactRowKinds
    .filter((kind) => counts.has(kind))
    .map((kind) => {
      const count = counts.get(kind)!;
      return `${count} ${count === 1 ? contactRowKindLabels[kind].toLowerCase() : pluralLabels[kind]}`;
    })
    .join(', ');
}

const pluralLabels: Record<ContactRowKind, string> = {
  enquiry: 'enquiries',
  booking: 'room bookings',
  viewing: 'viewings',
  order: 'virtual-office orders',
  alert: 'availability alerts',
  licence: 'licences signed online',
  'day-pass': 'day passes',
  'day-pass-bundle': 'day-pass bundles',
  proposal: 'proposals from sales',
  waitlist: 'room waitlist places',
};

export const contactNotices = {
  merged: 'Merged: the other contact’s rows are now this person’s.',
  split: 'Split: the rows chosen are now a person of their own.',
  'same-contact': 'That is this person already: nothing was merged.',
  'outside-scope': 'Some of those rows are at centres you do not manage: nothing was changed.',
  'too-many': 'Too many rows to move at once: nothing was changed.',
  'nothing-chosen': 'Tick the rows to split out, or choose an email: nothing was changed.',
  'not-this-person':
    'Those rows are no longer this person’s (someone changed them meanwhile): nothing was changed.',
  everything: 'A split must leave something with this person: nothing was changed.',
  'not-confirmed': 'Tick the box to confirm: nothing was changed.',
  missing: 'That contact no longer exists (merged or erased meanwhile): nothing was changed.',
} as const;
export type ContactNotice = keyof typeof contactNotices;
const okContactNotices: readonly ContactNotice[] = ['merged', 'split'];

export function contactNoticeText(value: unknown): { text: string; ok: boolean } | undefined {
  if (typeof value !== 'string' || !Object.hasOwn(contactNotices, value)) return undefined;
  const notice = value as ContactNotice;
  return { text: contactNotices[notice], ok: okContactNotices.includes(notice) };
}
