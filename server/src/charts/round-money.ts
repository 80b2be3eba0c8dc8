import type { MatchMoney, RoundMoney, RunningTotals } from 'shared-api/contracts';
import { listCandidatesByIds } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import type { GeographicLevel } from '../geo/state-fips';
import {
  TOURNAMENT_COLUMNS,
  toTournamentRow,
  type TournamentRow,
} from '../tournaments/tournament-row';
import { roundWindow } from '../tournaments/tournament-schedule';

// GET /api/charts/rounds/:level/:code: the race that decides each match of the round being
// played. A match is won by the side that raises more from succeeded gifts made in
// [round start, round end) (tournaments/finish-round.ts); this sums exactly those, per day of
// the round, up to now (or the round's end, if the clock has not advanced it yet), so each
// side's last total is what the round would be decided on at this moment.

const DAY_MS = 24 * 60 * 60 * 1000;

interface MatchRow {
  round: number;
  position: number;
  candidate1Id: number | null;
  candidate2Id: number | null;
}

interface DayIndexSum {
  candidateId: number;
  dayIndex: number;
  cents: number;
}

const NO_ROUND: RoundMoney = { round: null, startsAt: null, endsAt: null, days: [], matches: [] };

async function activeTournament(db: Db, geographicCode: string): Promise<TournamentRow | null> {
  const { rows } = await db.query<TournamentRow>(
    `select ${TOURNAMENT_COLUMNS} from tournaments
      where geographic_code = $1 and status = 'active' and current_round > 0`,
    [geographicCode],
  );
  return rows[0] ? toTournamentRow(rows[0]) : null;
}

/** The ends of the round's days so far: start + 1 day, + 2 days, ..., and `upTo` last. */
function dayEnds(start: Date, upTo: Date): Date[] {
  const ends: Date[] = [];
  for (let at = start.getTime() + DAY_MS; at < upTo.getTime(); at += DAY_MS)
    ends.push(new Date(at));
  ends.push(upTo);
  return ends;
}

export async function readRoundMoney(
  db: Db,
  level: GeographicLevel,
  geographicCode: string,
  now: Date = new Date(),
): Promise<RoundMoney> {
  const tournament = await activeTournament(db, geographicCode);
  if (!tournament || tournament.level !== level) return NO_ROUND;
  const round = tournament.currentRound;
  const window = roundWindow(tournament, round);
  const upTo = new Date(
    Math.max(window.start.getTime(), Math.min(now.getTime(), window.end.getTime())),
  );

  const { rows: matches } = await db.query<MatchRow>(
    `select round, position, candidate1_id as "candidate1Id", candidate2_id as "candidate2Id"
       from bracket_matches where tournament_id = $1 and round = $2 order by position`,
    [tournament.id, round],
  );
  // Only active candidates are shown (as in the bracket); a removed one is an empty side.
  const candidates = await listCandidatesByIds(
    db,
    matches.flatMap((m) => [m.candidate1Id, m.candidate2Id]).filter((id) => id !== null),
  );
  const names = new Map(candidates.map((candidate) => [candidate.id, candidate.name]));
  const ids = [...names.keys()];
  const ends = dayEnds(window.start, upTo);

  let sums: DayIndexSum[] = [];
  if (ids.length > 0) {
    const placeholders = ids.map((_, index) => `$${index + 3}`).join(', ');
    ({ rows: sums } = await db.query<DayIndexSum>(
      `select candidate_id as "candidateId",
              floor(extract(epoch from (created_at - $1::timestamptz)) / 86400)::int as "dayIndex",
              sum(amount_cents) as cents
         from donations
        where status = 'succeeded' and created_at >= $1 and created_at < $2
          and candidate_id in (${placeholders})
        group by 1, 2`,
      [window.start, upTo, ...ids],
    ));
  }

  const side = (candidateId: number | null): RunningTotals | null => {
    if (candidateId === null || !names.has(candidateId)) return null;
    let cents = 0;
    const totals = ends.map((_, index) => {
      cents += sums
        .filter((sum) => sum.candidateId === candidateId && sum.dayIndex === index)
        .reduce((all, sum) => all + sum.cents, 0);
      return cents / 100;
    });
    return {
      candidateId,
      name: names.get(candidateId)!,
      totals,
      totalRaised: cents / 100,
    };
  };

  return {
    round,
    startsAt: window.start.toISOString(),
    endsAt: window.end.toISOString(),
    days: ends.map((end) => end.toISOString()),
    matches: matches.map((match): MatchMoney => ({
      bracket: { round: match.round, position: match.position },
      candidate1: side(match.candidate1Id),
      candidate2: side(match.candidate2Id),
    })),
  };
}
