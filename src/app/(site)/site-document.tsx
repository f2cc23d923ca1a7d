/*
 * The public site's document, in two parts: the html shell (head, consent defaults, the font's
 * preload), which the (site) root layout renders, and the furniture (header, contact form, footer,
 * consent and analytics), which the (pages) layout renders around every page. The global not-found
 * page renders both, so an unknown address gets the same page furniture as every other public page,
 * and no admin code reaches it.
 *
 * Why two layouts: a root layout with a parallel slot besides children (our @contact) is rendered a
 * second time into every page's React payload, around the not-found page (Next's support for
 * unmatched slots). With the slot one level down, the shell has only children and each page's
 * payload carries the furniture once (decision 0036).
 */
import type { Metadata, Viewport } from 'next';
import { preload } from 'react-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { StickyContactBar } from '@/components/layout/sticky-contact-bar';
import { getSiteSettings } from '@/content';
import { pageCategoryPaths } from '@/domain/routes';
import { site } from '@/domain/site';
import { speculationRulesScript } from '@/domain/speculation-rules';
import { siteFontHref } from '@/lib/site-font';
import { AnalyticsTracker } from '@/features/analytics/analytics-tracker';
import { consentDefaultsScript, type TagConfig } from '@/features/consent/consent';
import { ConsentManager } from '@/features/consent/consent-manager';
import { CookieSettingsLink } from '@/features/consent/cookie-settings-link';
import { FetchAhead } from '@/features/prefetch/fetch-ahead';
import { DraftPreviewBar } from '@/features/preview/draft-preview-bar';
import { publicEnv, serverEnv } from '@/env';
import { SiteContact } from './site-contact';
import './globals.css';

export const siteMetadata: Metadata = {
  metadataBase: new URL(serverEnv().SITE_URL),
  applicationName: site.brand,
  formatDetection: { telephone: false },
  icons: { icon: '/icon.svg' },
};

export const siteViewport: Viewport = {
  themeColor: '#14213d',
  width: 'device-width',
  initialScale: 1,
};

const tagConfig: TagConfig = {
  gtmId: publicEnv.NEXT_PUBLIC_GTM_ID,
  gaId: publicEnv.NEXT_PUBLIC_GA_ID,
  tagHost: publicEnv.NEXT_PUBLIC_TAG_HOST,
  mode: serverEnv().CONSENT_MODE,
};

/** html, head and body: the part of the document that holds no page furniture. */
export function SiteHtml({ children }: { children: React.ReactNode }) {
  // On every page, the 404 included: next/font left the global not-found page without its preload,
  // so (font-display optional) it showed the fallback font and its header overflowed.
  preload(siteFontHref, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    <html lang="en-GB">
      <head>
        {/* Consent defaults must reach the data layer before any tag can load. */}
        <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }} />
        {/* Pages fetched ahead near the view or on hover: plain links load whole pages (decision 0037). */}
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRulesScript }} />
      </head>
      <body className="flex min-h-screen flex-col">
        {tagConfig.mode === 'advanced' && tagConfig.gtmId ? (
          <noscript>
            <iframe
              title="Google Tag Manager"
              src={`${tagConfig.tagHost}/ns.html?id=${tagConfig.gtmId}`}
              height="0"
              width="0"
              style={{ display: 'none', visibility: 'hidden' }}
            />
          </noscript>
        ) : null}
        {children}
      </body>
    </html>
  );
}

/** Everything in the body around a page: skip link, consent, header, main, contact, footer. */
export async function SiteFurniture({
  children,
  contact,
}: {
  children: React.ReactNode;
  /** The contact section (the (pages) layout's @contact slot); the default one when not given. */
  contact?: React.ReactNode;
}) {
  const settings = await getSiteSettings();
  return (
    <>
      <SkipLink />
      <DraftPreviewBar />
      {/* Right after the skip link in the tab order; drawn fixed at the bottom (2.4.11). */}
      <ConsentManager tags={tagConfig} />
      <SiteHeader advisorPhone={settings.advisorPhone} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      {contact ?? <SiteContact settings={settings} />}
      <SiteFooter settings={settings}>
        <CookieSettingsLink />
      </SiteFooter>
      <StickyContactBar advisorPhone={settings.advisorPhone} />
      <AnalyticsTracker siteUrl={serverEnv().SITE_URL} categories={pageCategoryPaths} />
      <FetchAhead />
    </>
  );
}

/** The whole document, for the global not-found page, which no layout wraps. */
export function SiteDocument({ children }: { children: React.ReactNode }) {
  return (
    <SiteHtml>
      <SiteFurniture>{children}</SiteFurniture>
    </SiteHtml>
  );
}
