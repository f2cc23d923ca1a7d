'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { gtag, pushRecord } from '@/features/analytics/data-layer';
import {
  allDenied,
  allGranted,
  consentCookieHeader,
  consentCookieName,
  googleConsentFor,
  parseConsentCookieValue,
  shouldLoadTags,
  type ConsentChoice,
  type TagConfig,
} from './consent';
import { attributionCookieName } from '@/lib/cookie-lifetimes';
import { readCookie } from '@/lib/read-cookie';
import { useBannerKeepsFocusInView } from './banner-focus';
import { openConsentEvent } from './open-consent';
import { loadTags } from './tag-loader';
import { cookieNames, cookiesToWithdraw, expireCookieEverywhere } from './tracking-cookies';

/*
 * The cookie banner and everything that follows a choice: the cookie, Google's and Microsoft's
 * consent updates, the data-layer event, loading the tags and the attribution cookie.
 * The banner is in the server-rendered HTML, so a first-time visitor sees it with the first paint
 * rather than after the page's script has run (a banner that pops in late becomes the page's
 * largest paint and costs a second of LCP on a phone). Whether it shows before hydration is
 * decided by CSS from the attribute the inline head script sets (`html[data-consent]`, see
 * consentDefaultsScript): "pending" without a saved choice, and none at all with JavaScript off,
 * when there are no tags to consent to. After hydration React decides. It sits fixed at the
 * bottom so it never shifts the page.
 */
const consentPurposes: readonly { key: keyof ConsentChoice; label: string }[] = [
  {
    key: 'analytics',
    label: 'Analytics (Google Analytics: which pages are read, and where visitors came from)',
  },
  {
    key: 'advertising',
    label: 'Advertising (Google Ads and Microsoft Advertising: which adverts bring visitors)',
  },
];

export function ConsentManager({ tags }: { tags: TagConfig }) {
  // 'undecided': rendered by the server, shown or hidden by CSS until the cookie has been read.
  const [open, setOpen] = useState<boolean | 'undecided'>('undecided');
  const [showSettings, setShowSettings] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(allDenied);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bannerRef = useRef<HTMLElement>(null);
  const headingId = useId();
  useBannerKeepsFocusInView(bannerRef, open !== false);

  const apply = useCallback(
    (choice: ConsentChoice) => {
      if (shouldLoadTags(tags, choice)) loadTags(tags);
      // The attribution cookie and the GA4 events load only now, never with the page (decision 0046).
      if (choice.analytics || choice.advertising)
        void import('@/features/analytics/consented').then((consented) => consented.afterConsent(choice));
      else document.cookie = `${attributionCookieName}=; Max-Age=0; Path=/; SameSite=Lax`;
    },
    [tags],
  );

  const decide = useCallback(
    (choice: ConsentChoice) => {
      document.cookie = consentCookieHeader(choice, window.location.protocol === 'https:');
      const state = googleConsentFor(choice);
      gtag('consent', 'update', state);
      const uetq = ((window as unknown as { uetq?: unknown[] }).uetq ??= []);
      uetq.push('consent', 'update', { ad_storage: state.ad_storage });
      pushRecord({ event: 'consent_update', analytics: choice.analytics, advertising: choice.advertising });
      // Google's and Microsoft's cookies live on the registrable domain: expire them there too.
      for (const name of cookiesToWithdraw(cookieNames(document.cookie), choice)) {
        for (const expired of expireCookieEverywhere(name, window.location.hostname))
          document.cookie = expired;
      }
      apply(choice);
      setOpen(false);
      setShowSettings(false);
    },
    [apply],
  );

  useEffect(() => {
    const saved = parseConsentCookieValue(readCookie(document.cookie, consentCookieName));
    if (saved) apply(saved);
    else if (shouldLoadTags(tags, undefined)) loadTags(tags);
    // Showing the banner depends on a cookie only the browser can read, so it is set after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(!saved);
    const reopen = () => {
      setDraft(parseConsentCookieValue(readCookie(document.cookie, consentCookieName)) ?? allDenied);
      setOpen(true);
      setShowSettings(true);
      requestAnimationFrame(() => headingRef.current?.focus());
    };
    window.addEventListener(openConsentEvent, reopen);
    return () => window.removeEventListener(openConsentEvent, reopen);
  }, [apply, tags]);

  if (open === false) return null;

  // Accept and Reject look the same (equal prominence). On a phone the three buttons share one
  // row, so the banner stays within a fifth of a 390 x 844 screen (an e2e test measures it).
  const equalButton =
    'min-h-11 flex-1 whitespace-nowrap rounded-lg border-2 border-paper bg-paper px-2 py-2 font-bold text-ink hover:bg-amber hover:border-amber tablet:flex-none tablet:px-4';
  const quietButton =
    'min-h-11 flex-1 whitespace-nowrap rounded-lg border-2 border-paper/70 px-2 py-2 font-semibold text-paper hover:bg-paper/10 tablet:flex-none tablet:px-5';

  return (
    <section
      ref={bannerRef}
      aria-labelledby={headingId}
      data-testid="cookie-banner"
      data-cookie-banner={open === 'undecided' ? 'undecided' : 'open'}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[85svh] overflow-y-auto border-t-4 border-amber bg-ink text-paper shadow-2xl"
    >
      <div className="container-page flex flex-col gap-2 py-3 tablet:gap-3 tablet:py-4 desktop:flex-row desktop:items-center desktop:justify-between desktop:gap-8">
        <div className="space-y-0.5 tablet:space-y-1">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-base font-bold outline-none [@media(max-height:500px)]:sr-only">
            Cookies on this site
          </h2>
          <p className="max-w-3xl text-sm leading-snug text-paper/90 tablet:leading-normal">
            Essential cookies make the site work. With your permission we also use analytics and advertising
            cookies.{' '}
            <a href="/cookie-policy" className="underline hover:text-amber">
              Cookie policy
            </a>
          </p>
          {showSettings ? (
            <fieldset className="mt-3 space-y-2">
              <legend className="sr-only">Choose which cookies we may use</legend>
              <label className="flex min-h-11 items-center gap-3 text-sm">
                <input type="checkbox" checked disabled className="size-6 shrink-0 accent-amber" />
                Essential (always on: remembers this choice and protects the enquiry form)
              </label>
              {consentPurposes.map((purpose) => (
                <label key={purpose.key} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
                  <input
                    type="checkbox"
                    name={purpose.key}
                    checked={draft[purpose.key]}
                    onChange={(event) => setDraft({ ...draft, [purpose.key]: event.target.checked })}
                    className="size-6 shrink-0 accent-amber"
                  />
                  {purpose.label}
                </label>
              ))}
            </fieldset>
          ) : null}
        </div>
        <div className="flex gap-2 tablet:flex-wrap tablet:gap-3 desktop:flex-nowrap">
          <button type="button" className={equalButton} onClick={() => decide(allGranted)}>
            Accept all
          </button>
          <button type="button" className={equalButton} onClick={() => decide(allDenied)}>
            Reject all
          </button>
          {showSettings ? (
            <button
              type="button"
              className={quietButton}
              onClick={() => decide(draft)}
            >
              Save my choices
            </button>
          ) : (
            <button
              type="button"
              className={quietButton}
              onClick={() => setShowSettings(true)}
            >
              Settings
            </button>
          )}
        </div>
      </div>
      {/* The banner shows once this, its last element, has been parsed (globals.css). */}
      <span data-cookie-banner-end hidden />
    </section>
  );
}
