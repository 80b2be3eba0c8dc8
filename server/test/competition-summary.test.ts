import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, STATE_CODES, type CompetitionSummary } from 'shared-api/contracts';
import { removeCandidate } from '../src/candidates/candidate-writes';
import { setCandidateActivation } from '../src/support/admin-actions';
import { assertTotalsConsistent } from './helpers/candidate-totals';
import type { Db } from '../src/db/db';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { addCandidate, addCandidates, donate } from './helpers/tournament-fixtures';

// GET /api/competition/all-states (docs/tournament-rules.md, State tiles): per state the
// money raised anywhere in it, its activated state-level candidates and whether they fill a
// bracket of 8; platform totals (a candidate pending verification counts nowhere). It must equal what the candidates and donations tables say, including
// right after a donation (the in-process cache never outlives a write of this process).

/** The summary computed the slow way, from the rows themselves. */
async function summaryFromTables(db: Db): Promise<CompetitionSummary> {
  const { rows: states } = await db.query<{
    stateCode: string;
    raised: number;
    stateCandidates: number;
    anyCandidates: number;
  }>(
    `select c.state_code as "stateCode",
            coalesce((select sum(d.amount_cents) from donations d
                        join candidates x on x.id = d.candidate_id
                       where x.state_code = c.state_code and d.status = 'succeeded'), 0) as raised,
            count(*) filter (where c.level = 'state' and c.is_active and c.is_activated)
              as "stateCandidates",
            count(*) filter (where c.is_active and c.is_activated) as "anyCandidates"
       from candidates c group by c.state_code`,
  );
  const { rows: platform } = await db.query<{ raised: number; candidates: number; donors: number }>(
    `select (select coalesce(sum(amount_cents), 0) from donations where status = 'succeeded') as raised,
            (select count(*) from candidates where is_active and is_activated) as candidates,
            (select count(distinct donor_email_key) from donations where status = 'succeeded') as donors`,
  );
  const summary: Record<string, unknown> = {};
  for (const code of STATE_CODES) {
    const row = states.find((s) => s.stateCode === code);
    summary[code] = {
      totalRaised: (row?.raised ?? 0) / 100,
      hasEnoughCandidates: (row?.stateCandidates ?? 0) >= 8,
      candidates: row?.stateCandidates ?? 0,
    };
  }
  return {
    ...(summary as CompetitionSummary),
    totalPlatform: platform[0].raised / 100,
    activeStates: states.filter((s) => s.anyCandidates > 0 || s.raised > 0).length,
    totalCandidates: platform[0].candidates,
    totalDonors: platform[0].donors,
  };
}

