#!/usr/bin/env node
/*
 * A small local fake of the few Stripe endpoints the site calls, so the real `stripe` SDK can be
 * tested with no network (Stripe cannot be reached here): the SDK is pointed at it with its own
 * host, port and protocol options (STRIPE_API_URL in src/env.ts).
 *
 *   POST /v1/checkout/sessions             create (form-encoded, as the SDK sends it)
 *   POST /v1/checkout/sessions/:id/expire  expire an open session (400 when it is not open)
 *   POST /v1/coupons                       a coupon (amount_off in a currency, or percent_off), for a session's discounts
 *   POST /v1/refunds                       refund a payment intent (in full, or `amount` of it: a week of a series)
 *   GET  /v1/setup_intents/:id             a setup-mode session's SetupIntent (its payment method
 *                                          and, for bacs_debit, its mandate)
 *   GET  /v1/mandates/:id                  a Bacs Direct Debit mandate
 * Sessions in mode 'setup' (payment_method_types bacs_debit and card) complete with a SetupIntent
 * instead of a payment; in mode 'payment' with customer_creation 'always' they create a customer.
 * Idempotency-Key is honoured as Stripe does: the same key answers the same object.
 *
 * Its Checkout page, GET /pay/:id, has a Pay button: POST /pay/:id completes the session, posts
 * the signed checkout.session.completed event to the app's webhook (signed by the SDK's own
 * generateTestHeaderString) and redirects to the session's success_url, as Stripe's hosted page
 * does. GET /__refunds lists the refunds made, for browser tests. Used in the test process by Vitest (startFakeStripe) and as a process by Playwright
 * (node tests/fake-stripe.mjs PORT WEBHOOK_URL WEBHOOK_SECRET).
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Stripe from 'stripe';

const signer = new Stripe('sk_test_fake_signer_only');
const newId = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (line_items[0][price_data][unit_amount]=...) back into objects. */
export function parseStripeForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[index + 1]) ? [] : {};
    });
  }
  return root;
}

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

