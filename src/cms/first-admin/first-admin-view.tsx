import 'server-only';
import { MinimalTemplate } from '@payloadcms/next/templates';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import type { AdminViewServerProps, Payload } from 'payload';
import { NorthlightLogo } from '../branding/graphics';
import { adminExists, setupTokenVerdict } from './first-admin';
import styles from './first-admin.module.css';
import { firstAdminFormPath, firstAdminPagePath, firstAdminProblems, type FirstAdminProblem } from './paths';

/*
 * "Create the first administrator" (issue 42, item 1), at /admin/first-admin, in the admin's look
 * (Payload's minimal template, as the login page, with our logo). It stands beside Payload's
 * routes, so it answers even when staff users exist but none is an administrator. With a live
 * setup link: the form (name, email, password twice). Without a token: how to get one. Once an
 * administrator exists the link is dead: not found (src/app/(payload)/admin/first-admin/not-found.tsx).
 */
type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <MinimalTemplate width="normal">
      <div className={styles.page}>
        <NorthlightLogo />
        {children}
      </div>
    </MinimalTemplate>
  );
}

const howToGetALink = (
  <>
    <p>
      When the server starts with no administrator, it prints a one-time setup link on its console (the
      window running <span className={styles.code}>npm start</span>) and in its log. The link is good for one
      hour, once. Restart the server for a new one.
    </p>
    <p>
      Or, on the server: <span className={styles.code}>npm run admin:create -- --email you@example.com --name
      &quot;Your Name&quot;</span> (it works while the site runs).
    </p>
  </>
);

export async function FirstAdminPage({ payload, query }: { payload: Payload; query: Query }) {
  const token = one(query.token);
  if (one(query.done) === '1' && (await adminExists(payload)))
    return (
      <Frame>
        <h1>The first administrator is ready</h1>
        <p className={styles.done} role="status" data-testid="first-admin-done">
          The account is made and the setup link is spent.
        </p>
        <p>
          <Link className="btn btn--style-primary btn--size-large" href="/admin/login">
            Sign in
          </Link>
        </p>
      </Frame>
    );
  if (token === undefined) {
    if (await adminExists(payload)) notFound();
    return (
      <Frame>
        <h1>Create the first administrator</h1>
        <p>This site has no administrator yet, so nobody can sign in to the admin.</p>
        {howToGetALink}
      </Frame>
    );
  }
  const verdict = await setupTokenVerdict(payload, token);
  if (!verdict.ok && verdict.problem === 'admin-exists') notFound();
  if (!verdict.ok)
    return (
      <Frame>
        <h1>This setup link no longer works</h1>
        <p className={styles.problem} role="alert" data-testid="first-admin-dead-link">
          {verdict.problem === 'expired'
            ? 'It is more than an hour old.'
            : verdict.problem === 'used'
              ? 'It has been used already.'
              : 'It is not a link this server made (check it was copied whole).'}
        </p>
        {howToGetALink}
      </Frame>
    );
  const problem = one(query.problem);
  const message = problem && problem in firstAdminProblems ? firstAdminProblems[problem as FirstAdminProblem] : undefined;
  const action = `${payload.config.routes.api}${firstAdminFormPath}`;
  return (
    <Frame>
      <h1>Create the first administrator</h1>
      <p>
        This account can do everything in the admin, including adding the rest of the team as staff users
        (editors, sales, centre managers). The link works once.
      </p>
      {message && (
        <p className={styles.problem} role="alert" data-testid="first-admin-problem">
          {message}
        </p>
      )}
      <form method="post" action={action} className={styles.form} data-testid="first-admin-form">
        <input type="hidden" name="token" value={token} />
        <div className={styles.field}>
          <label htmlFor="first-admin-name">Full name</label>
          <input id="first-admin-name" name="name" autoComplete="name" required minLength={2} maxLength={80} />
        </div>
        <div className={styles.field}>
          <label htmlFor="first-admin-email">Email address</label>
          <input id="first-admin-email" name="email" type="email" autoComplete="username" required maxLength={120} />
          <span className={styles.hint}>You sign in with it.</span>
        </div>
        <div className={styles.field}>
          <label htmlFor="first-admin-password">Password</label>
          <input
            id="first-admin-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={200}
            aria-describedby="first-admin-password-hint"
          />
          <span className={styles.hint} id="first-admin-password-hint">
            At least 12 characters.
          </span>
        </div>
        <div className={styles.field}>
          <label htmlFor="first-admin-confirm">Password again</label>
          <input
            id="first-admin-confirm"
            name="confirm"
            type="password"
            autoComplete="new-password"
            required
            minLength={12}
            maxLength={200}
          />
        </div>
        <button type="submit" className={`btn btn--style-primary btn--size-large ${styles.button}`}>
          Create the administrator
        </button>
      </form>
    </Frame>
  );
}

/** Payload's own "Create first user" route (an empty database): sent to the page above. */
export function CreateFirstUserRedirect(_props: AdminViewServerProps): never {
  redirect(firstAdminPagePath);
}

/** Not found under /admin/first-admin: a dead link, said plainly. */
export function FirstAdminGone() {
  return (
    <Frame>
      <h1>This setup link is closed</h1>
      <p data-testid="first-admin-gone">
        The site has an administrator now, so the one-time setup link no longer works. Sign in, or ask an
        administrator to add you as a staff user.
      </p>
      <p>
        <Link className="btn btn--style-primary btn--size-large" href="/admin/login">
          Sign in
        </Link>
      </p>
    </Frame>
  );
}
