import type { SiteSettings } from '@/domain/site-settings';
import { telHref } from '@/lib/format';

/*
 * Phones only (under 768 px): call or enquire, always one tap away once the hero has scrolled
 * out of view. No script: shown and hidden by scroll-driven CSS (`.sticky-contact-bar` in globals.css).
 */
export function StickyContactBar({ advisorPhone }: { readonly advisorPhone: SiteSettings['advisorPhone'] }) {
  return (
    <div className="sticky-contact-bar" data-testid="sticky-contact-bar">
      <a
        href={telHref(advisorPhone.e164)}
        className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-lg border-2 border-paper/80 px-3 font-bold text-paper"
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 20 20" focusable="false">
          <path
            d="M6 2l2.5 4-1.8 1.6a11 11 0 005.7 5.7L14 11.5l4 2.5-1 3.5C9.8 17.5 2.5 10.2 2.5 3z"
            fill="currentColor"
          />
        </svg>
        Call us<span className="sr-only"> on {advisorPhone.display}</span>
      </a>
      <a
        href="#contact"
        className="inline-flex min-h-12 flex-1 items-center justify-center rounded-lg border-2 border-amber bg-amber px-3 font-bold text-ink"
      >
        Enquire
      </a>
    </div>
  );
}
