import { Forbidden, type CollectionConfig } from 'payload';
import { adminFieldOnly, adminsOnly, adminsOrSelf, hasRole, roleLabels, roles } from '../access';
import { centreTowns } from '@/domain/centres';
import { serverEnv } from '@/env';
import { noEmailVerification } from '../refusals';

/*
 * Staff accounts. No public sign-up: the first admin comes from the one-time setup link the server
 * prints on a fresh install, or from `npm run admin:create` (src/cms/first-admin), and only admins
 * create the rest. Repeated wrong passwords lock the account for 15 minutes.
 */
export const maxLoginAttempts = 5;
/** Set by src/cms/first-admin (the setup link, admin:create): the ways to make the first admin. */
export const createdFromShell = 'createdFromShell';
export const lockMinutes = 15;

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: 'Administration',
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
  },
  auth: {
    maxLoginAttempts,
    lockTime: lockMinutes * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: {
      // HttpOnly is Payload's default; Secure whenever the site is served over https.
      secure: serverEnv().SITE_URL.startsWith('https://'),
      sameSite: 'Strict',
    },
  },
  // Staff emails are not verified here: Payload's verify endpoint answers 404 (src/cms/refusals.ts).
  endpoints: [noEmailVerification],
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: adminsOrSelf,
    create: adminsOnly,
    update: adminsOrSelf,
    delete: adminsOnly,
    unlock: adminsOnly,
  },
  hooks: {
    beforeChange: [
      ({ operation, req, data }) => {
        // Payload lets anyone create the first user of an empty database from the admin; here the
        // first admin comes only from the setup link or the server's shell, the rest from admins.
        if (
          operation === 'create' &&
          !hasRole(req.user, 'admin') &&
          req.context?.[createdFromShell] !== true
        ) {
          throw new Forbidden(req.t);
        }
        return data;
      },
    ],
  },
  fields: [
    { name: 'name', label: 'Full name', type: 'text', required: true, minLength: 2, maxLength: 80 },
    {
      name: 'role',
      label: 'Role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: roles.map((role) => ({ value: role, label: roleLabels[role] })),
      access: { create: adminFieldOnly, update: adminFieldOnly },
    },
    {
      // A centre manager works these centres' bookings, viewings and leads, and no others.
      name: 'centres',
      label: 'Centres managed',
      type: 'select',
      hasMany: true,
      saveToJWT: true,
      options: centreTowns.map((centre) => ({ value: centre.slug, label: centre.town })),
      access: { create: adminFieldOnly, update: adminFieldOnly },
      admin: {
        condition: (data) => data?.role === 'centre-manager',
        description: 'Only for a centre manager: the centres whose bookings, viewings and leads they see.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: { role?: string } }) =>
        siblingData.role !== 'centre-manager' || (Array.isArray(value) && value.length > 0)
          ? true
          : 'A centre manager needs at least one centre.',
    },
  ],
};
