import { createHash } from 'node:crypto';

/*
 * Enhanced conversions for leads (issue 40 item 3, docs/decisions/0050): the visitor's email as
 * Google matches it, normalised then SHA-256 hashed, hex-encoded. Google's rules: remove leading
 * and trailing spaces, lowercase, and for gmail.com and googlemail.com addresses remove every "."
 * before the "@". Nothing else is changed (a "+tag" stays: Google does not ask for it to go). Only
 * the hash ever leaves the server, and only for a visitor who granted ad_user_data.
 */

const dotlessDomains = new Set(['gmail.com', 'googlemail.com']);

/** The address as Google normalises it, or undefined when it is not one address. */
export function normaliseEmailForGoogle(email: string): string | undefined {
  const lowered = email.trim().toLowerCase();
  const at = lowered.lastIndexOf('@');
  if (at <= 0 || at === lowered.length - 1 || /\s/.test(lowered)) return undefined;
  const local = lowered.slice(0, at);
  const domain = lowered.slice(at + 1);
  return `${dotlessDomains.has(domain) ? local.replaceAll('.', '') : local}@${domain}`;
}

/** SHA-256 of the normalised address, lowercase hex (64 characters); undefined for no address. */
export function hashedEmailForGoogle(email: string | null | undefined): string | undefined {
  const normalised = email ? normaliseEmailForGoogle(email) : undefined;
  return normalised === undefined ? undefined : createHash('sha256').update(normalised, 'utf8').digest('hex');
}
