import type { SiteSettings } from '@/domain/site-settings';
import { primaryNav, site } from '@/domain/site';
import { telHref } from '@/lib/format';
import { buttonClasses } from '@/components/ui/button-link';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';

/*
 * Heights follow the spec: 140 px on mobile (brand row + contact row), 80 px on tablet, 100 px on
 * desktop and large desktop. The e2e suite measures them.
 */
export function SiteHeader({ advisorPhone }: { advisorPhone: SiteSettings['advisorPhone'] }) {
  return (
    <header
      data-testid="site-header"
      data-site-header
      className="relative z-30 bg-ink text-paper h-header-mobile tablet:h-header-tablet desktop:h-header-desktop"
    >
      <div className="container-page flex h-full flex-col justify-center gap-2 tablet:flex-row tablet:items-center tablet:justify-between tablet:gap-6 desktop:gap-4 large:gap-6">
        <div className="flex items-center justify-between gap-4">
          <a href="/" className="rounded-md text-paper" aria-label={`${site.brand} home`}>
            <Logo brand={site.brand} />
          </a>
          <div className="tablet:hidden">
            <MobileNav items={primaryNav} />
          </div>
        </div>

        <nav aria-label="Main" data-nav-section="Top Navigation" className="hidden desktop:block">
          <ul className="flex items-center gap-0.5 large:gap-3">
            {primaryNav.map((item) => (
              <li key={item.href}>
                <a
                  href={item.href}
                  className="whitespace-nowrap rounded-md px-2 py-2 text-[0.9375rem] font-semibold text-paper hover:bg-paper/10 hover:text-amber large:px-3 large:text-base"
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center justify-between gap-3 max-[359px]:gap-2 tablet:justify-end">
          <a
            href={telHref(advisorPhone.e164)}
            className="flex flex-col rounded-md px-1 leading-tight text-paper hover:text-amber"
          >
            <span className="text-xs font-medium text-sky-light">Speak to an advisor</span>
            <span className="whitespace-nowrap text-base font-bold tabular-nums max-[359px]:text-sm">{advisorPhone.display}</span>
          </a>
          {/* Following it natively moves the focus to the form (#contact). */}
          <a href="#contact" className={`${buttonClasses('primary')} min-h-11 whitespace-nowrap px-4 py-2 text-sm max-[359px]:px-2.5 max-[359px]:tracking-normal`}>
            Get in touch
          </a>
          <div className="hidden tablet:block">
            <MobileNav items={primaryNav} />
          </div>
        </div>
      </div>
      {/* The header shows once this, its last element, has been parsed (globals.css). */}
      <span data-site-header-end hidden />
    </header>
  );
}
