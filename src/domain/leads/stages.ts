/*
 * The lead pipeline's stages and the moves between them. A lead only moves forward while it is
 * open, except that a viewing that falls through may go back to "contacted"; "new" is never
 * re-entered (someone has touched it). Lost needs a reason. A won or lost lead may only be
 * reopened, as contacted (a deal that falls through after it was won is worked again, not left
 * marked won: docs/decisions/0041).
 */
export const leadStages = ['new', 'contacted', 'viewing-booked', 'offer', 'won', 'lost'] as const;
export type LeadStage = (typeof leadStages)[number];

export const leadStageLabels: Record<LeadStage, string> = {
  new: 'New',
  contacted: 'Contacted',
  'viewing-booked': 'Viewing booked',
  offer: 'Offer',
  won: 'Won',
  lost: 'Lost',
};

export const openLeadStages = [
  'new',
  'contacted',
  'viewing-booked',
  'offer',
] as const satisfies readonly LeadStage[];
export const maxLostReasonLength = 300;

export function isLeadStage(value: string): value is LeadStage {
  return (leadStages as readonly string[]).includes(value);
}

export function isOpenStage(stage: LeadStage): boolean {
  return (openLeadStages as readonly string[]).includes(stage);
}

const allowedMoves: Record<LeadStage, readonly LeadStage[]> = {
  new: ['contacted', 'viewing-booked', 'offer', 'won', 'lost'],
  contacted: ['viewing-booked', 'offer', 'won', 'lost'],
  'viewing-booked': ['contacted', 'offer', 'won', 'lost'],
  offer: ['won', 'lost'],
  won: ['contacted'],
  lost: ['contacted'],
};

/** The stages a lead in `from` may move to, in pipeline order. */
export function nextStages(from: LeadStage): readonly LeadStage[] {
  return allowedMoves[from];
}

export type StageMove =
  | { readonly ok: true; readonly to: LeadStage; readonly lostReason: string | null }
  | { readonly ok: false; readonly problem: 'not-allowed' | 'reason-required' | 'reason-too-long' };

/** The stage a won or lost lead is reopened at. */
export const reopenStage = 'contacted' satisfies LeadStage;

/** Checks a requested move; the reason is kept only for a move to lost. */
export function moveStage(from: LeadStage, to: LeadStage, reason?: string): StageMove {
  if (!allowedMoves[from].includes(to)) return { ok: false, problem: 'not-allowed' };
  if (to !== 'lost') return { ok: true, to, lostReason: null };
  const trimmed = (reason ?? '').trim();
  if (trimmed === '') return { ok: false, problem: 'reason-required' };
  if (trimmed.length > maxLostReasonLength) return { ok: false, problem: 'reason-too-long' };
  return { ok: true, to, lostReason: trimmed };
}
