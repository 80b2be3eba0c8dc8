import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../src/db/db';
import { migrate, readMigrations, readSqlFunctionFiles } from '../../src/db/migrate';
import { openDatabase, pgliteDataPath } from '../../src/db/open-db';
import { seedElectionsIfEmpty } from '../../src/elections/seed-elections';
import { loadElectionCalendar } from '../../src/elections/election-calendar';
import { makeTempDir } from './temp-dir';

// The databases DB-backed tests run against: PGlite in a fresh temp folder, and PostgreSQL
// when TEST_DATABASE_URL is set (scripts/with-postgres.sh sets it), where each test database
// is a fresh `paid_test_<random>` database, dropped afterwards.

export type DatabaseKind = 'pglite' | 'postgres';

const POSTGRES_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/**
 * Where a test runs unless its behaviour differs by database: PGlite alone. PGlite is
 * PostgreSQL's own code, so SQL, constraints, triggers and functions behave the same on both;
 * what differs is one connection against a pool (no two transactions ever overlap on PGlite),
 * LISTEN/NOTIFY between processes, the stores chosen by database, and migrations run on a
 * server. A file that tests one of those asks for `databaseKinds({ differsByDatabase })`.
 */
export const DATABASE_KINDS: readonly DatabaseKind[] = ['pglite'];

/**
 * PGlite and, when TEST_DATABASE_URL is set, PostgreSQL: for a test whose behaviour differs by
 * database, saying how. The files that ask, and why (keep this list with the calls):
 * - donations-concurrency: 1,000 simultaneous gifts contend for row locks and unique keys
 * - donation-record, donations-payments: one idempotency key arriving twice at once
 * - donation-refunds: two refunds of one gift racing to the database
 * - donations-trust: one donor's simultaneous gifts under the gift locks; no lock held
 * - saved-cards-recurring: two servers' monthly charge jobs on two connections
 * - express-links: two simultaneous presses of one link's confirmation with one key
 * - monthly-offer: two simultaneous presses of "Make it monthly" start one plan
 * - tournament-engine-concurrency: four advancers contend for the tournaments' row locks
 * - tournament-routes, tournament-start-limits: simultaneous creates and starts
 * - candidate-register, campaign-url-routes, campaign-url-landing, post-feed, stream-routes:
 *   two simultaneous requests racing for one unique row
 * - chat-moderation: slow mode shared by two servers sending at once
 * - donate-experiments: two simultaneous starts race for the one-running-experiment index
 * - mail-outbox-claims: two servers claiming the outbox on their own connections
 * - mail-burst: a burst claimed and sent several at a time on a pool of connections
 * - best-efforts-follow-up: two servers claim the follow-ups on their own connections
 * - upload-routes, upload-database-storage: photos live in the database on PostgreSQL
 * - security-shared-rate-limit: counters shared in the database, not in the process
 * - refcodes: two page loads of one visitor racing for the one visit row
 * - live-push, live-position: events heard between servers through LISTEN/NOTIFY
 * - remote-releases: a second server instance on the same database
 * - migrate: migrations run on a PostgreSQL server
 * - sql-functions: the functions a PostgreSQL server prints back equal the files
 * - cluster (and tournament-engine-processes, by TEST_DATABASE_URL): PostgreSQL only
 * - folder-database: a data folder that belongs to a PostgreSQL database (its marker, its id)
 * - cluster-releases: a release reaching two servers on one PostgreSQL (PostgreSQL only)
 * - cluster-restart: a killed server restarted behind HAProxy on one PostgreSQL (PostgreSQL only)
 */
export function databaseKinds(options: { differsByDatabase: string }): readonly DatabaseKind[] {
  if (!options.differsByDatabase.trim()) throw new Error('say how the behaviour differs');
  return POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
}

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

/**
 * Names the migrated templates after the migrations, function files and election calendar
 * (written as the server does at start), so a change to any gives a new template instead of a
 * stale one.
 */
