import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, type Replay, type ReplaySummary } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { recordSucceededDonation } from '../src/donations/record-donation';
import { appWithStorage } from './helpers/app-with-storage';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import type { MemoryFileStorage } from './helpers/memory-file-storage';
import { debateReplay, streamReplay } from './helpers/replay-fixtures';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Replays (docs/video.md "Replays", docs/roles.md): the lists, one replay's timeline with the
// chat and gifts at their offsets, the owner's delete and support's hide. The rows are written
// as the recording pipeline leaves them (helpers/replay-fixtures.ts).

type Cookies = Record<string, string>;

let giftCounter = 0;

/** A succeeded gift to `candidateId` made at `at` (joins the candidate's stream live then). */
async function giftAt(
  db: Db,
  candidateId: number,
  at: Date,
  amountCents = 2500,
  name = 'Dana Donor',
) {
  giftCounter += 1;
  const { donation } = await db.transaction((tx) =>
    recordSucceededDonation(tx, {
      candidateId,
      amountCents,
      donorName: name,
      donorEmail: `dana${giftCounter}.${process.pid}@paid.test`,
      donorAddressLine1: '1 Secret Street',
      message: `gift ${giftCounter}`,
      idempotencyKey: `replay-gift-${giftCounter}-${process.pid}`,
      at,
    }),
  );
  return donation.id;
}

async function chatAt(
  db: Db,
  channelId: string,
  at: Date,
  message: string,
  extra: { isModerated?: boolean; removed?: 'deleted' | 'rejected' } = {},
) {
  await db.query(
    `insert into stream_channels (id, state_code) values ($1, $2) on conflict do nothing`,
    [channelId, channelId.slice('state-'.length)],
  );
  const { rows } = await db.query<{ id: number }>(
    `insert into chat_messages (channel_id, username, message, is_moderated, removed, created_at)
     values ($1, 'Sam', $2, $3, $4, $5) returning id`,
    [channelId, message, extra.isModerated ?? false, extra.removed ?? null, at],
  );
  return rows[0].id;
}

const plus = (start: Date, ms: number) => new Date(start.getTime() + ms);

