// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markerAttributes } from '@/domain/analytics/ga4-events';
import { pushGa4Event, pushPageEvents, pushWishlist, sentStorageKey } from './ga4-dom';
import { generateLeadEvent } from '@/domain/analytics/ga4-events';

/*
 * The browser side of the GA4 events: nothing without analytics consent, the previous ecommerce
 * object cleared first, a purchase once per browser, the star's item taken from the page's marker.
 */

type LayerWindow = { dataLayer?: unknown[] };
const layer = () => (window as LayerWindow).dataLayer ?? [];

function setConsent(value: string | undefined) {
  document.cookie =
    value === undefined ? 'cookie_consent=; Max-Age=0; Path=/' : `cookie_consent=${value}; Path=/`;
}

function mark(attributes: Record<string, string>, inner = ''): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = inner;
  document.body.appendChild(element);
  return element;
}

beforeEach(() => {
  delete (window as LayerWindow).dataLayer;
  localStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => setConsent(undefined));

describe('pushing GA4 events in the browser', () => {
  it('pushes nothing without analytics consent, advertising alone included', () => {
    for (const value of [undefined, 'false', 'advertising', 'nonsense']) {
      setConsent(value);
      expect(pushGa4Event(generateLeadEvent('enquiry', undefined, 'exeter'))).toBe(false);
    }
    expect(layer()).toEqual([]);
  });

  it('clears the previous ecommerce object before an ecommerce event, not before a lead', () => {
    setConsent('analytics');
    pushGa4Event(generateLeadEvent('alert', undefined, undefined));
    const star = mark(
      markerAttributes({
        ga4: 'view_item',
        ga4Id: 'AND-W03',
        ga4Type: 'workshops',
        ga4Centre: 'andover',
        ga4Pence: '45000',
      }),
      '<button data-shortlist="AND-W03" aria-pressed="false"></button>',
    ).querySelector('button')!;
    pushWishlist(star);
    expect(layer()).toEqual([
      expect.objectContaining({ event: 'generate_lead', lead_type: 'alert' }),
      { ecommerce: null },
      {
        event: 'add_to_wishlist',
        ecommerce: {
          currency: 'GBP',
          value: 450,
          items: [
            {
              item_id: 'AND-W03',
              item_category: 'workshops',
              affiliation: 'andover',
              price: 450,
              quantity: 1,
            },
          ],
        },
      },
    ]);
  });

  it("a star outside a marker, or another unit's marker, sends the reference alone", () => {
    setConsent('true');
    const star = mark(
      markerAttributes({ ga4: 'view_item', ga4Id: 'AND-W03', ga4Pence: '45000' }),
      '<button data-shortlist="AND-W04"></button>',
    ).querySelector('button')!;
    pushWishlist(star);
    expect(layer().at(-1)).toEqual({
      event: 'add_to_wishlist',
      ecommerce: { items: [{ item_id: 'AND-W04', quantity: 1 }] },
    });
  });

  it("pushes the page's markers once per page, and a purchase once per browser", () => {
    setConsent('true');
    mark(
      markerAttributes({
        ga4: 'purchase',
        ga4Ref: 'NL-AB12-CD34',
        ga4Id: 'EXE-MR01',
        ga4Pence: '5700',
        ga4Vat: '1140',
      }),
    );
    pushPageEvents();
    pushPageEvents();
    const purchases = layer().filter((entry) => (entry as { event?: string }).event === 'purchase');
    expect(purchases).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(sentStorageKey) ?? '[]')).toEqual(['purchase:NL-AB12-CD34']);
  });
});
