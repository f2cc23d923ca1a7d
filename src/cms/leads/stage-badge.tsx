import { leadStageLabels, type LeadStage } from '@/domain/leads/stages';
import own from './leads.module.css';

/* A lead's stage as a labelled pill: won in green, lost greyed. */
export function StageBadge({ stage }: { stage: LeadStage }) {
  return <span className={`${own.stage} ${own[`stage-${stage}`] ?? ''}`}>{leadStageLabels[stage]}</span>;
}
