import type { Db } from '../db/db';
import { periodicCleanup, storableKey } from './counter-rows';

/** Takes one token from a key's bucket; false when it is empty (the caller answers 429). */
export interface TokenBucket {
  take(key: string): boolean | Promise<boolean>;
}

export interface SharedTokenBucketOptions {
  capacity: number;
  /** Time in which an empty bucket refills completely. */
  perMs: number;
  now?: () => number;
}

// The token bucket of chat/token-bucket.ts in one statement: a new key starts full and takes a
// token; a known one refills for the time since its last take and takes a token only when at
// least one is there (`where`): a refusal changes nothing and returns no row.
const TAKE_SQL = `
  insert into rate_limit_buckets as b (key, tokens, updated_at, full_at)
  values ($1, $2::float8 - 1, to_timestamp($4::float8 / 1000),
          to_timestamp(($4::float8 + $3::float8 / $2::float8) / 1000))
  on conflict (key) do update set
    tokens = least($2::float8, b.tokens + greatest(0, $4::float8 - extract(epoch from b.updated_at)::float8 * 1000) * $2::float8 / $3::float8) - 1,
    updated_at = to_timestamp($4::float8 / 1000),
    full_at = to_timestamp(($4::float8 + ($2::float8 - (least($2::float8, b.tokens + greatest(0, $4::float8 - extract(epoch from b.updated_at)::float8 * 1000) * $2::float8 / $3::float8) - 1)) * $3::float8 / $2::float8) / 1000)
  where least($2::float8, b.tokens + greatest(0, $4::float8 - extract(epoch from b.updated_at)::float8 * 1000) * $2::float8 / $3::float8) >= 1
  returning 1 as taken`;

// By the buckets' own clock (`now`), so a test clock never deletes a bucket that is not full.
const CLEANUP_BUCKETS_SQL =
  'delete from rate_limit_buckets where full_at <= to_timestamp($1::float8 / 1000)';

/**
 * A token bucket kept in PostgreSQL, so all servers on one database share each sender's
 * bucket. Times come from the servers' clocks (`now`), as with the in-process bucket.
 */
export class SharedTokenBucket implements TokenBucket {
  private readonly cleanup: () => Promise<void>;
  private readonly now: () => number;

  constructor(
    private readonly db: Db,
    private readonly prefix: string,
    private readonly options: SharedTokenBucketOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.cleanup = periodicCleanup(db, CLEANUP_BUCKETS_SQL, () => [this.now()]);
  }

  async take(key: string): Promise<boolean> {
    await this.cleanup();
    const { rows } = await this.db.query(TAKE_SQL, [
      storableKey(`${this.prefix}|${key}`),
      this.options.capacity,
      this.options.perMs,
      this.now(),
    ]);
    return rows.length > 0;
  }
}