for (const kind of DATABASE_KINDS) {
  describe(`GET /api/competition/all-states (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;

    const summary = async (): Promise<CompetitionSummary> => {
      const response = await app.inject({ method: 'GET', url: '/api/competition/all-states' });
      assert.equal(response.statusCode, 200);
      // Sent pre-serialized from the cache: still JSON to the browser.
      assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
      return contract.competition.allStates.response.parse(response.json());
    };

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = testApp(db);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it('answers every state, all zero, on an empty platform (public, no login)', async () => {
      const answer = await summary();
      assert.equal(Object.keys(answer).length, 54, '50 states and 4 platform figures');
      assert.deepEqual(answer.CA, { totalRaised: 0, hasEnoughCandidates: false, candidates: 0 });
      assert.deepEqual(
        [answer.totalPlatform, answer.activeStates, answer.totalCandidates, answer.totalDonors],
        [0, 0, 0, 0],
      );
    });

    it('counts state-level candidates per state; 8 fill a bracket', async () => {
      await addCandidates(db, 8, 'CA');
      await addCandidates(db, 7, 'TX');
      // County and city candidates count for the platform and make a state active, but
      // are not the tile's n/8.
      await addCandidate(db, { name: 'County Candidate', geographicCode: '36061' });
      await addCandidate(db, { name: 'City Candidate', geographicCode: '0644000' });
      const answer = await summary();
      assert.deepEqual(answer.CA, { totalRaised: 0, hasEnoughCandidates: true, candidates: 8 });
      assert.deepEqual(answer.TX, { totalRaised: 0, hasEnoughCandidates: false, candidates: 7 });
      assert.deepEqual(answer.NY, { totalRaised: 0, hasEnoughCandidates: false, candidates: 0 });
      assert.equal(answer.activeStates, 3);
      assert.equal(answer.totalCandidates, 17);
      assert.deepEqual(answer, await summaryFromTables(db));
    });

    it('counts only activated candidates: in the tile, hasEnoughCandidates, Active States, totalCandidates', async () => {
      const before = await summary();
      // docs/roles.md: applications pending verification count nowhere.
      const pendingTexan = await addCandidate(db, {
        name: 'Pending TX',
        geographicCode: 'TX',
        activated: false,
      });
      const pending = [
        pendingTexan,
        await addCandidate(db, { name: 'Pending CA', activated: false }),
        await addCandidate(db, { name: 'Pending WA', geographicCode: 'WA', activated: false }),
        await addCandidate(db, { name: 'Pending King', geographicCode: '53033', activated: false }),
      ];
      const withPending = await summary();
      assert.deepEqual(withPending, before);
      assert.deepEqual(withPending.TX, {
        totalRaised: 0,
        hasEnoughCandidates: false,
        candidates: 7,
      });
      assert.deepEqual(withPending.WA, {
        totalRaised: 0,
        hasEnoughCandidates: false,
        candidates: 0,
      });
      await assertTotalsConsistent(db);

      // Support activates: the candidate counts at once; deactivating takes it back.
      await setCandidateActivation(db, pendingTexan, true);
      const activated = await summary();
      assert.deepEqual(activated.TX, { totalRaised: 0, hasEnoughCandidates: true, candidates: 8 });
      assert.equal(activated.totalCandidates, before.totalCandidates + 1);
      await setCandidateActivation(db, pending[3], true);
      const king = await summary();
      assert.equal(
        king.activeStates,
        before.activeStates + 1,
        'WA is active once King County counts',
      );
      assert.equal(king.WA.candidates, 0, 'a county candidate is not the tile’s n/8');
      assert.deepEqual(king, await summaryFromTables(db));
      for (const id of [pendingTexan, pending[3]]) await setCandidateActivation(db, id, false);
      // Activating or deactivating twice changes nothing more.
      await setCandidateActivation(db, pending[1], false);
      assert.deepEqual(await summary(), before);
      await assertTotalsConsistent(db);

      // Removing a pending profile uncounts nothing; the other rows stay for the next tests.
      for (const id of pending) await removeCandidate(db, id);
      assert.deepEqual(await summary(), before);
      await assertTotalsConsistent(db);
    });

    it('is exact right after each donation, money counting in the candidate’s state', async () => {
      const { rows } = await db.query<{ id: number; code: string }>(
        `select id, geographic_code as code from candidates order by id`,
      );
      const cityCandidate = rows.find((r) => r.code === '0644000')!.id;
      const texan = rows.find((r) => r.code === 'TX')!.id;

      const first = await summary();
      await donate(db, cityCandidate, 123_45, { email: 'one@example.com' });
      const second = await summary();
      assert.equal(second.CA.totalRaised - first.CA.totalRaised, 123.45);
      assert.equal(second.totalPlatform, 123.45);
      assert.equal(second.totalDonors, 1);

      await donate(db, texan, 50_000_00, { email: 'ONE@example.com' });
      const third = await summary();
      assert.equal(third.TX.totalRaised, 50_000);
      assert.equal(third.totalDonors, 1, 'the same donor whatever the letter case');
      assert.equal(third.totalPlatform, 50_123.45);

      await donate(db, texan, 1, { email: 'two@example.com' });
      const fourth = await summary();
      assert.equal(fourth.TX.totalRaised, 50_000.01);
      assert.equal(fourth.totalDonors, 2);
      assert.deepEqual(fourth, await summaryFromTables(db));
    });

    it('makes a state with money but no candidate left still active', async () => {
      const { rows } = await db.query<{ id: number }>(
        `select id from candidates where geographic_code = '36061'`,
      );
      await donate(db, rows[0].id, 10_00);
      await removeCandidate(db, rows[0].id);
      const answer = await summary();
      assert.equal(answer.NY.totalRaised, 10);
      assert.equal(answer.activeStates, 3);
      assert.equal(answer.totalCandidates, 16);
      assert.deepEqual(answer, await summaryFromTables(db));
    });

    it('answers many requests at once with the same figures', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => summary()));
      for (const answer of answers) assert.deepEqual(answer, answers[0]);
      assert.deepEqual(answers[0], await summaryFromTables(db));
    });
  });
}
