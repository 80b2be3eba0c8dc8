import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { VIDEO_UNAVAILABLE } from '../src/media/media-server';
import { PUBLISH_REFUSED } from '../src/media/publish-tokens';
import { recheckPublishers } from '../src/media/publisher-recheck';
import { endStream as endStreamInDb } from '../src/streams/fundraising-streams';
import { insertCandidate, insertUser, loginCookies, makeRoles } from './helpers/make-accounts';
import { recordingMediaServer, type RecordingMediaServer } from './helpers/recording-media-server';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Live video's grants (docs/roles.md, docs/video.md): only the live candidate publishes to
// their stream's room, only a scheduled debater to the state's stage; anyone watches. The
// media server here records what the routes granted; media-janus.test.ts runs the real Janus.

const OFFER = 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n';
type Cookies = Record<string, string>;

for (const kind of DATABASE_KINDS) {
  describe(`media routes (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let media: RecordingMediaServer;
    let roles: Awaited<ReturnType<typeof makeRoles>>;

    before(async () => {
      database = await createTestDatabase(kind);
      media = recordingMediaServer();
      app = buildApp({ db: database.db, config: testConfig(), logger: false, media });
      roles = await makeRoles(database.db);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const post = (url: string, payload: object, cookies: Cookies = {}) =>
      app.inject({ method: 'POST', url, payload, cookies });
    const publish = (room: object, cookies: Cookies = {}) =>
      post('/api/media/publish', { room, offer: OFFER }, cookies);
    const goLive = (cookies: Cookies) =>
      app.inject({ method: 'POST', url: '/api/stream/start', cookies });
    const endStream = (cookies: Cookies) =>
      app.inject({ method: 'POST', url: '/api/stream/end', cookies });

    it('tells that video is available', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/media/status' });
      assert.deepEqual(response.json(), { available: true });
    });

    it('lets only the live candidate publish to their own stream', async () => {
      const own = { kind: 'stream', candidateId: roles.active.candidateId };
      const before = media.published.length;
      assert.equal((await publish(own)).statusCode, 401, 'visitor');
      assert.equal((await publish(own, roles.user.cookies)).statusCode, 403, 'member');
      assert.equal((await publish(own, roles.pending.cookies)).statusCode, 403, 'other candidate');
      const offline = await publish(own, roles.active.cookies);
      assert.equal(offline.statusCode, 403, 'not live yet');
      assert.equal(offline.json().message, 'Your stream is not live: press GO LIVE first');
      assert.equal(media.published.length, before, 'nothing reached the media server');

      await goLive(roles.active.cookies);
      const live = await publish(own, roles.active.cookies);
      assert.equal(live.statusCode, 200);
      assert.equal(live.json().answer, 'v=0\r\n');
      assert.deepEqual(media.published.at(-1), {
        room: `stream-${roles.active.candidateId}`,
        candidateId: roles.active.candidateId,
      });
      // It published with a token the grant minted, withdrawn from the room once used.
      assert.equal(media.allowed.size, 0);
      // Someone else's stream, even while live oneself.
      const other = await publish(
        { kind: 'stream', candidateId: roles.pending.candidateId },
        roles.active.cookies,
      );
      assert.equal(other.statusCode, 403);
    });

    it('lets anyone watch; End Stream closes the room for every viewer', async () => {
      const room = { kind: 'stream', candidateId: roles.active.candidateId };
      await goLive(roles.active.cookies);
      await publish(room, roles.active.cookies);
      const watch = await post('/api/media/watch', { room });
      assert.equal(watch.statusCode, 200);
      const offer = watch.json();
      assert.equal(offer.live, true);
      assert.deepEqual(
        offer.feeds.map(({ feedId: _, ...feed }: { feedId: string }) => feed),
        [{ mid: '0', kind: 'video', candidateId: roles.active.candidateId }],
      );
      // The same publication as the room lists (a viewer compares them).
      const listed = await app.inject({
        method: 'GET',
        url: `/api/media/publishers?room=stream-${roles.active.candidateId}`,
      });
      assert.deepEqual(
        listed.json().feeds.map((feed: { feedId: string }) => feed.feedId),
        offer.feeds.map((feed: { feedId: string }) => feed.feedId),
      );
      const answered = await post(`/api/media/sessions/${offer.sessionId}/answer`, {
        answer: 'v=0\r\n',
      });
      assert.equal(answered.statusCode, 204);

      assert.equal((await endStream(roles.active.cookies)).statusCode, 200);
      assert.ok(media.closedRooms.includes(`stream-${roles.active.candidateId}`));
      const after = await post('/api/media/watch', { room });
      assert.deepEqual(after.json(), { live: false, sessionId: null, offer: null, feeds: [] });
    });

    it('lets only the two scheduled candidates publish on a debate stage', async () => {
      // Nevada's list: the two verified who raised most are on stage; the third is not.
      const makeCandidate = async (name: string, cents: number) => {
        const userId = await insertUser(database.db, { firstName: name });
        const id = await insertCandidate(database.db, {
          userId,
          name,
          stateCode: 'NV',
          isActivated: true,
        });
        await database.db.query('update candidates set total_donations_cents = $2 where id = $1', [
          id,
          cents,
        ]);
        return { id, cookies: await loginCookies(database.db, userId) };
      };
      const first = await makeCandidate('First', 3_000);
      const second = await makeCandidate('Second', 2_000);
      const third = await makeCandidate('Third', 1_000);
      const stage = { kind: 'debate', stateCode: 'NV' };

      assert.equal((await publish(stage)).statusCode, 401);
      assert.equal((await publish(stage, roles.user.cookies)).statusCode, 403);
      const refused = await publish(stage, third.cookies);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, 'You are not scheduled for this debate');
      for (const debater of [first, second]) {
        assert.equal((await publish(stage, debater.cookies)).statusCode, 200);
        assert.deepEqual(media.published.at(-1), { room: 'debate-NV', candidateId: debater.id });
      }
      const watch = await post('/api/media/watch', { room: stage });
      assert.deepEqual(
        watch.json().feeds.map((feed: { candidateId: number }) => feed.candidateId),
        [first.id, second.id],
      );

      // A donation moves the third above the second: the second is no longer scheduled and
      // is kicked off the stage at the next re-check; the first stays.
      await database.db.query('update candidates set total_donations_cents = 2500 where id = $1', [
        third.id,
      ]);
      assert.deepEqual(await recheckPublishers(database.db, media), [
        { room: 'debate-NV', candidateId: second.id },
      ]);
      assert.deepEqual(
        (await media.publishers('debate-NV')).map((feed) => feed.candidateId),
        [first.id],
      );
      assert.equal((await publish(stage, second.cookies)).statusCode, 403);
    });

    it('kicks a live publisher whose stream ended elsewhere', async () => {
      const room = { kind: 'stream', candidateId: roles.active.candidateId };
      await goLive(roles.active.cookies);
      assert.equal((await publish(room, roles.active.cookies)).statusCode, 200);
      assert.deepEqual(await recheckPublishers(database.db, media), [], 'still live: kept');
      // Ended without our route (another server process, an admin): only the re-check sees it.
      await endStreamInDb(database.db, roles.active.candidateId);
      assert.deepEqual(await recheckPublishers(database.db, media), [
        { room: `stream-${roles.active.candidateId}`, candidateId: roles.active.candidateId },
      ]);
      assert.deepEqual(await media.publishers(`stream-${roles.active.candidateId}`), []);
    });

    it('publishes only with a one-time token minted for that candidate and room', async () => {
      const room = `stream-${roles.active.candidateId}` as const;
      const id = roles.active.candidateId;
      const refused = async (promise: Promise<unknown>) =>
        assert.rejects(promise, { kind: 'forbidden', message: PUBLISH_REFUSED });
      await refused(media.publish(room, id, OFFER, 'a-token-nobody-minted'));
      const token = await media.grantPublish(room, id);
      assert.ok(media.allowed.has(`${room} ${token}`), 'on the room allowed list');
      await refused(media.publish(room, roles.pending.candidateId, OFFER, token));
      await refused(media.publish(`stream-${id + 1000}`, id, OFFER, token));
      await media.publish(room, id, OFFER, token);
      assert.ok(!media.allowed.has(`${room} ${token}`), 'withdrawn once used');
      await refused(media.publish(room, id, OFFER, token));

      // Unused, it expires and leaves the allowed list.
      const quick = recordingMediaServer({ tokenTtlMs: 20 });
      const stale = await quick.grantPublish(room, id);
      await new Promise((resolve) => setTimeout(resolve, 60));
      assert.equal(quick.allowed.size, 0);
      await refused(quick.publish(room, id, OFFER, stale));
      assert.deepEqual(quick.published, []);
    });

    it('answers 400 for a bad room or offer and 404 for an unknown session', async () => {
      const bad = await post(
        '/api/media/publish',
        { room: { kind: 'debate', stateCode: 'ZZ' }, offer: 'hello' },
        roles.active.cookies,
      );
      assert.equal(bad.statusCode, 400);
      assert.ok(bad.json().errors['room.stateCode']);
      assert.ok(bad.json().errors.offer);
      const unknown = await post('/api/media/sessions/not-a-session-at-all/answer', {
        answer: 'v=0\r\n',
      });
      assert.equal(unknown.statusCode, 404);
      const gone = await app.inject({
        method: 'DELETE',
        url: '/api/media/sessions/not-a-session-at-all',
      });
      // Stopping is idempotent: an ended (or unknown) session is stopped all the same.
      assert.equal(gone.statusCode, 204);
      const badRoom = await app.inject({ method: 'GET', url: '/api/media/publishers?room=x-1' });
      assert.equal(badRoom.statusCode, 400);
      const missing = await post('/api/media/watch', {
        room: { kind: 'stream', candidateId: 999_999 },
      });
      assert.equal(missing.statusCode, 404);
    });
  });
}

describe('media routes without a media server', () => {
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

  it('says video is unavailable, and the stream itself still works', async () => {
    const status = await app.inject({ method: 'GET', url: '/api/media/status' });
    assert.deepEqual(status.json(), { available: false });
    const roles = await makeRoles(database.db);
    const started = await app.inject({
      method: 'POST',
      url: '/api/stream/start',
      cookies: roles.active.cookies,
    });
    assert.equal(started.statusCode, 201);
    const publish = await app.inject({
      method: 'POST',
      url: '/api/media/publish',
      payload: { room: { kind: 'stream', candidateId: roles.active.candidateId }, offer: OFFER },
      cookies: roles.active.cookies,
    });
    assert.equal(publish.statusCode, 502);
    assert.equal(publish.json().message, VIDEO_UNAVAILABLE);
    const ended = await app.inject({
      method: 'POST',
      url: '/api/stream/end',
      cookies: roles.active.cookies,
    });
    assert.equal(ended.statusCode, 200);
  });
});
