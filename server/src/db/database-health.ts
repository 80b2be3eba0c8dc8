import type { Db } from './db';

/** A real round trip, so a health check fails when the database does. */
export async function checkDatabase(db: Db): Promise<void> {
  await db.query('select 1');
}
