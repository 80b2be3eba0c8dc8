import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import Janode from 'janode';
import { chromium, type Browser, type Page } from 'playwright-core';
import { TEST_CHROMIUM_LAUNCH } from '../../e2e/lib/chromium';
import { defaultIceInterface } from '../src/config';
import { hlsDir } from '../src/hls/hls-dir';
import { playlistEdge, playlistHas, playlistSegments } from '../src/hls/ll-playlist';
import { hlsWarmUp } from '../src/hls/hls-threshold';
import { roomHls } from '../src/hls/room-hls';
import { connectJanusMediaServer } from '../src/media/janus-media-server';
import { findJanus, startJanus, type RunningJanus } from '../src/media/janus-process';
import { debateRoom, streamRoom, type MediaServer } from '../src/media/media-server';
import { runTool } from '../src/recordings/media-tools';
import { appWithStorage } from './helpers/app-with-storage';
import { makeRoles } from './helpers/make-accounts';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// HLS for crowds with the real tools (docs/video.md "HLS for crowds"): Chromium's fake camera
// publishes a stream through our routes to the real Janus; nothing is encoded until a viewer
// asks for HLS (`want=hls`), then Janus forwards its RTP to an ffmpeg whose 1 s chunks the
// packager makes into low-latency HLS; the playlist, its H.264 parts and 4 s segments are
// served under /hls/ while it is live (a blocking reload waits for the next part), the route
// says a crowd should use it, and End Stream removes it all.

const installed = findJanus(undefined);
const hasTool = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
const missing = [
  ...(installed ? [] : ['Janus (scripts/ensure-janus.sh)']),
  ...['ffmpeg', 'ffprobe']
    .filter((name) => !hasTool(name))
    .map((name) => `${name} (scripts/ensure-media-tools.sh)`),
  ...(existsSync(TEST_CHROMIUM_LAUNCH.executablePath!)
    ? []
    : ['Chromium (scripts/ensure-chromium.sh)']),
];
const skip = missing.length > 0 ? `not installed: ${missing.join(', ')}` : false;

/** ICE and DTLS on a loaded 2-core machine. */
const CONNECTED_WITHIN_MS = 20_000;
/** The forward, ffmpeg waiting for a keyframe, the first 4 s segment, on a loaded machine. */
const PLAYLIST_WITHIN_MS = 20_000;
/** How long the test checks that nothing is written before a viewer asks. */
const NOTHING_BEFORE_ASKED_MS = 4_000;

const PAGE_SCRIPT = `
window.publish = async () => {
  const camera = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  const pc = new RTCPeerConnection();
  window.pc = pc;
  (window.pcs = window.pcs || []).push(pc);
  for (const track of camera.getTracks()) pc.addTransceiver(track, { direction: 'sendonly' });
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    pc.addEventListener('icegatheringstatechange', () => {
      if (pc.iceGatheringState === 'complete') resolve();
    });
    setTimeout(resolve, 3000);
  });
  return pc.localDescription.sdp;
};
`;

