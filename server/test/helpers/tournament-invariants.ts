import assert from 'node:assert/strict';
import type { Db } from '../../src/db/db';
import { BRACKET_SIZE, nextMatchSlot, roundCount } from '../../src/tournaments/bracket-shape';
import { roundWindow } from '../../src/tournaments/tournament-schedule';

// What must hold after any number of processes advanced completed tournaments concurrently:
// each transition performed exactly once, each match decided by the rules from a fresh sum
// of the donations, each winner moved on, and each candidate's stars equal to the matches it
// won against an opponent (candidates start with 0 stars in these tests).

interface Row {
  id: number;
  level: 'state' | 'county' | 'city';
  status: string;
  startDate: Date;
  roundLengthDays: number;
  winnerId: number | null;
}

interface MatchRow {
  round: number;
  position: number;
  candidate1Id: number | null;
  candidate2Id: number | null;
  seed1: number | null;
  seed2: number | null;
  winnerId: number | null;
  raised1: number | null;
  raised2: number | null;
  decided: boolean;
}

async function raised(db: Db, candidateId: number, start: Date, end: Date): Promise<number> {
  const { rows } = await db.query<{ cents: number }>(
    `select coalesce(sum(amount_cents), 0)::bigint as cents from donations
      where candidate_id = $1 and status = 'succeeded' and created_at >= $2 and created_at < $3`,
    [candidateId, start, end],
  );
  return rows[0].cents;
}

export async function assertCompletedTournamentsConsistent(db: Db): Promise<void> {
  const { rows: tournaments } = await db.query<Row>(
    `select id, level, status, start_date as "startDate", round_length_days as "roundLengthDays",
            winner_id as "winnerId"
       from tournaments order by id`,
  );
  const wins = new Map<number, number>();
  for (const tournament of tournaments) {
    const startDate = new Date(tournament.startDate);
    const rounds = roundCount(BRACKET_SIZE[tournament.level]);
    assert.equal(tournament.status, 'completed', `tournament ${tournament.id} completed`);

    const { rows: transitions } = await db.query<{ round: number; n: number }>(
      `select round, count(*)::int as n from tournament_transitions
        where tournament_id = $1 group by round order by round`,
      [tournament.id],
    );
    assert.deepEqual(
      transitions.map((t) => [t.round, t.n]),
      Array.from({ length: rounds + 1 }, (_, round) => [round, 1]),
      `tournament ${tournament.id}: every transition performed exactly once`,
    );

    const { rows: matches } = await db.query<MatchRow>(
      `select round, position, candidate1_id as "candidate1Id", candidate2_id as "candidate2Id",
              seed1, seed2, winner_id as "winnerId", raised1_cents as raised1,
              raised2_cents as raised2, decided_at is not null as decided
         from bracket_matches where tournament_id = $1 order by round, position`,
      [tournament.id],
    );
    const at = (round: number, position: number) =>
      matches.find((m) => m.round === round && m.position === position);
    for (const match of matches) {
      assert.ok(
        match.decided,
        `tournament ${tournament.id} match ${match.round}/${match.position}`,
      );
      if (match.candidate1Id !== null && match.candidate2Id !== null) {
        const window = roundWindow(
          { startDate, roundLengthDays: tournament.roundLengthDays },
          match.round,
        );
        const one = await raised(db, match.candidate1Id, window.start, window.end);
        const two = await raised(db, match.candidate2Id, window.start, window.end);
        assert.deepEqual([match.raised1, match.raised2], [one, two]);
        const expected =
          one > two
            ? match.candidate1Id
            : two > one
              ? match.candidate2Id
              : match.seed1! < match.seed2!
                ? match.candidate1Id
                : match.candidate2Id;
        assert.equal(match.winnerId, expected, `match ${match.round}/${match.position}`);
        wins.set(expected, (wins.get(expected) ?? 0) + 1);
      } else {
        assert.equal(match.winnerId, match.candidate1Id ?? match.candidate2Id);
      }
      if (match.round < rounds && match.winnerId !== null) {
        const next = nextMatchSlot(match.position);
        const slot = at(match.round + 1, next.position)!;
        assert.equal(next.side === 1 ? slot.candidate1Id : slot.candidate2Id, match.winnerId);
      }
    }
    assert.equal(tournament.winnerId, at(rounds, 1)!.winnerId, 'the final winner is PAID');
  }

  const { rows: candidates } = await db.query<{ id: number; stars: number }>(
    'select id, stars from candidates order by id',
  );
  for (const candidate of candidates) {
    assert.equal(
      candidate.stars,
      wins.get(candidate.id) ?? 0,
      `stars of candidate ${candidate.id}`,
    );
  }
}
