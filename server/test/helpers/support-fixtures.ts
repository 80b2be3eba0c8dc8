import type { Db } from '../../src/db/db';

// A user and a candidate for the admin tests, inserted directly.

export async function insertAccount(db: Db, email: string, isAdmin = false): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'insert into users (email, first_name, last_name, is_admin) values ($1, $2, $3, $4) returning id',
    [email, 'Test', 'Person', isAdmin],
  );
  return rows[0].id;
}

export async function insertStateCandidate(
  db: Db,
  name: string,
  isActivated = false,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into candidates (name, position, geographic_code, level, state_code, is_activated)
     values ($1, 'governor', 'CA', 'state', 'CA', $2) returning id`,
    [name, isActivated],
  );
  return rows[0].id;
}

export async function isActivated(db: Db, candidateId: number): Promise<boolean> {
  const { rows } = await db.query<{ value: boolean }>(
    'select is_activated as value from candidates where id = $1',
    [candidateId],
  );
  return rows[0].value;
}

export async function isAdmin(db: Db, email: string): Promise<boolean> {
  const { rows } = await db.query<{ value: boolean }>(
    'select is_admin as value from users where lower(email) = lower($1)',
    [email],
  );
  return rows[0].value;
}
