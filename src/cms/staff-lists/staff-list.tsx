import config from '@payload-config';
import { headers } from 'next/headers';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getPayload } from 'payload';
import type { ReactNode } from 'react';
import { centreScopeOf, hasRole, type CentreScope } from '@/cms/access';
import styles from './staff-list.module.css';

/*
 * The shell of the staff lists beside Payload's admin (/admin/bookings, /admin/viewings,
 * /admin/orders, /admin/alerts): Payload's own session decides who is in (sales and admin; editors are refused,
 * visitors sent to the login), one navigation between the lists, one table style (the admin's own
 * theme variables, staff-list.module.css). Each list only says its columns and rows; times are in
 * UK time (staffTime, src/domain/staff-format.ts) and statuses in words (StaffStatus).
 */

export const staffListPaths = [
  // The styled day-by-day view of bookings and viewings (src/cms/board), beside these full lists.
  { href: '/admin/board', label: 'Bookings board (day by day)' },
  { href: '/admin/bookings', label: 'Meeting-room bookings' },
  { href: '/admin/viewings', label: 'Viewings' },
  { href: '/admin/orders', label: 'Virtual-office orders' },
  { href: '/admin/bundles', label: 'Day-pass bundles sold' },
  { href: '/admin/licences', label: 'Licences signed online' },
  { href: '/admin/proposals', label: 'Proposals' },
  { href: '/admin/alerts', label: 'Availability alerts' },
  { href: '/admin/waitlist', label: 'Waitlist' },
] as const;

export type StaffListPath = (typeof staffListPaths)[number]['href'];

export const staffListCell = {
  padding: '8px 12px 8px 0',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
  verticalAlign: 'top' as const,
};

/** A stored status as a word in a badge; `status` (the key) only picks the badge's colour. */
export function StaffStatus({ status, label }: { status: string; label: string }) {
  return <span className={`${styles.status} ${styles[`status-${status}`] ?? ''}`}>{label}</span>;
}

/**
 * Sends a visitor to the login and answers a refusal for a user the list is not for; otherwise the
 * centres whose rows the user sees. `scoped` lists (bookings, viewings) are open to centre
 * managers for their own centres; the others to sales and administrators only.
 */
export async function staffListRefusal(
  path: StaffListPath,
  title: string,
  testId: string,
  options: { readonly scoped?: boolean } = {},
): Promise<
  | { readonly refusal: ReactNode; readonly scope?: undefined }
  | { readonly refusal?: undefined; readonly scope: CentreScope }
> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(path)}`);
  const scope = centreScopeOf(user);
  if (scope && (options.scoped || hasRole(user, 'admin', 'sales'))) return { scope };
  return {
    refusal: (
      <main className={styles.view}>
        <h1>{title}</h1>
        <p data-testid={testId}>
          {title} are open to {options.scoped ? 'sales, centre managers' : 'sales'} and administrators only.
        </p>
      </main>
    ),
  };
}

export function StaffList({
  path,
  title,
  testId,
  headings,
  intro,
  children,
}: {
  path: StaffListPath;
  title: string;
  testId: string;
  headings: readonly string[];
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={styles.view}>
      <nav aria-label="Staff lists" className={styles.nav}>
        <Link href="/admin">Back to the admin</Link>
        {staffListPaths
          .filter((list) => list.href !== path)
          .map((list) => (
            <Link key={list.href} href={list.href}>
              {list.label}
            </Link>
          ))}
      </nav>
      <h1>{title}</h1>
      <div className={styles.intro}>{intro}</div>
      <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} style={staffListCell} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      </div>
    </main>
  );
}
