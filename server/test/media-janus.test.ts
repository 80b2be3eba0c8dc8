import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import Janode, { type JanodeConnection, type JanodeSession } from 'janode';
import VideoRoomPlugin from 'janode/plugins/videoroom';
import { buildApp } from '../src/app';
import { defaultIceInterface } from '../src/config';
import { connectJanusMediaServer } from '../src/media/janus-media-server';
import { findJanus, startJanus, type RunningJanus } from '../src/media/janus-process';
import type { MediaServer } from '../src/media/media-server';
import { recheckPublishers } from '../src/media/publisher-recheck';
import { janusCode, NO_SUCH_FEED } from '../src/media/videoroom-errors';
import { endStream } from '../src/streams/fundraising-streams';
import { insertCandidate, insertUser, loginCookies, makeRoles } from './helpers/make-accounts';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// The real Janus (Debian's, installed by scripts/ensure-janus.sh) behind our routes: a live
// candidate's offer (one Chromium wrote: camera and microphone) gets Janus's answer with
// candidates on the ICE address only; End Stream ends the publication. Janus itself refuses
// a publisher without a token our grant minted (or with one that expired), as an intruder
// holding Janus's API secret finds out, and the re-check kicks a publisher whose stream
// ended. A debate stage takes its two debaters and a click-in's camera, a third publisher,
// until the click-in's time is up. The picture itself is checked in e2e/tests/live-video.spec.ts.

const CHROMIUM_OFFER = readFileSync(
  path.join(import.meta.dirname, 'helpers/chromium-offer.sdp'),
  'utf8',
);

/** Short, so the test can outwait it. */
const TOKEN_TTL_MS = 1_000;

const installed = findJanus(undefined);

