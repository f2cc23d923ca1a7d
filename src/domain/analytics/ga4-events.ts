/*
 * GA4's recommended events as Google documents them for a Tag Manager data layer
 * (developers.google.com/analytics/devguides/collection/ga4/reference/events?client_type=gtm):
 * an ecommerce event is `{ event, ecommerce: { currency, value, items, ... } }`, pushed after
 * `{ ecommerce: null }` so one event's items never leak into the next; generate_lead carries its
 * parameters at the top level. Money is integer pence everywhere else in the site: here it becomes
 * pounds (a number with two decimals), net of VAT, in GBP. None of them carries personal data.
 * docs/analytics-events.md lists every event and field; docs/decisions/0046 says why.
 */

export const ga4Currency = 'GBP';

/** One item, in Google's item parameters: a unit, a room, a day pass, a virtual-office plan. */
export type Ga4Item = {
  /** A unit's or room's reference (AND-W03), a plan's id, `day-pass`. */
  readonly item_id: string;
  readonly item_name?: string;
  /** The workspace type's slug (workshops, meeting-rooms, coworking, virtual-offices). */
  readonly item_category?: string;
  /** The centre's slug: Google's "brick and mortar store location" of the item. */
  readonly affiliation?: string;
  /** Net of VAT, pounds. */
  readonly price?: number;
  readonly quantity: number;
};

export type EcommerceEventName = 'view_item' | 'add_to_wishlist' | 'begin_checkout' | 'purchase';

export type EcommerceEvent = {
  readonly event: EcommerceEventName;
  readonly ecommerce: {
    readonly currency?: typeof ga4Currency;
    readonly value?: number;
    readonly transaction_id?: string;
    readonly tax?: number;
    readonly items: readonly Ga4Item[];
  };
};

export const leadTypes = ['enquiry', 'viewing', 'alert'] as const;
export type LeadType = (typeof leadTypes)[number];

export type LeadEvent = {
  readonly event: 'generate_lead';
  readonly lead_type: LeadType;
  /** Google's `lead_source`: where the lead was generated. Always this site's own forms. */
  readonly lead_source: 'website';
  readonly workspace_type: string;
  readonly centre: string;
};

export type Ga4Event = EcommerceEvent | LeadEvent;

/** Pence to pounds with two decimals, as GA4 wants a value (a number, not a string). */
export const poundsOf = (pence: number): number => Math.round(pence) / 100;

/** Sums the items' prices (quantity included), to two decimals. */
function valueOf(items: readonly Ga4Item[]): number | undefined {
  if (items.length === 0 || items.some((item) => item.price === undefined)) return undefined;
  const pence = items.reduce((sum, item) => sum + Math.round((item.price ?? 0) * 100) * item.quantity, 0);
  return poundsOf(pence);
}

/** value and currency together or not at all: GA4 ignores a value without its currency. */
function money(items: readonly Ga4Item[]): { currency?: typeof ga4Currency; value?: number } {
  const value = valueOf(items);
  return value === undefined ? {} : { currency: ga4Currency, value };
}

/** A unit's page: the unit, its type, centre and rent (per its period, net of VAT). */
export function viewItemEvent(item: Ga4Item): EcommerceEvent {
  return { event: 'view_item', ecommerce: { ...money([item]), items: [item] } };
}

/** A unit starred into the shortlist. */
export function addToWishlistEvent(item: Ga4Item): EcommerceEvent {
  return { event: 'add_to_wishlist', ecommerce: { ...money([item]), items: [item] } };
}

/** The visitor reaches the form that books or orders it: a room, a day pass, a plan, a unit's licence. */
export function beginCheckoutEvent(items: readonly Ga4Item[]): EcommerceEvent {
  return { event: 'begin_checkout', ecommerce: { ...money(items), items } };
}

/**
 * A booking or order confirmed: its reference as the transaction id, the value net of VAT and
 * the VAT as tax, both from the pence the row keeps (never recomputed from a rounded price).
 */
export function purchaseEvent(purchase: {
  readonly transactionId: string;
  readonly netPence: number;
  readonly vatPence: number;
  readonly items: readonly Ga4Item[];
}): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: purchase.transactionId,
      currency: ga4Currency,
      value: poundsOf(purchase.netPence),
      tax: poundsOf(purchase.vatPence),
      items: purchase.items,
    },
  };
}

/** A lead: what and where, never who. */
export function generateLeadEvent(
  leadType: LeadType,
  workspaceType: string | undefined,
  centre: string | undefined,
): LeadEvent {
  return {
    event: 'generate_lead',
    lead_type: leadType,
    lead_source: 'website',
    workspace_type: workspaceType || 'not specified',
    centre: centre || 'not specified',
  };
}

/*
 * The page carries its event as data attributes of one element (`data-ga4="view_item"` and the
 * fields below), written by the server from the same row or unit the page shows, so the browser
 * needs no builder until analytics consent is given (src/features/analytics/ga4-dom.ts reads them).
 * What arrives from the DOM is checked again here: bounded text, known names, sane numbers.
 */

