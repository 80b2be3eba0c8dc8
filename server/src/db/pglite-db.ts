import fs from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db, DbTx, QueryResult, SqlParam } from './db';
import { trackTransaction } from './transaction-activity';
import { typeParsers } from './type-parsers';

// PGlite: PostgreSQL compiled to WebAssembly, running inside this process on a data folder.
// It is single-connection: queries queue, and a transaction holds the connection until it
// ends. The caller must hold the data-dir lock (data-dir-lock.ts) before opening it.

type PgliteQueryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function bind(target: PgliteQueryable): DbTx {
  return {
    async query<T>(sql: string, params?: readonly SqlParam[]): Promise<QueryResult<T>> {
      // PGlite's signature takes any[]; our SqlParam values are what it serialises.
      const result = await target.query<T>(sql, params as unknown[] | undefined);
      return { rows: result.rows };
    },
    async exec(sql: string): Promise<void> {
      await target.exec(sql);
    },
  };
}

/** Opens (creating on first use, which takes a few seconds for initdb) a PGlite folder. */
export async function openPgliteDb(pgdataDir: string): Promise<Db> {
  fs.mkdirSync(pgdataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir: pgdataDir, parsers: typeParsers });
  const queries = bind(pglite);
  return {
    kind: 'pglite',
    ...queries,
    transaction: (fn) => trackTransaction(() => pglite.transaction((tx) => fn(bind(tx)))),
    // In process: the one server is the only listener, and nothing can be lost between them.
    async listen(channel, onNotify) {
      const unlisten = await pglite.listen(channel, onNotify);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
