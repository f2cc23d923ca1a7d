/*
 * Creates a staff account from the server's shell (the admin has no public sign-up; the other way
 * to the first admin is the one-time setup link the server prints on a fresh install).
 *
 *   npm run admin:create -- --email ops@northlight.example --name "Ops Team" [--role admin|editor|sales]
 *
 * The password is read from ADMIN_PASSWORD, or made at random (24 characters) and printed once, here
 * only. On PostgreSQL it opens the shared database itself. On the embedded database, when the site
 * is running (PGlite allows one process per directory), it asks the running server instead: a
 * request to its loopback address signed with the CMS secret (src/server/first-admin/shell-request.ts),
 * at ADMIN_CREATE_URL or http://127.0.0.1:PORT (3000).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { getPayload } from 'payload';
import { z } from 'zod';
import { roles } from '@/cms/access';
import { createdFromShell } from '@/cms/collections/users';
import config from '@/cms/payload.config';
import { DataDirLockedError } from '@/server/db/client';
import { cmsSecret } from '@/server/cms-secret';
import {
  shellRequestPath,
  shellSignatureHeader,
  shellTimeHeader,
  signShellRequest,
} from '@/server/first-admin/shell-request';

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
      return throughRunningServer({ email, name, role, password }, generated);
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

/** The site holds the embedded database: the running server creates the user. */
async function throughRunningServer(
  user: { email: string; name: string; role: string; password: string },
  generated: boolean,
): Promise<number> {
  const base = process.env.ADMIN_CREATE_URL ?? `http://127.0.0.1:${process.env.PORT ?? '3000'}`;
  const body = JSON.stringify(user);
  const time = Date.now();
  let response: Response;
  try {
    response = await fetch(new URL(`/cms-api${shellRequestPath}`, base), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [shellTimeHeader]: String(time),
        [shellSignatureHeader]: signShellRequest(cmsSecret(), time, body),
      },
      body,
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    console.error(
      `The site holds this embedded database, but no server answered at ${base}: set ADMIN_CREATE_URL (or PORT), or stop the site and run this again.`,
    );
    return 3;
  }
  const answer = (await response.json().catch(() => ({}))) as { error?: string };
  if (response.status !== 201) {
    console.error(`The running server refused: ${answer.error ?? `HTTP ${response.status}`}`);
    return response.status === 409 ? 1 : 3;
  }
  console.log(`Created ${user.role} ${user.email} (through the running server at ${base}).`);
  if (generated) console.log(`Password (shown once, change it after signing in): ${user.password}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Could not create the user: ${error instanceof Error ? error.name : 'error'}`);
    process.exit(1);
  },
);
