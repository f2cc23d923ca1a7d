import { londonClock, londonDate, londonInstant } from '@/lib/booking-slots';
import { isCalendarDate } from '@/lib/calendar-date';
import { isOpenStage, type LeadStage } from './stages';

/*
 * Following a lead up (docs/decisions/0041): its next action is a UK date, a UK time and what to
 * do; it is due on its day and overdue once its time has passed. Calls and emails are logged with
 * how they went. Each owner is mailed their due and overdue leads once a UK day, from 07:30
 * London time (so 07:30 BST in summer and 07:30 GMT in winter).
 */

export const maxNextActionLength = 200;

export type NextAction = {
  /** YYYY-MM-DD, a UK calendar day. */
  readonly on: string;
  /** HH:MM, UK wall-clock time. */
  readonly at: string;
  readonly what: string;
};

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;

export type NextActionInput = { readonly on: string; readonly at: string; readonly what: string };
export type NextActionProblem = 'next-action-incomplete' | 'next-action-date' | 'next-action-too-long';

/**
 * A next action from its three form fields: all empty clears it; otherwise all three are needed.
 * The text is trimmed and bounded.
 */
export function parseNextAction(
  input: NextActionInput,
): { readonly ok: true; readonly value: NextAction | null } | { readonly ok: false; readonly problem: NextActionProblem } {
  const on = input.on.trim();
  const at = input.at.trim();
  const what = input.what.trim().replace(/\s+/g, ' ');
  if (on === '' && at === '' && what === '') return { ok: true, value: null };
  if (on === '' || at === '' || what === '') return { ok: false, problem: 'next-action-incomplete' };
  if (!isCalendarDate(on) || !clockPattern.test(at)) return { ok: false, problem: 'next-action-date' };
  if (what.length > maxNextActionLength) return { ok: false, problem: 'next-action-too-long' };
  return { ok: true, value: { on, at, what } };
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The instant a next action is due: its UK date and time (a bare date from before 0018 counts from 09:00). */
export function nextActionInstant(action: { readonly on: string; readonly at: string | null }): Date {
  return londonInstant(action.on, minutesOf(action.at ?? '09:00'));
}

export const followUpStates = ['overdue', 'due-today', 'later'] as const;
export type FollowUpState = (typeof followUpStates)[number];
export const followUpLabels: Record<FollowUpState, string> = {
  overdue: 'Overdue',
  'due-today': 'Due today',
  later: 'Later',
};

/**
 * Where an open lead's next action stands at `now`: overdue once its time has passed, due today on
 * its UK day before then, later after. A won or lost lead, or one without a next action, has none.
 */
export function followUpState(
  lead: { readonly stage: LeadStage; readonly nextActionOn: string | null; readonly nextActionTime: string | null },
  now: Date,
): FollowUpState | undefined {
  if (!isOpenStage(lead.stage) || lead.nextActionOn === null) return undefined;
  if (nextActionInstant({ on: lead.nextActionOn, at: lead.nextActionTime }) <= now) return 'overdue';
  return lead.nextActionOn === londonDate(now) ? 'due-today' : 'later';
}

/** Due today or overdue: what the "due" view and the daily mail list. */
export function isDueBy(
  lead: { readonly stage: LeadStage; readonly nextActionOn: string | null; readonly nextActionTime: string | null },
  now: Date,
): boolean {
  const state = followUpState(lead, now);
  return state === 'overdue' || state === 'due-today';
}

/** The daily mail goes from this UK wall-clock time, and is still sent late until noon. */
export const dailyMailClock = '07:30';
export const dailyMailLatest = '12:00';

/**
 * The UK day whose daily mail may be queued at `now`: today, from 07:30 to noon in London. A
 * server that was down all morning skips the day rather than send a "morning" list at tea time.
 */
export function dailyMailDay(now: Date): string | undefined {
  const clock = londonClock(now);
  return clock >= dailyMailClock && clock < dailyMailLatest ? londonDate(now) : undefined;
}

/* Calls and emails logged on a lead, and how each went. */
export const leadContactKinds = ['call', 'email'] as const;
export type LeadContactKind = (typeof leadContactKinds)[number];
export const leadContactKindLabels: Record<LeadContactKind, string> = { call: 'Call', email: 'Email' };

export const leadContactOutcomes = {
  call: ['spoke', 'left-message', 'no-answer'],
  email: ['sent', 'replied', 'bounced'],
} as const satisfies Record<LeadContactKind, readonly string[]>;
export type LeadContactOutcome = (typeof leadContactOutcomes)[LeadContactKind][number];
export const leadContactOutcomeLabels: Record<LeadContactOutcome, string> = {
  spoke: 'Spoke to them',
  'left-message': 'Left a message',
  'no-answer': 'No answer',
  sent: 'Sent to them',
  replied: 'They replied',
  bounced: 'Bounced',
};

export type LeadContact = {
  readonly kind: LeadContactKind;
  readonly outcome: LeadContactOutcome;
  readonly happenedAt: Date;
};

/** "call:spoke", the value of one option of the form's single contact select. */
export const contactChoices = leadContactKinds.flatMap((kind) =>
  leadContactOutcomes[kind].map((outcome) => `${kind}:${outcome}` as const),
);

export type LeadContactProblem = 'contact-not-known' | 'contact-when' | 'contact-in-future';

/** How far ahead of the server's clock a logged contact may be (a browser's clock runs fast). */
const futureSlackMs = 5 * 60_000;
/** How far back a contact may be logged. */
export const contactLogDays = 31;

/**
 * A logged call or email from the form: its kind and outcome (one choice, '' for none), and when it
 * happened (UK date and time, not in the future nor more than a month back).
 */
export function parseContact(
  input: { readonly choice: string; readonly on: string; readonly at: string },
  now: Date,
):
  | { readonly ok: true; readonly value: LeadContact | null }
  | { readonly ok: false; readonly problem: LeadContactProblem } {
  if (input.choice === '') return { ok: true, value: null };
  const [kind, outcome] = input.choice.split(':') as [string, string | undefined];
  if (!(contactChoices as readonly string[]).includes(input.choice))
    return { ok: false, problem: 'contact-not-known' };
  if (!isCalendarDate(input.on) || !clockPattern.test(input.at)) return { ok: false, problem: 'contact-when' };
  const happenedAt = londonInstant(input.on, minutesOf(input.at));
  if (happenedAt.getTime() > now.getTime() + futureSlackMs) return { ok: false, problem: 'contact-in-future' };
  if (happenedAt.getTime() < now.getTime() - contactLogDays * 86_400_000) return { ok: false, problem: 'contact-when' };
  return {
    ok: true,
    value: { kind: kind as LeadContactKind, outcome: outcome as LeadContactOutcome, happenedAt },
  };
}

/** How a next action reads in the history and the mail: "Fri, 4 Jan 2030, 09:30: Ring about parking". */
export function nextActionText(action: { readonly on: string; readonly at: string | null; readonly what: string | null }): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${action.on}T00:00:00Z`));
  const when = action.at ? `${day}, ${action.at}` : day;
  return action.what ? `${when}: ${action.what}` : when;
}
