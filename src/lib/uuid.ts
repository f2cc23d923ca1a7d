/*
 * A row id as PostgreSQL writes it. Ids reach us in links, forms and webhook metadata; one that is
 * not a UUID is refused before any query, since PostgreSQL would answer a malformed one with an
 * error rather than no row.
 */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
