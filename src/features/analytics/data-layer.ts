import type { PageCategory } from '@/domain/page-categories';
import type { EnvironmentLabel } from '@/lib/environment-label';

/*
 * The typed data layer. Every push goes through these helpers so the shape sales and marketing
 * rely on is defined once. None of them carries personal data. GA4's recommended events
 * (view_item, purchase, generate_lead...) are built in src/domain/analytics/ga4-events.ts and
 * pushed, with consent only, by ./ga4-dom.ts, which no page loads up front.
 */

export type PageChangeRecord = {
  event: 'page_change';
  page_category: PageCategory;
  environment: EnvironmentLabel;
  page_path: string;
};

export type NavigationEvent = {
  event: 'navigation';
  section: 'Top Navigation';
  referring_page: string;
  destination_page: string;
};

export type ConsentEvent = {
  event: 'consent_update';
  analytics: boolean;
  advertising: boolean;
};

export type SignUpEvent = { event: 'sign_up'; method: string };
export type NewsletterEvent = { event: 'newsletter_signup'; placement: string };

export type DataLayerRecord =
  PageChangeRecord | NavigationEvent | ConsentEvent | SignUpEvent | NewsletterEvent;

type DataLayerWindow = { dataLayer?: unknown[] };

function dataLayer(target: DataLayerWindow): unknown[] {
  target.dataLayer ??= [];
  return target.dataLayer;
}

export function pushRecord(
  record: DataLayerRecord,
  target: DataLayerWindow = globalThis as DataLayerWindow,
): void {
  dataLayer(target).push(record);
}

export function pageChangeRecord(
  pathname: string,
  category: PageCategory,
  environment: EnvironmentLabel,
): PageChangeRecord {
  return { event: 'page_change', page_category: category, environment, page_path: pathname };
}

export function navigationEvent(referringPage: string, destinationPage: string): NavigationEvent {
  return {
    event: 'navigation',
    section: 'Top Navigation',
    referring_page: referringPage,
    destination_page: destinationPage,
  };
}

/** Not used by the site yet: kept for the sign-up and newsletter features marketing has planned. */
export function signUpEvent(method: string): SignUpEvent {
  return { event: 'sign_up', method };
}

export function newsletterEvent(placement: string): NewsletterEvent {
  return { event: 'newsletter_signup', placement };
}

/**
 * gtag as Google's snippet defines it: it must push the arguments object itself, because Google's
 * tags ignore plain arrays on the data layer.
 */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer(globalThis as DataLayerWindow).push(arguments);
}
