/** Replaces `target` with a copy of the seeded database (and its photos into `mediaDir`); false when none is offered. */
export function copySeededDatabase(target: string, options?: { mediaDir?: string; source?: string }): boolean;
/** The statement that makes a PostgreSQL test database: a copy of the seeded one when offered. */
export function createDatabaseStatement(
  name: string,
  options?: { fromSeed?: boolean; template?: string },
): string;
/** Drops the PostgreSQL database `url` names and makes it afresh (a copy of the seeded one with `fromSeed`). */
export function recreatePostgresDatabase(url: string, options?: { fromSeed?: boolean }): Promise<void>;
