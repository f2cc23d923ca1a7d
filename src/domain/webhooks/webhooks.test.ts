import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  webhookFirstRetryMs,
  webhookGivesUp,
  webhookMaxAttempts,
  webhookMaxRetryMs,
  webhookRetryCeilings,
  webhookRetryDelayMs,
} from './backoff';
import { checkEndpointUrl, isLoopbackHost, isPrivateAddress } from './endpoint-url';
import { checkWebhookSignature, parseWebhookSignature, webhookSignature } from './signature';

const secret = 'whsec_test-secret-0123456789';
const body = '{"id":"evt","type":"lead.created"}';

describe('webhook signature', () => {
  it('is "t=<unix>,v1=<hex HMAC-SHA256 of t.body>", as Stripe writes it', () => {
    const header = webhookSignature(secret, 1_790_000_000, body);
    const expected = createHmac('sha256', secret).update(`1790000000.${body}`).digest('hex');
    expect(header).toBe(`t=1790000000,v1=${expected}`);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('verifies a fresh, matching signature and refuses a changed body, another secret, an old or a malformed header', () => {
    const now = 1_790_000_000;
    const header = webhookSignature(secret, now, body);
    expect(checkWebhookSignature(secret, header, body, now + 10)).toBe('valid');
    expect(checkWebhookSignature(secret, header, `${body} `, now)).toBe('mismatch');
    expect(checkWebhookSignature('another-secret', header, body, now)).toBe('mismatch');
    expect(checkWebhookSignature(secret, header, body, now + 301)).toBe('stale');
    expect(checkWebhookSignature(secret, header, body, now - 301)).toBe('stale');
    expect(checkWebhookSignature(secret, undefined, body, now)).toBe('malformed');
    expect(checkWebhookSignature(secret, 'sha256=abc', body, now)).toBe('malformed');
    expect(checkWebhookSignature(secret, `t=${now}`, body, now)).toBe('malformed');
    // The timestamp is signed: moving it on breaks the signature.
    const moved = header.replace(`t=${now}`, `t=${now + 5}`);
    expect(checkWebhookSignature(secret, moved, body, now)).toBe('mismatch');
  });

  it('accepts any one of several v1 entries (a secret being rotated) and ignores other schemes', () => {
    const now = 1_790_000_000;
    const good = webhookSignature(secret, now, body).split(',')[1];
    const header = `t=${now},v0=zzz,v1=${'0'.repeat(64)},${good}`;
    expect(parseWebhookSignature(header)?.signatures).toHaveLength(2);
    expect(checkWebhookSignature(secret, header, body, now)).toBe('valid');
  });
});

describe('webhook retry schedule', () => {
  it('starts at about 30 s, doubles, and stops growing at 6 hours', () => {
    expect(webhookRetryDelayMs(1, () => 1)).toBe(webhookFirstRetryMs);
    expect(webhookRetryDelayMs(1, () => 0)).toBe(webhookFirstRetryMs / 2);
    expect(webhookRetryDelayMs(2, () => 1)).toBe(60_000);
    expect(webhookRetryDelayMs(5, () => 1)).toBe(480_000);
    expect(webhookRetryDelayMs(11, () => 1)).toBe(webhookMaxRetryMs);
    expect(webhookRetryDelayMs(40, () => 0)).toBe(webhookMaxRetryMs / 2);
    for (let attempt = 1; attempt < 15; attempt += 1) {
      const delay = webhookRetryDelayMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(webhookRetryDelayMs(attempt, () => 0));
      expect(delay).toBeLessThanOrEqual(webhookRetryDelayMs(attempt, () => 1));
    }
  });

  it('gives up after the 18th attempt, having tried for more than a day', () => {
    expect(webhookMaxAttempts).toBe(18);
    expect(webhookGivesUp(17)).toBe(false);
    expect(webhookGivesUp(18)).toBe(true);
    const ceilings = webhookRetryCeilings();
    expect(ceilings).toHaveLength(17);
    const atLeast = ceilings.reduce((sum, ceiling) => sum + ceiling / 2, 0);
    expect(atLeast).toBeGreaterThan(24 * 60 * 60 * 1000);
    expect(ceilings.reduce((sum, ceiling) => sum + ceiling, 0)).toBeLessThan(52 * 60 * 60 * 1000);
  });
});

describe('endpoint address check', () => {
  const production = { allowLoopback: false };
  const tests = { allowLoopback: true };

  it('takes public https addresses', () => {
    expect(checkEndpointUrl('https://hooks.zapier.com/hooks/catch/123/abc/', production).ok).toBe(true);
    expect(checkEndpointUrl(' https://crm.example.com:8443/in?x=1 ', production).ok).toBe(true);
    expect(checkEndpointUrl('https://8.8.8.8/hook', production).ok).toBe(true);
  });

  it('refuses http, other schemes, credentials, fragments and nonsense in production', () => {
    for (const value of [
      'http://crm.example.com/in',
      'ftp://crm.example.com/in',
      'javascript:alert(1)',
      'https://user:pass@crm.example.com/in',
      'https://crm.example.com/in#x',
      'crm.example.com/in',
      '',
      42,
      `https://crm.example.com/${'a'.repeat(2_000)}`,
    ]) {
      expect(checkEndpointUrl(value, production).ok, String(value)).toBe(false);
    }
  });

  it('refuses private, loopback, link-local and metadata addresses in production, however written', () => {
    for (const value of [
      'https://localhost/in',
      'https://127.0.0.1/in',
      'https://2130706433/in', // 127.0.0.1 as one number: URL normalises it
      'https://0x7f.1/in',
      'https://10.1.2.3/in',
      'https://172.20.0.5/in',
      'https://192.168.1.10/in',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/in',
      'https://0.0.0.0/in',
      'https://[::1]/in',
      'https://[::ffff:10.0.0.1]/in',
      'https://[::ffff:7f00:1]/in',
      'https://[fd00::1]/in',
      'https://[fe80::1]/in',
      'https://intranet/in',
      'https://printer.local/in',
      'https://db.internal/in',
    ]) {
      expect(checkEndpointUrl(value, production).ok, value).toBe(false);
    }
  });

  it('lets tests and development post to loopback over http, and nowhere else over http', () => {
    expect(checkEndpointUrl('http://127.0.0.1:3299/__webhook/x', tests).ok).toBe(true);
    expect(checkEndpointUrl('http://localhost:4000/in', tests).ok).toBe(true);
    expect(checkEndpointUrl('http://[::1]:4000/in', tests).ok).toBe(true);
    expect(checkEndpointUrl('http://crm.example.com/in', tests).ok).toBe(false);
    expect(checkEndpointUrl('http://10.0.0.2/in', tests).ok).toBe(false);
    expect(checkEndpointUrl('https://192.168.0.1/in', tests).ok).toBe(false);
  });

  it('classifies addresses', () => {
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
    expect(isPrivateAddress('172.31.255.255')).toBe(true);
    expect(isPrivateAddress('::')).toBe(true);
    expect(isPrivateAddress('64:ff9b::a00:1')).toBe(true);
    expect(isPrivateAddress('2002:c0a8:101::1')).toBe(true);
    expect(isPrivateAddress('not an address')).toBe(true);
    expect(isLoopbackHost('127.9.9.9')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('app.localhost')).toBe(true);
    expect(isLoopbackHost('example.com')).toBe(false);
  });
});
