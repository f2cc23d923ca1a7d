import { site } from '@/domain/site';
import { telHref } from '@/lib/format';

const onwardLinks = [
  { href: '/workspaces', label: 'Browse all workspaces' },
  { href: '/locations', label: 'Find a centre near you' },
  // No price here: these pages render without the database, so they cannot read the published one.
  { href: '/workspaces/workshops', label: 'Rent a workshop' },
  { href: '/workspaces/meeting-rooms', label: 'Book a meeting room' },
];

/**
 * Shared body of the not-found, error and holding pages: where to go next and who to call. These
 * pages must render when the database is unreachable (an error page, the holding page before
 * launch), so they show the advisor line from the site config, not from the CMS.
 */
export function HelpOnward({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <section className="py-16 tablet:py-24">
      <div className="container-page grid gap-10 desktop:grid-cols-2">
        <div className="space-y-5">
          <h1 className="text-4xl font-extrabold tablet:text-5xl">{heading}</h1>
          <div className="max-w-xl space-y-3 text-lg text-ink-soft">{children}</div>
          <p className="text-lg">
            Call an advisor on{' '}
            <a
              className="font-bold text-ink underline decoration-amber decoration-4 underline-offset-4"
              href={telHref(site.advisorPhone.e164)}
            >
              {site.advisorPhone.display}
            </a>{' '}
            <span className="text-ink-muted">({site.advisorPhone.hours})</span>
          </p>
        </div>
        <nav aria-label="Helpful links">
          <h2 className="mb-4 text-xl font-bold">Popular pages</h2>
          <ul className="grid gap-3">
            {onwardLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="block rounded-lg border border-line bg-white p-4 font-semibold text-sky hover:border-sky"
                >
                  {link.label} <span aria-hidden="true">→</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </section>
  );
}
