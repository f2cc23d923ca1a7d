import type { ServerProps } from 'payload';
import { canSeeEnquiries } from '../access';
import styles from './enquiries.module.css';
import { enquiriesPath } from './paths';

/* "Enquiries" in the admin's side navigation, for the roles that may open it (sales, admin). */
export function EnquiriesNavLink({ user, payload, params }: ServerProps) {
  if (!canSeeEnquiries(user ?? null)) return null;
  const segments = params?.segments;
  const active = Array.isArray(segments) && segments[0] === enquiriesPath.slice(1);
  const href = `${payload.config.routes.admin}${enquiriesPath}`;
  return (
    <div className="nav-group">
      <div className="nav-group__content">
        <a className="nav__link" href={href} id="nav-enquiries" aria-current={active ? 'page' : undefined}>
          {active && <div className="nav__link-indicator" />}
          <span className="nav__link-label">Enquiries</span>
        </a>
      </div>
    </div>
  );
}

/* The same way in from the dashboard, where the navigation may be folded away on a laptop screen. */
export function EnquiriesDashboardLink({ user, payload }: ServerProps) {
  if (!canSeeEnquiries(user ?? null)) return null;
  return (
    <section className={styles.card} aria-labelledby="dashboard-enquiries">
      <h2 id="dashboard-enquiries">Enquiries</h2>
      <p>Every enquiry from the website, with where it came from and where its deliveries stand.</p>
      <a href={`${payload.config.routes.admin}${enquiriesPath}`} className={styles.button}>
        Open enquiries
      </a>
    </section>
  );
}
