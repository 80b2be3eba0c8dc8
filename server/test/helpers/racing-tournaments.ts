import type { Db } from '../../src/db/db';
import { addCandidates, DAY_MS, donate } from './tournament-fixtures';

// Several full tournaments with donations in every round, for the tests where two callers
// (or two server processes) advance the same tournaments at the same time. Amounts come from
// a fixed formula with deliberate ties, so the expected winners are not all the top seeds.

export const RACING_GEOGRAPHIES = [
  { level: 'state', code: 'CA', candidates: 8 },
  { level: 'state', code: 'TX', candidates: 7 },
  { level: 'state', code: 'NY', candidates: 5 },
  { level: 'state', code: 'FL', candidates: 8 },
  { level: 'county', code: '06037', candidates: 4 },
  { level: 'county', code: '48201', candidates: 3 },
  { level: 'city', code: '0644000', candidates: 2 },
  { level: 'city', code: '4835000', candidates: 2 },
] as const;

const ROUND_DAYS = 7;

/** Candidates registered and donations made around `start`; no tournament yet. */
export async function addRacingCandidatesAndDonations(db: Db, start: Date): Promise<void> {
  let n = 0;
  for (const geography of RACING_GEOGRAPHIES) {
    const ids = await addCandidates(
      db,
      geography.candidates,
      geography.code,
      new Date(start.getTime() - 30 * DAY_MS),
    );
    for (const [index, id] of ids.entries()) {
      n += 1;
      // Before the start (seeding), then in each of the 3 possible rounds; every third
      // candidate raises the same as its neighbour, to exercise ties.
      for (let round = 0; round <= 3; round += 1) {
        const cents = ((n * 37 + round * 11) % 5) * 10_00 + (index % 3 === 0 ? 0 : 1_00);
        if (cents === 0) continue;
        const day = round === 0 ? -1 : (round - 1) * ROUND_DAYS + (index % ROUND_DAYS);
        await donate(db, id, cents, { at: new Date(start.getTime() + day * DAY_MS + 1000) });
      }
    }
  }
}

/** The tournaments, all inserted in one transaction so they become due at one moment. */
export async function insertRacingTournaments(db: Db, start: Date): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const geography of RACING_GEOGRAPHIES) {
      const { rows } = await tx.query<{ id: number }>(
        `insert into tournaments (level, geographic_code, name, start_date, round_length_days)
         values ($1, $2, $3, $4, $5) returning id`,
        [geography.level, geography.code, `Race ${geography.code}`, start, ROUND_DAYS],
      );
      ids.push(rows[0].id);
    }
    return ids;
  });
}
