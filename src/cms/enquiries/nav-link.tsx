import type { ServerProps } from 'payload';
import { canSeeEnquiries } from '../access';
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
