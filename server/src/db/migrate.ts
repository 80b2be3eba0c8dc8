import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_DIR } from '../server-dir';
import type { Db, DbTx } from './db';

// Schema changes are numbered SQL files (`migrations/NNNN_name.sql`), the same for PGlite
// and PostgreSQL, applied in order at start. Each runs in its own transaction together with
// its row in schema_migrations, so a failed migration leaves nothing half done.
//
// Functions and triggers are not history but current code: each has one file in
// `sql/functions/` (`create or replace`), applied after the numbered migrations as a
// repeatable migration whenever its text changed since it was last applied (its hash is kept
// in schema_functions), in the order of the file names. docs/money-sql.md says how to change
// one.

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'migrations');
export const FUNCTIONS_DIR = path.join(SERVER_DIR, 'sql', 'functions');

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

export interface SqlFunctionFile {
  file: string;
  sql: string;
  sha256: string;
}

export function readSqlFunctionFiles(dir: string = FUNCTIONS_DIR): SqlFunctionFile[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      return { file, sql, sha256: crypto.createHash('sha256').update(sql).digest('hex') };
    });
}

async function lockAgainstOtherServers(db: Db, tx: DbTx): Promise<void> {
  // Two servers starting together against one PostgreSQL must not both apply a migration.
  // The lock is released when the transaction ends. PGlite has one process by construction.
  if (db.kind === 'postgres')
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

/**
 * Applies the function files whose text is not the one last applied (a new file, or a changed
 * one), each in its own transaction with its hash; returns their names.
 */
export async function applySqlFunctions(db: Db, dir: string = FUNCTIONS_DIR): Promise<string[]> {
  const applied: string[] = [];
  for (const { file, sql, sha256 } of readSqlFunctionFiles(dir)) {
    const didApply = await db.transaction(async (tx) => {
      await lockAgainstOtherServers(db, tx);
      const { rows } = await tx.query<{ sha256: string }>(
        'select sha256 from schema_functions where file = $1',
        [file],
      );
      if (rows[0]?.sha256 === sha256) return false;
      await tx.exec(sql);
      await tx.query(
        `insert into schema_functions (file, sha256) values ($1, $2)
         on conflict (file) do update set sha256 = excluded.sha256, applied_at = now()`,
        [file, sha256],
      );
      return true;
    });
    if (didApply) applied.push(file);
  }
  return applied;
}

/**
 * Applies the migrations not yet recorded, then (for the server's own migrations, not a
 * test's partial copy of them) the function files that changed; returns the versions of the
 * migrations it applied.
 */
export async function migrate(
  db: Db,
  dir: string = MIGRATIONS_DIR,
  functionsDir: string | null = dir === MIGRATIONS_DIR ? FUNCTIONS_DIR : null,
): Promise<string[]> {
  const migrations = readMigrations(dir);
  await db.transaction(async (tx) => {
    await lockAgainstOtherServers(db, tx);
    await tx.exec(`
      create table if not exists schema_migrations (
        version text primary key,
        name text not null,
        applied_at timestamptz not null default now()
      );
      create table if not exists schema_functions (
        file text primary key,
        sha256 text not null,
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
  if (functionsDir !== null) await applySqlFunctions(db, functionsDir);
  return applied;
}
