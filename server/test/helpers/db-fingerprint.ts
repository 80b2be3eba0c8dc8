import type { Db } from '../../src/db/db';

// "Did anything change?" for the whole database: every table's row count and a checksum of
// all its rows. Two fingerprints taken around some requests are equal exactly when no row was
// inserted, updated or deleted (identity sequences may move; they are not rows).

export interface TableFingerprint {
  rows: number;
  /** md5 of every row's text form, in a stable order ('' for an empty table). */
  checksum: string;
}

export type DbFingerprint = Record<string, TableFingerprint>;

/** The base tables of the current schema, sorted. */
export async function listTables(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select table_name as name
       from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
      order by table_name`,
  );
  return rows.map((row) => row.name);
}

export async function fingerprintDb(
  db: Db,
  options: { exclude?: readonly string[] } = {},
): Promise<DbFingerprint> {
  const fingerprint: DbFingerprint = {};
  for (const table of await listTables(db)) {
    if (options.exclude?.includes(table)) continue;
    // `t::text` is the row's composite text form: every column, nulls included.
    const { rows } = await db.query<{ rows: number; checksum: string }>(
      `select count(*)::int as rows,
              coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as checksum
         from "${table.replaceAll('"', '""')}" t`,
    );
    fingerprint[table] = rows[0];
  }
  return fingerprint;
}