export async function startFakeStripe({ port = 0, webhookUrl, webhookSecret } = {}) {
  const sessions = new Map();
  const setupIntents = new Map();
  const mandates = new Map();
  const refunds = [];
  const coupons = new Map();
  const requests = [];
  const idempotent = new Map();
  let origin = '';

  function event(type, object) {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
  }

  /**
   * Completes a session and answers its signed checkout.session.completed event (not sent): paid in
   * mode 'payment'; in mode 'setup', a succeeded SetupIntent with a payment method of `method`
   * (bacs_debit by default, with an active mandate; or card).
   */
  function complete(sessionId, { method } = {}) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    if (session.mode === 'setup') {
      const type = method ?? session.payment_method_types[0] ?? 'card';
      if (!session.payment_method_types.includes(type)) throw new Error(`session does not offer ${type}`);
      const mandate =
        type === 'bacs_debit'
          ? { id: newId('mandate'), object: 'mandate', status: 'active', type: 'multi_use', payment_method_details: { type, bacs_debit: { network_status: 'accepted', reference: `NL${randomBytes(4).toString('hex').toUpperCase()}` } } }
          : null;
      if (mandate) mandates.set(mandate.id, mandate);
      const intent = {
        id: newId('seti'),
        object: 'setup_intent',
        status: 'succeeded',
        customer: session.customer,
        payment_method: newId('pm'),
        payment_method_types: [type],
        mandate: mandate?.id ?? null,
        metadata: session.metadata,
      };
      setupIntents.set(intent.id, intent);
      Object.assign(session, { status: 'complete', payment_status: 'no_payment_required', setup_intent: intent.id });
    } else {
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: session.payment_intent ?? newId('pi'),
        customer: session.customer ?? (session.customer_creation === 'always' ? newId('cus') : null),
      });
    }
    return event('checkout.session.completed', session);
  }

  async function deliver({ payload, header }, url = webhookUrl) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    return { status: response.status, body: await response.text() };
  }

  /* As Stripe does, an event the app did not take (409, 5xx) is sent again, here a few times at once. */
  async function deliverUntilTaken(signed) {
    let answer = await deliver(signed);
    for (let attempt = 1; attempt < 5 && (answer.status === 409 || answer.status >= 500); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      answer = await deliver(signed);
    }
    return answer;
  }

  const json = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(body));
  };
  const stripeError = (response, status, message) =>
    json(response, status, { error: { type: 'invalid_request_error', message } });

  function createSession(form) {
    const lines = form.line_items ?? [];
    const subtotal = lines.reduce((sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity ?? 1), 0);
    // As Stripe: one discount at most here, a coupon taken off the whole session, never below 0.
    const applied = (form.discounts ?? []).map((discount) => coupons.get(discount.coupon));
    const discount = applied.reduce(
      (sum, coupon) => sum + (coupon.amount_off != null ? coupon.amount_off : Math.round((subtotal * coupon.percent_off) / 100)),
      0,
    );
    const amount = Math.max(0, subtotal - discount);
    const id = newId('cs');
    const session = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      currency: form.currency ?? 'gbp',
      amount_total: amount,
      amount_subtotal: subtotal,
      total_details: { amount_discount: subtotal - amount, amount_shipping: 0, amount_tax: 0 },
      discounts: applied.map((coupon) => ({ coupon: coupon.id, promotion_code: null })),
      coupons_applied: applied,
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      customer: form.customer ?? null,
      customer_creation: form.customer_creation ?? null,
      payment_method_types: form.allowed_payment_method_types ?? form.payment_method_types ?? ['card'],
      setup_intent: null,
      metadata: form.metadata ?? {},
      expires_at: Number(form.expires_at),
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      url: `${origin}/pay/${id}`,
      line_items_sent: lines,
    };
    sessions.set(id, session);
    return session;
  }

  function api(request, response, body) {
    const form = parseStripeForm(body);
    const url = new URL(request.url, origin);
    requests.push({ method: request.method, path: url.pathname, form });
    if (!/^Bearer sk_test_/.test(request.headers.authorization ?? '')) return stripeError(response, 401, 'bad key');
    const key = request.headers['idempotency-key'];
    if (key && idempotent.has(key)) return json(response, 200, idempotent.get(key));
    let answer;
    const expire = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (!(Number(form.expires_at) >= Date.now() / 1000 + 30 * 60 - 5))
        return stripeError(response, 400, 'expires_at must be at least 30 minutes from now');
      if (form.mode === 'setup' && form.line_items) return stripeError(response, 400, 'line_items are not allowed in setup mode');
      if (form.mode === 'setup' && !form.currency) return stripeError(response, 400, 'currency is required in setup mode');
      if (form.mode === 'setup' && form.customer_creation) return stripeError(response, 400, 'customer_creation is for payment mode');
      if (form.discounts && !Array.isArray(form.discounts)) return stripeError(response, 400, 'discounts must be an array');
      if (form.discounts?.length > 1) return stripeError(response, 400, 'Only one discount is allowed');
      for (const discount of form.discounts ?? []) {
        const coupon = coupons.get(discount.coupon);
        if (!coupon) return stripeError(response, 400, `No such coupon: '${discount.coupon}'`);
        if (coupon.currency && coupon.currency !== (form.currency ?? 'gbp')) return stripeError(response, 400, 'coupon currency does not match');
      }
      answer = createSession(form);
    } else if (request.method === 'POST' && url.pathname === '/v1/coupons') {
      const amountOff = form.amount_off === undefined ? null : Number(form.amount_off);
      const percentOff = form.percent_off === undefined ? null : Number(form.percent_off);
      if ((amountOff === null) === (percentOff === null)) return stripeError(response, 400, 'Give exactly one of amount_off and percent_off');
      if (amountOff !== null && (!Number.isInteger(amountOff) || amountOff < 1 || !form.currency))
        return stripeError(response, 400, 'amount_off must be a positive integer, with a currency');
      if (form.name && form.name.length > 40) return stripeError(response, 400, 'name must be at most 40 characters');
      answer = {
        id: form.id ?? newId('coupon'),
        object: 'coupon',
        amount_off: amountOff,
        percent_off: percentOff,
        currency: form.currency ?? null,
        duration: form.duration ?? 'once',
        max_redemptions: form.max_redemptions === undefined ? null : Number(form.max_redemptions),
        name: form.name ?? null,
        metadata: form.metadata ?? {},
        valid: true,
      };
      coupons.set(answer.id, answer);
    } else if (request.method === 'POST' && expire) {
      const session = sessions.get(expire[1]);
      if (!session) return stripeError(response, 404, 'No such checkout.session');
      if (session.status !== 'open') return stripeError(response, 400, `Session is ${session.status}`);
      session.status = 'expired';
      answer = session;
    } else if (request.method === 'GET' && url.pathname.startsWith('/v1/checkout/sessions/')) {
      answer = sessions.get(url.pathname.split('/')[4]);
      if (!answer) return stripeError(response, 404, 'No such checkout.session');
    } else if (request.method === 'GET' && url.pathname.startsWith('/v1/setup_intents/')) {
      answer = setupIntents.get(url.pathname.split('/')[3]);
      if (!answer) return stripeError(response, 404, 'No such setup_intent');
    } else if (request.method === 'GET' && url.pathname.startsWith('/v1/mandates/')) {
      answer = mandates.get(url.pathname.split('/')[3]);
      if (!answer) return stripeError(response, 404, 'No such mandate');
    } else if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const paid = [...sessions.values()].find((session) => session.payment_intent === form.payment_intent);
      if (!paid) return stripeError(response, 400, 'No such payment_intent');
      answer = { id: newId('re'), object: 'refund', payment_intent: form.payment_intent, amount: form.amount === undefined ? paid.amount_total : Number(form.amount), status: 'succeeded', metadata: form.metadata ?? {} };
      refunds.push(answer);
    } else {
      return stripeError(response, 404, `fake Stripe does not do ${request.method} ${url.pathname}`);
    }
    if (key) idempotent.set(key, answer);
    return json(response, 200, answer);
  }

  async function checkoutPage(request, response, sessionId, body) {
    const session = sessions.get(sessionId);
    if (!session) return response.writeHead(404).end('no such session');
    if (request.method === 'GET' && session.mode === 'setup') {
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main><h1>Set up future payments</h1><form method="post">${session.payment_method_types
            .map((type) => `<button type="submit" name="method" value="${escapeHtml(type)}">${type === 'bacs_debit' ? 'Set up Bacs Direct Debit' : 'Save a card'}</button>`)
            .join(' ')}</form><p><a href="${escapeHtml(session.cancel_url)}">Back</a></p></main></body></html>`,
        );
    }
    if (request.method === 'GET') {
      const total = (session.amount_total / 100).toFixed(2);
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main><h1>Pay £${total}</h1><ul>${session.line_items_sent
            .map((line) => `<li>${escapeHtml(line.price_data.product_data.name)}: ${escapeHtml(line.price_data.unit_amount)}</li>`)
            .join('')}${session.coupons_applied
            .map((coupon) => `<li>${escapeHtml(coupon.name ?? coupon.id)}: -${escapeHtml(coupon.amount_off ?? `${coupon.percent_off}%`)}</li>`)
            .join('')}</ul><form method="post"><button type="submit">Pay</button></form><p><a href="${escapeHtml(session.cancel_url)}">Back</a></p></main></body></html>`,
        );
    }
    if (session.status !== 'open') return response.writeHead(410).end(`session ${session.status}`);
    const method = new URLSearchParams(body).get('method') ?? undefined;
    await deliverUntilTaken(complete(sessionId, { method }));
    response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
  }

  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const pay = request.url.match(/^\/pay\/([A-Za-z0-9_]+)$/);
      const answer = pay
        ? checkoutPage(request, response, pay[1], body)
        : request.url === '/__health'
          ? response.end('ok')
          : request.url === '/__refunds'
            ? json(response, 200, refunds)
            : api(request, response, body);
      Promise.resolve(answer).catch(
        (error) => {
          response.writeHead(500).end(String(error));
        },
      );
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    sessions,
    setupIntents,
    mandates,
    refunds,
    coupons,
    requests,
    event,
    complete,
    deliver,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [port, webhookUrl, webhookSecret] = process.argv.slice(2);
  const fake = await startFakeStripe({ port: Number(port), webhookUrl, webhookSecret });
  console.log(`fake Stripe at ${fake.origin}`);
}
