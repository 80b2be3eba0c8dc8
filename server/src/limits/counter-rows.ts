import crypto from 'node:crypto';
import type { Db } from '../db/db';

// Counters kept as rows of the database, so every server on one database shares them: the
// HTTP rate limits (http/rate-limit-store.ts), chat's token bucket (shared-token-bucket.ts)
// and slow mode (chat/slow-mode.ts). What they share: keys a row can hold, and deleting
// expired rows now and then instead of on every hit.

/** Longer keys are stored as their hash: a text index entry has a size limit. */
const KEY_MAX_LENGTH = 200;

/**
 * A key as a row can hold it. Keys carry what a request sent (an email for the per-account
 * log-in limit): PostgreSQL text cannot hold NUL, and a btree entry has a size limit, so
 * backslashes and NULs are escaped (one-to-one) and a long key becomes its SHA-256.
 */
export function storableKey(key: string): string {
  const escaped = key.replaceAll('\\', '\\\\').replaceAll('\u0000', '\\0');
  if (escaped.length <= KEY_MAX_LENGTH) return escaped;
  return `sha256:${crypto.createHash('sha256').update(key).digest('hex')}`;
}

/** Expired rows are deleted at most this often by each server (one indexed delete). */
export const RATE_LIMIT_CLEANUP_EVERY_MS = 60_000;

/** Deletes expired rows now and then: at most once per RATE_LIMIT_CLEANUP_EVERY_MS. */
export function periodicCleanup(
  db: Db,
  sql: string,
  params: () => (string | number)[] = () => [],
): () => Promise<void> {
  let lastAt = 0;
  return async () => {
    if (Date.now() - lastAt < RATE_LIMIT_CLEANUP_EVERY_MS) return;
    lastAt = Date.now();
    // A failed cleanup is retried next time; the counting itself does not depend on it.
    await db.query(sql, params()).catch(() => {});
  };
}
