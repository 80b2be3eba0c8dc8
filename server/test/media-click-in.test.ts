import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { CLICK_IN_DURATION_MESSAGE } from 'shared-api/contracts';
import { buildApp } from '../src/app';
import { RIGHT_REFUSED_MESSAGES } from '../src/candidates/eligibility';
import type { Db } from '../src/db/db';
import {
  CLICK_IN_GRACE_MS,
  CLICK_IN_NO_DEBATE,
  CLICK_IN_NOT_RUNNING,
  CLICK_IN_ON_STAGE,
  CLICK_IN_USED,
} from '../src/media/click-ins';
import { maxPublishersOf } from '../src/media/media-server';
import { recheckPublishers } from '../src/media/publisher-recheck';
import { insertCandidate, insertUser, loginCookies, makeRoles } from './helpers/make-accounts';
import { recordingMediaServer, type RecordingMediaServer } from './helpers/recording-media-server';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// The click-in's camera (docs/video.md): a registered candidate's click-in is a grant
// to publish to the state's stage room as its third camera for the chosen time plus a grace,
// once per debate; the re-check kicks the camera when the time is up. The clock is the test's.

const OFFER = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n';
type Cookies = Record<string, string>;

/**
 * A verified candidate of `stateCode` with `cents` raised (the list's order), logged in: only
 * verified candidates debate or publish a camera (docs/roles.md "One eligibility rule").
 */
async function candidateIn(db: Db, stateCode: string, name: string, cents: number) {
  const userId = await insertUser(db, { firstName: name });
  const id = await insertCandidate(db, { userId, name, stateCode, isActivated: true });
  await db.query('update candidates set total_donations_cents = $2 where id = $1', [id, cents]);
  return { id, cookies: await loginCookies(db, userId) };
}

