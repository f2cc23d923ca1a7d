import type { Access, FieldAccess, PayloadRequest } from 'payload';

/*
 * Four roles (docs/roles.md). Admins run everything including users; editors run content and
 * media; sales work enquiries, leads, bookings, viewings and orders, and nothing of content; a
 * centre manager works the bookings, viewings and leads of its own centres (the user's `centres`)
 * and nothing else. Visitors never sign in: the public site reads content on the server through
 * src/content, not through this API.
 */
export const roles = ['admin', 'editor', 'sales', 'centre-manager'] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  admin: 'Administrator: everything, including users',
  editor: 'Editor: pages, prices, centres and media',
  sales: 'Sales: enquiries, leads, bookings, viewings and orders',
  'centre-manager': "Centre manager: its centres' bookings, viewings and leads",
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
/**
 * The centres whose bookings, viewings and leads a user works: 'all' for sales and admins, the
 * user's own centres for a centre manager, undefined for anyone else (editors, visitors).
 */
export type CentreScope = 'all' | readonly string[];
export function centreScopeOf(user: MaybeUser): CentreScope | undefined {
  if (hasRole(user, 'admin', 'sales')) return 'all';
  if (!hasRole(user, 'centre-manager')) return undefined;
  const centres = (user as { centres?: unknown }).centres;
  return Array.isArray(centres)
    ? centres.filter((centre): centre is string => typeof centre === 'string')
    : [];
}

/** Whether a scope reaches a centre (a lead or booking's centre; null reaches only 'all'). */
export function scopeReaches(scope: CentreScope | undefined, centre: string | null): boolean {
  if (scope === undefined) return false;
  return scope === 'all' || (centre !== null && scope.includes(centre));
}

/** Virtual-office orders (and their ID checks): sales and admins. */
export function canSeeOrders(user: MaybeUser): boolean {
  return hasRole(user, 'admin', 'sales');
}

/**
 * Uploading advertising spend and seeing it beside the figures (revenue by campaign): sales and
 * admins, who see every centre; spend is the business's, not a centre's.
 */
export function canUploadSpend(user: MaybeUser): boolean {
  return hasRole(user, 'admin', 'sales');
}

/** Erasing an enquiry on a data-subject request: admins only. */
export function canEraseEnquiries(user: MaybeUser): boolean {
  return hasRole(user, 'admin');
}

/** Seeing drafts on the public pages (live preview, src/cms/preview.ts): those who write content. */
export function canPreviewDrafts(user: MaybeUser): boolean {
  return hasRole(user, 'admin', 'editor');
}

/**
 * Who is offered everyone's follow-ups due (within their centres) beside their own: administrators
 * and centre managers; sales see their own (their filters still show anyone's).
 */
export function seesEveryonesFollowUps(user: MaybeUser): boolean {
  return hasRole(user, 'admin', 'centre-manager') && centreScopeOf(user) !== undefined;
}
