import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '../server-dir';
import type { Db, DbTx } from './db';

// Schema changes are numbered SQL files (`migrations/NNNN_name.sql`), the same for PGlite
// and PostgreSQL, applied in order at start. Each runs in its own transaction together with
// its row in schema_migrations, so a failed migration leaves nothing half done.

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'migrations');

/** Any fixed number: it names the advisory lock all PAID servers agree on. */
const MIGRATION_LOCK_KEY = 7_240_311;

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const match = FILE_PATTERN.exec(file);
      if (!match) throw new Error(`Migration file ${file} must be named NNNN_name.sql`);
      return {
        version: match[1],
        name: match[2],
        sql: fs.readFileSync(path.join(dir, file), 'utf8'),
      };
    });
  const versions = new Set(migrations.map((migration) => migration.version));
  if (versions.size !== migrations.length)
    throw new Error(`Two migrations in ${dir} share a number`);
  return migrations;
}

async function lockAgainstOtherServers(db: Db, tx: DbTx): Promise<void> {
  // Two servers starting together against one PostgreSQL must not both apply a migration.
  // The lock is released when the transaction ends. PGlite has one process by construction.
  if (db.kind === 'postgres')
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

/** Applies the migrations not yet recorded; returns the versions it applied. */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  await db.transaction(async (tx) => {
    await lockAgainstOtherServers(db, tx);
    await tx.exec(`
      create table if not exists schema_migrations (
        version text primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`);
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const didApply = await db.transaction(async (tx) => {
      await lockAgainstOtherServers(db, tx);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (done.rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (didApply) applied.push(`${migration.version}_${migration.name}`);
  }
  return applied;
}
