import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { hlsDir } from '../src/hls/hls-dir';
import { renderLlPlaylist } from '../src/hls/ll-playlist';
import { streamRoom } from '../src/media/media-server';
import { recordingMediaServer, type RecordingMediaServer } from './helpers/recording-media-server';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// HLS for crowds, without Janus (docs/video.md "HLS for crowds"): the static route serves only
// a stream room's playlist, segments and parts from the data folder, with their types and
// caching, and nothing else; it holds a blocking reload until the part asked for is listed,
// and the announced part until it is written; GET /api/media/hls says a new viewer should use HLS once more WebRTC
// viewers watch than the threshold, gives the playlist only while it is written, and asks the
// media server to make it only with `want=hls`.
// hls-media.test.ts makes real HLS from the real Janus.

const SEGMENT = 'seg-0a1b2c3d-000004.ts';

describe('HLS routes', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let media: RecordingMediaServer;
  let dataDir: string;
  const room = streamRoom(7);

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-hls-routes-'));
    mkdirSync(hlsDir(dataDir, room), { recursive: true });
    writeFileSync(path.join(hlsDir(dataDir, room), 'index.m3u8'), '#EXTM3U\n');
    writeFileSync(path.join(hlsDir(dataDir, room), SEGMENT), 'ts bytes');
    // Files a path trick would reach.
    writeFileSync(path.join(dataDir, 'admin-secret'), 'secret');
    writeFileSync(path.join(hlsDir(dataDir, room), 'forward.sdp'), 'v=0');
    writeFileSync(path.join(hlsDir(dataDir, room), 'chunks-0a1b2c3d.m3u8'), 'v=0');
    database = await createTestDatabase('pglite');
    media = recordingMediaServer();
    app = buildApp({
      db: database.db,
      config: testConfig({ dataDir, hlsThreshold: 2 }),
      logger: false,
      media,
    });
  });
  after(async () => {
    await app.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves the playlist briefly cached and segments long cached, as their types', async () => {
    const playlist = await get(`/hls/${room}/index.m3u8`);
    assert.equal(playlist.statusCode, 200);
    assert.equal(playlist.body, '#EXTM3U\n');
    assert.equal(playlist.headers['content-type'], 'application/vnd.apple.mpegurl');
    assert.equal(playlist.headers['cache-control'], 'public, max-age=1');
    const segment = await get(`/hls/${room}/${SEGMENT}`);
    assert.equal(segment.statusCode, 200);
    assert.equal(segment.body, 'ts bytes');
    assert.equal(segment.headers['content-type'], 'video/mp2t');
    assert.equal(segment.headers['cache-control'], 'public, max-age=86400, immutable');
  });

  it('refuses every other file, path tricks included', async () => {
    for (const url of [
      `/hls/${room}/forward.sdp`,
      `/hls/${room}/..%2F..%2Fadmin-secret`,
      `/hls/${room}/%2e%2e%2f%2e%2e%2fadmin-secret`,
      `/hls/../admin-secret`,
      `/hls/..%2Fadmin-secret/index.m3u8`,
      `/hls/${room}/../../admin-secret`,
      `/hls/${room}/seg-0a1b2c3d-000005.ts`,
      `/hls/${room}/part-0a1b2c3d-000005.ts`,
      `/hls/${room}/chunks-0a1b2c3d.m3u8`,
      `/hls/debate-CA/index.m3u8`,
      `/hls/stream-8/index.m3u8`,
      `/hls/${room}/sub/index.m3u8`,
    ]) {
      const response = await get(url);
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /secret|v=0/, url);
    }
  });

  it('switches new viewers to HLS above the threshold, only while the playlist is written', async () => {
    const ask = async (query = '') => (await get(`/api/media/hls?room=${room}${query}`)).json();
    const playlist = `/hls/${room}/index.m3u8`;
    const none = { playlist: null, cameras: [], crowded: false, starting: false, possible: false };
    // Nobody publishes: no HLS, and asking for it starts nothing.
    assert.deepEqual(await ask(), none);
    assert.deepEqual(await ask('&want=hls'), none);
    const token = await media.grantPublish(room, 7);
    await media.publish(room, 7, 'v=0', token);
    media.hlsWanted.length = 0;
    // A camera is live: HLS can be made, but only a viewer asking for it starts it.
    assert.deepEqual(await ask(), { ...none, possible: true });
    assert.deepEqual(media.hlsWanted, []);
    assert.deepEqual(await ask('&want=hls'), { ...none, possible: true, starting: true });
    assert.deepEqual(media.hlsWanted, [room]);
    media.hlsRooms.add(room);
    const live = { ...none, playlist, cameras: [7], possible: true };
    assert.deepEqual(await ask(), live);
    await media.subscribe(room);
    assert.deepEqual(await ask(), live);
    await media.subscribe(room);
    // Two WebRTC viewers with a threshold of 2: the third viewer uses HLS.
    assert.deepEqual(await ask(), { ...live, crowded: true });
    media.hlsRooms.delete(room);
    await media.closeRoom(room);
    assert.deepEqual(await ask(), none);
    assert.equal((await get('/api/media/hls?room=../etc')).statusCode, 400);
    assert.equal((await get(`/api/media/hls?room=${room}&want=yes`)).statusCode, 400);
  });

  it('holds a reload asking for a part until it is listed, and an announced part until written', async () => {
    const dir = hlsDir(dataDir, room);
    const part = (n: number) => `part-0a1b2c3d-${String(n).padStart(6, '0')}.ts`;
    /** The packager's playlist with `parts` parts of segment 0 written, the next announced. */
    const writeParts = (parts: number) => {
      for (let n = 0; n < parts; n += 1) writeFileSync(path.join(dir, part(n)), `part ${n}`);
      const segment = {
        msn: 0,
        parts: Array.from({ length: parts }, (_, n) => ({ name: part(n), duration: 1 })),
        discontinuity: false,
      };
      writeFileSync(
        path.join(dir, 'index.m3u8'),
        renderLlPlaylist({
          segments: [segment],
          discontinuitySequence: 0,
          nextPart: part(parts),
          ended: false,
        }),
      );
    };
    const playlist = `/hls/${room}/index.m3u8`;
    /** A request, and whether it has been answered yet. */
    const pending = (url: string) => {
      const state = { answered: false, response: get(url) };
      void state.response.then(() => (state.answered = true));
      return state;
    };
    writeParts(1);

    // Part 1 of segment 0 is not written: the reload waits, and answers once it is listed.
    const reload = pending(`${playlist}?_HLS_msn=0&_HLS_part=1`);
    await sleep(400);
    assert.equal(reload.answered, false);
    writeParts(2);
    const reloaded = await reload.response;
    assert.equal(reloaded.statusCode, 200);
    assert.equal(reloaded.headers['content-type'], 'application/vnd.apple.mpegurl');
    assert.match(reloaded.body, new RegExp(`URI="${part(1)}"`));
    // Already listed: at once.
    assert.equal((await get(`${playlist}?_HLS_msn=0&_HLS_part=0`)).statusCode, 200);

    // The announced part: its request waits for it, then gets its bytes as a part.
    const hinted = pending(`/hls/${room}/${part(2)}`);
    await sleep(300);
    assert.equal(hinted.answered, false);
    writeParts(3);
    const got = await hinted.response;
    assert.equal(got.statusCode, 200);
    assert.equal(got.body, 'part 2');
    assert.equal(got.headers['content-type'], 'video/mp2t');
    assert.equal(got.headers['cache-control'], 'public, max-age=86400, immutable');
    // A part neither written nor announced: not found at once.
    assert.equal((await get(`/hls/${room}/${part(9)}`)).statusCode, 404);

    // Asking too far ahead, or nonsense, is the player's mistake.
    const far = await get(`${playlist}?_HLS_msn=3&_HLS_part=0`);
    assert.equal(far.statusCode, 400);
    assert.match(far.json().message, /more than two segments ahead/);
    for (const query of ['_HLS_part=1', '_HLS_msn=x', '_HLS_msn=-1', '_HLS_msn=0&_HLS_part=1.5']) {
      assert.equal((await get(`${playlist}?${query}`)).statusCode, 400, query);
    }
    // Another parameter (a CDN's) is no reason to refuse.
    assert.equal((await get(`${playlist}?cdn=1`)).statusCode, 200);

    // A part that does not come in three target durations: 503, and the player asks again.
    writeFileSync(path.join(dir, 'index.m3u8'), '#EXTM3U\n#EXT-X-TARGETDURATION:1\n');
    const late = await get(`${playlist}?_HLS_msn=0&_HLS_part=0`);
    assert.equal(late.statusCode, 503);
  });
});
