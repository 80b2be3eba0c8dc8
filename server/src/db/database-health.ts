import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './db';

/** How long a health check waits for the database: a cut network hangs rather than fails. */
export const DATABASE_CHECK_MS = 2_000;

/** A real round trip, so a health check fails when the database does (or does not answer). */
export async function checkDatabase(db: Db, withinMs = DATABASE_CHECK_MS): Promise<void> {
  const late = sleep(withinMs, undefined, { ref: false }).then(() => {
    throw new Error(`the database did not answer within ${withinMs} ms`);
  });
  await Promise.race([db.query('select 1'), late]);
}
