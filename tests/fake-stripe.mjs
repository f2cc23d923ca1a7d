#!/usr/bin/env node
/*
 * A small local fake of the few Stripe endpoints the site calls, so the real `stripe` SDK can be
 * tested with no network (Stripe cannot be reached here): the SDK is pointed at it with its own
 * host, port and protocol options (STRIPE_API_URL in src/env.ts).
 *
 *   POST /v1/checkout/sessions             create (form-encoded, as the SDK sends it)
 *   POST /v1/checkout/sessions/:id/expire  expire an open session (400 when it is not open)
 *   POST /v1/refunds                       refund a payment intent
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
  const refunds = [];
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

  /** Marks a session paid and answers its signed checkout.session.completed event (not sent). */
  function complete(sessionId) {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: session.payment_intent ?? newId('pi') });
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

  const json = (response, status, body) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(body));
  };
  const stripeError = (response, status, message) =>
    json(response, status, { error: { type: 'invalid_request_error', message } });

  function createSession(form) {
    const lines = form.line_items ?? [];
    const amount = lines.reduce((sum, line) => sum + Number(line.price_data.unit_amount) * Number(line.quantity ?? 1), 0);
    const id = newId('cs');
    const session = {
      id,
      object: 'checkout.session',
      mode: form.mode,
      currency: form.currency ?? 'gbp',
      amount_total: amount,
      amount_subtotal: amount,
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
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
      answer = createSession(form);
    } else if (request.method === 'POST' && expire) {
      const session = sessions.get(expire[1]);
      if (!session) return stripeError(response, 404, 'No such checkout.session');
      if (session.status !== 'open') return stripeError(response, 400, `Session is ${session.status}`);
      session.status = 'expired';
      answer = session;
    } else if (request.method === 'GET' && url.pathname.startsWith('/v1/checkout/sessions/')) {
      answer = sessions.get(url.pathname.split('/')[4]);
      if (!answer) return stripeError(response, 404, 'No such checkout.session');
    } else if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const paid = [...sessions.values()].find((session) => session.payment_intent === form.payment_intent);
      if (!paid) return stripeError(response, 400, 'No such payment_intent');
      answer = { id: newId('re'), object: 'refund', payment_intent: form.payment_intent, amount: paid.amount_total, status: 'succeeded', metadata: form.metadata ?? {} };
      refunds.push(answer);
    } else {
      return stripeError(response, 404, `fake Stripe does not do ${request.method} ${url.pathname}`);
    }
    if (key) idempotent.set(key, answer);
    return json(response, 200, answer);
  }

  async function checkoutPage(request, response, sessionId) {
    const session = sessions.get(sessionId);
    if (!session) return response.writeHead(404).end('no such session');
    if (request.method === 'GET') {
      const total = (session.amount_total / 100).toFixed(2);
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main><h1>Pay £${total}</h1><ul>${session.line_items_sent
            .map((line) => `<li>${escapeHtml(line.price_data.product_data.name)}: ${escapeHtml(line.price_data.unit_amount)}</li>`)
            .join('')}</ul><form method="post"><button type="submit">Pay</button></form><p><a href="${escapeHtml(session.cancel_url)}">Back</a></p></main></body></html>`,
        );
    }
    if (session.status !== 'open') return response.writeHead(410).end(`session ${session.status}`);
    await deliver(complete(sessionId));
    response.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) }).end();
  }

  const server = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const pay = request.url.match(/^\/pay\/([A-Za-z0-9_]+)$/);
      const answer = pay
        ? checkoutPage(request, response, pay[1])
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
    refunds,
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
