import { z } from 'zod';
import {
  parseContact,
  parseNextAction,
  type LeadContact,
  type LeadContactProblem,
  type NextAction,
  type NextActionProblem,
} from './follow-up';
import { maxNoteLength } from './leads';
import { leadStages, maxLostReasonLength, moveStage, type LeadStage, type StageMove } from './stages';
import { maxWonValueLength, parseWonValue, type WonValueProblem } from './won-value';
import { isUuid } from '@/lib/uuid';

/*
 * The one form of a lead's page (issue 42 item 2): stage, owner, next action, a note and a logged
 * call or email are posted together and saved together, so nothing typed is lost to another
 * button. Every field is bounded here, before any rule is applied; a won or lost lead's form has
 * no stage select, only "Save and reopen", which posts stage=contacted.
 */
const clock = z.union([z.literal(''), z.string().regex(/^\d{2}:\d{2}$/)]).default('');
const day = z.union([z.literal(''), z.iso.date()]).default('');

export const leadFormSchema = z.object({
  lead: z.string().refine(isUuid),
  /** '' keeps the stage. */
  stage: z.union([z.literal(''), z.enum(leadStages)]).default(''),
  reason: z.string().max(maxLostReasonLength * 2).default(''),
  /** The contract's value in pounds, net of VAT: needed for a move to won, ignored otherwise. */
  wonValue: z.string().max(maxWonValueLength * 2).default(''),
  /** '' for nobody, a user id, or absent to keep the owner. */
  owner: z.union([z.literal(''), z.string().regex(/^\d{1,9}$/)]).optional(),
  nextOn: day,
  nextAt: clock,
  nextWhat: z.string().max(400).default(''),
  note: z.string().max(maxNoteLength * 2).default(''),
  /** '' for none, or "call:spoke" and the like (contactChoices). */
  contact: z.string().max(40).default(''),
  contactOn: day,
  contactAt: clock,
});
export type LeadForm = z.infer<typeof leadFormSchema>;

/** The form's fields a refused save keeps as a draft and offers again. */
export const leadFormFields = [
  'stage',
  'reason',
  'wonValue',
  'owner',
  'nextOn',
  'nextAt',
  'nextWhat',
  'note',
  'contact',
  'contactOn',
  'contactAt',
] as const satisfies readonly (keyof LeadForm)[];

export type LeadFormProblem =
  | Exclude<StageMove & { ok: false }, { ok: true }>['problem']
  | NextActionProblem
  | LeadContactProblem
  | WonValueProblem
  | 'note-too-long'
  | 'nothing-to-save';

/** What one save changes; a field left out is unchanged. */
export type LeadSavePlan = {
  /** wonValuePence: the contract value of a move to won, null for any other stage. */
  readonly stage?: { readonly to: LeadStage; readonly lostReason: string | null; readonly wonValuePence: number | null };
  /** null clears it. */
  readonly nextAction?: NextAction | null;
  readonly note?: string;
  readonly contact?: LeadContact;
};

type Current = {
  readonly stage: LeadStage;
  readonly nextActionOn: string | null;
  readonly nextActionTime: string | null;
  readonly nextActionWhat: string | null;
};

/**
 * Checks the whole form against the lead as it stands (locked) and says what to change, or the
 * first problem: then nothing is saved. The owner is checked by the server (who may own leads is
 * a CMS fact).
 */
export function planLeadSave(
  current: Current,
  form: LeadForm,
  now: Date,
): { readonly ok: true; readonly plan: LeadSavePlan } | { readonly ok: false; readonly problem: LeadFormProblem } {
  const plan: { -readonly [K in keyof LeadSavePlan]: LeadSavePlan[K] } = {};
  if (form.stage !== '' && form.stage !== current.stage) {
    const move = moveStage(current.stage, form.stage, form.reason);
    if (!move.ok) return { ok: false, problem: move.problem };
    const won = move.to === 'won' ? parseWonValue(form.wonValue) : undefined;
    if (won && !won.ok) return { ok: false, problem: won.problem };
    plan.stage = { to: move.to, lostReason: move.lostReason, wonValuePence: won?.pence ?? null };
  }
  const next = parseNextAction({ on: form.nextOn, at: form.nextAt, what: form.nextWhat });
  if (!next.ok) return { ok: false, problem: next.problem };
  const same =
    next.value === null
      ? current.nextActionOn === null
      : next.value.on === current.nextActionOn &&
        next.value.at === current.nextActionTime &&
        next.value.what === current.nextActionWhat;
  if (!same) plan.nextAction = next.value;
  const note = form.note.trim();
  if (note.length > maxNoteLength) return { ok: false, problem: 'note-too-long' };
  if (note !== '') plan.note = note;
  const contact = parseContact({ choice: form.contact, on: form.contactOn, at: form.contactAt }, now);
  if (!contact.ok) return { ok: false, problem: contact.problem };
  if (contact.value) plan.contact = contact.value;
  return { ok: true, plan };
}
