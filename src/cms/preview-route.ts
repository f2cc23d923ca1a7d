import config from '@payload-config';
import { cookies, draftMode } from 'next/headers';
import { getPayload } from 'payload';
import { canPreviewDrafts } from './access';
import { isPreviewablePath } from '@/domain/preview';
import { serverEnv } from '@/env';

/*
 * The preview route (src/domain/preview.ts): draft mode for a signed-in editor or admin, then their
 * page. The admin's session is Payload's own cookie, which Payload accepts only from a request of
 * its own origin (its CSRF check), so another site cannot switch a member of staff into draft mode.
 */
const bypassCookie = '__prerender_bypass';

const answer = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  });

const redirectTo = (path: string) =>
  new Response(null, { status: 307, headers: { location: path, 'cache-control': 'private, no-store' } });

/*
 * Next marks its draft-mode cookie Secure and SameSite=None outside development, which a browser
 * refuses over plain HTTP (a test server, an intranet host). The preview frame is the admin's own
 * origin, so SameSite=Lax is enough, and Secure follows the site's scheme.
 */
async function keepCookieToTheSite(): Promise<void> {
  const jar = await cookies();
  const value = jar.get(bypassCookie)?.value;
  if (!value) return;
  jar.set(bypassCookie, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: serverEnv().SITE_URL.startsWith('https://'),
    path: '/',
  });
}

export async function startPreview(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path');
  if (!isPreviewablePath(path)) return answer(400, 'This is not the address of a page of the site.');
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  const draft = await draftMode();
  if (!canPreviewDrafts(user)) {
    draft.disable();
    return answer(403, 'Only editors signed in to the admin can preview drafts.');
  }
  draft.enable();
  await keepCookieToTheSite();
  return redirectTo(path);
}

/** Back to the published site: draft mode off, then the page (or the home page). */
export async function endPreview(request: Request): Promise<Response> {
  const path = new URL(request.url).searchParams.get('path');
  (await draftMode()).disable();
  const jar = await cookies();
  jar.set(bypassCookie, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: serverEnv().SITE_URL.startsWith('https://'),
    path: '/',
    expires: new Date(0),
  });
  return redirectTo(isPreviewablePath(path) ? path : '/');
}
