import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { recordSucceededDonation } from '../src/donations/record-donation';
import { LIVE_STREAM_DONATIONS_LIMIT } from '../src/streams/live-stream-donations';
import { appWithStorage } from './helpers/app-with-storage';
import { insertCandidate, makeRoles } from './helpers/make-accounts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// State debate channels and fundraising streams (docs/roles.md): who may stream, the
// running total, viewers by heartbeat, and the public view of a candidate's stream.

const NOT_ACTIVATED =
  'Only activated candidates can stream. Contact support to activate your account.';

for (const kind of databaseKinds({
  differsByDatabase: 'simultaneous creation of one channel or stream',
})) {
  describe(`streams (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let roles: Awaited<ReturnType<typeof makeRoles>>;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db));
      roles = await makeRoles(database.db);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const call = (
      method: 'GET' | 'POST',
      url: string,
      cookies: Record<string, string> = {},
      remoteAddress = '127.0.0.1',
    ) => app.inject({ method, url, cookies, remoteAddress });

    describe('state channels', () => {
      it("creates a state's channel when first asked and answers the same one after", async () => {
        const first = await call('GET', '/api/stream/channel/state/NV');
        assert.equal(first.statusCode, 200);
        assert.deepEqual(contract.stream.stateChannel.response.parse(first.json()), {
          id: 'state-NV',
          isLive: false,
          viewerCount: 0,
          streamUrl: null,
        });
        const again = await Promise.all([
          call('GET', '/api/stream/channel/state/NV'),
          call('GET', '/api/stream/channel/state/nv'),
        ]);
        for (const response of again) assert.deepEqual(response.json(), first.json());
        const { rows } = await database.db.query(
          "select 1 from stream_channels where state_code = 'NV'",
        );
        assert.equal(rows.length, 1);
      });

      it('answers a seeded live channel as stored', async () => {
        await database.db.query(
          `insert into stream_channels (id, state_code, is_live, viewer_count, stream_url)
           values ('state-OR', 'OR', true, 42, 'https://video.example/or.m3u8')`,
        );
        const response = await call('GET', '/api/stream/channel/state/OR');
        assert.deepEqual(response.json(), {
          id: 'state-OR',
          isLive: true,
          viewerCount: 42,
          streamUrl: 'https://video.example/or.m3u8',
        });
      });

      it('answers 404 for an unknown state and creates nothing', async () => {
        for (const code of ['ZZ', 'DC', 'C']) {
          const response = await call('GET', `/api/stream/channel/state/${code}`);
          assert.equal(response.statusCode, 404, code);
          assert.equal(response.json().message, `Unknown state code: ${code}`);
        }
        const { rows } = await database.db.query(
          "select 1 from stream_channels where state_code not in ('NV', 'OR')",
        );
        assert.equal(rows.length, 0);
      });
    });

    describe('who may stream', () => {
      for (const route of ['/api/stream/start', '/api/stream/end', '/api/stream/stats']) {
        const method = route.endsWith('stats') ? 'GET' : 'POST';
        it(`${method} ${route}: 401 visitor, 403 without a profile, 403 not activated`, async () => {
          const visitor = await call(method, route);
          assert.equal(visitor.statusCode, 401);
          const user = await call(method, route, roles.user.cookies);
          assert.equal(user.statusCode, 403);
          assert.deepEqual(user.json(), { message: 'You are not a registered candidate' });
          const pending = await call(method, route, roles.pending.cookies);
          assert.equal(pending.statusCode, 403);
          assert.deepEqual(pending.json(), { message: NOT_ACTIVATED });
        });
      }

      it('never starts a stream for a refused caller', async () => {
        const { rows } = await database.db.query('select 1 from fundraising_streams');
        assert.equal(rows.length, 0);
      });
    });

    describe('a fundraising stream', () => {
      const candidateUrl = () => `/api/stream/candidate/${roles.active.candidateId}`;
      const watchUrl = () => `/api/stream/${roles.active.candidateId}/watch`;

      it('is offline at first: zero stats, public status offline, ending is a 409', async () => {
        const stats = await call('GET', '/api/stream/stats', roles.active.cookies);
        assert.equal(stats.statusCode, 200);
        assert.deepEqual(stats.json(), { isLive: false, viewerCount: 0, donations: 0 });
        const status = await call('GET', candidateUrl());
        assert.deepEqual(status.json(), {
          candidateId: roles.active.candidateId,
          isLive: false,
          startedAt: null,
          totalRaised: 0,
          viewerCount: 0,
        });
        const end = await call('POST', '/api/stream/end', roles.active.cookies);
        assert.equal(end.statusCode, 409);
        assert.deepEqual(end.json(), { message: 'Your stream is not live' });
      });

      it('ignores heartbeats while offline', async () => {
        const response = await call('POST', watchUrl());
        assert.equal(response.statusCode, 200);
        assert.equal(response.json().isLive, false);
        const { rows } = await database.db.query('select 1 from stream_viewers');
        assert.equal(rows.length, 0);
      });

      it('starts on GO LIVE (201) and answers the running stream when started again (200)', async () => {
        const first = await call('POST', '/api/stream/start', roles.active.cookies);
        assert.equal(first.statusCode, 201);
        const stream = contract.stream.start.response.parse(first.json());
        assert.equal(stream.candidateId, roles.active.candidateId);
        assert.equal(stream.isLive, true);
        assert.equal(stream.endedAt, null);
        assert.equal(stream.totalRaised, 0);
        const [again, concurrent] = await Promise.all([
          call('POST', '/api/stream/start', roles.active.cookies),
          call('POST', '/api/stream/start', roles.active.cookies),
        ]);
        for (const response of [again, concurrent]) {
          assert.equal(response.statusCode, 200);
          assert.equal(response.json().id, stream.id);
        }
      });

      it('counts each viewer once, by account or by address, for 30 seconds', async () => {
        await call('POST', watchUrl(), {}, '10.1.0.1');
        await call('POST', watchUrl(), {}, '10.1.0.1'); // the same visitor again
        await call('POST', watchUrl(), {}, '10.1.0.2');
        await call('POST', watchUrl(), roles.user.cookies, '10.1.0.3');
        const last = await call('POST', watchUrl(), roles.user.cookies, '10.1.0.4'); // same account
        assert.equal(last.statusCode, 200);
        const status = contract.stream.watch.response.parse(last.json());
        assert.equal(status.isLive, true);
        assert.equal(status.viewerCount, 3);

        await database.db.query(
          `update stream_viewers set last_seen_at = now() - interval '31 seconds'
            where viewer_key = 'ip:10.1.0.2'`,
        );
        const stats = await call('GET', '/api/stream/stats', roles.active.cookies);
        assert.equal(stats.json().viewerCount, 2);
        assert.equal((await call('GET', candidateUrl())).json().viewerCount, 2);
      });

      it('adds donations made during the stream to its total', async () => {
        const give = (candidateId: number, amountCents: number, key: string) =>
          database.db.transaction((tx) =>
            recordSucceededDonation(tx, {
              candidateId,
              amountCents,
              donorName: 'Stream Donor',
              donorEmail: 'stream-donor@example.com',
              idempotencyKey: `stream-total-${key}`,
            }),
          );
        assert.ok((await give(roles.active.candidateId, 25_00, 'a')).donation.streamId);
        assert.ok((await give(roles.active.candidateId, 10_50, 'b')).donation.streamId);
        const offline = await give(roles.pending.candidateId, 5_00, 'c');
        assert.equal(offline.donation.streamId, null);
        const stats = await call('GET', '/api/stream/stats', roles.active.cookies);
        assert.deepEqual(stats.json(), { isLive: true, viewerCount: 2, donations: 35.5 });
        const status = contract.stream.candidate.response.parse(
          (await call('GET', candidateUrl())).json(),
        );
        assert.equal(status.totalRaised, 35.5);
        assert.equal(status.isLive, true);
        assert.ok(status.startedAt);
      });

      it('ends on End Stream with what it raised, and goes back to zeros', async () => {
        const end = await call('POST', '/api/stream/end', roles.active.cookies);
        assert.equal(end.statusCode, 200);
        assert.deepEqual(end.json(), { totalRaised: 35.5 });
        const stats = await call('GET', '/api/stream/stats', roles.active.cookies);
        assert.deepEqual(stats.json(), { isLive: false, viewerCount: 0, donations: 0 });
        assert.equal((await call('GET', candidateUrl())).json().isLive, false);
        const { rows } = await database.db.query('select 1 from stream_viewers');
        assert.equal(rows.length, 0);
        assert.equal((await call('POST', '/api/stream/end', roles.active.cookies)).statusCode, 409);

        const next = await call('POST', '/api/stream/start', roles.active.cookies);
        assert.equal(next.statusCode, 201);
        assert.equal(next.json().totalRaised, 0);
        await call('POST', '/api/stream/end', roles.active.cookies);
      });

      it('answers 404 for an unknown candidate and 400 for a bad id', async () => {
        assert.equal((await call('GET', '/api/stream/candidate/999999')).statusCode, 404);
        assert.equal((await call('POST', '/api/stream/999999/watch')).statusCode, 404);
        assert.equal((await call('GET', '/api/stream/candidate/abc')).statusCode, 400);
        assert.equal((await call('POST', '/api/stream/0/watch')).statusCode, 400);
      });
    });

    describe("a live stream's donations", () => {
      const url = (candidateId: number | string) =>
        `/api/stream/candidate/${candidateId}/donations`;

      /** A stream of the candidate: live unless `ended`; answers its id. */
      async function insertStream(candidateId: number, { ended = false } = {}) {
        const { rows } = await database.db.query<{ id: number }>(
          `insert into fundraising_streams (candidate_id, started_at, ended_at)
           values ($1, now() - interval '2 hours', case when $2 then now() - interval '1 hour' end)
           returning id`,
          [candidateId, ended],
        );
        return rows[0].id;
      }

      /** A gift at minute `minute` of 2026-03-01, in the stream `streamId` (null: none). */
      async function insertGift(
        candidateId: number,
        streamId: number | null,
        minute: number,
        { name = `Donor ${minute}`, status = 'succeeded' } = {},
      ) {
        await database.db.query(
          `insert into donations (candidate_id, amount_cents, donor_name, donor_email, message,
             status, idempotency_key, stream_id, created_at)
           values ($1, $2, $3, 'donor@example.com', $4, $5, $6, $7,
                   timestamptz '2026-03-01T00:00:00Z' + make_interval(mins => $8))`,
          [
            candidateId,
            minute * 100 + 5,
            name,
            `Go ${minute}!`,
            status,
            `live-stream-test-${candidateId}-${minute}`,
            streamId,
            minute,
          ],
        );
      }

      it("lists only the live stream's succeeded gifts, newest first, in dollars", async () => {
        const candidateId = await insertCandidate(database.db, {
          name: 'Lena Ortiz',
          stateCode: 'OR',
        });
        const other = await insertCandidate(database.db, { name: 'Omar Diaz', stateCode: 'OR' });
        const ended = await insertStream(candidateId, { ended: true });
        const live = await insertStream(candidateId);
        const othersLive = await insertStream(other);
        await insertGift(candidateId, null, 1, { name: 'Before any stream' }); // e.g. $3,500 earlier
        await insertGift(candidateId, ended, 2, { name: 'Last stream' });
        await insertGift(candidateId, live, 3);
        await insertGift(candidateId, live, 4, { status: 'declined' });
        await insertGift(candidateId, live, 5, { status: 'refunded' });
        await insertGift(candidateId, live, 6);
        await insertGift(candidateId, null, 7, { name: 'Offline gift' });
        await insertGift(other, othersLive, 8, { name: 'Another candidate' });

        const response = await call('GET', url(candidateId));
        assert.equal(response.statusCode, 200);
        const donations = contract.stream.donations.response.parse(response.json());
        assert.deepEqual(
          donations.map(({ donorName, amount, message }) => ({ donorName, amount, message })),
          [
            { donorName: 'Donor 6', amount: 6.05, message: 'Go 6!' },
            { donorName: 'Donor 3', amount: 3.05, message: 'Go 3!' },
          ],
        );
        assert.ok(!response.body.includes('donor@example.com'));
      });

      it('answers nothing while the candidate is offline, and only the newest ones', async () => {
        const candidateId = await insertCandidate(database.db, {
          name: 'Pat Kim',
          stateCode: 'OR',
        });
        const ended = await insertStream(candidateId, { ended: true });
        await insertGift(candidateId, ended, 1);
        assert.deepEqual((await call('GET', url(candidateId))).json(), []);

        const live = await insertStream(candidateId);
        for (let minute = 2; minute < LIVE_STREAM_DONATIONS_LIMIT + 4; minute += 1) {
          await insertGift(candidateId, live, minute);
        }
        const donations = (await call('GET', url(candidateId))).json() as { donorName: string }[];
        assert.equal(donations.length, LIVE_STREAM_DONATIONS_LIMIT);
        assert.equal(donations[0].donorName, `Donor ${LIVE_STREAM_DONATIONS_LIMIT + 3}`);
        assert.equal(donations.at(-1)?.donorName, 'Donor 4');
      });

      it('answers 404 for an unknown candidate and 400 for a bad id', async () => {
        const unknown = await call('GET', url(999999));
        assert.equal(unknown.statusCode, 404);
        assert.deepEqual(unknown.json(), { message: 'Candidate not found' });
        for (const bad of ['abc', '0', '-3', '1.5']) {
          assert.equal((await call('GET', url(bad))).statusCode, 400, bad);
        }
      });
    });

    describe('recent donations', () => {
      it("lists a candidate's latest 20 succeeded donations, newest first, in dollars", async () => {
        const candidateId = await insertCandidate(database.db, {
          name: 'Dana Lee',
          stateCode: 'WA',
        });
        for (let n = 1; n <= 23; n += 1) {
          await database.db.query(
            `insert into donations (candidate_id, amount_cents, donor_name, donor_email, message,
               status, idempotency_key, created_at)
             values ($1, $2, $3, 'donor@example.com', $4, $5, $6,
                     timestamptz '2026-03-01T00:00:00Z' + make_interval(mins => $7))`,
            [
              candidateId,
              n * 100 + 5,
              `Donor ${n}`,
              n % 2 === 0 ? `Go ${n}!` : null,
              n === 22 ? 'declined' : n === 21 ? 'refunded' : 'succeeded',
              `recent-test-${n}`,
              n,
            ],
          );
        }
        const response = await call('GET', `/api/donations/recent?candidateId=${candidateId}`);
        assert.equal(response.statusCode, 200);
        const donations = contract.donations.recent.response.parse(response.json());
        assert.equal(donations.length, 20);
        assert.deepEqual(donations[0], {
          id: donations[0].id,
          donorName: 'Donor 23',
          amount: 23.05,
          message: null,
        });
        assert.equal(donations[1].donorName, 'Donor 20');
        assert.equal(donations[1].message, 'Go 20!');
        assert.equal(donations[19].donorName, 'Donor 2'); // 21 succeeded: the oldest one is left out
        assert.ok(!response.body.includes('donor@example.com'));
      });

      it('answers 404 for an unknown candidate, 400 without or with a bad id', async () => {
        assert.equal(
          (await call('GET', '/api/donations/recent?candidateId=999999')).statusCode,
          404,
        );
        assert.equal((await call('GET', '/api/donations/recent')).statusCode, 400);
        assert.equal((await call('GET', '/api/donations/recent?candidateId=x')).statusCode, 400);
      });
    });
  });
}
