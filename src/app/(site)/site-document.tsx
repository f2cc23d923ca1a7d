/*
 * The public site's document: html, head, header, contact form, footer, consent and analytics.
 * The (site) root layout and the global not-found page both render it, so an unknown address
 * gets the same page furniture as every other public page, and no admin code reaches it.
 */
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { StickyContactBar } from '@/components/layout/sticky-contact-bar';
import { getSiteSettings } from '@/content';
import { pageCategoriesByPath } from '@/domain/routes';
import { site } from '@/domain/site';
import { AnalyticsTracker } from '@/features/analytics/analytics-tracker';
import { consentDefaultsScript, type TagConfig } from '@/features/consent/consent';
import { ConsentManager } from '@/features/consent/consent-manager';
import { CookieSettingsLink } from '@/features/consent/cookie-settings-link';
import { publicEnv, serverEnv } from '@/env';
import { SiteContact } from './site-contact';
import './globals.css';

const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  // optional: the font is used only if it arrives in the first moments, so it can never shift text.
  display: 'optional',
  preload: true,
});

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

export async function SiteDocument({
  children,
  contact,
}: {
  children: React.ReactNode;
  /** The contact section (the layout's @contact slot); the default one when not given. */
  contact?: React.ReactNode;
}) {
  const settings = await getSiteSettings();
  return (
    <html lang="en-GB" className={inter.variable}>
      <head>
        {/* Consent defaults must reach the data layer before any tag can load. */}
        <script id="consent-defaults" dangerouslySetInnerHTML={{ __html: consentDefaultsScript() }} />
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
        <SkipLink />
        <SiteHeader advisorPhone={settings.advisorPhone} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        {contact ?? <SiteContact settings={settings} />}
        <SiteFooter settings={settings}>
          <CookieSettingsLink />
        </SiteFooter>
        <StickyContactBar advisorPhone={settings.advisorPhone} />
        <ConsentManager tags={tagConfig} />
        <AnalyticsTracker siteUrl={serverEnv().SITE_URL} categories={pageCategoriesByPath} />
      </body>
    </html>
  );
}
