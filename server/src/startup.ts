import { refreshCandidateNameKeys } from './candidates/name-keys';
import type { Config } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { seedElectionsIfEmpty } from './elections/seed-elections';
import { seedDemoDataIfEmpty, type SeedSummary } from './seed/seed-demo-data';

export interface PreparedDatabase {
  /** Migrations applied by this start (empty when the schema was current). */
  migrations: string[];
  /** What the demo seed wrote, or null (not fresh, or started empty). */
  seeded: SeedSummary | null;
}

/**
 * Brings a database up to date: migrations, the election calendar on a database without one
 * (every database: a gift needs an election), then the demo data on a fresh one unless empty,
 * then the candidates' name keys (candidates/name-keys.ts).
 */
export async function prepareDatabase(
  db: Db,
  config: Pick<Config, 'empty'>,
): Promise<PreparedDatabase> {
  const migrations = await migrate(db);
  await seedElectionsIfEmpty(db);
  const seeded = config.empty ? null : await seedDemoDataIfEmpty(db);
  // Keys only JavaScript can fold (migration 0027): filled or corrected at every start.
  await refreshCandidateNameKeys(db);
  return { migrations, seeded };
}
