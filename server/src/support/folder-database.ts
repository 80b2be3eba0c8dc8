import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import {
  databaseIdOf,
  describeMarker,
  hasPaidSchema,
  postgresPlace,
  readDatabaseMarker,
  UnreadableMarkerError,
  type DatabaseMarker,
} from '../db/database-marker';
import type { Db } from '../db/db';
import { openDatabase, pgliteDataPath } from '../db/open-db';
import { openPostgresDb } from '../db/postgres-db';
import { AdminCommandError } from './admin-client';

// The database a support command (npm run admin, npm run release) opens when no server of the
// data folder answers: exactly the one the folder's server used, as its database.json says
// (db/database-marker.ts), or a refusal saying what to set. A command never creates a
// database: only the server does (npm start, start:cluster), so a command run with a wrong or
// missing DATABASE_URL cannot answer from, or write into, an empty database of its own.

/** Whether the folder holds an embedded database (PGlite writes PG_VERSION when it creates one). */
function hasPgliteFiles(dataDir: string): boolean {
  return fs.existsSync(path.join(pgliteDataPath(dataDir), 'PG_VERSION'));
}

function withoutPassword(url: string): string {
  const { host, port, database, user } = postgresPlace(url);
  return `${user ? `${user}@` : ''}${host}:${port}/${database}`;
}

const ONLY_THE_SERVER = 'Only the server creates a database (npm start, npm run start:cluster).';

async function openPostgres(url: string, dataDir: string): Promise<Db> {
  try {
    return await openPostgresDb(url, { max: 2 });
  } catch (error) {
    throw new AdminCommandError(
      `Cannot reach DATABASE_URL (${withoutPassword(url)}) for the data folder ${dataDir}: ${(error as Error).message}`,
    );
  }
}

/** Closes `db` and refuses unless it is the marker's database. */
async function checkIdentity(db: Db, marker: DatabaseMarker, dataDir: string, reached: string) {
  const id = await databaseIdOf(db);
  if (id === marker.databaseId) return;
  await db.close();
  const what = id ? `database id ${id}` : 'no PAID database';
  const fix =
    marker.kind === 'postgres'
      ? 'set DATABASE_URL to that database'
      : 'unset DATABASE_URL and restore that pgdata, or set PAID_DATA_DIR to the folder of the database you mean';
  throw new AdminCommandError(
    `${reached} holds ${what}, but the data folder ${dataDir} belongs to ${describeMarker(marker, dataDir)}: ${fix}.`,
  );
}

function readMarker(dataDir: string): DatabaseMarker | undefined {
  try {
    return readDatabaseMarker(dataDir);
  } catch (error) {
    if (error instanceof UnreadableMarkerError) {
      throw new AdminCommandError(
        `${error.message}: start the folder's server once (it writes the file again), or fix it.`,
      );
    }
    throw error;
  }
}

/**
 * Opens the data folder's own database for a command (the caller closes it), or throws an
 * AdminCommandError saying what to set. Creates nothing: no pgdata, no folder, no schema.
 */
export async function openFolderDatabase(
  config: Pick<Config, 'dataDir' | 'databaseUrl'>,
): Promise<{ db: Db; marker: DatabaseMarker | undefined }> {
  const { dataDir, databaseUrl } = config;
  const marker = readMarker(dataDir);

  if (marker?.kind === 'postgres') {
    if (!databaseUrl) {
      throw new AdminCommandError(
        `The data folder ${dataDir} belongs to ${describeMarker(marker, dataDir)} and no server of it is running: set DATABASE_URL to that database (postgres://${marker.user ? `${marker.user}:...@` : ''}${marker.host}:${marker.port}/${marker.database}) and run the command again. ${ONLY_THE_SERVER}`,
      );
    }
    const db = await openPostgres(databaseUrl, dataDir);
    await checkIdentity(db, marker, dataDir, `DATABASE_URL (${withoutPassword(databaseUrl)})`);
    return { db, marker };
  }

  if (marker?.kind === 'pglite') {
    if (databaseUrl) {
      throw new AdminCommandError(
        `The data folder ${dataDir} belongs to ${describeMarker(marker, dataDir)}, not to DATABASE_URL (${withoutPassword(databaseUrl)}): unset DATABASE_URL, or set PAID_DATA_DIR to the data folder of a server of that database.`,
      );
    }
    if (!hasPgliteFiles(dataDir)) {
      throw new AdminCommandError(
        `The data folder ${dataDir} belongs to ${describeMarker(marker, dataDir)}, but its files are missing: restore ${pgliteDataPath(dataDir)}, or set PAID_DATA_DIR to the folder that holds them. ${ONLY_THE_SERVER}`,
      );
    }
    const db = await openDatabase(config);
    await checkIdentity(db, marker, dataDir, pgliteDataPath(dataDir));
    return { db, marker };
  }

  // A folder without a marker (from before markers, or a test's): the database must exist.
  if (databaseUrl) {
    const db = await openPostgres(databaseUrl, dataDir);
    if (!(await hasPaidSchema(db))) {
      await db.close();
      throw new AdminCommandError(
        `DATABASE_URL (${withoutPassword(databaseUrl)}) holds no PAID database: set it to the database your servers use. ${ONLY_THE_SERVER}`,
      );
    }
    return { db, marker };
  }
  if (!hasPgliteFiles(dataDir)) {
    throw new AdminCommandError(
      `No PAID database in the data folder ${dataDir} (no database.json, no pgdata): set PAID_DATA_DIR to your server's data folder, and DATABASE_URL when it runs on PostgreSQL. ${ONLY_THE_SERVER}`,
    );
  }
  return { db: await openDatabase(config), marker };
}
