import { describe, expect, it } from 'vitest';
import {
  gtag,
  navigationEvent,
  newsletterEvent,
  pageChangeRecord,
  pushRecord,
  signUpEvent,
} from './data-layer';

describe('data layer', () => {
  it('builds the page-change record with category and environment', () => {
    expect(pageChangeRecord('/locations/exeter', 'location', 'test')).toEqual({
      event: 'page_change',
      page_category: 'location',
      environment: 'test',
      page_path: '/locations/exeter',
    });
  });

  it('builds the Top Navigation event with referring and destination pages', () => {
    expect(navigationEvent('/', '/workspaces')).toEqual({
      event: 'navigation',
      section: 'Top Navigation',
      referring_page: '/',
      destination_page: '/workspaces',
    });
  });

  it('has sign-up and newsletter helpers ready for later features', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushRecord(signUpEvent('email'), target);
    pushRecord(newsletterEvent('footer'), target);
    expect(target.dataLayer).toEqual([
      { event: 'sign_up', method: 'email' },
      { event: 'newsletter_signup', placement: 'footer' },
    ]);
  });

  it('gtag pushes the arguments object, not an array', () => {
    const globalWithLayer = globalThis as { dataLayer?: unknown[] };
    globalWithLayer.dataLayer = [];
    gtag('consent', 'update', { ad_storage: 'granted' });
    const pushed = globalWithLayer.dataLayer[0];
    expect(Array.isArray(pushed)).toBe(false);
    expect(Object.prototype.toString.call(pushed)).toBe('[object Arguments]');
    delete globalWithLayer.dataLayer;
  });
});
