/*
 * `node scripts/probe-enquiry-abuse.mjs`: the abuse probes of issue 14 against a production server
 * (`next start`, fresh PGlite directory, RATE_LIMIT_PER_MINUTE=10, TRUSTED_PROXY_HOPS=0), with the
 * server's log captured in full. Prints one table of figures:
 *   - enquiries accepted out of 100 sent from one socket with a different spoofed X-Forwarded-For
 *     each (target: the allowance, 10);
 *   - a forged lock-out: 20 posts from one loopback address naming another in X-Forwarded-For,
 *     then one post from the other address (target: it is accepted);
 *   - invalid posts before a valid one from a third address (target: the valid one is accepted);
 *   - bad bytes (NUL, lone surrogates) in pagePath, context, touch and the attribution cookie
 *     (target: 0 answers 5xx);
 *   - a plain form post (no JavaScript) without the signed form token, and one made too quickly
 *     (target: refused), and one made properly (target: 303);
 *   - log lines holding any submitted name, email or phone (target: 0).
 * Loopback addresses 127.0.0.x stand in for different visitors (Linux routes all of 127/8 locally).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from './project.mjs';
import { nextBin, waitForUrl } from './bench/processes.mjs';
import { benchFormSecret, formToken } from './bench/enquiry-requests.mjs';

const port = Number(process.env.PROBE_PORT ?? 3731);
const origin = `http://127.0.0.1:${port}`;
const xsrf = 'probe-xsrf-token-0123456789';
const nul = '\u0000';

function request(pathname, { method = 'GET', headers = {}, body, from = '127.0.0.1' } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${pathname}`,
      { method, headers, localAddress: from },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

let serial = 0;
function enquiry(overrides = {}) {
  serial += 1;
  return {
    intent: 'quote',
    name: `Probe Visitor${String(serial).padStart(3, '0')}`,
    email: `probe.visitor${serial}@example.org`,
    phone: `07700 900${String(serial).padStart(3, '0')}`,
    phoneCountry: 'GB',
    message: 'Probe enquiry.',
    startedAt: Date.now() - 60_000,
    ...overrides,
  };
}
const sent = [];

function postJson(body, { headers = {}, from } = {}) {
  sent.push(body);
  return request('/api/enquiries', {
    method: 'POST',
    from,
    headers: {
      'content-type': 'application/json',
      // Each post its own signed form token (single-use), signed with the server's secret below.
      cookie: `XSRF-TOKEN=${xsrf}; enquiry_form=${formToken()}`,
      'x-xsrf-token': xsrf,
      ...headers,
      ...(headers.cookie ? { cookie: `XSRF-TOKEN=${xsrf}; enquiry_form=${formToken()}; ${headers.cookie}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

function postForm(fields, { cookie, from } = {}) {
  sent.push(fields);
  return request('/api/enquiries', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

if (process.env.PROBE_SKIP_BUILD !== '1') ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'northlight-probe-'));
const logLines = [];
const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
  env: {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    // The probes post from this origin: one of the site's own (the cross-site check reads no Host).
    ADMIN_ORIGINS: origin,
    ENQUIRY_FORM_SECRET: benchFormSecret,
    RATE_LIMIT_PER_MINUTE: '10',
    TRUSTED_PROXY_HOPS: '0',
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let pending = '';
const collect = (chunk) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  logLines.push(...lines);
};
server.stdout.on('data', collect);
server.stderr.on('data', collect);
const results = [];
try {
  await waitForUrl(`${origin}/api/robots`, { timeoutMs: 90_000 });
  // Start each probe at the top of a fresh minute window, so no probe shares one with another.
  const freshWindow = async () => {
    const wait = 60_000 - (Date.now() % 60_000) + 200;
    if (wait < 58_000) await new Promise((resolve) => setTimeout(resolve, wait));
  };

  await freshWindow();
  let accepted = 0;
  for (let i = 0; i < 100; i += 1) {
    const spoofed = `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    const response = await postJson(enquiry(), { headers: { 'x-forwarded-for': spoofed }, from: '127.0.0.21' });
    if (response.status === 201) accepted += 1;
  }
  results.push(['spoofed X-Forwarded-For: accepted of 100 (allowance 10)', accepted]);

  await freshWindow();
  for (let i = 0; i < 20; i += 1) {
    await postJson(enquiry(), { headers: { 'x-forwarded-for': '127.0.0.77' }, from: '127.0.0.66' });
  }
  const victim = await postJson(enquiry(), { from: '127.0.0.77' });
  results.push(['forged lock-out: the named visitor is then answered', victim.status]);

  for (let i = 0; i < 20; i += 1) {
    await postJson(enquiry({ email: 'not-an-email' }), { from: '127.0.0.88' });
  }
  const afterInvalid = await postJson(enquiry(), { from: '127.0.0.88' });
  results.push(['20 invalid posts, then a valid one: answered', afterInvalid.status]);

  await freshWindow();
  const bad = [
    enquiry({ pagePath: `/workspaces/${nul}` }),
    enquiry({ pagePath: '/workspaces/\uD83D' }),
    enquiry({ context: { placement: `hero${nul}` } }),
    enquiry({ context: { placement: 'hero\uDE00' } }),
    enquiry({ touch: { utm_source: nul } }),
    enquiry({ touch: { utm_campaign: 'spring\uD83D' } }),
  ];
  const statuses = [];
  for (const [i, body] of bad.entries()) {
    statuses.push((await postJson(body, { from: `127.0.1.${i + 1}` })).status);
  }
  const cookieBad = [
    { first: { utm_source: `news${nul}` }, last: { utm_source: 'x' } },
    { first: { utm_source: 'x' }, last: { utm_medium: 'cpc\uDE00' } },
  ];
  for (const [i, value] of cookieBad.entries()) {
    const cookie = `channel_attrib=${JSON.stringify(value).replace(/;/g, '%3B')}`;
    statuses.push((await postJson(enquiry(), { headers: { cookie }, from: `127.0.2.${i + 1}` })).status);
  }
  results.push(['bad bytes: answers (8 posts)', statuses.join(' ')]);
  results.push(['bad bytes: answered 5xx', statuses.filter((status) => status >= 500).length]);

  const plain = (n) => ({
    intent: 'quote',
    name: `Plain Visitor${n}`,
    email: `plain.visitor${n}@example.org`,
    phone: `07700 900${String(800 + n)}`,
    website: '',
  });
  const noToken = await postForm(plain(1), { from: '127.0.3.1' });
  results.push(['no-JS post without the form token: answered', noToken.status]);
  const pixel = await request('/api/enquiries/token', { from: '127.0.3.2' });
  const tokenCookie = String(pixel.headers['set-cookie'] ?? '').split(';')[0];
  results.push(['form token pixel: answered', `${pixel.status} ${tokenCookie ? 'with cookie' : 'no cookie'}`]);
  const quick = await postForm(plain(2), { cookie: tokenCookie, from: '127.0.3.2' });
  results.push(['no-JS post with a token 0 s old: answered', quick.status]);
  await new Promise((resolve) => setTimeout(resolve, 2100));
  const proper = await postForm(plain(3), { cookie: tokenCookie, from: '127.0.3.2' });
  results.push(['no-JS post with a token 2.1 s old: answered', proper.status]);
  const forged = await postForm(plain(4), {
    cookie: tokenCookie.replace(/\.[^.]*$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    from: '127.0.3.3',
  });
  results.push(['no-JS post with a forged token: answered', forged.status]);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}

const personal = new Set();
for (const body of sent) {
  for (const key of ['name', 'email', 'phone']) {
    if (typeof body[key] === 'string') {
      personal.add(body[key]);
      if (key === 'phone') personal.add(body[key].replace(/\s/g, '').replace(/^0/, '+44'));
      if (key === 'name') for (const part of body[key].split(' ')) if (/\d/.test(part)) personal.add(part);
    }
  }
}
const leaking = logLines.filter((line) => [...personal].some((value) => line.includes(value)));
results.push(['server log lines', logLines.length]);
results.push(['log lines holding a submitted name, email or phone', leaking.length]);
results.push(['log lines reporting a storage outage', logLines.filter((l) => /storage unavailable/.test(l)).length]);

const width = Math.max(...results.map(([label]) => label.length));
for (const [label, value] of results) console.log(`${label.padEnd(width)}  ${value}`);
if (leaking.length > 0) console.log(`\nfirst leaking line:\n${leaking[0].slice(0, 300)}`);
