import type { Db, DbTx } from '../db/db';
import { loadElectionCalendar } from './election-calendar';

// The election calendar a database starts with (server/elections/elections.json, read by
// election-calendar.ts), written once into empty tables (migration 0033), for every database:
// a gift needs an election to be designated to. Then the gifts and monthly plans made before
// elections existed are designated, in the same transaction (docs/donation-rules.md
// "Elections").

/** Any fixed number: the advisory lock PostgreSQL servers take while writing the calendar. */
const ELECTION_SEED_LOCK_KEY = 7_240_313;

/**
 * Designates every gift without an election to its candidate's first election on or after
 * the gift's UTC day (none found: left null, counted as its cycle's general by
 * paid_gift_state), and every monthly plan without one to its candidate's first general on or
 * after its first day (what such a plan ran until). Answers how many gifts it designated.
 */
export async function designateUndesignated(db: Db | DbTx): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `update donations d
        set election_id = (select e.id from paid_candidate_elections(
                             d.candidate_id, (d.created_at at time zone 'UTC')::date) e
                            limit 1)
      where d.election_id is null
      returning d.id`,
  );
  await db.query(
    `update recurring_plans p
        set election_id = (select e.id from paid_candidate_elections(p.candidate_id, p.anchor_on) e
                            where e.kind = 'general' limit 1)
      where p.election_id is null`,
  );
  return rows.length;
}

/** Writes the calendar when no cycle exists yet; answers whether it did. */
export async function seedElectionsIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      await tx.query('select pg_advisory_xact_lock($1)', [ELECTION_SEED_LOCK_KEY]);
    }
    const { rows } = await tx.query<{ found: boolean }>(
      'select exists (select 1 from election_cycles) as found',
    );
    if (rows[0].found) return false;
    for (const cycle of loadElectionCalendar().cycles) {
      await tx.query(
        `insert into election_cycles (id, starts_on, ends_on, limit_per_election_cents,
                                      limit_provisional)
         values ($1, $2::date, $3::date, $4, $5)`,
        [
          cycle.id,
          cycle.startsOn,
          cycle.endsOn,
          cycle.limitPerElectionCents,
          cycle.limitProvisional,
        ],
      );
      const { elections } = cycle;
      await tx.query(
        `insert into elections (cycle_id, kind, scope, election_date, date_provisional)
         select $1::text, * from unnest($2::text[], $3::text[], $4::date[], $5::boolean[])`,
        [
          cycle.id,
          elections.map((row) => row.kind),
          elections.map((row) => row.scope),
          elections.map((row) => row.date),
          elections.map((row) => row.dateProvisional),
        ],
      );
    }
    await designateUndesignated(tx);
    return true;
  });
}
