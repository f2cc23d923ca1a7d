import type { SiteSettings } from '@/domain/site-settings';
import { telHref } from '@/lib/format';

/** The strip under a hero: help is available, the advisor number, a contact link. */
export function SubHero({ advisorPhone }: { advisorPhone: SiteSettings['advisorPhone'] }) {
  return (
    <section aria-label="Help from an advisor" className="border-b border-line bg-sky-soft">
      <div className="container-page flex flex-col gap-2 py-5 tablet:flex-row tablet:items-center tablet:justify-between">
        {/* From tablet the call and the link keep one line and this sentence wraps instead, so the dot
            between them never ends a line. */}
        <p className="font-semibold">Need help choosing? Our solution advisors are here to help.</p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 tablet:shrink-0 tablet:flex-nowrap tablet:whitespace-nowrap">
          <span>
            Call{' '}
            <a className="font-bold text-ink underline" href={telHref(advisorPhone.e164)}>
              {advisorPhone.display}
            </a>
          </span>
          <span aria-hidden="true" className="hidden tablet:inline">
            ·
          </span>
          <a className="link font-semibold" href="#contact">
            Ask for a quote or support
          </a>
        </p>
      </div>
    </section>
  );
}