for (const kind of DATABASE_KINDS) {
  describe(`click-in video (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let media: RecordingMediaServer;
    let nowMs = Date.parse('2026-11-03T18:00:00Z');
    type Candidate = Awaited<ReturnType<typeof candidateIn>>;
    let first: Candidate;
    let second: Candidate;
    /** A verified candidate of another state: any verified candidate may click in. */
    let guest: Candidate;

    before(async () => {
      database = await createTestDatabase(kind);
      media = recordingMediaServer();
      app = buildApp({
        db: database.db,
        config: testConfig(),
        logger: false,
        media,
        mediaClock: () => nowMs,
      });
      // Utah's stage: the two who raised most.
      first = await candidateIn(database.db, 'UT', 'First', 3_000);
      second = await candidateIn(database.db, 'UT', 'Second', 2_000);
      guest = await candidateIn(database.db, 'OR', 'Guest', 0);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const clickIn = (payload: object, cookies: Cookies = {}) =>
      app.inject({ method: 'POST', url: '/api/media/click-ins', payload, cookies });
    const publish = (room: object, cookies: Cookies) =>
      app.inject({
        method: 'POST',
        url: '/api/media/publish',
        payload: { room, offer: OFFER },
        cookies,
      });
    const stage = { kind: 'debate', stateCode: 'UT' };
    const clickInRoom = { kind: 'click-in', stateCode: 'UT' };

    it('grants a registered candidate a click-in: their camera is the stage third', async () => {
      for (const debater of [first, second]) {
        assert.equal((await publish(stage, debater.cookies)).statusCode, 200);
      }
      const granted = await clickIn({ stateCode: 'UT', durationSeconds: 60 }, guest.cookies);
      assert.equal(granted.statusCode, 201);
      assert.deepEqual(granted.json(), {
        stateCode: 'UT',
        candidateId: guest.id,
        durationSeconds: 60,
        endsAt: new Date(nowMs + 60_000 + CLICK_IN_GRACE_MS).toISOString(),
      });
      const published = await publish(clickInRoom, guest.cookies);
      assert.equal(published.statusCode, 200);
      assert.deepEqual(media.published.at(-1), { room: 'debate-UT', candidateId: guest.id });
      const watch = await app.inject({
        method: 'POST',
        url: '/api/media/watch',
        payload: { room: stage },
      });
      assert.deepEqual(
        watch.json().feeds.map((feed: { candidateId: number }) => feed.candidateId),
        [first.id, second.id, guest.id],
      );
      // Janus is told so (it counts only publishers whose media is up: e2e's to see).
      assert.equal(maxPublishersOf('debate-UT'), 3);
      assert.equal(maxPublishersOf('stream-1'), 1);
    });

    it('ends the grant after its duration: the re-check kicks the camera', async () => {
      // The grant of the test above: 60 s plus the grace from its start.
      nowMs += 60_000;
      assert.deepEqual(await recheckPublishers(database.db, media, nowMs), [], 'grace: kept');
      nowMs += CLICK_IN_GRACE_MS;
      assert.deepEqual(await recheckPublishers(database.db, media, nowMs), [
        { room: 'debate-UT', candidateId: guest.id },
      ]);
      assert.deepEqual(
        (await media.publishers('debate-UT')).map((feed) => feed.candidateId),
        [first.id, second.id],
        'the debaters stay',
      );
      const again = await publish(clickInRoom, guest.cookies);
      assert.equal(again.statusCode, 403);
      assert.equal(again.json().message, CLICK_IN_NOT_RUNNING);
    });

    it('allows one click-in per candidate per debate', async () => {
      const second = await clickIn({ stateCode: 'UT', durationSeconds: 30 }, guest.cookies);
      assert.equal(second.statusCode, 409);
      assert.equal(second.json().message, CLICK_IN_USED);
      // Another state's debate is another debate.
      await candidateIn(database.db, 'ID', 'Idaho One', 10);
      await candidateIn(database.db, 'ID', 'Idaho Two', 5);
      assert.equal(
        (await clickIn({ stateCode: 'ID', durationSeconds: 30 }, guest.cookies)).statusCode,
        201,
      );
      // So is a new pairing on the same stage.
      const third = await candidateIn(database.db, 'UT', 'Third', 2_500);
      assert.equal(
        (await clickIn({ stateCode: 'UT', durationSeconds: 30 }, guest.cookies)).statusCode,
        201,
      );
      await database.db.query('update candidates set total_donations_cents = 0 where id = $1', [
        third.id,
      ]);
    });

    it('refuses visitors, members without a profile, debaters and empty stages', async () => {
      const roles = await makeRoles(database.db);
      const body = { stateCode: 'UT', durationSeconds: 30 };
      assert.equal((await clickIn(body)).statusCode, 401, 'visitor');
      const member = await clickIn(body, roles.user.cookies);
      assert.equal(member.statusCode, 403, 'member without a profile');
      assert.equal(member.json().message, 'You are not a registered candidate');
      const onStage = await clickIn(body, first.cookies);
      assert.equal(onStage.statusCode, 403);
      assert.equal(onStage.json().message, CLICK_IN_ON_STAGE);
      const empty = await clickIn({ stateCode: 'WY', durationSeconds: 30 }, guest.cookies);
      assert.equal(empty.statusCode, 404);
      assert.equal(empty.json().message, CLICK_IN_NO_DEBATE);
      // Publishing as a click-in needs one running.
      const notRunning = await publish(clickInRoom, roles.active.cookies);
      assert.equal(notRunning.statusCode, 403);
      assert.equal(notRunning.json().message, CLICK_IN_NOT_RUNNING);
      assert.equal((await publish(clickInRoom, {})).statusCode, 401);
      // A candidate support has not verified gets no camera on a stage.
      for (const refused of [
        await clickIn(body, roles.pending.cookies),
        await publish(clickInRoom, roles.pending.cookies),
      ]) {
        assert.equal(refused.statusCode, 403);
        assert.equal(refused.json().message, RIGHT_REFUSED_MESSAGES.publishVideo);
      }
    });

    it('answers 400 with a clear message for a duration other than 30, 60 or 90 s', async () => {
      for (const durationSeconds of [45, 0, 120, '30', null]) {
        const bad = await clickIn({ stateCode: 'UT', durationSeconds }, guest.cookies);
        assert.equal(bad.statusCode, 400, String(durationSeconds));
        assert.equal(bad.json().errors.durationSeconds, CLICK_IN_DURATION_MESSAGE);
      }
      const { rows } = await database.db.query(
        'select count(*)::int as n from click_ins where duration_seconds not in (30, 60, 90)',
      );
      assert.deepEqual(rows, [{ n: 0 }]);
    });
  });
}

describe('click-in without a media server', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  before(async () => {
    database = await createTestDatabase('pglite');
    app = buildApp({ db: database.db, config: testConfig(), logger: false });
  });
  after(async () => {
    await app.close();
    await database.dispose();
  });

  it('still starts the click-in; only its camera is unavailable (502)', async () => {
    await candidateIn(database.db, 'VT', 'One', 20);
    await candidateIn(database.db, 'VT', 'Two', 10);
    const guest = await candidateIn(database.db, 'ME', 'Guest', 0);
    const granted = await app.inject({
      method: 'POST',
      url: '/api/media/click-ins',
      payload: { stateCode: 'VT', durationSeconds: 90 },
      cookies: guest.cookies,
    });
    assert.equal(granted.statusCode, 201);
    const published = await app.inject({
      method: 'POST',
      url: '/api/media/publish',
      payload: { room: { kind: 'click-in', stateCode: 'VT' }, offer: OFFER },
      cookies: guest.cookies,
    });
    assert.equal(published.statusCode, 502);
  });
});
