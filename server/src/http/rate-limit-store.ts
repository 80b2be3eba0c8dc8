import type { FastifyRateLimitOptions, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { coalescedPerDb, settled, type Settled } from '../db/coalesced-calls';
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

// One statement for the hits of every request counted meanwhile (db/coalesced-calls.ts): each
// key's row is created, counted (by that key's hits in the batch), or restarted when its
// window has ended, under the row lock `on conflict do update` takes, so concurrent hits from
// several servers each count once; keys in one order, so two servers' batches never wait for
// each other in a circle. The database's clock decides the windows, so servers agree on them.
const INCREMENT_SQL = `
  insert into rate_limit_hits as h (key, hits, window_ends_at)
  select k.key, k.hits, now() + k.window_ms * interval '1 millisecond'
    from unnest($1::text[], $2::int[], $3::float8[]) as k(key, hits, window_ms)
   order by k.key
  on conflict (key) do update set
    hits = case when h.window_ends_at <= now() then excluded.hits else h.hits + excluded.hits end,
    window_ends_at = case when h.window_ends_at <= now() then excluded.window_ends_at
                          else h.window_ends_at end
  returning key, hits, extract(epoch from (window_ends_at - now()))::float8 * 1000 as "ttlMs"`;

interface Hit {
  key: string;
  windowMs: number;
}

/** Counts the hits; each answers its own count: its key's count before the batch, plus its place. */
const countHits = coalescedPerDb(async (db: Db, hits: Hit[]): Promise<Settled<StoreResult>[]> => {
  const perKey = new Map<string, { hits: number; windowMs: number }>();
  for (const hit of hits) {
    const key = perKey.get(hit.key);
    if (key) key.hits += 1;
    else perKey.set(hit.key, { hits: 1, windowMs: hit.windowMs });
  }
  const keys = [...perKey.keys()];
  const { rows } = await db.query<{ key: string; hits: number; ttlMs: number }>(INCREMENT_SQL, [
    keys,
    keys.map((key) => perKey.get(key)!.hits),
    keys.map((key) => perKey.get(key)!.windowMs),
  ]);
  const counted = new Map(rows.map((row) => [row.key, row]));
  const seen = new Map<string, number>();
  return hits.map((hit) => {
    const row = counted.get(hit.key)!;
    const place = seen.get(hit.key) ?? 0;
    seen.set(hit.key, place + 1);
    const current = Number(row.hits) - perKey.get(hit.key)!.hits + place + 1;
    return settled.value({ current, ttl: Math.max(0, Math.ceil(Number(row.ttlMs))) });
  });
});

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
      cleanup()
        .then(() => countHits(db, { key: storableKey(this.prefix + key), windowMs: timeWindow }))
        .then((result) => callback(null, result))
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    }

    /** The hits so far without counting one (`createRateLimit(...)(request, {increment: false})`). */
    read(key: string, callback: StoreCallback): void {
      db.query<{ hits: number; ttlMs: number }>(READ_SQL, [storableKey(this.prefix + key)])
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

    child(routeOptions: {
      routeInfo?: { method?: unknown; url?: unknown };
    }): PostgresRateLimitStore {
      const { method, url } = routeOptions.routeInfo ?? {};
      // createRateLimit (the hand-checked failure limits) has no route: its keys stand alone.
      const route = typeof url === 'string' ? `${String(method)} ${url}|` : '';
      return new PostgresRateLimitStore({}, route);
    }
  }

  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
