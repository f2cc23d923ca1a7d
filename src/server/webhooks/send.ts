import 'server-only';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import {
  checkEndpointUrl,
  isLoopbackHost,
  isPrivateAddress,
  type EndpointUrlPolicy,
} from '@/domain/webhooks/endpoint-url';

/*
 * One POST to an endpoint, with node:http(s) rather than fetch so that what matters here is in our
 * hands: the address is checked before anything is sent, and every address its name resolves to
 * is checked at connection time (a name that points inside the network, or is re-pointed there
 * after it was registered, is refused: no DNS rebinding); redirects are never followed (a 3xx is a
 * failure, recorded with its status); the whole exchange is cut off at `timeoutMs`; at most 2 KiB
 * of the answer is read, and 500 characters of it are kept.
 */

export const responseSnippetLength = 500;
const responseReadLimit = 2_048;

export type SendOutcome = {
  readonly ok: boolean;
  readonly status: number | undefined;
  /** The start of the answer's body, printable characters only; for the admin, never the log. */
  readonly snippet: string | undefined;
  /** Why it failed, without personal data (a status, a timeout, a refused address). */
  readonly error: string | undefined;
  readonly durationMs: number;
};

export type SendRequest = {
  readonly url: string;
  readonly body: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly policy: EndpointUrlPolicy;
};

/** Refuses, at connection time, any resolved address the policy does not allow. */
export function guardedLookup(hostname: string, policy: EndpointUrlPolicy): LookupFunction {
  const loopbackName = isLoopbackHost(hostname);
  return (name, options, callback) => {
    dnsLookup(name, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find(
        (entry) =>
          !policy.setByOperator &&
          isPrivateAddress(entry.address) &&
          !(policy.allowLoopback && loopbackName && isLoopbackHost(entry.address)),
      );
      if (refused || addresses.length === 0) {
        const denial = Object.assign(new Error('address refused: the name resolves to a private address'), {
          code: 'EADDRREFUSED',
        });
        return callback(denial, '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

function printable(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').slice(0, responseSnippetLength);
}

export function sendWebhook(request: SendRequest): Promise<SendOutcome> {
  const started = Date.now();
  const check = checkEndpointUrl(request.url, request.policy);
  if (!check.ok) {
    return Promise.resolve({
      ok: false,
      status: undefined,
      snippet: undefined,
      error: `address refused: ${check.problem}`,
      durationMs: 0,
    });
  }
  const url = check.url;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...outcome, durationMs: Date.now() - started });
    };
    const req = client.request(url, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
      lookup: guardedLookup(url.hostname, request.policy),
      agent: false,
    });
    const deadline = setTimeout(() => {
      finish({
        ok: false,
        status: undefined,
        snippet: undefined,
        error: `timed out after ${request.timeoutMs} ms`,
      });
      req.destroy();
    }, request.timeoutMs);
    deadline.unref?.();
    req.on('error', (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRREFUSED' ? error.message : `unreachable: ${error.code ?? error.message}`;
      finish({ ok: false, status: undefined, snippet: undefined, error: reason.slice(0, 300) });
    });
    req.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        const snippet = printable(Buffer.concat(chunks).toString('utf8'));
        if (status >= 200 && status < 300) finish({ ok: true, status, snippet, error: undefined });
        else if (status >= 300 && status < 400)
          finish({ ok: false, status, snippet, error: `answered ${status} (a redirect, not followed)` });
        else finish({ ok: false, status, snippet, error: `answered ${status}` });
        response.destroy();
      };
      response.on('data', (chunk: Buffer) => {
        if (read < responseReadLimit) chunks.push(chunk.subarray(0, responseReadLimit - read));
        read += chunk.length;
        if (read >= responseReadLimit) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    req.end(request.body);
  });
}
