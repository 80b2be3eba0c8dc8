import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type {
  Candidate,
  CandidateMoney,
  CompetitionSummary,
  RoundMoney,
  StateMoney,
  StreamMoney,
} from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { refundDonation } from '../src/donations/refund-donation';
import { createTestPaymentProvider } from '../src/payments/test-payment-provider';
import { startStream } from '../src/streams/fundraising-streams';
import { CHARTS_MAX_AGE_MS } from '../src/routes/chart-routes';
import { advanceTournaments } from '../src/tournaments/advance-tournaments';
import { raisedBetween } from '../src/tournaments/finish-round';
import { roundWindow } from '../src/tournaments/tournament-schedule';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import {
  addCandidate,
  addCandidates,
  createTournament,
  DAY_MS,
  donate,
} from './helpers/tournament-fixtures';

// Money over time: each series the charts draw sums to the figure the site shows
// elsewhere (the candidate's total, the state's tile, a stream's "raised this stream", the
// money a round is decided on), refunds included, on both databases.

const sum = (values: readonly number[]) =>
  Math.round(values.reduce((all, value) => all + value * 100, 0)) / 100;

for (const kind of DATABASE_KINDS) {
  describe(`chart series (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let ids: number[];
    const now = Date.now();
    // Round 1 of the CA state tournament began 1.5 days ago; rounds last 3 days.
    const roundStart = new Date(now - 1.5 * DAY_MS);

    const get = async <T>(url: string): Promise<T> => {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, response.body);
      return response.json() as T;
    };
    const refund = (donationId: number) =>
      refundDonation(db, createTestPaymentProvider(), {
        donationId,
        reason: 'chart test',
        actor: { kind: 'admin-command' },
      });

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = testApp(db);
      // Eight state candidates registered five days ago, an hour apart; one more in a county
      // (the state's tile counts its money, the state bracket does not hold it).
      ids = await addCandidates(db, 8, 'CA', new Date(now - 5 * DAY_MS));
      const county = await addCandidate(db, {
        name: 'County Candidate',
        geographicCode: '06037',
        registeredAt: new Date(now - 5 * DAY_MS),
      });
      await donate(db, county, 12_345, { at: new Date(now - 2 * DAY_MS) });
      // Gifts over several days, two by one donor on one day, one refunded later.
      await donate(db, ids[0], 10_000, { at: new Date(now - 4 * DAY_MS), email: 'a@example.com' });
      await donate(db, ids[0], 2_550, { at: new Date(now - 1 * DAY_MS), email: 'b@example.com' });
      await donate(db, ids[0], 1_001, { at: new Date(now - 1 * DAY_MS), email: 'b@example.com' });
      const refunded = await donate(db, ids[0], 7_777, {
        at: new Date(now - 1 * DAY_MS),
        email: 'c@example.com',
      });
      await donate(db, ids[1], 999, { at: new Date(now - 3 * DAY_MS) });
      await donate(db, ids[1], 50_000, { at: new Date(now - 0.5 * DAY_MS) });
      await donate(db, ids[2], 333, { at: new Date(now - 1 * DAY_MS) });
      await refund(refunded.donation.id);

      await createTournament(db, { startDate: roundStart, roundLengthDays: 3 });
      await advanceTournaments(db, new Date(now));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    it("a candidate's days sum to the candidate's total, without the refunded gift", async () => {
      const money = await get<CandidateMoney>(`/api/charts/candidates/${ids[0]}`);
      const detail = await get<Candidate>(`/api/candidate/${ids[0]}`);
      assert.equal(money.totalRaised, detail.totalDonations);
      assert.equal(money.totalRaised, 135.51);
      assert.equal(sum(money.days.map((day) => day.raised)), money.totalRaised);
      assert.equal(money.days.at(-1)!.total, money.totalRaised);
      // From the registration day to today, one entry per day.
      assert.equal(money.days[0].day, new Date(now - 5 * DAY_MS).toISOString().slice(0, 10));
      assert.equal(money.days.at(-1)!.day, new Date(now).toISOString().slice(0, 10));
      assert.equal(money.days.length, 6);
      // Running totals never go down and each adds that day's money.
      money.days.forEach((day, index) => {
        const before = index === 0 ? 0 : money.days[index - 1].total;
        assert.equal(Math.round((before + day.raised) * 100), Math.round(day.total * 100));
      });
      // One donor gave twice that day; the refunded donor no longer counts.
      const yesterday = money.days.find(
        (day) => day.day === new Date(now - DAY_MS).toISOString().slice(0, 10),
      )!;
      assert.deepEqual([yesterday.raised, yesterday.donors], [35.51, 1]);
    });

    it("the state's bracket candidates end on their totals, summing to the state's tile", async () => {
      const money = await get<StateMoney>('/api/charts/states/CA');
      assert.deepEqual(
        money.candidates.map((candidate) => candidate.candidateId).sort((a, b) => a - b),
        [...ids].sort((a, b) => a - b),
      );
      for (const candidate of money.candidates) {
        const detail = await get<Candidate>(`/api/candidate/${candidate.candidateId}`);
        assert.equal(candidate.totalRaised, detail.totalDonations);
        assert.equal(candidate.totals.length, money.days.length);
        assert.equal(candidate.totals.at(-1), candidate.totalRaised);
      }
      const summary = await get<CompetitionSummary>('/api/competition/all-states');
      // The tile also counts the county candidate's money.
      assert.equal(
        sum([...money.candidates.map((candidate) => candidate.totalRaised), 123.45]),
        summary.CA.totalRaised,
      );
    });

    it('a round sums what decides it, and the decided match records the same figures', async () => {
      const money = await get<RoundMoney>('/api/charts/rounds/state/CA');
      assert.equal(money.round, 1);
      assert.equal(money.startsAt, roundStart.toISOString());
      assert.equal(money.matches.length, 4);
      // Day 1 ended a day after the start; day 2 is today so far.
      assert.equal(money.days.length, 2);
      const { rows } = await db.query<{ id: number; startDate: Date; roundLengthDays: number }>(
        `select id, start_date as "startDate", round_length_days as "roundLengthDays"
           from tournaments where status = 'active'`,
      );
      const window = roundWindow({ startDate: new Date(rows[0].startDate), roundLengthDays: 3 }, 1);
      let counted = 0;
      for (const match of money.matches) {
        for (const side of [match.candidate1, match.candidate2]) {
          assert.ok(side);
          const cents = await raisedBetween(db, side.candidateId, window.start, new Date());
          assert.equal(Math.round(side.totalRaised * 100), cents);
          assert.equal(side.totals.at(-1), side.totalRaised);
          counted += cents;
        }
      }
      // ids[0]'s 35.51 yesterday, ids[1]'s 500 twelve hours ago, ids[2]'s 3.33 yesterday.
      assert.equal(counted, 3_551 + 50_000 + 333);

      // The round ends: each decided match recorded what the chart showed.
      await advanceTournaments(db, window.end);
      const { rows: decided } = await db.query<{
        position: number;
        raised1Cents: number;
        raised2Cents: number;
      }>(
        `select position, raised1_cents as "raised1Cents", raised2_cents as "raised2Cents"
           from bracket_matches where tournament_id = $1 and round = 1 order by position`,
        [rows[0].id],
      );
      assert.deepEqual(
        decided.map(({ position, raised1Cents, raised2Cents }) => [
          position,
          raised1Cents,
          raised2Cents,
        ]),
        money.matches.map((match) => [
          match.bracket.position,
          Math.round(match.candidate1!.totalRaised * 100),
          Math.round(match.candidate2!.totalRaised * 100),
        ]),
      );
    });

    it("a live stream's line ends on its total, refunds and the next gift included", async () => {
      const candidateId = ids[3];
      const offline = await get<StreamMoney>(`/api/charts/candidates/${candidateId}/live-stream`);
      assert.deepEqual(offline, { isLive: false, startedAt: null, gifts: [], totalRaised: 0 });

      await startStream(db, candidateId);
      await donate(db, candidateId, 1_500);
      const second = await donate(db, candidateId, 2_000);
      await donate(db, candidateId, 725);
      await refund(second.donation.id);
      const line = await get<StreamMoney>(`/api/charts/candidates/${candidateId}/live-stream`);
      const status = await get<{ totalRaised: number }>(`/api/stream/candidate/${candidateId}`);
      assert.equal(line.isLive, true);
      assert.deepEqual(
        line.gifts.map((gift) => [gift.amount, gift.total]),
        [
          [15, 15],
          [7.25, 22.25],
        ],
      );
      assert.equal(line.totalRaised, status.totalRaised);
      assert.equal(line.gifts.at(-1)!.total, status.totalRaised);

      // The next read after a gift (a write of this process) is not the kept answer.
      await donate(db, candidateId, 100);
      const after = await get<StreamMoney>(`/api/charts/candidates/${candidateId}/live-stream`);
      assert.equal(after.totalRaised, 23.25);
    });

    it('keeps an answer at most a second against a gift made elsewhere', async () => {
      // Like the summary: another server's gift shows within a second.
      assert.ok(CHARTS_MAX_AGE_MS <= 1000);
      const candidateId = ids[4];
      const readAt = Date.now();
      const money = await get<CandidateMoney>(`/api/charts/candidates/${candidateId}`);
      const state = await get<StateMoney>('/api/charts/states/CA');
      // Straight into the database, as another server process would: nothing here knows.
      await db.query(
        `insert into donations (candidate_id, amount_cents, donor_name, donor_email, status,
                                idempotency_key)
         values ($1, 4200, 'Elsewhere Donor', 'elsewhere@example.com', 'succeeded', $2)`,
        [candidateId, `chart-cache-${process.pid}`],
      );
      if (Date.now() - readAt < CHARTS_MAX_AGE_MS) {
        assert.deepEqual(
          await get<CandidateMoney>(`/api/charts/candidates/${candidateId}`),
          money,
          'the kept answer',
        );
        assert.deepEqual(await get<StateMoney>('/api/charts/states/CA'), state, 'the kept answer');
      }
      await new Promise((resolve) => setTimeout(resolve, CHARTS_MAX_AGE_MS + 50));
      const fresh = await get<CandidateMoney>(`/api/charts/candidates/${candidateId}`);
      assert.equal(Math.round(fresh.totalRaised * 100), Math.round(money.totalRaised * 100) + 4200);
      const freshState = await get<StateMoney>('/api/charts/states/CA');
      const line = freshState.candidates.find((candidate) => candidate.candidateId === candidateId);
      assert.equal(line?.totalRaised, fresh.totalRaised);
    });

    it('answers 404 for an unknown candidate or place and 400 for a malformed one', async () => {
      const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
      assert.equal(await status('/api/charts/candidates/999999'), 404);
      assert.equal(await status('/api/charts/candidates/999999/live-stream'), 404);
      assert.equal(await status('/api/charts/candidates/abc'), 400);
      assert.equal(await status('/api/charts/states/XX'), 400);
      assert.equal(await status('/api/charts/rounds/county/CA'), 400);
      assert.equal(await status('/api/charts/rounds/county/06999'), 404);
      const none = await get<RoundMoney>('/api/charts/rounds/state/TX');
      assert.deepEqual(none, { round: null, startsAt: null, endsAt: null, days: [], matches: [] });
    });
  });
}
