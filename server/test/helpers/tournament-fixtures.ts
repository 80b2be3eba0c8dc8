import type { Db } from '../../src/db/db';
import { countActivatedCandidate } from '../../src/candidates/candidate-totals';
import { trackTransaction } from '../../src/db/transaction-activity';
import { recordSucceededDonation } from '../../src/donations/record-donation';
import { parseGeographicCode } from '../../src/geo/state-fips';

// Candidates, donations and tournaments for the competition, donation and tournament tests,
// written the way the product writes them: candidates counted in the running totals once
// activated (as support's activation counts them; activated unless `activated: false`),
// donations through recordSucceededDonation.

export const DAY_MS = 24 * 60 * 60 * 1000;

let keys = 0;

/**
 * A candidate support has verified (is_activated), unless `activated: false`: only those
 * take gifts (docs/donation-rules.md).
 */
export async function addCandidate(
  db: Db,
  fields: { name: string; geographicCode?: string; registeredAt?: Date; activated?: boolean },
): Promise<number> {
  const activated = fields.activated ?? true;
  const geographicCode = fields.geographicCode ?? 'CA';
  const geography = parseGeographicCode(geographicCode);
  if (!geography) throw new Error(`bad geographic code ${geographicCode}`);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into candidates (name, position, geographic_code, level, state_code, created_at,
                               is_activated)
       values ($1, 'governor', $2, $3, $4, coalesce($5::timestamptz, now()), $6) returning id`,
      [
        fields.name,
        geographicCode,
        geography.level,
        geography.stateCode,
        fields.registeredAt ?? null,
        activated,
      ],
    );
    if (activated) await countActivatedCandidate(tx, geography);
    return rows[0].id;
  });
}

/** `count` candidates registered one hour apart, in order; answers their ids. */
export async function addCandidates(
  db: Db,
  count: number,
  geographicCode = 'CA',
  firstRegisteredAt = new Date('2026-01-01T00:00:00Z'),
): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n += 1) {
    ids.push(
      await addCandidate(db, {
        name: `Candidate ${geographicCode}-${n + 1}`,
        geographicCode,
        registeredAt: new Date(firstRegisteredAt.getTime() + n * 60 * 60 * 1000),
      }),
    );
  }
  return ids;
}

export async function donate(
  db: Db,
  candidateId: number,
  amountCents: number,
  { at, email }: { at?: Date; email?: string } = {},
) {
  keys += 1;
  const key = `test-${process.pid}-${keys}`;
  return db.transaction((tx) =>
    recordSucceededDonation(tx, {
      candidateId,
      amountCents,
      donorName: 'Dana Donor',
      donorEmail: email ?? `donor${keys}@example.com`,
      idempotencyKey: key,
      at,
    }),
  );
}

export async function createTournament(
  db: Db,
  fields: {
    level?: 'state' | 'county' | 'city';
    geographicCode?: string;
    startDate: Date;
    roundLengthDays?: number;
  },
): Promise<number> {
  // Counted as a transaction of this process, as POST /api/tournament counts its insert, so
  // a cached bracket of the place is read again (db/transaction-activity.ts).
  const { rows } = await trackTransaction(() =>
    db.query<{ id: number }>(
      `insert into tournaments (level, geographic_code, name, start_date, round_length_days)
       values ($1, $2, 'Test Tournament', $3, $4) returning id`,
      [
        fields.level ?? 'state',
        fields.geographicCode ?? 'CA',
        fields.startDate,
        fields.roundLengthDays ?? 7,
      ],
    ),
  );
  return rows[0].id;
}

export interface MatchState {
  round: number;
  position: number;
  candidate1Id: number | null;
  candidate2Id: number | null;
  winnerId: number | null;
  decided: boolean;
}

export async function matchesOf(db: Db, tournamentId: number): Promise<MatchState[]> {
  const { rows } = await db.query<MatchState>(
    `select round, position, candidate1_id as "candidate1Id", candidate2_id as "candidate2Id",
            winner_id as "winnerId", decided_at is not null as decided
       from bracket_matches where tournament_id = $1 order by round, position`,
    [tournamentId],
  );
  return rows;
}

export async function tournamentState(db: Db, tournamentId: number) {
  const { rows } = await db.query<{
    status: string;
    currentRound: number;
    winnerId: number | null;
  }>(
    `select status, current_round as "currentRound", winner_id as "winnerId"
       from tournaments where id = $1`,
    [tournamentId],
  );
  return rows[0];
}

export async function starsOf(db: Db, ids: readonly number[]): Promise<number[]> {
  const stars: number[] = [];
  for (const id of ids) {
    const { rows } = await db.query<{ stars: number }>(
      'select stars from candidates where id = $1',
      [id],
    );
    stars.push(rows[0].stars);
  }
  return stars;
}
