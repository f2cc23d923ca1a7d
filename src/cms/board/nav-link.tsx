import type { ServerProps } from 'payload';
import { businessTimeZone, todayIn } from '@/lib/calendar-date';
import { boardDayCounts } from '@/server/board/board-store';
import { getDatabase } from '@/server/db/client';
import { centreScopeOf } from '../access';
import styles from '../enquiries/enquiries.module.css';
import { boardPath } from './paths';

/* "Bookings board" in the admin's side navigation, for the roles that work bookings (sales, centre managers, admins). */
export function BoardNavLink({ user, payload, params }: ServerProps) {
  if (!centreScopeOf(user ?? null)) return null;
  const segments = params?.segments;
  const active = Array.isArray(segments) && segments[0] === boardPath.slice(1);
  const href = `${payload.config.routes.admin}${boardPath}`;
  return (
    <div className="nav-group">
      <div className="nav-group__content">
        <a className="nav__link" href={href} id="nav-board" aria-current={active ? 'page' : undefined}>
          {active && <div className="nav__link-indicator" />}
          <span className="nav__link-label">Bookings board</span>
        </a>
      </div>
    </div>
  );
}

/* The dashboard's card: today's confirmed room bookings and viewings in the user's centres. */
export async function BoardDashboardCard({ user, payload }: ServerProps) {
  const scope = centreScopeOf(user ?? null);
  if (!scope) return null;
  const { db } = await getDatabase();
  const counts = await boardDayCounts(db, todayIn(businessTimeZone), scope);
  const href = `${payload.config.routes.admin}${boardPath}`;
  return (
    <section className={styles.card} aria-labelledby="dashboard-board" data-testid="dashboard-board">
      <h2 id="dashboard-board">Today at the centres</h2>
      <p>
        <strong data-testid="dashboard-board-bookings">{counts.bookings}</strong> room booking
        {counts.bookings === 1 ? '' : 's'} and{' '}
        <strong data-testid="dashboard-board-viewings">{counts.viewings}</strong> viewing
        {counts.viewings === 1 ? '' : 's'} today{scope === 'all' ? '' : ' in your centres'}.
      </p>
      <a href={href} className={styles.button}>
        Open the bookings board
      </a>
    </section>
  );
}