export const ga4Names = [
  'view_item',
  'add_to_wishlist',
  'begin_checkout',
  'purchase',
  'generate_lead',
] as const;
export type Ga4Name = (typeof ga4Names)[number];

/** The attributes a marker carries (dataset keys, data-ga4-id is `ga4Id`). */
export type Ga4Marker = {
  /** The event's name. */
  readonly ga4?: string | undefined;
  readonly ga4Id?: string | undefined;
  readonly ga4Name?: string | undefined;
  readonly ga4Type?: string | undefined;
  readonly ga4Centre?: string | undefined;
  /** Net price of one, in pence. */
  readonly ga4Pence?: string | undefined;
  readonly ga4Qty?: string | undefined;
  /** purchase: the reference, and the VAT in pence. */
  readonly ga4Ref?: string | undefined;
  readonly ga4Vat?: string | undefined;
  /** generate_lead: enquiry, viewing or alert. */
  readonly ga4Lead?: string | undefined;
};

const idPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const slugPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

const text = (value: string | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
};
const matching = (value: string | undefined, pattern: RegExp) =>
  value !== undefined && pattern.test(value) ? value : undefined;
/** Whole pence, 0 to £1,000,000. */
const pence = (value: string | undefined) => {
  if (value === undefined || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= 100_000_000 ? number : undefined;
};

/** The markers' item, or undefined when its id is missing or malformed. */
export function itemFromMarker(marker: Ga4Marker): Ga4Item | undefined {
  const id = matching(marker.ga4Id, idPattern);
  if (!id) return undefined;
  const price = pence(marker.ga4Pence);
  const quantity = Number(marker.ga4Qty ?? '1');
  const name = text(marker.ga4Name, 100);
  const category = matching(marker.ga4Type, slugPattern);
  const centre = matching(marker.ga4Centre, slugPattern);
  return {
    item_id: id,
    ...(name ? { item_name: name } : {}),
    ...(category ? { item_category: category } : {}),
    ...(centre ? { affiliation: centre } : {}),
    ...(price === undefined ? {} : { price: poundsOf(price) }),
    quantity: Number.isInteger(quantity) && quantity >= 1 && quantity <= 100 ? quantity : 1,
  };
}

/** The event a marker describes, or undefined when it is unknown or incomplete. */
export function eventFromMarker(marker: Ga4Marker): Ga4Event | undefined {
  const name = marker.ga4 as Ga4Name | undefined;
  if (name === 'generate_lead') {
    const leadType = marker.ga4Lead as LeadType | undefined;
    if (!leadType || !leadTypes.includes(leadType)) return undefined;
    return generateLeadEvent(
      leadType,
      matching(marker.ga4Type, slugPattern),
      matching(marker.ga4Centre, slugPattern),
    );
  }
  const item = itemFromMarker(marker);
  if (!item) return undefined;
  switch (name) {
    case 'view_item':
      return viewItemEvent(item);
    case 'add_to_wishlist':
      return addToWishlistEvent(item);
    case 'begin_checkout':
      return beginCheckoutEvent([item]);
    case 'purchase': {
      const transactionId = matching(marker.ga4Ref, idPattern);
      const vat = pence(marker.ga4Vat);
      const net = pence(marker.ga4Pence);
      if (!transactionId || vat === undefined || net === undefined) return undefined;
      return purchaseEvent({ transactionId, netPence: net * item.quantity, vatPence: vat, items: [item] });
    }
    default:
      return undefined;
  }
}

/** The data attributes of a marker, for a server component to spread on an element. */
export function markerAttributes(marker: Ga4Marker): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(marker)) {
    if (value === undefined) continue;
    attributes[`data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`] = value;
  }
  return attributes;
}

/**
 * The events this browser has already sent once (a purchase, a lead): kept as a short list of
 * `event:id` keys, newest last, so a reloaded confirmation page never counts twice.
 */
export const sentEventsLimit = 50;

export function parseSentKeys(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value)
      ? value
          .filter((key): key is string => typeof key === 'string' && key.length <= 100)
          .slice(-sentEventsLimit)
      : [];
  } catch {
    return [];
  }
}

export function withSentKey(keys: readonly string[], key: string): string[] {
  return [...keys.filter((existing) => existing !== key), key].slice(-sentEventsLimit);
}

/**
 * The key that makes a marker's event once-only in this browser (a purchase, a lead with its
 * reference), or undefined when it may be sent on every view (view_item, begin_checkout).
 */
export function onceKeyOf(marker: Ga4Marker): string | undefined {
  const id = matching(marker.ga4Ref, idPattern);
  return (marker.ga4 === 'purchase' || marker.ga4 === 'generate_lead') && id
    ? `${marker.ga4}:${id}`
    : undefined;
}
