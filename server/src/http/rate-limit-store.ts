import crypto from 'node:crypto';
import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db';

// Rate-limit counters every server shares (issue 19). On PostgreSQL (DATABASE_URL) several
// servers may run on one database; counting in each process would give a client the allowance
// once per server. So there the counters live in the database (migration 0013), and a limit
// is the site's limit. The embedded database (PGlite) has one server by construction (the
// data-dir lock) and keeps the plugin's in-process store.

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

interface StoreResult {
  current: number;
  ttl: number;
}
type StoreCallback = (error: Error | null, result?: StoreResult) => void;

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

// One statement per hit: the row is created, counted, or restarted when its window has ended,
// under the row lock `on conflict do update` takes, so concurrent hits from several servers
// each count once. The database's clock decides the windows, so servers agree on them.
const INCREMENT_SQL = `
  insert into rate_limit_hits as h (key, hits, window_ends_at)
  values ($1, 1, now() + $2::float8 * interval '1 millisecond')
  on conflict (key) do update set
    hits = case when h.window_ends_at <= now() then 1 else h.hits + 1 end,
    window_ends_at = case when h.window_ends_at <= now() then excluded.window_ends_at
                          else h.window_ends_at end
  returning hits, extract(epoch from (window_ends_at - now()))::float8 * 1000 as "ttlMs"`;

const READ_SQL = `
  select hits, extract(epoch from (window_ends_at - now()))::float8 * 1000 as "ttlMs"
    from rate_limit_hits where key = $1 and window_ends_at > now()`;

const CLEANUP_HITS_SQL = 'delete from rate_limit_hits where window_ends_at <= now()';

/**
 * A @fastify/rate-limit store class counting in PostgreSQL (the `store` option). The plugin
 * makes one per limited route (`child`), like its own stores: the route prefixes the key, so
 * a limit on two routes counts on each (as the in-process store does).
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const cleanup = periodicCleanup(db, CLEANUP_HITS_SQL);

  // The plugin's typing of `child` (Fastify's RouteOptions) says less than what it passes
  // (the merged options with routeInfo), hence no `implements` and the cast below.
  class PostgresRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: StoreCallback, timeWindow: number): void {
      this.count(INCREMENT_SQL, [storableKey(this.prefix + key), timeWindow], callback, true);
    }

    /** The hits so far without counting one (`createRateLimit(...)(request, {increment: false})`). */
    read(key: string, callback: StoreCallback): void {
      this.count(READ_SQL, [storableKey(this.prefix + key)], callback, false);
    }

    child(routeOptions: {
      routeInfo?: { method?: unknown; url?: unknown };
    }): PostgresRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      // createRateLimit (the hand-checked failure limits) has no route: its keys stand alone.
      const route = typeof url === 'string' ? `${String(method)} ${url}|` : '';
      return new PostgresRateLimitStore({}, route);
    }

    private count(
      sql: string,
      params: (string | number)[],
      callback: StoreCallback,
      clean: boolean,
    ): void {
      (clean ? cleanup() : Promise.resolve())
        .then(() => db.query<{ hits: number; ttlMs: number }>(sql, params))
        .then(({ rows }) => {
          const row = rows[0];
          callback(null, {
            current: row ? Number(row.hits) : 0,
            ttl: row ? Math.max(0, Math.ceil(Number(row.ttlMs))) : 0,
          });
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    }
  }

  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}

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
