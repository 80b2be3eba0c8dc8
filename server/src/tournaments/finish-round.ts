import type { DbTx } from '../db/db';
import { BRACKET_SIZE, roundCount } from './bracket-shape';
import { placeInNextRound, saveMatchResult } from './match-slots';
import type { TournamentRow } from './tournament-row';
import { roundWindow } from './tournament-schedule';

// The end of a round (docs/tournament-rules.md: money talks), inside the transition's
// transaction. Each undecided match of the round is won by the candidate who raised more
// during the round (succeeded donations made in [round start, round end)), a tie by the
// better (lower) seed; the winner earns a star and moves on. A candidate alone in a match
// (the other slot empty, or removed from the platform since seeding) advances without a
// star. After the final the winner is the PAID candidate and the tournament is completed.

interface RoundMatch {
  id: number;
  position: number;
  candidate1Id: number | null;
  candidate2Id: number | null;
  seed1: number | null;
  seed2: number | null;
  winnerId: number | null;
  decided: boolean;
  active1: boolean | null;
  active2: boolean | null;
}

interface Player {
  candidateId: number;
  seed: number | null;
}

async function roundMatches(tx: DbTx, tournamentId: number, round: number): Promise<RoundMatch[]> {
  const { rows } = await tx.query<RoundMatch>(
    `select m.id, m.position, m.candidate1_id as "candidate1Id", m.candidate2_id as "candidate2Id",
            m.seed1, m.seed2, m.winner_id as "winnerId", m.decided_at is not null as decided,
            c1.is_active as active1, c2.is_active as active2
       from bracket_matches m
       left join candidates c1 on c1.id = m.candidate1_id
       left join candidates c2 on c2.id = m.candidate2_id
      where m.tournament_id = $1 and m.round = $2
      order by m.position`,
    [tournamentId, round],
  );
  return rows;
}

/** Cents raised by a candidate in [start, end): donations_candidate_time_idx (also the charts test's reference). */
export async function raisedBetween(tx: DbTx, candidateId: number, start: Date, end: Date) {
  const { rows } = await tx.query<{ cents: number }>(
    `select coalesce(sum(amount_cents), 0)::bigint as cents from donations
      where candidate_id = $1 and status = 'succeeded' and created_at >= $2 and created_at < $3`,
    [candidateId, start, end],
  );
  return rows[0].cents;
}

/** Lower seed number is the better seed; a missing seed never wins a tie. */
function betterSeed(seed1: number | null, seed2: number | null): 1 | 2 {
  return (seed1 ?? Infinity) <= (seed2 ?? Infinity) ? 1 : 2;
}

async function decideMatch(
  tx: DbTx,
  match: RoundMatch,
  window: { start: Date; end: Date },
): Promise<Player | null> {
  const one = match.candidate1Id !== null && match.active1 ? match.candidate1Id : null;
  const two = match.candidate2Id !== null && match.active2 ? match.candidate2Id : null;
  const decidedAt = window.end;

  if (one === null || two === null) {
    const alone = one ?? two;
    await saveMatchResult(tx, {
      matchId: match.id,
      winnerId: alone,
      decidedAt,
      raised1Cents: null,
      raised2Cents: null,
    });
    if (alone === null) return null;
    return { candidateId: alone, seed: alone === one ? match.seed1 : match.seed2 };
  }

  const raised1 = await raisedBetween(tx, one, window.start, window.end);
  const raised2 = await raisedBetween(tx, two, window.start, window.end);
  const side = raised1 > raised2 ? 1 : raised2 > raised1 ? 2 : betterSeed(match.seed1, match.seed2);
  const winner: Player =
    side === 1 ? { candidateId: one, seed: match.seed1 } : { candidateId: two, seed: match.seed2 };
  await saveMatchResult(tx, {
    matchId: match.id,
    winnerId: winner.candidateId,
    decidedAt,
    raised1Cents: raised1,
    raised2Cents: raised2,
  });
  await tx.query('update candidates set stars = stars + 1 where id = $1', [winner.candidateId]);
  return winner;
}

export async function finishRound(
  tx: DbTx,
  tournament: TournamentRow,
  round: number,
): Promise<void> {
  const rounds = roundCount(BRACKET_SIZE[tournament.level]);
  const window = roundWindow(tournament, round);
  let finalWinner: number | null = null;

  for (const match of await roundMatches(tx, tournament.id, round)) {
    if (match.decided) {
      // A round-1 bye, decided and moved on at the start (in a 2-bracket it is the final).
      if (round === rounds) finalWinner = match.winnerId;
      continue;
    }
    const winner = await decideMatch(tx, match, window);
    if (round === rounds) finalWinner = winner?.candidateId ?? null;
    else if (winner) await placeInNextRound(tx, tournament.id, round, match.position, winner);
  }

  if (round === rounds) {
    await tx.query(
      `update tournaments set status = 'completed', winner_id = $2, completed_at = $3
        where id = $1`,
      [tournament.id, finalWinner, window.end],
    );
  } else {
    await tx.query('update tournaments set current_round = $2 where id = $1', [
      tournament.id,
      round + 1,
    ]);
  }
}
