'use client';

import './(site)/globals.css';
import { site } from '@/domain/site';
import { telHref } from '@/lib/format';

/* Last resort when the root layout itself fails: a self-contained page with the essentials. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-GB">
      <body className="bg-paper text-ink">
        <title>Something went wrong | Northlight</title>
        <main className="container-page space-y-4 py-20">
          <h1 className="text-4xl font-extrabold">Something went wrong on our side</h1>
          <p className="text-lg">
            Sorry: this page failed to load. Please try again, or call an advisor on{' '}
            <a className="link" href={telHref(site.advisorPhone.e164)}>
              {site.advisorPhone.display}
            </a>
            .
          </p>
          <p>
            <button type="button" onClick={reset} className="link font-semibold">
              Try again
            </button>{' '}
            or{' '}
            <a className="link" href="/">
              go to the home page
            </a>
            .
          </p>
        </main>
      </body>
    </html>
  );
}
