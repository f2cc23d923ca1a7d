import type { ReactNode } from 'react';
import type { CentreScope } from '@/domain/dashboard/sales-dashboard';
import { centreTowns } from '@/domain/centres';
import styles from './dashboard.module.css';

/* What the dashboard's pages share: the sentence naming the user's centres, and the headline figures. */

/** "Every centre." or "Your centres only: Swindon, Luton." */
export function scopeSentence(scope: CentreScope): string {
  if (scope === 'all') return 'Every centre.';
  const towns = centreTowns.filter((centre) => scope.includes(centre.slug)).map((centre) => centre.town);
  return `Your centres only: ${towns.join(', ') || 'none yet (ask an administrator to add yours)'}.`;
}

/** Label, figure and a note under it, for each headline. */
export type Headline = readonly [string, ReactNode, string];

export function Headlines({ items, testId }: { items: readonly Headline[]; testId: string }) {
  return (
    <dl className={styles.headlines} data-testid={testId}>
      {items.map(([label, value, note]) => (
        <div key={label} className={styles.headline}>
          <dt>{label}</dt>
          <dd>
            <strong>{value}</strong>
            <span>{note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
