import type { Access, FieldAccess, PayloadRequest } from 'payload';

/*
 * Three roles. Admins run everything including users; editors run content and media; sales see
 * enquiries and bookings (issue 12) and nothing of content. Visitors never sign in: the public
 * site reads content on the server through src/content, not through this API.
 */
export const roles = ['admin', 'editor', 'sales'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator: everything, including users',
  editor: 'Editor: pages, prices, centres and media',
  sales: 'Sales: enquiries only',
};

type MaybeUser = PayloadRequest['user'];

export function hasRole(user: MaybeUser, ...wanted: readonly Role[]): boolean {
  const role = (user as { role?: unknown } | null | undefined)?.role;
  return typeof role === 'string' && (wanted as readonly string[]).includes(role);
}

export const adminsOnly: Access = ({ req }) => hasRole(req.user, 'admin');
export const contentEditors: Access = ({ req }) => hasRole(req.user, 'admin', 'editor');
export const anyone: Access = () => true;
export const adminsOrSelf: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true;
  if (!req.user) return false;
  return { id: { equals: req.user.id } };
};
/*
 * For collections whose files are public (photos, floor plans: the image optimiser and visitors
 * fetch them signed out): in the admin they are content all the same, so sales see neither the
 * link nor the list (Payload answers not found for a hidden collection).
 */
export const hiddenFromNonEditors = ({ user }: { user: unknown }): boolean =>
  !hasRole(user as MaybeUser, 'admin', 'editor');
export const adminFieldOnly: FieldAccess = ({ req }) => hasRole(req.user, 'admin');

/** The sales view of enquiries (src/cms/enquiries): sales and admins; editors never. */
export function canSeeEnquiries(user: MaybeUser): boolean {
  return hasRole(user, 'admin', 'sales');
}
/** Erasing an enquiry on a data-subject request: admins only. */
export function canEraseEnquiries(user: MaybeUser): boolean {
  return hasRole(user, 'admin');
}
