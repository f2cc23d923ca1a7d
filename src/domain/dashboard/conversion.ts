import { isLeadStage, leadStageLabels, type LeadStage } from '@/domain/leads/stages';

/*
 * Stage conversion over a set of leads (those that came in during the dashboard's weeks). A lead
 * "reached" a stage when it has been at that stage or a later one: one that jumped from new to
 * offer passed contacted and viewing booked on the way, and one lost after a viewing still reached
 * the viewing. How far a lost lead had got is read from its stage history (the audit's from and to
 * values), so a loss never hides the progress before it.
 */
export const funnelStages = ['new', 'contacted', 'viewing-booked', 'offer', 'won'] as const;
export type FunnelStage = (typeof funnelStages)[number];

const rank = (stage: string): number => (funnelStages as readonly string[]).indexOf(stage);

/** The furthest pipeline stage a lead has been at, from its current stage and its stage history. */
export function furthestStage(current: LeadStage, history: readonly (string | null)[]): FunnelStage {
  let furthest = 0;
  for (const stage of [current, ...history]) {
    if (stage !== null && isLeadStage(stage)) furthest = Math.max(furthest, rank(stage));
  }
  return funnelStages[furthest] ?? 'new';
}

export type StageReach = {
  readonly stage: FunnelStage;
  readonly label: string;
  readonly count: number;
  /** count / all leads; null when there are none. */
  readonly ofAll: number | null;
  /** count / the previous stage's count; null for the first stage or when that is 0. */
  readonly ofPrevious: number | null;
};

export type StageConversion = {
  readonly total: number;
  readonly reached: readonly StageReach[];
  readonly won: number;
  readonly lost: number;
  readonly open: number;
  /** won / all leads, lost / all leads, and won / (won + lost): null when the divisor is 0. */
  readonly wonRate: number | null;
  readonly lostRate: number | null;
  readonly winRateOfDecided: number | null;
};

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function stageConversion(
  leads: readonly { readonly stage: LeadStage; readonly history: readonly (string | null)[] }[],
): StageConversion {
  const reachedCounts = funnelStages.map(() => 0);
  let won = 0;
  let lost = 0;
  for (const lead of leads) {
    const furthest = rank(furthestStage(lead.stage, lead.history));
    for (let index = 0; index <= furthest; index += 1) reachedCounts[index]! += 1;
    if (lead.stage === 'won') won += 1;
    if (lead.stage === 'lost') lost += 1;
  }
  const total = leads.length;
  const reached = funnelStages.map((stage, index) => ({
    stage,
    label: leadStageLabels[stage],
    count: reachedCounts[index]!,
    ofAll: ratio(reachedCounts[index]!, total),
    ofPrevious: index === 0 ? null : ratio(reachedCounts[index]!, reachedCounts[index - 1]!),
  }));
  return {
    total,
    reached,
    won,
    lost,
    open: total - won - lost,
    wonRate: ratio(won, total),
    lostRate: ratio(lost, total),
    winRateOfDecided: ratio(won, won + lost),
  };
}
