import { listCandidatesOfGeography } from '../candidates/candidate-queries';
import type { Db } from '../db/db';

/** The two candidates on a state's debate stage: the first two of its list (most raised). */
export async function scheduledDebaters(db: Db, stateCode: string): Promise<number[]> {
  const pair = await listCandidatesOfGeography(db, stateCode, { limit: 2 });
  // A stage needs two: with fewer the page shows no stage and nobody is scheduled.
  return pair.length === 2 ? pair.map((candidate) => candidate.id) : [];
}
