import type { PayloadRequest } from 'payload';
import { canEraseEnquiries, canSeeEnquiries, centreScopeOf, roles, type Role } from './access';

/*
 * Who our staff pages are for, and the words a user of another role reads there. The list of roles
 * in each message is worked out from the access rule itself, so the words follow the rule.
 */
type User = PayloadRequest['user'];

const staffPages = {
  leads: { title: 'Leads', subject: 'Leads are', rule: (user: User) => centreScopeOf(user) !== undefined },
  board: {
    title: 'Bookings board',
    subject: 'The bookings board is',
    rule: (user: User) => centreScopeOf(user) !== undefined,
  },
  sales: {
    title: 'Sales dashboard',
    subject: 'The sales dashboard is',
    rule: (user: User) => centreScopeOf(user) !== undefined,
  },
  enquiries: { title: 'Enquiries', subject: 'Enquiries are', rule: canSeeEnquiries },
  erase: { title: 'Erase an enquiry', subject: 'Erasing an enquiry is', rule: canEraseEnquiries },
} as const;
export type StaffPage = keyof typeof staffPages;

const asWho: Record<Role, string> = {
  admin: 'an administrator',
  editor: 'an editor',
  sales: 'sales',
  'centre-manager': 'a centre manager',
};
const plural: Record<Role, string> = {
  admin: 'administrators',
  editor: 'editors',
  sales: 'sales',
  'centre-manager': 'centre managers',
};

const userOf = (role: Role) => ({ id: 0, collection: 'users', role, centres: ['any'] }) as unknown as User;

/** The roles a page is for, worked out from its access rule: "sales, centre managers and administrators". */
export function rolesFor(page: StaffPage): string {
  const names = roles.filter((role) => staffPages[page].rule(userOf(role))).map((role) => plural[role]);
  // Administrators last: "sales and administrators" reads better than the other way round.
  const ordered = [
    ...names.filter((name) => name !== 'administrators'),
    ...names.filter((name) => name === 'administrators'),
  ];
  return ordered.length <= 1
    ? (ordered[0] ?? 'nobody')
    : `${ordered.slice(0, -1).join(', ')} and ${ordered.at(-1)}`;
}

export function refusalMessage(user: User, page: StaffPage): { title: string; text: string } {
  const role = (user as { role?: string } | null)?.role;
  const who = role && role in asWho ? `You are signed in as ${asWho[role as Role]}.` : 'You are signed in.';
  const { title, subject } = staffPages[page];
  return {
    title,
    text: `${who} ${subject} open to ${rolesFor(page)} only: if your work needs it, ask an administrator to change your role.`,
  };
}
