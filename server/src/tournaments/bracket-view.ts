import type { BracketMatch, CandidateListItem } from 'shared-api/contracts';
import { listCandidatesByIds } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import type { GeographicLevel } from '../geo/state-fips';
import { BRACKET_SIZE, roundOnePairings } from './bracket-shape';
import { pairSeeds, seedCandidates } from './seed-candidates';

// GET /api/tournament/:level/:code/brackets: the matches of the geography's current
// tournament (its open one, else the latest completed one). Before it starts, or when there
// is none, the provisional round 1 from today's standings with the same seeding as the
// start, so the bracket fills as candidates register and raise money.

interface MatchRow {
  round: number;
  position: number;
  candidate1Id: number | null;
  candidate2Id: number | null;
  winnerId: number | null;
}

async function currentTournament(
  db: Db,
  geographicCode: string,
): Promise<{ id: number; status: string } | undefined> {
  const { rows } = await db.query<{ id: number; status: string }>(
    `select id, status from tournaments
      where geographic_code = $1
      order by status <> 'completed' desc, created_at desc, id desc
      limit 1`,
    [geographicCode],
  );
  return rows[0];
}

async function provisionalRoundOne(
  db: Db,
  level: GeographicLevel,
  geographicCode: string,
): Promise<MatchRow[]> {
  const size = BRACKET_SIZE[level];
  const seeded = await seedCandidates(db, geographicCode, size);
  return pairSeeds(seeded, roundOnePairings(size)).map(({ position, one, two }) => ({
    round: 1,
    position,
    candidate1Id: one?.candidateId ?? null,
    candidate2Id: two?.candidateId ?? null,
    winnerId: null,
  }));
}

async function tournamentMatches(db: Db, tournamentId: number): Promise<MatchRow[]> {
  const { rows } = await db.query<MatchRow>(
    `select round, position, candidate1_id as "candidate1Id", candidate2_id as "candidate2Id",
            winner_id as "winnerId"
       from bracket_matches where tournament_id = $1
      order by round, position`,
    [tournamentId],
  );
  return rows;
}

export async function readBrackets(
  db: Db,
  level: GeographicLevel,
  geographicCode: string,
): Promise<BracketMatch[]> {
  const tournament = await currentTournament(db, geographicCode);
  const matches =
    tournament && tournament.status !== 'upcoming'
      ? await tournamentMatches(db, tournament.id)
      : await provisionalRoundOne(db, level, geographicCode);

  const ids = matches.flatMap((m) => [m.candidate1Id, m.candidate2Id, m.winnerId]);
  // Only active candidates are shown (candidate-queries.ts); a removed one is an empty slot.
  const candidates = new Map(
    (
      await listCandidatesByIds(
        db,
        ids.filter((id): id is number => id !== null),
      )
    ).map((candidate) => [candidate.id, candidate]),
  );
  const shown = (id: number | null): CandidateListItem | null =>
    id === null ? null : (candidates.get(id) ?? null);
  return matches.map((match) => ({
    bracket: { round: match.round, position: match.position },
    candidate1: shown(match.candidate1Id),
    candidate2: shown(match.candidate2Id),
    winner: shown(match.winnerId),
  }));
}
