import path from 'node:path';
import type { Config } from '../config';
import type { Db } from './db';
import { acquireDataDirLock } from './data-dir-lock';
import { openPgliteDb } from './pglite-db';
import { openPostgresDb } from './postgres-db';

/** PGlite's files inside the data folder. */
export function pgliteDataPath(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/**
 * The database the config asks for: PostgreSQL when DATABASE_URL is set, else PGlite in
 * `<dataDir>/pgdata` behind the data-dir lock (throws DataDirLockedError when another
 * server holds it). Closing the Db releases the lock.
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  if (config.databaseUrl) return openPostgresDb(config.databaseUrl);

  const lock = acquireDataDirLock(config.dataDir);
  let db: Db;
  try {
    db = await openPgliteDb(pgliteDataPath(config.dataDir));
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        lock.release();
      }
    },
  };
}
