import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { NO_HLS } from '../src/hls/hls-threshold';
import { HOP_HEADER, HOP_PATH, HOP_REFUSED, signHop } from '../src/media/media-hop';
import type { MediaRoom } from '../src/media/media-server';
import {
  HOST_ID_LENGTH,
  routedMediaServer,
  type RoutedMediaServer,
} from '../src/media/routed-media-server';
import { makeRoles } from './helpers/make-accounts';
import { recordingMediaServer, type RecordingMediaServer } from './helpers/recording-media-server';
import { freePort } from './helpers/server-process';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// Two servers on one database, each with its own media server (a recording one here; the
// real Janus and a browser's picture: cluster-video.test.ts): the room is held by the server
// the first publish landed on, and every media call made on the other server reaches it
// (docs/video.md "Several servers"). The call between servers is signed: one without the
// database's key, or an old one, is refused. A holder whose lease lapsed hands its room over
// to the next publish.

describe('media rooms placed by the database', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const locals: RecordingMediaServer[] = [];
  const routed: RoutedMediaServer[] = [];
  const origins: string[] = [];
  let roles: Awaited<ReturnType<typeof makeRoles>>;

  before(async () => {
    database = await createTestDatabase('pglite');
    roles = await makeRoles(database.db);
    for (let n = 0; n < 2; n += 1) {
      const origin = `http://127.0.0.1:${await freePort()}`;
      const local = recordingMediaServer();
      const media = routedMediaServer(local, database.db, origin);
      const app = buildApp({ db: database.db, config: testConfig(), logger: false, media });
      await app.listen({ port: Number(new URL(origin).port), host: '127.0.0.1' });
      apps.push(app);
      locals.push(local);
      routed.push(media);
      origins.push(origin);
    }
  });
  after(async () => {
    for (const app of apps) await app.close();
    for (const media of routed) await media.stop();
    await database?.dispose();
  });

  const post = (n: number, url: string, payload: object, cookies: Record<string, string> = {}) =>
    apps[n].inject({ method: 'POST', url, payload, cookies });
  const holderOf = (sessionId: string) => sessionId.slice(0, HOST_ID_LENGTH);
  const room = () => `stream-${roles.active.candidateId}`;
  const publishOn = async (n: number) => {
    const published = await post(
      n,
      '/api/media/publish',
      { room: { kind: 'stream', candidateId: roles.active.candidateId }, offer: 'v=0\r\n' },
      roles.active.cookies,
    );
    assert.equal(published.statusCode, 200, published.body);
    return published.json<{ sessionId: string }>().sessionId;
  };

  it('sends the watch, answer and publishers calls made on one server to the holder', async () => {
    assert.equal((await post(0, '/api/stream/start', {}, roles.active.cookies)).statusCode, 201);
    const publisher = await publishOn(0);
    assert.deepEqual(locals[0].published, [
      { room: room(), candidateId: roles.active.candidateId },
    ]);

    const watched = await post(1, '/api/media/watch', {
      room: { kind: 'stream', candidateId: roles.active.candidateId },
    });
    assert.equal(watched.statusCode, 200, watched.body);
    const viewer = watched.json<{ live: boolean; sessionId: string }>();
    assert.equal(viewer.live, true);
    // Opened on the first server's media server, although the call landed on the second.
    assert.equal(holderOf(viewer.sessionId), holderOf(publisher));
    assert.equal(locals[1].publications().length, 0);
    const viewerOnHolder = viewer.sessionId.slice(HOST_ID_LENGTH);
    assert.deepEqual(locals[0].sessionOf(viewerOnHolder), { room: room(), publisher: null });

    const answered = await post(1, `/api/media/sessions/${viewer.sessionId}/answer`, {
      answer: 'v=0\r\n',
    });
    assert.equal(answered.statusCode, 204, answered.body);
    // A publisher's session is no viewer's, wherever the call lands.
    const wrong = await post(1, `/api/media/sessions/${publisher}/answer`, { answer: 'v=0\r\n' });
    assert.equal(wrong.statusCode, 404);
    assert.equal(wrong.json<{ message: string }>().message, 'No such media session');

    const listed = await apps[1].inject({
      method: 'GET',
      url: `/api/media/publishers?room=${room()}`,
    });
    assert.deepEqual(
      listed.json<{ feeds: { candidateId: number }[] }>().feeds.map((feed) => feed.candidateId),
      [roles.active.candidateId],
    );
    const closed = await apps[1].inject({
      method: 'DELETE',
      url: `/api/media/sessions/${viewer.sessionId}`,
    });
    assert.equal(closed.statusCode, 204);
    assert.equal(locals[0].sessionOf(viewerOnHolder), undefined);
  });

  it("answers GET /api/media/hls on any server with the holder's HLS, and starts it there", async () => {
    // The stream the first test started is still live (200), else it starts (201).
    const started = await post(0, '/api/stream/start', {}, roles.active.cookies);
    assert.ok([200, 201].includes(started.statusCode), started.body);
    await publishOn(0);
    const ask = (n: number, want = false) =>
      apps[n].inject({
        method: 'GET',
        url: `/api/media/hls?room=${room()}${want ? '&want=hls' : ''}`,
      });
    // Asked on the other server: the holder's encoder starts (its state, not the asker's).
    const first = await ask(1, true);
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(locals[0].hlsWanted.slice(-1), [room()]);
    assert.deepEqual(locals[1].hlsWanted, []);
    assert.deepEqual(first.json(), {
      playlist: null,
      cameras: [],
      crowded: false,
      starting: true,
      possible: true,
    });
    locals[0].hlsRooms.add(room() as MediaRoom);
    assert.equal((await ask(1)).json<{ playlist: string }>().playlist, `/hls/${room()}/index.m3u8`);
    // A room nobody holds: no HLS anywhere.
    const none = await apps[1].inject({ method: 'GET', url: '/api/media/hls?room=stream-999999' });
    assert.deepEqual(none.json(), NO_HLS);
    locals[0].hlsRooms.delete(room() as MediaRoom);
  });

  it('refuses a call between servers that the database key did not sign, or an old one', async () => {
    const body = JSON.stringify({ op: 'subscribe', room: room() });
    const send = (header?: string) =>
      fetch(`${origins[0]}${HOP_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(header ? { [HOP_HEADER]: header } : {}),
        },
        body,
      });
    const key = await routed[0].hopKey();
    const refusals = [
      await send(),
      await send(signHop('not the key', body)),
      await send(signHop(key, body, Date.now() - 60_000)),
      await send(signHop(key, JSON.stringify({ op: 'subscribe', room: 'stream-1' }))),
    ];
    for (const refused of refusals) {
      assert.equal(refused.status, 403);
      assert.equal(((await refused.json()) as { message: string }).message, HOP_REFUSED);
    }
    // The same call signed by a server is run.
    const signed = await send(signHop(key, body));
    assert.equal(signed.status, 200, await signed.clone().text());
  });

  it("hands a room over when its holder's lease lapsed: the next publish claims it", async () => {
    const before = await publishOn(1);
    assert.equal(holderOf(before), holderOf(await publishOn(0)), 'still held by the first server');
    // The first server stopped renewing (killed): its lease runs out.
    await database.db.query(
      `update media_hosts set seen_at = now() - interval '1 minute' where url = $1`,
      [origins[0]],
    );
    // The candidate's browser publishes again; the call lands on the second server.
    const after = await publishOn(1);
    assert.notEqual(holderOf(after), holderOf(before));
    assert.equal(locals[1].publications().length, 1);
    const watched = await post(0, '/api/media/watch', {
      room: { kind: 'stream', candidateId: roles.active.candidateId },
    });
    assert.equal(holderOf(watched.json<{ sessionId: string }>().sessionId), holderOf(after));
  });
});