describe('live video through Janus', { skip: installed ? false : 'Janus is not installed' }, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let janus: RunningJanus;
  let media: MediaServer;
  let dataDir: string;
  let roles: Awaited<ReturnType<typeof makeRoles>>;
  /** Someone who reached Janus's API (loopback, the API secret) but has no grant of ours. */
  let intruder: { connection: JanodeConnection; session: JanodeSession };

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-janus-test-'));
    Janode.Logger.setLevel('none');
    janus = await startJanus(installed!, {
      dataDir,
      port: 0,
      // What the server uses by default; the answer's candidates must be on it alone.
      iceInterfaces: defaultIceInterface(),
      rtpPortRange: '20000-40000',
    });
    media = await connectJanusMediaServer(janus, { tokenTtlMs: TOKEN_TTL_MS });
    database = await createTestDatabase('pglite');
    app = buildApp({ db: database.db, config: testConfig(), logger: false, media });
    roles = await makeRoles(database.db);
    const connection = await Janode.connect({
      address: { url: janus.url, apisecret: janus.apiSecret },
    });
    intruder = { connection, session: await connection.create() };
  });
  after(async () => {
    await intruder?.session.destroy().catch(() => {});
    await intruder?.connection.close().catch(() => {});
    await app?.close();
    await media?.stop();
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, cookies: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, cookies });
  const streamOf = (candidateId: number) => ({ kind: 'stream', candidateId });
  const goLiveAndPublish = async () => {
    await post('/api/stream/start', {}, roles.active.cookies);
    const published = await post(
      '/api/media/publish',
      { room: streamOf(roles.active.candidateId), offer: CHROMIUM_OFFER },
      roles.active.cookies,
    );
    assert.equal(published.statusCode, 200, published.body);
    return published.json() as { sessionId: string; answer: string };
  };
  /** Who is in a room by Janus's own list (display = candidate id); [] once it is gone. */
  const inRoom = async (room: string) => {
    const handle = await intruder.session.attach(VideoRoomPlugin);
    try {
      const { exists } = await handle.exists({ room });
      if (!exists) return [];
      const { participants } = await handle.listParticipants({ room });
      return participants.map((participant) => Number(participant.display));
    } finally {
      await handle.detach().catch(() => {});
    }
  };
  /** The intruder joins `room` as a publisher; Janus's error code, or 0 when it let them in. */
  const intrude = async (room: string, token?: string) => {
    const handle = await intruder.session.attach(VideoRoomPlugin);
    try {
      await handle.joinPublisher({ room, display: 'intruder', token });
      return 0;
    } catch (error) {
      return Number((error as { _code?: number })._code);
    } finally {
      await handle.detach().catch(() => {});
    }
  };

  it('relays the live candidate to viewers and ends with End Stream', async () => {
    const room = streamOf(roles.active.candidateId);
    const visitor = await post('/api/media/publish', { room, offer: CHROMIUM_OFFER });
    assert.equal(visitor.statusCode, 401);
    assert.deepEqual((await post('/api/media/watch', { room })).json().live, false);

    const { answer, sessionId } = await goLiveAndPublish();
    assert.match(answer, /^v=0/);
    // Its IPv4 candidates only on the address ICE is limited to (PAID_JANUS_ICE).
    const candidates: string[] = answer.match(/^a=candidate:.*$/gm) ?? [];
    const ipv4 = candidates
      .map((line) => line.split(' ')[4] ?? '')
      .filter((host) => /^\d+\.\d+\.\d+\.\d+$/.test(host));
    assert.ok(ipv4.length > 0, 'Janus answers with its candidates (no trickle)');
    assert.deepEqual(new Set(ipv4), new Set([defaultIceInterface()]));

    const janusRoom = `stream-${roles.active.candidateId}` as const;
    assert.deepEqual(media.sessionOf(sessionId), {
      room: janusRoom,
      publisher: roles.active.candidateId,
    });
    assert.deepEqual(await inRoom(janusRoom), [roles.active.candidateId]);
    // No browser sends the media here: the room has no active publisher to watch yet.
    assert.equal((await post('/api/media/watch', { room })).json().live, false);

    await post('/api/stream/end', {}, roles.active.cookies);
    // End Stream ended the publication: the session and the room are gone, in Janus too.
    assert.equal(media.sessionOf(sessionId), undefined);
    assert.deepEqual(await media.publishers(janusRoom), []);
    assert.deepEqual(await inRoom(janusRoom), []);
  });

  it("answers a viewer's join to a feed not (or no longer) published with 428", async () => {
    // What current-feeds.ts lists again on: checked against this Janus, as a publisher who
    // joined the room and whose browser never (or no longer) sends media.
    await goLiveAndPublish();
    const room = `stream-${roles.active.candidateId}`;
    const handle = await intruder.session.attach(VideoRoomPlugin);
    try {
      const { participants } = await handle.listParticipants({ room });
      const listed = participants.find(
        (participant) => Number(participant.display) === roles.active.candidateId,
      );
      assert.ok(listed, 'the candidate is in the room');
      const code = await handle
        .joinSubscriber({ room, streams: [{ feed: listed.feed }] })
        .then(() => 0)
        .catch(janusCode);
      assert.equal(code, NO_SUCH_FEED);
    } finally {
      await handle.detach().catch(() => {});
      await post('/api/stream/end', {}, roles.active.cookies);
    }
  });

  it('has Janus refuse a publisher without a live token of ours', async () => {
    await goLiveAndPublish();
    const room = `stream-${roles.active.candidateId}` as const;
    // 433: VideoRoom's 'Unauthorized (not in the allowed list)'.
    assert.equal(await intrude(room), 433, 'no token');
    assert.equal(await intrude(room, 'a-token-nobody-minted'), 433, 'made-up token');

    const expired = await media.grantPublish(room, roles.active.candidateId);
    await new Promise((resolve) => setTimeout(resolve, TOKEN_TTL_MS + 500));
    assert.equal(await intrude(room, expired), 433, 'expired token');

    // The refusals are the tokens': a fresh one (stolen from our server) would get in.
    const fresh = await media.grantPublish(room, roles.active.candidateId);
    assert.equal(await intrude(room, fresh), 0);
    await post('/api/stream/end', {}, roles.active.cookies);
  });

  it('kicks a publisher whose stream ended elsewhere', async () => {
    const { sessionId } = await goLiveAndPublish();
    const room = `stream-${roles.active.candidateId}`;
    assert.deepEqual(await recheckPublishers(database.db, media), []);
    assert.deepEqual(await inRoom(room), [roles.active.candidateId]);
    // Ended without our route (another server process): only the re-check sees it.
    await endStream(database.db, roles.active.candidateId);
    assert.equal((await recheckPublishers(database.db, media)).length, 1);
    assert.deepEqual(await inRoom(room), [], 'kicked out of the room in Janus');
    assert.equal(media.sessionOf(sessionId), undefined);
  });

  it("takes a click-in's camera as the stage's third publisher until its time is up", async () => {
    const candidate = async (name: string, stateCode: string, cents: number) => {
      const userId = await insertUser(database.db, { firstName: name });
      // Verified: only verified candidates debate or publish (docs/roles.md).
      const id = await insertCandidate(database.db, { userId, name, stateCode, isActivated: true });
      await database.db.query('update candidates set total_donations_cents = $2 where id = $1', [
        id,
        cents,
      ]);
      return { id, cookies: await loginCookies(database.db, userId) };
    };
    const first = await candidate('First', 'MT', 2_000);
    const second = await candidate('Second', 'MT', 1_000);
    const guest = await candidate('Guest', 'SD', 0);
    const publishTo = async (room: object, cookies: Record<string, string>) => {
      const published = await post('/api/media/publish', { room, offer: CHROMIUM_OFFER }, cookies);
      assert.equal(published.statusCode, 200, published.body);
    };
    await publishTo({ kind: 'debate', stateCode: 'MT' }, first.cookies);
    await publishTo({ kind: 'debate', stateCode: 'MT' }, second.cookies);
    const clickIn = await post(
      '/api/media/click-ins',
      { stateCode: 'MT', durationSeconds: 30 },
      guest.cookies,
    );
    assert.equal(clickIn.statusCode, 201, clickIn.body);
    await publishTo({ kind: 'click-in', stateCode: 'MT' }, guest.cookies);
    assert.deepEqual((await inRoom('debate-MT')).sort(), [first.id, second.id, guest.id].sort());

    // Past the click-in's end (its 30 s and the grace): the re-check kicks only its camera.
    const later = Date.parse(clickIn.json<{ endsAt: string }>().endsAt) + 1;
    assert.deepEqual(await recheckPublishers(database.db, media, later), [
      { room: 'debate-MT', candidateId: guest.id },
    ]);
    assert.deepEqual((await inRoom('debate-MT')).sort(), [first.id, second.id].sort());
  });
});
