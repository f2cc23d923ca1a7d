import type { PayloadRequest, ServerProps } from 'payload';
import { centreScopeOf } from '../access';
import styles from './dashboard.module.css';
import { salesDashboardPath } from './paths';

/* "Sales dashboard" in the admin's side navigation, for the roles that work leads. */
export function SalesDashboardNavLink({ user, payload, params }: ServerProps) {
  if (!centreScopeOf(user ?? null)) return null;
  const segments = params?.segments;
  const active = Array.isArray(segments) && segments[0] === salesDashboardPath.slice(1);
  const href = `${payload.config.routes.admin}${salesDashboardPath}`;
  return (
    <div className="nav-group">
      <div className="nav-group__content">
        <a
          className="nav__link"
          href={href}
          id="nav-sales-dashboard"
          aria-current={active ? 'page' : undefined}
        >
          {active && <div className="nav__link-indicator" />}
          <span className="nav__link-label">Sales dashboard</span>
        </a>
      </div>
    </div>
  );
}

/* The admin home's card for sales staff: the way to the sales dashboard. */
export function SalesDashboardWidget({ req }: { req: PayloadRequest }) {
  if (!centreScopeOf(req.user ?? null)) return null;
  const href = `${req.payload.config.routes.admin}${salesDashboardPath}`;
  return (
    <section className={styles.card} aria-labelledby="dashboard-sales" data-testid="dashboard-sales-card">
      <h2 id="dashboard-sales">Sales dashboard</h2>
      <p>
        Leads per week by channel, centre and workspace type, stage conversion, meeting-room revenue and
        occupancy, each with its table and CSV.
      </p>
      <a href={href} className={styles.button}>
        Open the sales dashboard
      </a>
    </section>
  );
}
