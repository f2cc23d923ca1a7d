import { isIP } from 'node:net';

/*
 * Which endpoint addresses the server may post to (SSRF, docs/decisions/0047). In production only
 * https, and never to an address inside a private, loopback, link-local or otherwise reserved
 * range: a webhook must not become a way to reach the database, the metadata service or the
 * office network from the server. Host names are checked again when a delivery is sent, against
 * every address they resolve to (src/server/webhooks/send.ts), so a name that later points inside
 * is refused then. Tests and development may use http, and https, to loopback only (a local
 * recorder): that is `allowLoopback`, off in production unless WEBHOOKS_ALLOW_LOOPBACK is set.
 */

export const endpointUrlMaxLength = 2_000;

export type EndpointUrlPolicy = {
  readonly allowLoopback: boolean;
  /**
   * The address was set by whoever runs the server (ENQUIRY_WEBHOOK_URL, docs/decisions/0057), not
   * typed by staff: it may be any http(s) address, an internal CRM's included, as it always could.
   */
  readonly setByOperator?: boolean;
};

const v4 = (text: string): number[] | undefined => {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part))) return undefined;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : undefined;
};

function privateV4([a, b, c]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a! >= 224
  );
}

/** An IPv6 address as eight 16-bit groups; undefined when it is not one. */
function v6Groups(text: string): number[] | undefined {
  let address = text.toLowerCase();
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  let tail: number[] = [];
  const lastColon = address.lastIndexOf(':');
  const embedded = v4(address.slice(lastColon + 1));
  if (embedded) {
    tail = [(embedded[0]! << 8) | embedded[1]!, (embedded[2]! << 8) | embedded[3]!];
    address = `${address.slice(0, lastColon + 1)}0:0`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const read = (part: string) => (part === '' ? [] : part.split(':'));
  const head = read(halves[0]!);
  const rest = halves.length === 2 ? read(halves[1]!) : [];
  if ([...head, ...rest].some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return undefined;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 0) return undefined;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest].map(
    (group) => Number.parseInt(group, 16),
  );
  if (embedded) groups.splice(6, 2, ...tail);
  return groups;
}

/** True for any address a webhook must not reach in production (and for anything that is not an address). */
export function isPrivateAddress(address: string): boolean {
  const bytes = v4(address);
  if (bytes) return privateV4(bytes);
  const groups = v6Groups(address.replace(/^\[|\]$/g, ''));
  if (!groups) return true;
  const [g0, , , , , g5, g6, g7] = groups as [number, number, number, number, number, number, number, number];
  const fromGroups = () => [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255];
  if (groups.slice(0, 7).every((group) => group === 0)) return true; // :: and ::1
  if (groups.slice(0, 5).every((group) => group === 0) && g5 === 0xffff) return privateV4(fromGroups()); // ::ffff:a.b.c.d
  if (g0 === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0))
    return privateV4(fromGroups()); // 64:ff9b::/96 (NAT64)
  if (g0 === 0x2002) return privateV4([groups[1]! >> 8, groups[1]! & 255, groups[2]! >> 8, groups[2]! & 255]); // 6to4
  return (
    (g0 & 0xfe00) === 0xfc00 || // unique local
    (g0 & 0xffc0) === 0xfe80 || // link-local
    (g0 & 0xff00) === 0xff00 || // multicast
    (g0 === 0x2001 && groups[1] === 0x0db8) || // documentation
    (g0 === 0x2001 && groups[1]! < 0x0200) || // IETF special purpose (Teredo, benchmarking, ORCHID)
    g0 === 0x0100 // discard-only
  );
}

/** A loopback address or name: what tests and development may post to. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const bytes = v4(host);
  if (bytes) return bytes[0] === 127;
  const groups = isIP(host) === 6 ? v6Groups(host) : undefined;
  return groups !== undefined && groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1;
}

export type EndpointUrlCheck =
  { readonly ok: true; readonly url: URL } | { readonly ok: false; readonly problem: string };

/** Checks an address staff typed, in their words when it is refused. */
export function checkEndpointUrl(value: unknown, policy: EndpointUrlPolicy): EndpointUrlCheck {
  if (typeof value !== 'string' || value.trim() === '')
    return { ok: false, problem: 'Enter the address to send to.' };
  const text = value.trim();
  if (text.length > endpointUrlMaxLength) return { ok: false, problem: 'The address is too long.' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, problem: 'This is not a web address (it should start with https://).' };
  }
  if (url.username || url.password)
    return {
      ok: false,
      problem: 'Put no user name or password in the address; each delivery is signed instead.',
    };
  if (url.hash) return { ok: false, problem: 'Leave out the part after #.' };
  if (policy.setByOperator && (url.protocol === 'https:' || url.protocol === 'http:')) return { ok: true, url };
  const loopback = isLoopbackHost(url.hostname);
  if (loopback) {
    if (!policy.allowLoopback)
      return { ok: false, problem: 'This address is on the server itself; webhooks go to other systems.' };
    if (url.protocol === 'https:' || url.protocol === 'http:') return { ok: true, url };
    return { ok: false, problem: 'The address must start with https://.' };
  }
  if (url.protocol !== 'https:')
    return {
      ok: false,
      problem: 'The address must start with https:// (deliveries are only sent encrypted).',
    };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    isIP(host) !== 0
      ? isPrivateAddress(host)
      : !host.includes('.') || /\.(local|internal|lan|home|corp)$/i.test(host)
  )
    return {
      ok: false,
      problem: 'This address is inside a private network; webhooks can only go to public addresses.',
    };
  return { ok: true, url };
}
