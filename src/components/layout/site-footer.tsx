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
      {/* Two columns from the smallest phone up; on a phone the groups fold (a screen and a half open). */}
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-2 py-10 tablet:gap-10 tablet:py-14 desktop:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-2 space-y-4 max-[767px]:mb-4 desktop:col-span-1">
          <Logo brand={site.brand} />
          <p className="max-w-xs text-paper/85">{fillCopyTokens(site.tagline, { centres: centreCount })}.</p>
          <p className="max-[767px]:hidden">
            <a
              className="inline-flex min-h-11 items-center text-lg font-bold text-amber hover:underline"
              href={telHref(settings.advisorPhone.e164)}
            >
              {settings.advisorPhone.display}
            </a>
            <br />
            <span className="text-sm text-paper/80">{settings.advisorPhone.hours}</span>
          </p>
          <p className="max-[767px]:hidden">
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
            {/* A phone folds each group to its heading (the contact section above already has the phone
                number and form); from 768 px the stylesheet keeps every group open with a plain heading. */}
            <details className="footer-links">
              <summary
                className="footer-links-summary flex min-h-11 cursor-pointer items-center gap-2 text-sm font-bold uppercase tracking-wider text-sky-light"
              >
                {group.heading}
              </summary>
              <h2
                className="footer-links-heading mb-3 text-sm font-bold uppercase tracking-wider text-sky-light"
              >
                {group.heading}
              </h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <a
                      href={link.href}
                      className="inline-flex min-h-11 items-center text-paper/90 hover:text-amber hover:underline"
                    >
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
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
