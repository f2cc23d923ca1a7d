import 'server-only';
import { randomInt } from 'node:crypto';

/*
 * What a failure below the enquiry API is, told apart without reading its message: a database
 * error's message (drizzle's "Failed query: ... params: ...") and detail ("Failing row contains
 * (...)") carry what the visitor typed, so only the error's class and code are ever logged.
 */

export type ErrorFacts = {
  /** The outermost error's class, e.g. DrizzleQueryError. */
  readonly errorClass: string;
  /** The innermost cause's class, e.g. PostgresError, DatabaseError. */
  readonly causeClass?: string;
  /** A SQLSTATE (23514) or a Node/driver code (ECONNREFUSED, CONNECTION_CLOSED). */
  readonly code?: string;
};

function className(value: unknown): string {
  if (value instanceof Error) return value.constructor.name || value.name;
  return typeof value;
}

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 6 && !chain.includes(current)) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function codeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  const code = (value as { code: unknown }).code;
  return typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : undefined;
}

/** Class and code only: safe to log. */
export function errorFacts(error: unknown): ErrorFacts {
  const chain = causes(error);
  const code = chain.map(codeOf).find((value) => value !== undefined);
  const innermost = chain.length > 1 ? chain[chain.length - 1] : undefined;
  return {
    errorClass: className(error),
    ...(innermost !== undefined ? { causeClass: className(innermost) } : {}),
    ...(code !== undefined ? { code } : {}),
  };
}

// SQLSTATE classes of a database that is unreachable, overloaded or shutting down
// (08 connection exception, 53 insufficient resources, 57P01-57P03 shutdown / cannot connect now,
// 58 system error), plus serialization failures and deadlocks, which a retry resolves.
const outageSqlState = /^(08|53|58)|^57P0[1-3]$|^40001$|^40P01$/;
const outageDriverCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // postgres-js
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** True when the store is unavailable (worth a "try again"), false for a bug or bad data. */
export function isStorageOutage(error: unknown): boolean {
  const { code } = errorFacts(error);
  if (code === undefined) return false;
  return outageSqlState.test(code) || outageDriverCodes.has(code);
}

const referenceAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A reference a visitor can quote for a failure, matched with the log line that has it. */
export function newErrorReference(): string {
  let body = '';
  for (let i = 0; i < 8; i += 1) body += referenceAlphabet[randomInt(referenceAlphabet.length)];
  return `ERR-${body}`;
}
