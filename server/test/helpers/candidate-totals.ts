import assert from 'node:assert/strict';
import type { Db } from '../../src/db/db';

// Running totals against what they summarise: the candidate counts must equal a fresh count
// of the active, activated candidates, and each state's money the sum of its candidates'
// totals.

interface StateRow {
  stateCode: string;
  stateCandidates: number;
  totalRaisedCents: number;
}

export async function stateTotals(db: Db, stateCode: string): Promise<StateRow | undefined> {
  const { rows } = await db.query<StateRow>(
    `select state_code as "stateCode", state_candidates as "stateCandidates",
            total_raised_cents as "totalRaisedCents"
       from state_totals where state_code = $1`,
    [stateCode],
  );
  return rows[0];
}

export async function platformCandidates(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select total_candidates as n from platform_totals',
  );
  return rows[0].n;
}

export async function assertTotalsConsistent(db: Db): Promise<void> {
  const { rows: mismatched } = await db.query(
    `with fresh as (
       select state_code,
              count(*) filter (where level = 'state' and is_active and is_activated)::int
                as state_candidates,
              count(*) filter (where is_active and is_activated)::int as active_candidates,
              coalesce(sum(total_donations_cents), 0)::bigint as total_raised_cents
         from candidates group by state_code)
     select coalesce(f.state_code, t.state_code) as state_code,
            f.state_candidates as fresh_candidates, t.state_candidates as kept_candidates,
            f.active_candidates as fresh_active, t.active_candidates as kept_active,
            f.total_raised_cents as fresh_raised, t.total_raised_cents as kept_raised
       from fresh f full join state_totals t on t.state_code = f.state_code
      where coalesce(f.state_candidates, 0) <> coalesce(t.state_candidates, 0)
         or coalesce(f.active_candidates, 0) <> coalesce(t.active_candidates, 0)
         or coalesce(f.total_raised_cents, 0) <> coalesce(t.total_raised_cents, 0)`,
  );
  assert.deepEqual(mismatched, [], 'state_totals agree with the candidates');
  const { rows } = await db.query<{ kept: number; fresh: number }>(
    `select (select total_candidates from platform_totals) as kept,
            (select count(*) from candidates where is_active and is_activated) as fresh`,
  );
  assert.equal(rows[0].kept, rows[0].fresh, 'platform_totals.total_candidates');
}
