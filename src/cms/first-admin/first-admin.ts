import type { Payload } from 'payload';
import { z } from 'zod';
import { getDatabase } from '@/server/db/client';
import { checkSetupToken, issueSetupToken, setupLink, type SetupTokenVerdict } from '@/server/first-admin/setup-token';
import { logger } from '@/server/logger';
import { roles, type Role } from '../access';
import { createdFromShell } from '../collections/users';
import { cmsSecret } from '../secret';

/*
 * The first administrator of a fresh install (issue 42, item 1): the server prints a one-time
 * setup link when it starts with no administrator (announceFirstAdminSetup, from
 * instrumentation.ts); the link opens /admin/first-admin, whose form posts to the endpoint in
 * ./endpoints.ts. `npm run admin:create` makes any staff user through the same createStaffUser,
 * in its own process (PostgreSQL, or PGlite with the site stopped) or through the running server.
 */
const log = logger.child({ area: 'first-admin' });

// Kept on globalThis: Next may load this module in more than one bundle of the same process.
const stateKey = Symbol.for('northlight.firstAdmin');
type State = { spent: Set<string>; shellSignatures: Set<string>; queue: Promise<unknown> };
function state(): State {
  const holder = globalThis as typeof globalThis & { [stateKey]?: State };
  holder[stateKey] ??= { spent: new Set(), shellSignatures: new Set(), queue: Promise.resolve() };
  return holder[stateKey];
}
export const shellSignaturesSeen = (): Set<string> => state().shellSignatures;

export async function adminExists(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    overrideAccess: true,
  });
  return totalDocs > 0;
}

/** Whether a setup token opens the page now. */
export async function setupTokenVerdict(payload: Payload, token: unknown): Promise<SetupTokenVerdict> {
  return checkSetupToken(token, cmsSecret(), { adminExists: await adminExists(payload), spent: state().spent });
}

/** One creation at a time: in this process, and across instances on PostgreSQL (the schema lock). */
function serialised<T>(work: () => Promise<T>): Promise<T> {
  const run = state().queue.then(async () => (await getDatabase()).withSchemaLock(work));
  state().queue = run.catch(() => undefined);
  return run;
}

export const staffUserInput = z.object({
  name: z.string().trim().min(2, 'Give a full name of 2 to 80 characters.').max(80),
  email: z.email('Give a valid email address.').max(120),
  password: z.string().min(12, 'Choose a password of at least 12 characters.').max(200),
});
export const shellUserInput = staffUserInput.extend({ role: z.enum(roles) });

export type CreateOutcome =
  | { readonly ok: true; readonly role: Role }
  | { readonly ok: false; readonly problem: 'email-taken' | 'admin-exists' | 'link-dead' };

/**
 * Creates a staff user outside the admin's own forms. With `setupToken`, only the first
 * administrator, and only while the token holds (it is spent on success).
 */
export function createStaffUser(
  payload: Payload,
  input: z.infer<typeof shellUserInput>,
  setupToken?: string,
): Promise<CreateOutcome> {
  return serialised(async () => {
    if (setupToken !== undefined) {
      const verdict = await setupTokenVerdict(payload, setupToken);
      if (!verdict.ok) return { ok: false, problem: verdict.problem === 'admin-exists' ? 'admin-exists' : 'link-dead' };
    }
    const existing = await payload.count({
      collection: 'users',
      where: { email: { equals: input.email.toLowerCase() } },
      overrideAccess: true,
    });
    if (existing.totalDocs > 0) return { ok: false, problem: 'email-taken' };
    await payload.create({
      collection: 'users',
      data: { email: input.email, name: input.name, role: input.role, password: input.password },
      overrideAccess: true,
      context: { [createdFromShell]: true },
    });
    if (setupToken !== undefined) {
      const verdict = checkSetupToken(setupToken, cmsSecret(), { adminExists: false, spent: new Set() });
      if (verdict.ok) state().spent.add(verdict.nonce);
    }
    return { ok: true, role: input.role };
  });
}

/** Where the server answers: SITE_URL when set, else this machine on PORT (npm start's). */
export function serverOrigin(env: NodeJS.ProcessEnv = process.env): string {
  if (env.SITE_URL) return new URL(env.SITE_URL).origin;
  return `http://localhost:${env.PORT ?? '3000'}`;
}

/**
 * At start: with no administrator yet, makes a setup link good for an hour and shows it once, in
 * the log (a warning) and as plain lines on the console. Nothing is printed once an admin exists.
 */
export async function announceFirstAdminSetup(payload: Payload, origin: string = serverOrigin()): Promise<string | undefined> {
  if (await adminExists(payload)) return undefined;
  const { token, expiresAt } = issueSetupToken(cmsSecret());
  const link = setupLink(origin, token);
  log.warn({ setupLink: link, expiresAt: expiresAt.toISOString() }, 'no administrator yet: one-time setup link');
  const until = expiresAt.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });
  console.log(
    [
      '',
      'This site has no administrator yet. To create the first one, open this one-time link',
      `(good until ${until} UK time, once; restart the server for a new one):`,
      '',
      `  ${link}`,
      '',
      'Or, on this machine: npm run admin:create -- --email you@example.com --name "Your Name"',
      '',
    ].join('\n'),
  );
  return link;
}
