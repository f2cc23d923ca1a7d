import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { StaffRecipient } from '../mail';

/*
 * A staff user's address for their lead mail, read from the CMS's users table (Payload's, on the
 * same database) when the mail is sent: a user whose account is gone gets nothing, and the outbox
 * row records why.
 */
export async function staffRecipient(db: Database, userId: number): Promise<StaffRecipient | undefined> {
  const result = (await db.execute(sql`select email, name from users where id = ${userId}`)) as unknown as {
    rows?: StaffRecipient[];
  } & ArrayLike<StaffRecipient>;
  // postgres-js answers an array of rows, PGlite an object with rows.
  const [row] = result.rows ?? Array.from(result);
  return row ? { email: row.email, name: row.name } : undefined;
}
