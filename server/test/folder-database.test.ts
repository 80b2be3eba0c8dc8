import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { runAdminCommand } from '../src/admin';
import { loadConfig } from '../src/config';
import { readDatabaseMarker, writeDatabaseMarker } from '../src/db/database-marker';
import { openDatabase } from '../src/db/open-db';
import {
  compiledAdminArgs,
  killRunning,
  spawnServer,
  waitForHealth,
} from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// A data folder says which database it belongs to (database.json, db/database-marker.ts), and
// a support command whose folder's server is not running opens that database or refuses,
// saying what to set; it never creates one (support/folder-database.ts). The refusals leave
// the folder as it was: no pgdata, no lock, nothing new.

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every path under `dir` (empty when it does not exist), to show a refusal created nothing. */
function contents(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

const dirs: string[] = [];
const databases: TestDatabase[] = [];
after(async () => {
  for (const database of databases) await database.dispose();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(label: string): string {
  const dir = makeTempDir(label);
  dirs.push(dir);
  return dir;
}

const admin = (dataDir: string, databaseUrl = '') =>
  runAdminCommand(
    ['releases'],
    loadConfig({ PAID_DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, []),
  );

describe('support commands on the embedded database (no server running)', () => {
  it('refuses a folder with no database at all, and creates none', async () => {
    const dataDir = path.join(tempDir('paid-test-folder'), 'never-started');
    await assert.rejects(admin(dataDir), (error: Error) => {
      assert.match(error.message, /^No PAID database in the data folder .*never-started/);
      assert.match(error.message, /Only the server creates a database/);
      return true;
    });
    assert.equal(fs.existsSync(dataDir), false);
  });

  it('refuses a PGlite folder whose pgdata is gone, and creates none', async () => {
    const database = await createTestDatabase('pglite');
    databases.push(database);
    const dataDir = database.dataDir!;
    await writeDatabaseMarker(database.db, {
      dataDir,
      releasesDir: path.join(dataDir, 'releases'),
    });
    await database.db.close();
    fs.rmSync(path.join(dataDir, 'pgdata'), { recursive: true });
    const before = contents(dataDir);
    await assert.rejects(
      admin(dataDir),
      /belongs to the embedded database .* but its files are missing: restore/,
    );
    assert.deepEqual(contents(dataDir), before);
    assert.equal(fs.existsSync(path.join(dataDir, 'pgdata')), false);
    database.db = await openDatabase({ dataDir, databaseUrl: undefined }); // for dispose
  });

  it('opens the folder its marker names and answers from it', async () => {
    const database = await createTestDatabase('pglite');
    databases.push(database);
    const dataDir = database.dataDir!;
    await writeDatabaseMarker(database.db, {
      dataDir,
      releasesDir: path.join(dataDir, 'releases'),
    });
    await database.db.close();
    assert.match(await admin(dataDir), /No releases published yet/);
    database.db = await openDatabase({ dataDir, databaseUrl: undefined });
  });
});

const postgres = databaseKinds({
  differsByDatabase: 'a data folder that belongs to a PostgreSQL database',
}).filter((kind) => kind === 'postgres');
for (const kind of postgres) {
  describe(`support commands on a PostgreSQL folder whose server is dead (${kind})`, () => {
    it('refuses with DATABASE_URL unset, creating no embedded database', async () => {
      // A real server writes the marker, then dies without cleaning up (SIGKILL).
      const database = await createTestDatabase('postgres');
      databases.push(database);
      const dataDir = tempDir('paid-test-pg-folder');
      const server = await spawnServer({
        DATABASE_URL: database.url!,
        PAID_DATA_DIR: dataDir,
        PAID_TOURNAMENT_TICK_MS: '0',
        LOG_LEVEL: 'warn',
      });
      try {
        await waitForHealth(server);
      } finally {
        killRunning([server]);
        await server.exited;
      }
      const marker = readDatabaseMarker(dataDir);
      assert.equal(marker?.kind, 'postgres');
      const before = contents(dataDir);

      const result = spawnSync(process.execPath, [...(await compiledAdminArgs()), 'releases'], {
        cwd: SERVER_DIR,
        env: { ...process.env, PAID_DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(result.status, 1, result.stdout);
      assert.match(
        result.stderr,
        /belongs to the PostgreSQL database .* no server of it is running: set DATABASE_URL to that database/,
      );
      assert.equal(result.stdout, '');
      assert.deepEqual(contents(dataDir), before);
      assert.equal(fs.existsSync(path.join(dataDir, 'pgdata')), false);
    });

    it('refuses a DATABASE_URL that reaches another database, and leaves it as it was', async () => {
      const own = await createTestDatabase('postgres');
      const other = await createTestDatabase('postgres');
      const empty = await createTestDatabase('postgres', { migrated: false });
      databases.push(own, other, empty);
      // Test databases are copies of one template, so they share its id: give this one its own.
      await other.db.query(`update database_identity set id = 'another-database'`);
      const dataDir = tempDir('paid-test-pg-folder');
      await writeDatabaseMarker(own.db, {
        dataDir,
        databaseUrl: own.url,
        releasesDir: path.join(dataDir, 'releases'),
      });
      const before = contents(dataDir);

      await assert.rejects(
        admin(dataDir, other.url),
        /DATABASE_URL \(.*\) holds database id another-database, but the data folder .* belongs to the PostgreSQL database .*: set DATABASE_URL to that database/,
      );
      await assert.rejects(
        admin(dataDir, empty.url),
        /holds no PAID database, but the data folder/,
      );
      // Not migrated by the refused command: the empty database is still empty.
      const { rows } = await empty.db.query<{ found: boolean }>(
        `select to_regclass('schema_migrations') is not null as found`,
      );
      assert.equal(rows[0].found, false);
      assert.deepEqual(contents(dataDir), before);

      assert.match(await admin(dataDir, own.url), /No releases published yet/);
    });
  });
}
