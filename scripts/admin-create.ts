/*
 * Creates a staff account from the server's shell: the only way to make the first admin (the
 * admin has no public sign-up).
 *
 *   npm run admin:create -- --email ops@northlight.example --name "Ops Team" [--role admin|editor|sales]
 *
 * The password is read from ADMIN_PASSWORD, or made at random (24 characters) and printed once, here
 * only. With the embedded database, stop the server first: PGlite allows one process per directory.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { getPayload } from 'payload';
import { z } from 'zod';
import { roles } from '@/cms/access';
import { createdFromShell } from '@/cms/collections/users';
import config from '@/cms/payload.config';
import { DataDirLockedError } from '@/server/db/client';

const argsSchema = z.object({
  email: z.email().max(120),
  name: z.string().trim().min(2).max(80),
  role: z.enum(roles).default('admin'),
  password: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').max(200),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  const generated = !process.env.ADMIN_PASSWORD;
  const parsed = argsSchema.safeParse({
    ...values,
    password: process.env.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url'),
  });
  if (!parsed.success) {
    console.error(
      'Usage: npm run admin:create -- --email EMAIL --name "FULL NAME" [--role admin|editor|sales]',
    );
    for (const issue of parsed.error.issues) console.error(`  ${issue.path.join('.')}: ${issue.message}`);
    return 2;
  }
  const { email, name, role, password } = parsed.data;
  let payload;
  try {
    payload = await getPayload({ config });
  } catch (error) {
    if (
      error instanceof DataDirLockedError ||
      (error as { cause?: unknown })?.cause instanceof DataDirLockedError
    ) {
      console.error('The site is running on this embedded database: stop it, then run this again.');
      return 3;
    }
    throw error;
  }
  const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } });
  if (existing.totalDocs > 0) {
    console.error(`There is already a staff user with that email address.`);
    return 1;
  }
  await payload.create({
    collection: 'users',
    data: { email, name, role, password },
    overrideAccess: true,
    context: { [createdFromShell]: true },
  });
  console.log(`Created ${role} ${email}.`);
  if (generated) console.log(`Password (shown once, change it after signing in): ${password}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Could not create the user: ${error instanceof Error ? error.name : 'error'}`);
    process.exit(1);
  },
);
