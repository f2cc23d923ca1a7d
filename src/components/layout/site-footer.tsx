import Link from 'next/link';
import type { SiteSettings } from '@/domain/site-settings';
import { centreCount } from '@/domain/copy-facts';
import { dataAttribution, footerNav, site } from '@/domain/site';
import { fillCopyTokens } from '@/lib/copy-tokens';
import { telHref } from '@/lib/format';
import { Logo } from './logo';

export function SiteFooter({ settings, children }: { settings: SiteSettings; children?: React.ReactNode }) {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-ink text-paper">
      {/* Two columns of links from the smallest phone up: one column made the footer a screen and a half. */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-14 tablet:gap-10 desktop:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-2 space-y-4 desktop:col-span-1">
          <Logo brand={site.brand} />
          <p className="max-w-xs text-paper/85">{fillCopyTokens(site.tagline, { centres: centreCount })}.</p>
          <p>
            <a
              className="inline-flex min-h-11 items-center text-lg font-bold text-amber hover:underline"
              href={telHref(settings.advisorPhone.e164)}
            >
              {settings.advisorPhone.display}
            </a>
            <br />
            <span className="text-sm text-paper/80">{settings.advisorPhone.hours}</span>
          </p>
          <p>
            <a
              className="inline-flex min-h-11 items-center underline hover:text-amber"
              href={`mailto:${settings.salesEmail}`}
            >
              {settings.salesEmail}
            </a>
          </p>
        </div>
        {footerNav.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-sky-light">
              {group.heading}
            </h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link
                    href={link.href}
                    className="inline-flex min-h-11 items-center text-paper/90 hover:text-amber hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-paper/15">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-paper/80 desktop:flex-row desktop:items-start desktop:justify-between">
          <div className="space-y-1">
            <p>
              © {year} {site.legalName}. Registered in England and Wales, company number {site.companyNumber}.
              Registered office: {site.registeredOffice}.
            </p>
            <details className="max-w-3xl">
              <summary className="flex min-h-11 cursor-pointer items-center underline">
                Data sources and licences
              </summary>
              <ul className="mt-2 space-y-1 text-xs">
                {dataAttribution.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </details>
          </div>
          {children}
        </div>
      </div>
    </footer>
  );
}
