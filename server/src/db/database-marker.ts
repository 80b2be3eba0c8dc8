import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from './db';

// `<dataDir>/database.json` says which database a data folder belongs to: the embedded one in
// its pgdata, or a PostgreSQL database (host, port and name, never the password), and that
// database's id (migration 0040). The server writes it each time it has opened and migrated
// its database; the support commands read it and refuse to act on any other database
// (support/folder-database.ts), because a command that opened whatever DATABASE_URL (or its
// absence) gave would silently create or change the wrong one.

export const DATABASE_MARKER = 'database.json';

const markerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('pglite'),
    databaseId: z.string().min(1),
    /** Where this folder's server reads its releases (PAID_RELEASES_DIR or <dataDir>/releases). */
    releasesDir: z.string().optional(),
    /** Where its file mailer writes (PAID_MAIL_DIR or <dataDir>/mail). */
    mailDir: z.string().optional(),
  }),
  z.object({
    kind: z.literal('postgres'),
    databaseId: z.string().min(1),
    host: z.string(),
    port: z.number().int(),
    database: z.string(),
    user: z.string().optional(),
    releasesDir: z.string().optional(),
    mailDir: z.string().optional(),
  }),
]);
export type DatabaseMarker = z.infer<typeof markerSchema>;

/** A marker that cannot be read as one (edited by hand, half written by a full disk). */
export class UnreadableMarkerError extends Error {}

export function databaseMarkerPath(dataDir: string): string {
  return path.join(dataDir, DATABASE_MARKER);
}

/** The folder's marker; undefined when it has none (a folder from before markers, a test's). */
export function readDatabaseMarker(dataDir: string): DatabaseMarker | undefined {
  const file = databaseMarkerPath(dataDir);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let parsed: ReturnType<typeof markerSchema.safeParse>;
  try {
    parsed = markerSchema.safeParse(JSON.parse(text));
  } catch {
    throw new UnreadableMarkerError(`${file} is not JSON`);
  }
  if (!parsed.success) throw new UnreadableMarkerError(`${file} is not a database marker`);
  return parsed.data;
}

/** Where a PostgreSQL URL points, without its password. */
export function postgresPlace(url: string): {
  host: string;
  port: number;
  database: string;
  user?: string;
} {
  const parsed = new URL(url);
  return {
    host: decodeURIComponent(parsed.hostname) || 'localhost',
    port: parsed.port ? Number(parsed.port) : 5432,
    database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres',
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
  };
}

/** The database's id (migration 0040), or undefined when it has none (no PAID schema yet). */
export async function databaseIdOf(db: Pick<Db, 'query'>): Promise<string | undefined> {
  const { rows: table } = await db.query<{ found: boolean }>(
    `select to_regclass('database_identity') is not null as found`,
  );
  if (!table[0]?.found) return undefined;
  const { rows } = await db.query<{ id: string }>('select id from database_identity');
  return rows[0]?.id;
}

/** Whether the database holds a PAID schema at all (migrations were applied to it). */
export async function hasPaidSchema(db: Pick<Db, 'query'>): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `select to_regclass('schema_migrations') is not null as found`,
  );
  return rows[0]?.found === true;
}

/** One line naming the database a marker points at, for messages. */
export function describeMarker(marker: DatabaseMarker, dataDir: string): string {
  if (marker.kind === 'pglite') {
    return `the embedded database in ${path.join(dataDir, 'pgdata')} (id ${marker.databaseId})`;
  }
  const user = marker.user ? `${marker.user}@` : '';
  return `the PostgreSQL database ${user}${marker.host}:${marker.port}/${marker.database} (id ${marker.databaseId})`;
}

/**
 * Records which database the folder belongs to: by the server, after it opened and migrated
 * `db` (config's DATABASE_URL, or the folder's pgdata). Written whole then renamed.
 */
export async function writeDatabaseMarker(
  db: Db,
  place: { dataDir: string; databaseUrl?: string; releasesDir: string; mailDir?: string },
): Promise<DatabaseMarker> {
  const databaseId = await databaseIdOf(db);
  if (!databaseId) throw new Error('The database has no id: migrate it before marking the folder');
  const marker: DatabaseMarker =
    db.kind === 'postgres' && place.databaseUrl
      ? {
          kind: 'postgres',
          databaseId,
          ...postgresPlace(place.databaseUrl),
          releasesDir: place.releasesDir,
          mailDir: place.mailDir,
        }
      : { kind: 'pglite', databaseId, releasesDir: place.releasesDir, mailDir: place.mailDir };
  fs.mkdirSync(place.dataDir, { recursive: true });
  const file = databaseMarkerPath(place.dataDir);
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, `${JSON.stringify(marker, null, 2)}\n`);
  fs.renameSync(partial, file);
  return marker;
}