const until = async (what: string, within: number, check: () => boolean | Promise<boolean>) => {
  const end = Date.now() + within;
  while (!(await check())) {
    assert.ok(Date.now() < end, what);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe('HLS made from the real Janus with ffmpeg', { skip }, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let janus: RunningJanus;
  let media: MediaServer;
  let dataDir: string;
  let browser: Browser;
  let page: Page;
  let roles: Awaited<ReturnType<typeof makeRoles>>;
  /** A new camera's offer from the page (PAGE_SCRIPT), and Janus's answer given to it. */
  const cameraOffer = () =>
    page.evaluate(() => (window as unknown as { publish(): Promise<string> }).publish());
  const cameraAnswer = (sdp: string) =>
    page.evaluate(
      (answer) =>
        (window as unknown as { pc: RTCPeerConnection }).pc.setRemoteDescription({
          type: 'answer',
          sdp: answer,
        }),
      sdp,
    );

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-hls-test-'));
    Janode.Logger.setLevel('none');
    janus = await startJanus(installed!, {
      dataDir,
      port: 0,
      iceInterfaces: defaultIceInterface(),
      rtpPortRange: '20000-40000',
    });
    database = await createTestDatabase('pglite');
    const hls = roomHls({
      dataDir,
      warmUpAt: hlsWarmUp(1),
      ffmpeg: process.env.HLS_FFMPEG,
      onError: (error, what) => console.log(`# ${what}: ${String(error)}`),
      // The ended playlist stays 1 s, not 10 (room-hls.ts ENDED_KEEP_MS).
      endedKeepMs: 1_000,
    });
    media = await connectJanusMediaServer(janus, { hls });
    ({ app } = appWithStorage(database.db, undefined, { dataDir, hlsThreshold: 1 }, {}, { media }));
    roles = await makeRoles(database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch(TEST_CHROMIUM_LAUNCH);
    page = await browser.newPage();
    await page.goto(
      `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/health`,
    );
    await page.evaluate(PAGE_SCRIPT);
  });
  after(async () => {
    await browser?.close();
    await app?.close();
    await media?.stop();
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes H.264 HLS while a stream is live and removes it at End Stream', async () => {
    const cookies = roles.active.cookies;
    const candidateId = roles.active.candidateId;
    const room = streamRoom(candidateId);
    const playlistUrl = `/hls/${room}/index.m3u8`;
    assert.equal(
      (await app.inject({ method: 'POST', url: '/api/stream/start', cookies })).statusCode,
      201,
    );
    const offer = await cameraOffer();
    const published = await app.inject({
      method: 'POST',
      url: '/api/media/publish',
      cookies,
      payload: { room: { kind: 'stream', candidateId }, offer },
    });
    assert.equal(published.statusCode, 200, published.body);
    const answer = published.json<{ answer: string }>().answer;
    await cameraAnswer(answer);
    await until('the camera reached Janus', CONNECTED_WITHIN_MS, () =>
      page.evaluate(
        () => (window as unknown as { pc: RTCPeerConnection }).pc.connectionState === 'connected',
      ),
    );

    type Choice = {
      playlist: string | null;
      crowded: boolean;
      starting: boolean;
      possible: boolean;
    };
    const ask = async (query = '') =>
      (
        await app.inject({ method: 'GET', url: `/api/media/hls?room=${room}${query}` })
      ).json<Choice>();
    const none = { playlist: null, cameras: [], crowded: false, starting: false, possible: false };

    // Live, but nobody asked for HLS: nothing is encoded.
    await new Promise((resolve) => setTimeout(resolve, NOTHING_BEFORE_ASKED_MS));
    assert.equal(existsSync(hlsDir(dataDir, room)), false);
    assert.equal((await app.inject({ method: 'GET', url: playlistUrl })).statusCode, 404);
    assert.deepEqual(await ask(), { ...none, possible: true });

    // A viewer asks: the playlist and segments appear a few seconds later.
    const started = Date.now();
    assert.deepEqual(await ask('&want=hls'), { ...none, possible: true, starting: true });
    let playlist = '';
    await until('a playlist with a whole segment', PLAYLIST_WITHIN_MS, async () => {
      const got = await app.inject({ method: 'GET', url: playlistUrl });
      playlist = got.statusCode === 200 ? got.body : '';
      return /^seg-.*\.ts$/m.test(playlist);
    });
    console.log(`# first whole segment listed ${Date.now() - started} ms after the first ask`);
    const served = await app.inject({ method: 'GET', url: playlistUrl });
    assert.equal(served.headers['content-type'], 'application/vnd.apple.mpegurl');
    assert.equal(served.headers['cache-control'], 'public, max-age=1');
    // Low-latency HLS: 1 s parts, four to a segment, blocking reloads.
    assert.match(playlist, /^#EXT-X-TARGETDURATION:4$/m);
    assert.match(playlist, /^#EXT-X-PART-INF:PART-TARGET=1\.000$/m);
    assert.match(playlist, /^#EXT-X-SERVER-CONTROL:CAN-BLOCK-RELOAD=YES,PART-HOLD-BACK=3\.000$/m);
    const partDurations = [...playlist.matchAll(/#EXT-X-PART:DURATION=([\d.]+)/g)].map(
      ([, duration]) => Number(duration),
    );
    assert.ok(partDurations.length >= 1, playlist);
    for (const duration of partDurations) assert.ok(duration > 0 && duration <= 1, playlist);
    for (const [, extinf] of playlist.matchAll(/#EXTINF:([\d.]+)/g))
      assert.ok(Math.round(Number(extinf)) <= 4, playlist);
    const segmentName = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const segment = await app.inject({ method: 'GET', url: `/hls/${room}/${segmentName}` });
    assert.equal(segment.statusCode, 200);
    assert.equal(segment.headers['content-type'], 'video/mp2t');
    assert.match(String(segment.headers['cache-control']), /immutable/);
    const file = path.join(dataDir, 'segment.ts');
    writeFileSync(file, segment.rawPayload);
    const codecs = (
      await runTool('ffprobe', [
        ...['-v', 'error', '-show_entries', 'stream=codec_type,codec_name', '-of', 'csv=p=0'],
        file,
      ])
    ).trim();
    assert.match(codecs, /h264,video/);
    assert.match(codecs, /aac,audio/);
    // Four 1 s parts joined: a segment of about 4 s that plays as one.
    const seconds = Number(
      await runTool('ffprobe', [
        ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0'],
        file,
      ]),
    );
    assert.ok(seconds > 3.5 && seconds < 4.5, `segment of ${seconds} s`);

    // A blocking reload for the part after the newest is answered once it is listed; the
    // part it announces is served when it is written.
    const edge = playlistEdge(playlist);
    const asked = Date.now();
    const reload = await app.inject({
      method: 'GET',
      url: `${playlistUrl}?_HLS_msn=${edge.lastSegment + 1}&_HLS_part=${edge.partsAfter}`,
    });
    assert.equal(reload.statusCode, 200);
    assert.ok(
      playlistHas(playlistEdge(reload.body), {
        msn: edge.lastSegment + 1,
        part: edge.partsAfter,
      }),
      reload.body,
    );
    console.log(`# a blocking reload for the next part answered in ${Date.now() - asked} ms`);
    const hinted = playlistEdge(reload.body).hinted!;
    const part = await app.inject({ method: 'GET', url: `/hls/${room}/${hinted}` });
    assert.equal(part.statusCode, 200);
    assert.equal(part.headers['content-type'], 'video/mp2t');
    assert.ok(part.rawPayload.length > 1000);

    // The switch: with the threshold at 1, one WebRTC viewer makes the room crowded.
    const live = { ...none, playlist: playlistUrl, cameras: [candidateId], possible: true };
    assert.deepEqual(await ask(), live);
    const watched = await app.inject({
      method: 'POST',
      url: '/api/media/watch',
      payload: { room: { kind: 'stream', candidateId } },
    });
    assert.equal(watched.statusCode, 200);
    assert.deepEqual(await ask(), { ...live, crowded: true });

    // End Stream: ffmpeg stops and the folder goes.
    const ended = await app.inject({ method: 'POST', url: '/api/stream/end', cookies });
    assert.equal(ended.statusCode, 200, ended.body);
    // A player still reloading the playlist reads its end, not a 404; then it goes.
    await until('the playlist marked ended', 5_000, async () =>
      (await app.inject({ method: 'GET', url: playlistUrl })).body.endsWith('#EXT-X-ENDLIST\n'),
    );
    assert.deepEqual(await ask(), none);
    await until('the HLS folder removed', 5_000, () => !existsSync(hlsDir(dataDir, room)));
    assert.equal((await app.inject({ method: 'GET', url: playlistUrl })).statusCode, 404);
    assert.deepEqual(await ask(), none);
  });

  it("writes a debate's two cameras side by side, one picture, and again when one leaves", async () => {
    const room = debateRoom('CA');
    const playlistUrl = `/hls/${room}/index.m3u8`;
    // Two debaters (the routes' checks of who may debate are media-routes.test.ts's): each
    // camera published to the stage room with its grant.
    const sessions: string[] = [];
    for (const candidateId of [roles.active.candidateId, roles.pending.candidateId]) {
      const offer = await cameraOffer();
      const token = await media.grantPublish(room, candidateId);
      const { sessionId, answerSdp } = await media.publish(room, candidateId, offer, token);
      sessions.push(sessionId);
      await cameraAnswer(answerSdp);
    }
    await until('both cameras reached Janus', CONNECTED_WITHIN_MS, () =>
      page.evaluate(() =>
        (window as unknown as { pcs: RTCPeerConnection[] }).pcs
          .slice(-2)
          .every((pc) => pc.connectionState === 'connected'),
      ),
    );

    const ask = async (query = '') =>
      (await app.inject({ method: 'GET', url: `/api/media/hls?room=${room}${query}` })).json<{
        playlist: string | null;
        cameras: number[];
      }>();
    await ask('&want=hls');
    /** The playlist, and its newest part (part-<ffmpeg>-<n>.ts: which ffmpeg made it). */
    const lastPart = async () => {
      const got = await app.inject({ method: 'GET', url: playlistUrl });
      const playlist = got.statusCode === 200 ? got.body : '';
      const parts = playlistSegments(playlist).filter((name) => name.startsWith('part-'));
      return { playlist, last: parts.at(-1) };
    };
    /** The size of the picture in a part. */
    const pictureOf = async (segmentName: string) => {
      const segment = await app.inject({ method: 'GET', url: `/hls/${room}/${segmentName}` });
      const file = path.join(dataDir, 'debate-segment.ts');
      writeFileSync(file, segment.rawPayload);
      return (
        await runTool('ffprobe', [
          ...['-v', 'error', '-select_streams', 'v:0'],
          ...['-show_entries', 'stream=codec_name,width,height', '-of', 'csv=p=0'],
          file,
        ])
      )
        .trim()
        .split('\n')[0];
    };
    let first = '';
    await until('a playlist with two parts', PLAYLIST_WITHIN_MS, async () => {
      const { playlist, last } = await lastPart();
      first = last ?? '';
      return playlistSegments(playlist).length >= 2;
    });
    const both = [roles.active.candidateId, roles.pending.candidateId].sort((a, b) => a - b);
    const choice = await ask();
    assert.equal(choice.playlist, playlistUrl);
    assert.deepEqual(choice.cameras, both);
    // Two 4:3 tiles side by side, in candidate id order.
    assert.equal(await pictureOf(first), 'h264,1280,480');

    // One debater leaves: the other's camera alone, on the same playlist after a discontinuity.
    await media.close(sessions[1]);
    const prefix = first.split('-')[1];
    let alone = '';
    await until('parts of the new picture on the same playlist', PLAYLIST_WITHIN_MS, async () => {
      const { playlist, last } = await lastPart();
      // Never an ended playlist while a camera is live: hls.js would stop for good.
      assert.doesNotMatch(playlist, /#EXT-X-ENDLIST/);
      alone = last ?? '';
      return playlist.includes('#EXT-X-DISCONTINUITY') && !!last && !last.includes(prefix);
    });
    assert.equal(await pictureOf(alone), 'h264,640,480');
    assert.equal((await ask()).playlist, playlistUrl);
    assert.deepEqual((await ask()).cameras, [roles.active.candidateId]);

    await media.close(sessions[0]);
    await until('the HLS folder removed', 5_000, () => !existsSync(hlsDir(dataDir, room)));
    assert.equal((await ask()).playlist, null);
  });
});
