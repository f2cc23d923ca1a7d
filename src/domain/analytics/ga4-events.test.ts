import { describe, expect, it } from 'vitest';
import {
  addToWishlistEvent,
  beginCheckoutEvent,
  eventFromMarker,
  generateLeadEvent,
  markerAttributes,
  onceKeyOf,
  parseSentKeys,
  purchaseEvent,
  sentEventsLimit,
  viewItemEvent,
  withSentKey,
} from './ga4-events';

const unit = {
  item_id: 'AND-W03',
  item_category: 'workshops',
  affiliation: 'andover',
  price: 450.5,
  quantity: 1,
};

describe('GA4 recommended events, as Google documents them for a Tag Manager data layer', () => {
  it('view_item: the unit, its type and centre, its rent as value in GBP', () => {
    expect(viewItemEvent(unit)).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'GBP', value: 450.5, items: [unit] },
    });
  });

  it('add_to_wishlist and begin_checkout: value and currency only when every price is known', () => {
    expect(addToWishlistEvent({ item_id: 'AND-W03', quantity: 1 })).toEqual({
      event: 'add_to_wishlist',
      ecommerce: { items: [{ item_id: 'AND-W03', quantity: 1 }] },
    });
    const room = {
      item_id: 'EXE-MR01',
      item_category: 'meeting-rooms',
      affiliation: 'exeter',
      price: 19.99,
      quantity: 3,
    };
    expect(beginCheckoutEvent([room])).toEqual({
      event: 'begin_checkout',
      ecommerce: { currency: 'GBP', value: 59.97, items: [room] },
    });
  });

  it('purchase: reference as transaction id, value net of VAT, VAT as tax, from pence', () => {
    const event = purchaseEvent({
      transactionId: 'NL-AB12-CD34',
      netPence: 5700,
      vatPence: 1140,
      items: [unit],
    });
    expect(event).toEqual({
      event: 'purchase',
      ecommerce: { transaction_id: 'NL-AB12-CD34', currency: 'GBP', value: 57, tax: 11.4, items: [unit] },
    });
  });

  it('generate_lead: a lead type, what and where, never who', () => {
    expect(generateLeadEvent('viewing', undefined, 'exeter')).toEqual({
      event: 'generate_lead',
      lead_type: 'viewing',
      lead_source: 'website',
      workspace_type: 'not specified',
      centre: 'exeter',
    });
    expect(Object.keys(generateLeadEvent('enquiry', 'workshops', 'exeter')).sort()).toEqual([
      'centre',
      'event',
      'lead_source',
      'lead_type',
      'workspace_type',
    ]);
  });
});

describe('events from a page marker', () => {
  const marker = {
    ga4: 'purchase',
    ga4Ref: 'NL-AB12-CD34',
    ga4Id: 'EXE-MR01',
    ga4Name: 'The Boardroom',
    ga4Type: 'meeting-rooms',
    ga4Centre: 'exeter',
    ga4Pence: '5700',
    ga4Vat: '1140',
  };

  it('round-trips through the data attributes a server component writes', () => {
    const attributes = markerAttributes(marker);
    expect(attributes).toMatchObject({
      'data-ga4': 'purchase',
      'data-ga4-ref': 'NL-AB12-CD34',
      'data-ga4-pence': '5700',
    });
    // What the browser's dataset gives back for those attributes.
    const dataset = Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [
        name.slice(5).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
        value,
      ]),
    );
    expect(eventFromMarker(dataset)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: 'NL-AB12-CD34',
        currency: 'GBP',
        value: 57,
        tax: 11.4,
        items: [
          {
            item_id: 'EXE-MR01',
            item_name: 'The Boardroom',
            item_category: 'meeting-rooms',
            affiliation: 'exeter',
            price: 57,
            quantity: 1,
          },
        ],
      },
    });
  });

  it('refuses unknown events and malformed fields rather than sending them', () => {
    expect(eventFromMarker({ ...marker, ga4: 'refund' })).toBeUndefined();
    expect(eventFromMarker({ ...marker, ga4Ref: undefined })).toBeUndefined();
    expect(eventFromMarker({ ...marker, ga4Vat: '-1' })).toBeUndefined();
    expect(eventFromMarker({ ...marker, ga4Pence: '12.5' })).toBeUndefined();
    expect(eventFromMarker({ ...marker, ga4Id: '<img>' })).toBeUndefined();
    expect(eventFromMarker({ ga4: 'generate_lead', ga4Lead: 'newsletter' })).toBeUndefined();
    // A bad optional field is left out, not sent.
    const view = eventFromMarker({
      ga4: 'view_item',
      ga4Id: 'AND-W03',
      ga4Centre: 'Not A Slug',
      ga4Pence: '45000',
    });
    expect(view).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'GBP', value: 450, items: [{ item_id: 'AND-W03', price: 450, quantity: 1 }] },
    });
  });

  it('makes a purchase and a referenced lead once-only, and the sent list bounded', () => {
    expect(onceKeyOf(marker)).toBe('purchase:NL-AB12-CD34');
    expect(onceKeyOf({ ga4: 'generate_lead', ga4Lead: 'viewing', ga4Ref: 'NL-1' })).toBe(
      'generate_lead:NL-1',
    );
    expect(onceKeyOf({ ga4: 'generate_lead', ga4Lead: 'alert' })).toBeUndefined();
    expect(onceKeyOf({ ga4: 'view_item', ga4Id: 'AND-W03', ga4Ref: 'x' })).toBeUndefined();
    let keys: string[] = [];
    for (let index = 0; index < sentEventsLimit + 5; index += 1)
      keys = withSentKey(keys, `purchase:${index}`);
    expect(keys).toHaveLength(sentEventsLimit);
    expect(keys.at(-1)).toBe(`purchase:${sentEventsLimit + 4}`);
    expect(parseSentKeys(JSON.stringify(keys))).toEqual(keys);
    expect(parseSentKeys('{broken')).toEqual([]);
    expect(parseSentKeys(JSON.stringify([1, 'a']))).toEqual(['a']);
  });
});