for (const kind of databaseKinds({
  differsByDatabase: 'timestamp arithmetic and json aggregates are answered by each driver',
})) {
  describe(`replays (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let storage: MemoryFileStorage;
    let owner: { userId: number; candidateId: number; cookies: Cookies };
    let other: { candidateId: number; cookies: Cookies };
    let member: Cookies;
    let support: Cookies;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      ({ app, storage } = appWithStorage(db));
      const ownerUser = await insertUser(db, { firstName: 'Casey', lastName: 'Morales' });
      owner = {
        userId: ownerUser,
        candidateId: await insertCandidate(db, {
          userId: ownerUser,
          name: 'Casey Morales',
          stateCode: 'OR',
          isActivated: true,
        }),
        cookies: await loginCookies(db, ownerUser),
      };
      const otherUser = await insertUser(db);
      other = {
        candidateId: await insertCandidate(db, {
          userId: otherUser,
          name: 'Robin Other',
          stateCode: 'OR',
          isActivated: true,
        }),
        cookies: await loginCookies(db, otherUser),
      };
      member = await loginCookies(db, await insertUser(db));
      const admin = await insertUser(db);
      await db.query('update users set is_admin = true where id = $1', [admin]);
      support = await loginCookies(db, admin);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const get = (url: string, cookies: Cookies = {}) => app.inject({ method: 'GET', url, cookies });
    const detail = (replayId: number, cookies: Cookies = {}) =>
      get(`/api/replays/${replayId}`, cookies);
    const listed = async (url: string): Promise<number[]> => {
      const response = await get(url);
      assert.equal(response.statusCode, 200);
      return response.json<ReplaySummary[]>().map((replay) => replay.id);
    };
    const deleteReplay = (candidateId: number, replayId: number, cookies: Cookies) =>
      app.inject({
        method: 'DELETE',
        url: `/api/candidate/${candidateId}/replays/${replayId}`,
        cookies,
      });
    const setHidden = (replayId: number, action: 'hide' | 'unhide', cookies: Cookies) =>
      app.inject({ method: 'POST', url: `/api/admin/replays/${replayId}/${action}`, cookies });

    describe('lists', () => {
      it("lists a candidate's past streams newest first, each with what it raised", async () => {
        const candidateId = await insertCandidate(db, { name: 'List Streamer', isActivated: true });
        const older = await streamReplay(db, storage, candidateId, {
          startedAt: new Date(Date.now() - 7_200_000),
          durationMs: 90_000,
          whileLive: async () => {
            await giftAt(db, candidateId, new Date(Date.now() - 7_190_000), 1000);
            await giftAt(db, candidateId, new Date(Date.now() - 7_180_000), 500);
          },
        });
        const newer = await streamReplay(db, storage, candidateId, {
          startedAt: new Date(Date.now() - 3_600_000),
        });
        // A gift between the two streams is no stream's.
        await giftAt(db, candidateId, new Date(Date.now() - 5_000_000), 9900);
        // Still being made: not a replay yet.
        await db.query(
          `insert into recordings (kind, room, stream_id, candidate_id, status)
           select 'stream', 'stream-' || $1, id, $1::bigint, 'processing' from fundraising_streams
            where id = $2`,
          [candidateId, newer.streamId],
        );

        const response = await get(`/api/replays/candidate/${candidateId}`);
        assert.equal(response.statusCode, 200);
        const list = contract.replays.candidateList.response.parse(response.json());
        assert.deepEqual(
          list.map(({ id, kind, durationMs, raised, stateCode, candidates }) => ({
            id,
            kind,
            durationMs,
            raised,
            stateCode,
            candidates,
          })),
          [
            {
              id: newer.replayId,
              kind: 'stream',
              durationMs: 60_000,
              raised: 0,
              stateCode: null,
              candidates: [{ id: candidateId, name: 'List Streamer' }],
            },
            {
              id: older.replayId,
              kind: 'stream',
              durationMs: 90_000,
              raised: 15,
              stateCode: null,
              candidates: [{ id: candidateId, name: 'List Streamer' }],
            },
          ],
        );
      });

      it("lists a state's past debates with both candidates and the gifts to them meanwhile", async () => {
        const first = await insertCandidate(db, {
          name: 'Debater One',
          stateCode: 'NV',
          isActivated: true,
        });
        const second = await insertCandidate(db, {
          name: 'Debater Two',
          stateCode: 'NV',
          isActivated: true,
        });
        const bystander = await insertCandidate(db, {
          name: 'Not Debating',
          stateCode: 'NV',
          isActivated: true,
        });
        const start = new Date(Date.now() - 3_600_000);
        const { replayId } = await debateReplay(db, storage, 'NV', [second, first], {
          startedAt: start,
          durationMs: 120_000,
        });
        await giftAt(db, first, plus(start, 10_000), 2000);
        await giftAt(db, second, plus(start, 119_000), 300);
        await giftAt(db, bystander, plus(start, 20_000), 7000); // not a debater
        await giftAt(db, first, plus(start, 121_000), 7000); // after the end
        await giftAt(db, first, plus(start, -1_000), 7000); // before the start
        const refunded = await giftAt(db, second, plus(start, 30_000), 7000);
        await db.query(`update donations set status = 'refunded' where id = $1`, [refunded]);

        const response = await get('/api/replays/state/nv');
        assert.equal(response.statusCode, 200);
        const [debate] = contract.replays.stateList.response.parse(response.json());
        assert.equal(debate.id, replayId);
        assert.equal(debate.kind, 'debate');
        assert.equal(debate.stateCode, 'NV');
        assert.equal(debate.durationMs, 120_000);
        assert.equal(debate.raised, 23);
        assert.deepEqual(debate.candidates, [
          { id: second, name: 'Debater Two' },
          { id: first, name: 'Debater One' },
        ]);
        assert.equal(debate.startedAt, start.toISOString());
      });

      it('answers 404 for an unknown state or candidate', async () => {
        assert.equal((await get('/api/replays/state/ZZ')).statusCode, 404);
        assert.equal((await get('/api/replays/candidate/99999999')).statusCode, 404);
      });
    });

    describe('one replay', () => {
      it("puts the debate's shown chat and gifts at their offsets from the start", async () => {
        const first = await insertCandidate(db, {
          name: 'Timeline One',
          stateCode: 'WA',
          isActivated: true,
        });
        const second = await insertCandidate(db, {
          name: 'Timeline Two',
          stateCode: 'WA',
          isActivated: true,
        });
        const start = new Date(Date.now() - 3_600_000);
        const { replayId, fileKey } = await debateReplay(db, storage, 'WA', [first, second], {
          startedAt: start,
          durationMs: 60_000,
        });
        const hello = await chatAt(db, 'state-WA', plus(start, 2_000), 'hello at 2 s');
        const later = await chatAt(db, 'state-WA', plus(start, 7_500), 'at 7.5 s');
        await chatAt(db, 'state-WA', plus(start, 3_000), 'held link', { isModerated: true });
        await chatAt(db, 'state-WA', plus(start, 4_000), 'deleted', { removed: 'deleted' });
        await chatAt(db, 'state-WA', plus(start, 5_000), 'rejected', {
          isModerated: true,
          removed: 'rejected',
        });
        await chatAt(db, 'state-WA', plus(start, -500), 'before the start');
        await chatAt(db, 'state-WA', plus(start, 61_000), 'after the end');
        await chatAt(db, 'state-OR', plus(start, 2_500), 'another state');
        const giftA = await giftAt(db, first, plus(start, 3_250), 1000, 'Ann Giver');
        const giftB = await giftAt(db, second, plus(start, 45_000), 250, 'Ben Giver');

        const response = await detail(replayId);
        assert.equal(response.statusCode, 200);
        const replay = contract.replays.detail.response.parse(response.json());
        assert.equal(replay.videoUrl, `/files/${fileKey}`);
        assert.equal(replay.hidden, false);
        assert.equal(replay.deleted, false);
        assert.equal(replay.deletable, false);
        assert.deepEqual(replay.chat, [
          { id: hello, username: 'Sam', message: 'hello at 2 s', verified: false, offsetMs: 2_000 },
          { id: later, username: 'Sam', message: 'at 7.5 s', verified: false, offsetMs: 7_500 },
        ]);
        assert.deepEqual(replay.gifts, [
          {
            id: giftA,
            donorName: 'Ann Giver',
            amount: 10,
            message: 'gift ' + (giftCounter - 1),
            offsetMs: 3_250,
          },
          {
            id: giftB,
            donorName: 'Ben Giver',
            amount: 2.5,
            message: `gift ${giftCounter}`,
            offsetMs: 45_000,
          },
        ]);
        // Nothing more about the donor than the live list shows.
        assert.doesNotMatch(response.body, /Secret Street|@paid\.test/);
        assert.equal(replay.raised, 12.5);
      });

      it("has a stream's own gifts and no chat", async () => {
        const candidateId = await insertCandidate(db, {
          name: 'Stream Timeline',
          isActivated: true,
        });
        const start = new Date(Date.now() - 600_000);
        let gift = 0;
        const { replayId } = await streamReplay(db, storage, candidateId, {
          startedAt: start,
          durationMs: 30_000,
          whileLive: async () => {
            gift = await giftAt(db, candidateId, plus(start, 12_000), 700);
          },
        });
        await chatAt(db, 'state-CA', plus(start, 1_000), 'a debate message meanwhile');
        const replay = (await detail(replayId)).json<Replay>();
        assert.deepEqual(replay.chat, []);
        assert.deepEqual(
          replay.gifts.map(({ id, offsetMs, amount }) => ({ id, offsetMs, amount })),
          [{ id: gift, offsetMs: 12_000, amount: 7 }],
        );
      });

      it('is a 404 before its video is ready and for an unknown id', async () => {
        const { rows } = await db.query<{ id: number }>(
          `insert into recordings (kind, room, state_code, status)
           values ('debate', 'debate-ID', 'ID', 'recording') returning id`,
        );
        assert.equal((await detail(rows[0].id)).statusCode, 404);
        assert.equal((await detail(rows[0].id, support)).statusCode, 404);
        assert.equal((await detail(99_999_999)).statusCode, 404);
      });
    });

    describe('deleting and hiding', () => {
      it("lets the owner delete their stream's replay: the video leaves the store", async () => {
        const { replayId, fileKey } = await streamReplay(db, storage, owner.candidateId);
        assert.ok(storage.files.has(fileKey));
        assert.deepEqual(await listed(`/api/replays/candidate/${owner.candidateId}`), [replayId]);
        // The player offers Delete replay to the owner only.
        assert.equal((await detail(replayId, owner.cookies)).json<Replay>().deletable, true);
        for (const cookies of [{}, member, other.cookies, support]) {
          assert.equal((await detail(replayId, cookies)).json<Replay>().deletable, false);
        }

        assert.equal((await deleteReplay(owner.candidateId, replayId, {})).statusCode, 401);
        assert.equal((await deleteReplay(owner.candidateId, replayId, member)).statusCode, 403);
        assert.equal(
          (await deleteReplay(owner.candidateId, replayId, other.cookies)).statusCode,
          403,
        );
        // Support hides; deleting is the candidate's.
        assert.equal((await deleteReplay(owner.candidateId, replayId, support)).statusCode, 403);
        // Another candidate cannot reach it through their own id either.
        assert.equal(
          (await deleteReplay(other.candidateId, replayId, other.cookies)).statusCode,
          404,
        );
        assert.ok(storage.files.has(fileKey));

        const response = await deleteReplay(owner.candidateId, replayId, owner.cookies);
        assert.equal(response.statusCode, 204);
        assert.equal(storage.files.has(fileKey), false);
        const { rows } = await db.query<{ deleted: boolean; fileId: number | null; files: number }>(
          `select deleted_at is not null as deleted, file_id as "fileId",
                  (select count(*) from stored_files where key = $2)::int as files
             from recordings where id = $1`,
          [replayId, fileKey],
        );
        assert.deepEqual(rows[0], { deleted: true, fileId: null, files: 0 });
        assert.deepEqual(await listed(`/api/replays/candidate/${owner.candidateId}`), []);
        assert.equal((await detail(replayId)).statusCode, 404);
        assert.equal((await detail(replayId, owner.cookies)).statusCode, 404);
        const seenBySupport = (await detail(replayId, support)).json<Replay>();
        assert.equal(seenBySupport.deleted, true);
        assert.equal(seenBySupport.videoUrl, null);
        // Deleting again changes nothing.
        assert.equal(
          (await deleteReplay(owner.candidateId, replayId, owner.cookies)).statusCode,
          204,
        );
      });

      it("refuses a debate's replay to the candidate's delete (support hides it instead)", async () => {
        const { replayId, fileKey } = await debateReplay(db, storage, 'OR', [
          owner.candidateId,
          other.candidateId,
        ]);
        assert.equal(
          (await deleteReplay(owner.candidateId, replayId, owner.cookies)).statusCode,
          404,
        );
        assert.ok(storage.files.has(fileKey));
      });

      it('lets support hide any replay and show it again; hidden, it is gone for everyone else', async () => {
        const { replayId, fileKey } = await debateReplay(db, storage, 'UT', [owner.candidateId]);
        const { replayId: streamId } = await streamReplay(db, storage, owner.candidateId);

        assert.equal((await setHidden(replayId, 'hide', {})).statusCode, 401);
        assert.equal((await setHidden(replayId, 'hide', member)).statusCode, 403);
        assert.equal((await setHidden(replayId, 'hide', owner.cookies)).statusCode, 403);
        assert.equal((await setHidden(99_999_999, 'hide', support)).statusCode, 404);

        const hidden = await setHidden(replayId, 'hide', support);
        assert.equal(hidden.statusCode, 200);
        assert.deepEqual(hidden.json(), { id: replayId, hidden: true, changed: true });
        assert.deepEqual((await setHidden(replayId, 'hide', support)).json(), {
          id: replayId,
          hidden: true,
          changed: false,
        });
        assert.equal((await setHidden(streamId, 'hide', support)).statusCode, 200);

        assert.deepEqual(await listed('/api/replays/state/UT'), []);
        assert.equal(
          (await listed(`/api/replays/candidate/${owner.candidateId}`)).includes(streamId),
          false,
        );
        for (const cookies of [{}, member, owner.cookies]) {
          assert.equal((await detail(replayId, cookies)).statusCode, 404);
          assert.equal((await detail(streamId, cookies)).statusCode, 404);
        }
        const seenBySupport = (await detail(replayId, support)).json<Replay>();
        assert.equal(seenBySupport.hidden, true);
        // Hidden, not deleted: the video is kept.
        assert.equal(seenBySupport.videoUrl, `/files/${fileKey}`);
        assert.ok(storage.files.has(fileKey));

        const shown = await setHidden(replayId, 'unhide', support);
        assert.deepEqual(shown.json(), { id: replayId, hidden: false, changed: true });
        assert.deepEqual(await listed('/api/replays/state/UT'), [replayId]);
        assert.equal((await detail(replayId)).statusCode, 200);
      });
    });
  });
}
