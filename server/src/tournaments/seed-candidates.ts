import { verifiedCandidateSql } from '../candidates/eligibility';
import type { DbTx } from '../db/db';

// Seeding (docs/tournament-rules.md): a geography's verified candidates (candidates/
// eligibility.ts; one still pending verification is never seeded), by total raised, ties to
// the earlier registration (then the lower id, so the order is total), seeds 1..size.
// The start uses the standings AT the start date: money raised and candidates registered
// before it, so a job that runs late (the server was down) seeds exactly as it would have on
// time. Provisional brackets use today's standings in the same order: the geography's
// candidate list (candidates/candidate-queries.ts, listCandidatesOfGeography).

export interface SeededCandidate {
  candidateId: number;
  seed: number;
}

export async function seedCandidates(
  db: DbTx,
  geographicCode: string,
  size: number,
  asOf: Date,
): Promise<SeededCandidate[]> {
  const { rows } = await db.query<{ id: number }>(
    `select c.id from candidates c
       left join lateral (
         select sum(d.amount_cents) as cents from donations d
          where d.candidate_id = c.id and d.status = 'succeeded' and d.created_at < $3
       ) raised on true
      where c.geographic_code = $1 and ${verifiedCandidateSql('c')} and c.created_at < $3
      order by coalesce(raised.cents, 0) desc, c.created_at, c.id
      limit $2`,
    [geographicCode, size, asOf],
  );
  return seedsInOrder(rows.map((row) => row.id));
}

/** Candidate ids in seeding order as seeds 1..n. */
export function seedsInOrder(candidateIds: readonly number[]): SeededCandidate[] {
  return candidateIds.map((candidateId, index) => ({ candidateId, seed: index + 1 }));
}

/** Round 1 of a bracket from seeds: each pairing's candidates, null where a seed is missing. */
export function pairSeeds(
  seeded: readonly SeededCandidate[],
  pairings: readonly (readonly [number, number])[],
): { position: number; one: SeededCandidate | null; two: SeededCandidate | null }[] {
  const bySeed = new Map(seeded.map((entry) => [entry.seed, entry]));
  return pairings.map(([seed1, seed2], index) => ({
    position: index + 1,
    one: bySeed.get(seed1) ?? null,
    two: bySeed.get(seed2) ?? null,
  }));
}
