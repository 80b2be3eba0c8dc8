import type { BracketMatch, CandidateListItem } from 'shared-api/contracts';
import { listCandidatesByIds, listCandidatesOfGeography } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import type { GeographicLevel } from '../geo/state-fips';
import { BRACKET_SIZE, roundOnePairings } from './bracket-shape';
import { CURRENT_TOURNAMENT_ORDER } from './place-tournament';
import { pairSeeds, seedsInOrder } from './seed-candidates';

// GET /api/tournament/:level/:code/brackets: the matches of the geography's current
// tournament (its open one, else the latest completed one). Before it starts, or when there
// is none, the provisional round 1 from today's standings with the same seeding as the
// start, so the bracket fills as candidates are activated and raise money. Two queries either
// way: the tournament with its matches, then the candidates to show.

interface MatchRow {
  round: number;
  position: number;
  candidate1Id: number | null;
  candidate2Id: number | null;
  winnerId: number | null;
  /** The refund ledger (bracket_match_refunds): cents refunded after the match was decided. */
  refunded1Cents: number;
  refunded2Cents: number;
}

interface TournamentMatchRow extends Omit<MatchRow, 'round' | 'position'> {
  status: string;
  /** Null on the one row of a tournament without matches (not started yet). */
  round: number | null;
  position: number | null;
}

/** The geography's current tournament with its matches (none before it starts), if any. */
async function currentTournament(
  db: Db,
  geographicCode: string,
): Promise<{ status: string; matches: MatchRow[] } | undefined> {
  // tournaments_geography_idx (migration 0006): a geography's few tournaments, not a scan of
  // every tournament ever held.
  const { rows } = await db.query<TournamentMatchRow>(
    `select t.status, m.round, m.position, m.candidate1_id as "candidate1Id",
            m.candidate2_id as "candidate2Id", m.winner_id as "winnerId",
            coalesce(r.side1, 0) as "refunded1Cents", coalesce(r.side2, 0) as "refunded2Cents"
       from (select id, status from tournaments
              where geographic_code = $1
              ${CURRENT_TOURNAMENT_ORDER}
              limit 1) t
       left join bracket_matches m on m.tournament_id = t.id and t.status <> 'upcoming'
       -- The ledger has rows only for decided matches a refund came after (migration 0018).
       left join lateral (
         select sum(l.amount_cents) filter (where l.candidate_id = m.candidate1_id) as side1,
                sum(l.amount_cents) filter (where l.candidate_id = m.candidate2_id) as side2
           from bracket_match_refunds l where l.match_id = m.id) r on true
      order by m.round, m.position`,
    [geographicCode],
  );
  if (!rows[0]) return undefined;
  const matches = rows.flatMap(({ status: _status, round, position, ...slots }) =>
    round === null || position === null ? [] : [{ round, position, ...slots }],
  );
  return { status: rows[0].status, matches };
}

function provisionalRoundOne(seeded: readonly CandidateListItem[], size: number): MatchRow[] {
  const seeds = seedsInOrder(seeded.map((candidate) => candidate.id));
  return pairSeeds(seeds, roundOnePairings(size)).map(({ position, one, two }) => ({
    round: 1,
    position,
    candidate1Id: one?.candidateId ?? null,
    candidate2Id: two?.candidateId ?? null,
    winnerId: null,
    refunded1Cents: 0,
    refunded2Cents: 0,
  }));
}

export async function readBrackets(
  db: Db,
  level: GeographicLevel,
  geographicCode: string,
): Promise<BracketMatch[]> {
  const tournament = await currentTournament(db, geographicCode);
  let matches: MatchRow[];
  let candidates: CandidateListItem[];
  if (tournament && tournament.status !== 'upcoming') {
    matches = tournament.matches;
    // Only active candidates are shown (candidate-queries.ts); a removed one is an empty slot.
    candidates = await listCandidatesByIds(
      db,
      matches
        .flatMap((m) => [m.candidate1Id, m.candidate2Id, m.winnerId])
        .filter((id): id is number => id !== null),
    );
  } else {
    // Today's standings in seeding order: only active, activated candidates are seeded.
    const size = BRACKET_SIZE[level];
    candidates = await listCandidatesOfGeography(db, geographicCode, {
      limit: size,
      verifiedOnly: true,
    });
    matches = provisionalRoundOne(candidates, size);
  }

  const byId = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  const shown = (id: number | null): CandidateListItem | null =>
    id === null ? null : (byId.get(id) ?? null);
  return matches.map((match) => ({
    bracket: { round: match.round, position: match.position },
    candidate1: shown(match.candidate1Id),
    candidate2: shown(match.candidate2Id),
    winner: shown(match.winnerId),
    ...(match.refunded1Cents + match.refunded2Cents > 0 && {
      refundedAfterDecision: {
        candidate1Cents: match.refunded1Cents,
        candidate2Cents: match.refunded2Cents,
      },
    }),
  }));
}
