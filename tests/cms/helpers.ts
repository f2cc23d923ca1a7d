import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { staffPassword } from './staff';

type Playwright = Parameters<Parameters<typeof test>[2]>[0]['playwright'];

/** The promise: a published change is on the public pages within 5 s. */
export const publishDeadlineMs = 5_000;

/*
 * The REST API as a signed-in member of staff. Payload takes its session cookie only from a page of
 * its own origin (an Origin or Sec-Fetch-Site header), which a script's request does not send, so a
 * script authenticates with the token the login returns.
 */
export async function apiAs(playwright: Playwright, baseURL: string | undefined, account: { email: string }) {
  const anonymous = await playwright.request.newContext({ baseURL });
  try {
    /*
     * Two logins of one account at the same moment (two workers signing in as the editor) can
     * lose one of the two sessions: Payload writes the user's session list back whole
     * (payloadcms/payload#18132, open in 3.90). The losing token then reads as signed out, so
     * each token is checked before use and the login repeated if it was the loser.
     */
    for (let attempt = 1; ; attempt += 1) {
      const response = await anonymous.post('/cms-api/users/login', {
        data: { email: account.email, password: staffPassword },
      });
      expect(response.status()).toBe(200);
      const { token } = (await response.json()) as { token: string };
      const authorization = { Authorization: `JWT ${token}` };
      const me = await anonymous.get('/cms-api/users/me', { headers: authorization });
      const { user } = (await me.json()) as { user: { email: string } | null };
      if (user?.email === account.email) {
        return playwright.request.newContext({ baseURL, extraHTTPHeaders: authorization });
      }
      expect(attempt, `the session of ${account.email} was lost at every login`).toBeLessThan(3);
    }
  } finally {
    await anonymous.dispose();
  }
}

/*
 * A poll asks on a new connection each time: a kept-alive one left idle for the server's 5 s
 * keep-alive while the editor worked in the admin can be closed by the server as the next poll is
 * sent on it, which failed a run with ECONNRESET.
 */
const publicPollHeaders = { 'Cache-Control': 'no-cache', Connection: 'close' };

/** Whether the public page, fetched afresh, shows the text. */
async function publicPageShows(request: APIRequestContext, path: string, text: string | RegExp) {
  const body = await (await request.get(path, { headers: publicPollHeaders })).text();
  return typeof text === 'string' ? body.includes(text) : text.test(body);
}

/** Polls a public page until it contains the text; returns how long it took. */
export async function waitForPublicText(request: APIRequestContext, path: string, text: string | RegExp) {
  const started = Date.now();
  await expect
    .poll(() => publicPageShows(request, path, text), {
      timeout: publishDeadlineMs,
      intervals: [100, 200, 250],
    })
    .toBe(true);
  return Date.now() - started;
}

/** Signs in to the admin through its login form, as a member of staff would. */
export async function signIn(page: Page, account: { email: string }) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/*
 * Presses a plain form's submit button in the admin and waits for the page the server answers
 * with. Two failures in full runs looked alike: the press, then the old page with the new value in
 * its field for 15 s. This tells the two possible causes apart: no post sent within 5 s (the press
 * did not submit), or a post not answered within 45 s (the server stalled).
 */
export async function submitForm(page: Page, button: Locator) {
  const sent = page.waitForRequest(
    (request) => request.isNavigationRequest() && request.method() === 'POST',
    {
      timeout: 5_000,
    },
  );
  const answered = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame(),
    timeout: 45_000,
  });
  // Handled below, after the post: a press that sent nothing is the failure to report.
  answered.catch(() => undefined);
  await button.click();
  const post = await sent.catch((error: unknown) => {
    throw new Error('The press sent no form within 5 s', { cause: error });
  });
  await answered.catch((error: unknown) => {
    throw new Error(`${post.url()} was not answered within 45 s`, { cause: error });
  });
  await page.waitForLoadState('domcontentloaded');
}

/*
 * Opens a document from Payload's list view by clicking its link, as an editor does. In two full
 * runs in the headless shell and one in the full browser, the click left the list on screen for
 * 25–30 s and the journey failed; not understood. The journeys test the edit view, not the list's
 * client-side navigation, so a click the list has not acted on within 10 s is followed by the
 * link's own address, and the test is annotated with the requests for the edit view sent and
 * answered meanwhile (none sent: the click was not acted on; sent, not answered: the server was
 * slow; both: the router did not move on), so each occurrence is counted and tells which it was
 * (docs/decisions/0017-suite-time.md).
 */
export async function openFromList(page: Page, link: Locator) {
  const href = await link.getAttribute('href');
  if (!href) throw new Error('The list link has no address');
  const editPath = new URL(href, page.url()).pathname;
  const forTheEditView = (request: Request) => new URL(request.url()).pathname === editPath;
  let sent = 0;
  let answered = 0;
  const noteSent = (request: Request) => void (forTheEditView(request) && sent++);
  const noteAnswered = (request: Request) => void (forTheEditView(request) && answered++);
  page.on('request', noteSent);
  page.on('requestfinished', noteAnswered);
  await link.click();
  const clicked = Date.now();
  try {
    await page.waitForURL((url) => url.pathname === editPath, { timeout: 10_000 });
  } catch {
    test.info().annotations.push({
      type: 'list-link-not-followed',
      description: `${editPath}: still on the list ${Date.now() - clicked} ms after the click; requests for it sent ${sent}, answered ${answered}`,
    });
    await page.goto(href);
  } finally {
    page.off('request', noteSent);
    page.off('requestfinished', noteAnswered);
  }
}

/** Polls a public page until the text is gone from it; returns how long that took. */
export async function waitForPublicTextGone(request: APIRequestContext, path: string, text: string) {
  const started = Date.now();
  await expect
    .poll(() => publicPageShows(request, path, text), {
      timeout: publishDeadlineMs,
      intervals: [100, 200, 250],
    })
    .toBe(false);
  return Date.now() - started;
}
