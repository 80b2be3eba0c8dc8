import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db';
import { periodicCleanup, storableKey } from '../limits/counter-rows';

// Rate-limit counters every server shares. On PostgreSQL (DATABASE_URL) several
// servers may run on one database; counting in each process would give a client the allowance
// once per server. So there the counters live in the database (migration 0013), and a limit
// is the site's limit. The embedded database (PGlite) has one server by construction (the
// data-dir lock) and keeps the plugin's in-process store.

interface StoreResult {
  current: number;
  ttl: number;
}
type StoreCallback = (error: Error | null, result?: StoreResult) => void;

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
