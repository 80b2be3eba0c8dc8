import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../src/db/db';
import { migrate } from '../../src/db/migrate';
import { openDatabase, pgliteDataPath } from '../../src/db/open-db';
import { makeTempDir } from './temp-dir';

// The databases every DB-backed test runs against: always PGlite in a fresh temp folder,
// plus PostgreSQL when TEST_DATABASE_URL is set (scripts/with-postgres.sh sets it), where
// each test database is a fresh `paid_test_<random>` database, dropped afterwards.

export type DatabaseKind = 'pglite' | 'postgres';

const POSTGRES_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const DATABASE_KINDS: readonly DatabaseKind[] = POSTGRES_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestDatabase {
  kind: DatabaseKind;
  db: Db;
  /** PGlite: the data folder (holding `pgdata` and the lock file). */
  dataDir?: string;
  /** PostgreSQL: the connection string of this test's database. */
  url?: string;
  /** Closes the database and deletes its folder or drops it. */
  dispose(): Promise<void>;
}

// The template is keyed by PGlite's version: another version may not read its files.
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion: string = JSON.parse(
  fs.readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'), 'utf8'),
).version;
const TEMPLATE_DIR = path.join(os.tmpdir(), `paid-test-pglite-initdb-${pgliteVersion}`);

/**
 * A freshly initialised (empty, unmigrated) PGlite cluster, made once per machine and
 * copied for each test: PGlite's initdb takes ~3 s, a copy a fraction of that.
 */
async function pgliteTemplate(): Promise<string> {
  if (fs.existsSync(path.join(TEMPLATE_DIR, 'PG_VERSION'))) return TEMPLATE_DIR;
  const partial = `${TEMPLATE_DIR}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  const pglite = await PGlite.create({ dataDir: partial });
  await pglite.close();
  try {
    fs.renameSync(partial, TEMPLATE_DIR); // atomic: a concurrent maker cannot see half a copy
  } catch {
    fs.rmSync(partial, { recursive: true, force: true }); // someone else finished first
  }
  return TEMPLATE_DIR;
}

/** A temp data folder whose `pgdata` is a ready, empty PGlite cluster (not yet opened). */
export async function makePgliteDataDir(): Promise<string> {
  const dataDir = makeTempDir('paid-test-data');
  fs.cpSync(await pgliteTemplate(), pgliteDataPath(dataDir), { recursive: true });
  return dataDir;
}

async function createPglite(): Promise<TestDatabase> {
  const dataDir = await makePgliteDataDir();
  const database: TestDatabase = {
    kind: 'pglite',
    db: await openDatabase({ dataDir, databaseUrl: undefined }),
    dataDir,
    async dispose() {
      // `database.db`, not a captured one: a test may reopen the folder.
      await database.db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return database;
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createPostgres(): Promise<TestDatabase> {
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `paid_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const database: TestDatabase = {
    kind: 'postgres',
    db: await openDatabase({ databaseUrl: url.toString(), dataDir: '' }),
    url: url.toString(),
    async dispose() {
      await database.db.close();
      await withAdminClient((client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
  return database;
}

export interface CreateOptions {
  /** Apply the migrations (default true). */
  migrated?: boolean;
}

export async function createTestDatabase(
  kind: DatabaseKind,
  options: CreateOptions = {},
): Promise<TestDatabase> {
  const database = kind === 'pglite' ? await createPglite() : await createPostgres();
  if (options.migrated ?? true) await migrate(database.db);
  return database;
}
