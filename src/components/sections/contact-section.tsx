import type { SiteSettings } from '@/domain/site-settings';
import { site } from '@/domain/site';
import { telHref } from '@/lib/format';

/*
 * The contact section every GET IN TOUCH scrolls to (id="contact"). The enquiry form is passed in
 * as children so this section stays free of form logic.
 */
export function ContactSection({
  settings,
  children,
}: {
  settings: SiteSettings;
  children?: React.ReactNode;
}) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-heading"
      // Focusable, so following any GET IN TOUCH link (#contact) moves the focus here, not just the view.
      tabIndex={-1}
      className="bg-paper-deep py-10 outline-none tablet:py-20"
    >
      <div className="container-page grid gap-10 desktop:grid-cols-[1fr_1.6fr]">
        <div className="space-y-4">
          <h2 id="contact-heading" className="text-3xl font-extrabold tablet:text-4xl">
            Get in touch
          </h2>
          <p className="max-w-md text-lg text-ink-soft">
            Tell us what you need and an advisor will come back to you {site.replyTime} with availability and
            a quote. Prefer to talk? Call us.
          </p>
          <p>
            <a
              href={telHref(settings.advisorPhone.e164)}
              className="text-2xl font-extrabold text-ink underline decoration-amber decoration-4 underline-offset-4"
            >
              {settings.advisorPhone.display}
            </a>
          </p>
          <p className="text-ink-soft">{settings.advisorPhone.hours}</p>
          <p>
            Or email{' '}
            <a className="link" href={`mailto:${settings.salesEmail}`}>
              {settings.salesEmail}
            </a>
          </p>
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}
