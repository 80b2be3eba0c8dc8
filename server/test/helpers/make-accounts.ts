import { createSession, SESSION_COOKIE } from '../../src/auth/session';
import type { Db } from '../../src/db/db';
import { nameKey } from '../../src/names/fold-name';

// Users, candidates and logged-in cookies for route tests: each role of docs/roles.md.

let counter = 0;

/**
 * A fixture account written straight to the database, verified like the demo seed's accounts
 * unless `verified: false` (an account that signed up and has not opened its link yet; the
 * sign-up route's own accounts are verified through the mailed link, helpers/mail-capture.ts).
 */
export async function insertUser(
  db: Db,
  fields: {
    email?: string;
    firstName?: string | null;
    lastName?: string | null;
    verified?: boolean;
  } = {},
): Promise<number> {
  counter += 1;
  const { rows } = await db.query<{ id: number }>(
    `insert into users (email, first_name, last_name, email_verified_at)
     values ($1, $2, $3, case when $4::boolean then now() end) returning id`,
    [
      fields.email ?? `user${counter}.${process.pid}@paid.test`,
      fields.firstName === undefined ? 'Test' : fields.firstName,
      fields.lastName === undefined ? `User${counter}` : fields.lastName,
      fields.verified ?? true,
    ],
  );
  return rows[0].id;
}

export async function insertCandidate(
  db: Db,
  fields: {
    userId?: number | null;
    name?: string;
    stateCode?: string;
    isActivated?: boolean;
  } = {},
): Promise<number> {
  const stateCode = fields.stateCode ?? 'CA';
  const name = fields.name ?? 'Casey Morales';
  // The folded key beside the name, as every name write of the app stores it (migration 0027).
  const { rows } = await db.query<{ id: number }>(
    `insert into candidates (user_id, name, name_key, position, geographic_code, level, state_code,
                             is_activated)
     values ($1, $2, $3, 'governor', $4, 'state', $4, $5) returning id`,
    [fields.userId ?? null, name, nameKey(name), stateCode, fields.isActivated ?? false],
  );
  return rows[0].id;
}

/** Cookies of a fresh session of `userId`, for `app.inject({ cookies })`. */
export async function loginCookies(db: Db, userId: number): Promise<Record<string, string>> {
  return { [SESSION_COOKIE]: await createSession(db, userId) };
}

/** The roles of docs/roles.md, each with its cookies (visitor: none). */
export async function makeRoles(db: Db) {
  const userId = await insertUser(db, { firstName: 'Vera', lastName: 'Voter' });
  const pendingUserId = await insertUser(db, { firstName: 'Morgan', lastName: 'Reyes' });
  const pendingCandidateId = await insertCandidate(db, {
    userId: pendingUserId,
    name: 'Morgan Reyes',
    stateCode: 'TX',
  });
  const activeUserId = await insertUser(db, { firstName: 'Casey', lastName: 'Morales' });
  const activeCandidateId = await insertCandidate(db, {
    userId: activeUserId,
    name: 'Casey Morales',
    isActivated: true,
  });
  return {
    visitor: {} as Record<string, string>,
    user: { id: userId, cookies: await loginCookies(db, userId) },
    pending: {
      id: pendingUserId,
      candidateId: pendingCandidateId,
      cookies: await loginCookies(db, pendingUserId),
    },
    active: {
      id: activeUserId,
      candidateId: activeCandidateId,
      cookies: await loginCookies(db, activeUserId),
    },
  };
}
