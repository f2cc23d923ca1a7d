/*
 * The enquiry form's draft, kept in sessionStorage so a reload loses nothing. Browser-only. The
 * island under every page reads it, so it holds nothing else: the keys the script form sends with
 * are in enquiry-keys.ts, loaded with that form.
 */

export const draftStorageKey = 'northlight.enquiryDraft';

export function hasDraft(): boolean {
  try {
    return sessionStorage.getItem(draftStorageKey) !== null;
  } catch {
    return false;
  }
}

export function readDraft(): Record<string, unknown> | undefined {
  try {
    const raw = sessionStorage.getItem(draftStorageKey);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(values: Record<string, unknown>): void {
  try {
    const draft = Object.fromEntries(
      Object.entries(values).filter(([key]) => key !== 'website' && key !== 'startedAt'),
    );
    sessionStorage.setItem(draftStorageKey, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it just will not survive a reload.
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(draftStorageKey);
  } catch {
    // Nothing to clear.
  }
}
