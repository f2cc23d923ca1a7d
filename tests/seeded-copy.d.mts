/** Replaces `target` with a copy of the seeded database; false (nothing done) when none is offered. */
export function copySeededDatabase(target: string, source?: string): boolean;