const MIGRATIONS_KEY = crypto
  .createHash('sha256')
  .update(JSON.stringify([readMigrations(), readSqlFunctionFiles(), loadElectionCalendar()]))
  .digest('hex')
  .slice(0, 12);

const MIGRATED_TEMPLATE_DIR = `${TEMPLATE_DIR}-migrated-${MIGRATIONS_KEY}`;

/**
 * A PGlite cluster with every migration applied, made once per machine (and migrations) and
 * copied for each test: the ~170 test databases of a run each took ~0.5-1.3 s of CPU to
 * migrate, on a CI machine whose two cores the server tests keep busy.
 */
async function migratedPgliteTemplate(): Promise<string> {
  if (fs.existsSync(path.join(MIGRATED_TEMPLATE_DIR, 'PG_VERSION'))) return MIGRATED_TEMPLATE_DIR;
  const dataDir = await makePgliteDataDir();
  const db = await openDatabase({ dataDir, databaseUrl: undefined });
  await migrate(db);
  await seedElectionsIfEmpty(db);
  await db.close();
  const partial = `${MIGRATED_TEMPLATE_DIR}.${process.pid}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.renameSync(pgliteDataPath(dataDir), partial);
  fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    fs.renameSync(partial, MIGRATED_TEMPLATE_DIR); // atomic, as in pgliteTemplate
  } catch {
    fs.rmSync(partial, { recursive: true, force: true });
  }
  return MIGRATED_TEMPLATE_DIR;
}

async function createPglite(migrated: boolean): Promise<TestDatabase> {
  const dataDir = makeTempDir('paid-test-data');
  const template = migrated ? await migratedPgliteTemplate() : await pgliteTemplate();
  fs.cpSync(template, pgliteDataPath(dataDir), { recursive: true });
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

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

const MIGRATED_TEMPLATE_DATABASE = `paid_test_template_${MIGRATIONS_KEY}`;

/**
 * A PostgreSQL database with every migration applied, made once per cluster (and
 * migrations) and copied by `create database ... template`, for the same reason as the PGlite
 * one. It is migrated under a name of its own and renamed when done, so another test process
 * never copies half of it; nobody stays connected to it, which the copy requires.
 */
async function migratedPostgresTemplate(): Promise<string> {
  const exists = await withAdminClient(
    async (client) =>
      (
        await client.query('select 1 from pg_database where datname = $1', [
          MIGRATED_TEMPLATE_DATABASE,
        ])
      ).rows.length > 0,
  );
  if (exists) return MIGRATED_TEMPLATE_DATABASE;
  const partial = `paid_test_partial_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create database ${partial}`));
  const db = await openDatabase({ databaseUrl: databaseUrl(partial), dataDir: '' });
  await migrate(db);
  await seedElectionsIfEmpty(db);
  await db.close();
  await withAdminClient(async (client) => {
    try {
      await client.query(`alter database ${partial} rename to ${MIGRATED_TEMPLATE_DATABASE}`);
    } catch {
      // Another test process finished its template first: use that one.
      await client.query(`drop database if exists ${partial} with (force)`);
    }
  });
  return MIGRATED_TEMPLATE_DATABASE;
}

async function createPostgres(migrated: boolean): Promise<TestDatabase> {
  if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set');
  const name = `paid_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = migrated ? ` template ${await migratedPostgresTemplate()}` : '';
  await withAdminClient((client) => client.query(`create database ${name}${template}`));
  const url = databaseUrl(name);
  const database: TestDatabase = {
    kind: 'postgres',
    db: await openDatabase({ databaseUrl: url, dataDir: '' }),
    url,
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
  /** Apply the migrations (default true: a copy of the migrated template). */
  migrated?: boolean;
}

export async function createTestDatabase(
  kind: DatabaseKind,
  options: CreateOptions = {},
): Promise<TestDatabase> {
  const migrated = options.migrated ?? true;
  return kind === 'pglite' ? createPglite(migrated) : createPostgres(migrated);
}
