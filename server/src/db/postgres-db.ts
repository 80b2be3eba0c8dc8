import pg from 'pg';
import type { Db, DbTx, QueryResult, SqlParam } from './db';
import { listenOnPostgres } from './postgres-listen';
import { trackTransaction } from './transaction-activity';
import { typeParsers } from './type-parsers';

// A real PostgreSQL through a `pg` connection pool, chosen by DATABASE_URL. Safe to run
// several servers against one database: nothing here keeps state between requests.

type PgQueryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

function bind(target: PgQueryable): DbTx {
  return {
    async query<T>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<T>> {
      // pg's typings want a mutable any[]; it only reads the values.
      const result = await target.query(sql, params as unknown[] | undefined);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    typeParsers[oid] ??
    pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  max?: number;
}

export async function openPostgresDb(
  connectionString: string,
  options: PostgresOptions = {},
): Promise<Db> {
  const pool = new pg.Pool({ connectionString, types, max: options.max ?? 10 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  const queries = bind(pool);
  // Fail now, with the connection error, rather than on the first request.
  await pool.query('select 1');
  let closed = false;
  async function runTransaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('begin');
      const result = await fn(bind(client));
      await client.query('commit');
      return result;
    } catch (error) {
      // A connection that cannot even roll back is discarded instead of reused.
      await client.query('rollback').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }
  return {
    kind: 'postgres',
    ...queries,
    transaction<T>(fn: (tx: DbTx) => Promise<T>): Promise<T> {
      return trackTransaction(() => runTransaction(fn));
    },
    listen: (channel, onNotify, onGap, onLost) =>
      listenOnPostgres(connectionString, channel, onNotify, onGap, onLost),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
