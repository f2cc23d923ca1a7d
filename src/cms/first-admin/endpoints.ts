import type { Endpoint, PayloadRequest } from 'payload';
import { z } from 'zod';
import { serverEnv } from '@/env';
import { peerAddressHeader } from '@/server/requests/client-address';
import { checkShellRequest, isLoopbackPeer, shellRequestPath } from '@/server/first-admin/shell-request';
import { logger } from '@/server/logger';
import { provablySameOrigin } from '@/server/bookings/staff-booking-cancel';
import { cmsSecret } from '../secret';
import { createStaffUser, shellSignaturesSeen, shellUserInput, staffUserInput } from './first-admin';
import { firstAdminFormPath, firstAdminPagePath, type FirstAdminProblem } from './paths';

/*
 * Two ways to make a staff user without an administrator's session (issue 42, item 1):
 * - POST /cms-api/first-admin: the setup page's form. Only with a live setup link (no administrator
 *   yet, within its hour, unused), only from a page of this site; always the admin role.
 * - POST /cms-api/staff-users/from-shell: `npm run admin:create` while the server holds the
 *   embedded database. Only from this machine's loopback with no proxy in between, signed with a
 *   key derived from the CMS secret, within a minute, once.
 * Logs carry the outcome and the role, never the name or email.
 */
const log = logger.child({ area: 'first-admin' });
const maxFormBytes = 2_048;

const noStore = { 'Cache-Control': 'private, no-store' };
const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, ...noStore } });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...noStore } });

async function bodyText(req: PayloadRequest, max: number): Promise<string | undefined> {
  if (!req.text || Number(req.headers.get('content-length') ?? '0') > max) return undefined;
  const text = await req.text();
  return text.length > max ? undefined : text;
}

const formSchema = staffUserInput.extend({ token: z.string().max(200), confirm: z.string().max(200) });

function problemOf(issues: readonly { path: readonly PropertyKey[] }[]): FirstAdminProblem {
  const field = issues[0]?.path[0];
  return field === 'name' || field === 'email' ? field : 'password';
}

const formEndpoint: Endpoint = {
  path: firstAdminFormPath,
  method: 'post',
  handler: async (req) => {
    const env = serverEnv();
    const request = { headers: req.headers, url: req.url ?? env.SITE_URL } as unknown as Request;
    if (!provablySameOrigin(request, env.SITE_URL, env.ADMIN_ORIGINS))
      return new Response('Refused: not from this site.\n', { status: 403, headers: noStore });
    const type = req.headers.get('content-type') ?? '';
    const text = type.startsWith('application/x-www-form-urlencoded') ? await bodyText(req, maxFormBytes) : undefined;
    const fields = Object.fromEntries(new URLSearchParams(text ?? ''));
    const token = typeof fields.token === 'string' ? fields.token.slice(0, 200) : '';
    const back = (extra: Record<string, string>) =>
      seeOther(`${firstAdminPagePath}?${new URLSearchParams({ token, ...extra }).toString()}`);
    const parsed = formSchema.safeParse(fields);
    if (!parsed.success) return back({ problem: problemOf(parsed.error.issues) });
    if (parsed.data.password !== parsed.data.confirm) return back({ problem: 'confirm' });
    const { name, email, password } = parsed.data;
    const outcome = await createStaffUser(req.payload, { name, email, password, role: 'admin' }, token);
    log.info({ outcome: outcome.ok ? 'created' : outcome.problem }, 'first administrator from the setup link');
    if (outcome.ok) return seeOther(`${firstAdminPagePath}?done=1`);
    if (outcome.problem === 'email-taken') return back({ problem: 'email-taken' });
    // The link is dead (expired, used, or an administrator exists): the page says which.
    return back({});
  },
};

const shellEndpoint: Endpoint = {
  path: shellRequestPath,
  method: 'post',
  handler: async (req) => {
    if (!isLoopbackPeer(req.headers.get(peerAddressHeader), req.headers.get('x-forwarded-for'))) {
      log.warn('admin:create through the server refused: not from this machine');
      return json(403, { error: 'Only from this machine.' });
    }
    const text = await bodyText(req, maxFormBytes);
    if (text === undefined) return json(400, { error: 'No request body.' });
    const verdict = checkShellRequest(cmsSecret(), req.headers, text, shellSignaturesSeen());
    if (verdict !== 'ok') {
      log.warn({ verdict }, 'admin:create through the server refused');
      return json(403, { error: 'Not signed with this site’s CMS secret, or too old.' });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return json(400, { error: 'Not JSON.' });
    }
    const parsed = shellUserInput.safeParse(body);
    if (!parsed.success) return json(400, { error: parsed.error.issues.map((issue) => issue.message).join(' ') });
    const outcome = await createStaffUser(req.payload, parsed.data);
    log.info({ outcome: outcome.ok ? 'created' : outcome.problem, role: parsed.data.role }, 'staff user from the shell');
    return outcome.ok
      ? json(201, { created: parsed.data.role })
      : json(409, { error: 'There is already a staff user with that email address.' });
  },
};

export const firstAdminEndpoints: Endpoint[] = [formEndpoint, shellEndpoint];
