import type { ServerProps } from 'payload';
import { getDatabase } from '@/server/db/client';
import { leadCounts } from '@/server/leads/store';
import { centreScopeOf } from '../access';
import styles from '../enquiries/enquiries.module.css';
import { leadsPath } from './paths';

/* "Leads" in the admin's side navigation, for the roles that work leads (sales, centre managers, admins). */
export function LeadsNavLink({ user, payload, params }: ServerProps) {
  if (!centreScopeOf(user ?? null)) return null;
  const segments = params?.segments;
  const active = Array.isArray(segments) && segments[0] === leadsPath.slice(1);
  const href = `${payload.config.routes.admin}${leadsPath}`;
  return (
    <div className="nav-group">
      <div className="nav-group__content">
        <a className="nav__link" href={href} id="nav-leads" aria-current={active ? 'page' : undefined}>
          {active && <div className="nav__link-indicator" />}
          <span className="nav__link-label">Leads</span>
        </a>
      </div>
    </div>
  );
}

/* The dashboard's lead card: how many are new and how many wait unseen (stale), each a filtered list. */
export async function LeadsDashboardCard({ user, payload }: ServerProps) {
  const scope = centreScopeOf(user ?? null);
  if (!scope) return null;
  const { db } = await getDatabase();
  const counts = await leadCounts(db, scope);
  const base = `${payload.config.routes.admin}${leadsPath}`;
  return (
    <section className={styles.card} aria-labelledby="dashboard-leads" data-testid="dashboard-leads">
      <h2 id="dashboard-leads">Leads</h2>
      <p>
        <a href={`${base}?stage=new`}>
          <strong data-testid="dashboard-leads-new">{counts.new}</strong> new
        </a>
        {' · '}
        <a href={`${base}?stale=1`}>
          <strong data-testid="dashboard-leads-stale">{counts.stale}</strong> untouched for over a working day
        </a>
      </p>
      <a href={base} className={styles.button}>
        Open leads
      </a>
    </section>
  );
}
