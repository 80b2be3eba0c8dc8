import crypto from 'node:crypto';
import type { Db } from '../db/db';

// Keys the server signs with, made on first use and kept in the database (server_secrets),
// so every server on one database signs and checks alike and a restart keeps cookies valid.
// Only someone who can read the database has them, who could change the rows they protect.

const cache = new WeakMap<Db, Map<string, Promise<string>>>();

async function loadOrCreate(db: Db, name: string): Promise<string> {
  // Two servers starting together: one insert wins, both read the winner's secret.
  await db.query(
    'insert into server_secrets (name, secret) values ($1, $2) on conflict (name) do nothing',
    [name, crypto.randomBytes(32).toString('hex')],
  );
  const { rows } = await db.query<{ secret: string }>(
    'select secret from server_secrets where name = $1',
    [name],
  );
  return rows[0].secret;
}

/** The secret called `name` of this database, created on first use. */
export function serverSecret(db: Db, name: string): Promise<string> {
  let secrets = cache.get(db);
  if (!secrets) {
    secrets = new Map();
    cache.set(db, secrets);
  }
  let secret = secrets.get(name);
  if (!secret) {
    secret = loadOrCreate(db, name);
    // A failed read is tried again by the next caller, not remembered.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}
