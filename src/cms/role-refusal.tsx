import 'server-only';
import Link from 'next/link';
import type { AdminViewServerProps, PayloadRequest } from 'payload';
import { AdminViewTemplate } from './admin-view-template';
import styles from './enquiries/enquiries.module.css';
import { refusalMessage, type StaffPage } from './role-refusal-message';

/*
 * What a signed-in user reads on one of our staff pages their role may not see (issue 42, item 5):
 * the page in the admin's frame, saying who they are signed in as, who the page is for and what
 * to do, instead of Payload's "Unauthorized, you must be logged in" (a redirect to /unauthorized
 * that read as if the session had gone).
 */
export function RoleRefusal({
  props,
  viewType,
  page,
  user,
}: {
  props: AdminViewServerProps;
  viewType: string;
  page: StaffPage;
  user: PayloadRequest['user'];
}) {
  const { title, text } = refusalMessage(user, page);
  return (
    <AdminViewTemplate props={props} viewType={viewType}>
      <div className={styles.view}>
        <header className={styles.head}>
          <h1>{title}</h1>
        </header>
        <p className={styles.warning} role="alert" data-testid="role-refusal">
          {text}
        </p>
        <p>
          <Link href={props.payload.config.routes.admin}>Back to the dashboard</Link>
        </p>
      </div>
    </AdminViewTemplate>
  );
}
