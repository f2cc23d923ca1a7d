/* Types for tests/fake-stripe.mjs (a plain script, so Playwright can start it with node). */
export type FakeSession = {
  id: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  payment_intent: string | null;
  customer: string | null;
  customer_creation: string | null;
  payment_method_types: string[];
  setup_intent: string | null;
  amount_total: number;
  amount_subtotal: number;
  total_details: { amount_discount: number };
  discounts: { coupon: string }[];
  expires_at: number;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  url: string;
  line_items_sent: { quantity: string; price_data: { currency: string; unit_amount: string; product_data: { name: string } } }[];
};
export type SignedEvent = { payload: string; header: string };
export type FakeStripe = {
  origin: string;
  sessions: Map<string, FakeSession>;
  setupIntents: Map<string, { id: string; status: string; customer: string | null; payment_method: string; payment_method_types: string[]; mandate: string | null }>;
  mandates: Map<string, { id: string; status: string; payment_method_details: { type: string; bacs_debit?: { reference: string } } }>;
  refunds: { id: string; payment_intent: string; amount: number; metadata: Record<string, string> }[];
  coupons: Map<string, { id: string; amount_off: number | null; percent_off: number | null; currency: string | null; duration: string; max_redemptions: number | null; name: string | null }>;
  requests: { method: string; path: string; form: Record<string, unknown> }[];
  event(type: string, object: unknown): SignedEvent;
  complete(sessionId: string, options?: { method?: 'bacs_debit' | 'card' }): SignedEvent;
  deliver(event: SignedEvent, url?: string): Promise<{ status: number; body: string }>;
  stop(): Promise<void>;
};
export function parseStripeForm(text: string): Record<string, unknown>;
export function startFakeStripe(options?: { port?: number; webhookUrl?: string; webhookSecret?: string }): Promise<FakeStripe>;
