// A PAID data folder the size of a busy platform for the API benchmark: 5,000 candidates in
// the 50 states (state, county and city races) and 100,000 donations, written with the
// server's own database code (batch inserts, then recomputeTotals, as the demo seed does).
import type { SqlParam } from '../../../server/src/db/db';
import { insertRows } from '../../../server/src/db/insert-rows';
import { migrate } from '../../../server/src/db/migrate';
import { openDatabase } from '../../../server/src/db/open-db';
import { citiesOfCounty, countiesOfState } from '../../../server/src/geo/census-geography';
import { createRandom } from '../../../server/src/seed/prng';
import { recomputeTotals } from '../../../server/src/totals/recompute-totals';
import { US_STATES } from '../../../shared-api/src/contracts/states';

export interface BenchData {
  candidates: number;
  donations: number;
  /** Sum of the succeeded donations, for checking the summary the server answers. */
  succeededCents: number;
  buildMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export async function buildBenchData(
  dataDir: string,
  {
    candidates = 5_000,
    donations = 100_000,
    databaseUrl,
  }: { candidates?: number; donations?: number; databaseUrl?: string } = {},
): Promise<BenchData> {
  const startedAt = Date.now();
  const random = createRandom(4_242);
  const db = await openDatabase({ dataDir, databaseUrl });
  try {
    await migrate(db);
    const now = Date.now();
    const candidateRows: SqlParam[][] = [];
    for (let n = 0; n < candidates; n += 1) {
      const state = random.pick(US_STATES);
      const counties = countiesOfState(state.code) ?? [];
      const county = counties.length > 0 ? random.pick(counties) : undefined;
      const cities = county ? (citiesOfCounty(county.fips) ?? []) : [];
      const roll = random.next();
      const [level, code] =
        roll < 0.4 || !county
          ? ['state', state.code]
          : roll < 0.75 || cities.length === 0
            ? ['county', county.fips]
            : ['city', random.pick(cities).fips];
      candidateRows.push([
        `Bench Candidate ${n + 1}`,
        level === 'state' ? 'governor' : level === 'county' ? 'county-commissioner' : 'mayor',
        code,
        level,
        state.code,
        true,
        new Date(now - random.int(30, 400) * DAY_MS),
      ]);
    }

    let succeededCents = 0;
    await db.transaction(async (tx) => {
      const ids = (
        await insertRows<{ id: number }>(
          tx,
          'candidates',
          [
            'name',
            'position',
            'geographic_code',
            'level',
            'state_code',
            'is_activated',
            'created_at',
          ],
          candidateRows,
          'id',
        )
      ).map((row) => row.id);

      const donationRows: SqlParam[][] = [];
      for (let n = 0; n < donations; n += 1) {
        const amountCents = random.int(1, 500) * 100;
        const status = random.chance(0.02) ? 'refunded' : 'succeeded';
        if (status === 'succeeded') succeededCents += amountCents;
        const donor = random.int(1, 20_000);
        donationRows.push([
          random.pick(ids),
          amountCents,
          `Donor ${donor}`,
          `donor${donor}@bench.example`,
          status,
          `bench-${n}`,
          new Date(now - random.int(0, 60 * 24 * 60) * 60 * 1000),
          // As the form leaves them: it asks both once a donor's gifts pass the itemisation
          // threshold. Without them the best-efforts job would start by requesting
          // follow-ups for tens of thousands of gifts, measured instead of the gifts.
          'Bench Employer',
          'Engineer',
        ]);
      }
      await insertRows(
        tx,
        'donations',
        [
          'candidate_id',
          'amount_cents',
          'donor_name',
          'donor_email',
          'status',
          'idempotency_key',
          'created_at',
          'employer',
          'occupation',
        ],
        donationRows,
      );
      await recomputeTotals(tx);
    });
    return { candidates, donations, succeededCents, buildMs: Date.now() - startedAt };
  } finally {
    await db.close();
  }
}
