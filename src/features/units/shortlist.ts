import { isUnitReference } from '@/lib/unit-reference';

/*
 * The visitor's shortlist of units: references kept in this browser's localStorage, nothing sent
 * anywhere (no account, no cookie). The compare page reads references from its URL, never from
 * here, so a comparison is a link anyone can open.
 */

export const shortlistStorageKey = 'northlight.shortlist';
export const shortlistEvent = 'northlight:shortlist';
/** Side by side on one screen: the most the compare page shows. */
export const maxCompared = 4;
/** The most a shortlist keeps; starring one more drops the oldest. */
export const maxShortlisted = 12;

export function parseShortlist(raw: string | null): string[] {
  try {
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? [...new Set(value.filter(isUnitReference))].slice(-maxShortlisted) : [];
  } catch {
    return [];
  }
}

export function readShortlist(): string[] {
  try {
    return parseShortlist(localStorage.getItem(shortlistStorageKey));
  } catch {
    return [];
  }
}

/** Adds or removes a reference; the newest stays when the list is full. */
export function toggled(list: readonly string[], reference: string): string[] {
  if (list.includes(reference)) return list.filter((item) => item !== reference);
  return [...list, reference].slice(-maxShortlisted);
}

export function writeShortlist(list: readonly string[]): void {
  try {
    localStorage.setItem(shortlistStorageKey, JSON.stringify(list));
  } catch {
    // Storage can be unavailable (private mode); the star still reflects this page's state.
  }
  window.dispatchEvent(new CustomEvent(shortlistEvent));
}

/** The compare page's link for these references (the latest four). */
export const comparePath = (list: readonly string[]) =>
  `/compare?units=${list.slice(-maxCompared).map(encodeURIComponent).join(',')}`;

/** The references a compare link names: valid ones, once each, the first four, case-insensitive. */
export function parseCompared(value: string | string[] | undefined): string[] {
  const raw = (Array.isArray(value) ? value.join(',') : (value ?? '')).slice(0, 200);
  const references = raw.split(',').map((part) => part.trim().toUpperCase()).filter(isUnitReference);
  return [...new Set(references)].slice(0, maxCompared);
}
