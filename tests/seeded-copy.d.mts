/** Replaces `target` with a copy of the seeded database; false (nothing done) when none is offered. */
export function copySeededDatabase(target: string, source?: string): boolean;
/** The statement that makes a PostgreSQL test database: a copy of the seeded one when offered. */
export function createDatabaseStatement(name: string, template?: string): string;
