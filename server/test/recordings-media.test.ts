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
import { connectJanusMediaServer } from '../src/media/janus-media-server';
import { findJanus, startJanus, type RunningJanus } from '../src/media/janus-process';
import { debateRoom, type MediaServer } from '../src/media/media-server';
import { TILE_WIDTH } from '../src/recordings/compose-video';
import { probe } from '../src/recordings/media-tools';
import { claimNextRecording, processRecording } from '../src/recordings/process-recording';
import { recordingLimits } from '../src/recordings/recording-files';
import { roomRecorder } from '../src/recordings/room-recorder';
import { appWithStorage } from './helpers/app-with-storage';
import { insertCandidate, makeRoles } from './helpers/make-accounts';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// Recordings with the real tools (docs/video.md "Recordings"): Chromium's fake camera and
// microphone publish through our routes to the real Janus, which records each publication;
// after End Stream the processing (janus-pp-rec, ffmpeg, ffprobe) makes one video of 9-11 s
// with a picture and a sound, kept in the file store and served under /files/. A debate with
// two publishers makes one video with both tiles side by side. Kept short for CI: one 10 s
// stream, one 3 s debate.

const installed = findJanus(undefined);
const hasTool = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
const missing = [
  ...(installed ? [] : ['Janus (scripts/ensure-janus.sh)']),
  ...['janus-pp-rec', 'ffmpeg', 'ffprobe']
    .filter((name) => !hasTool(name))
    .map((name) => `${name} (scripts/ensure-media-tools.sh)`),
  ...(existsSync(TEST_CHROMIUM_LAUNCH.executablePath!)
    ? []
    : ['Chromium (scripts/ensure-chromium.sh)']),
];
const skip = missing.length > 0 ? `not installed: ${missing.join(', ')}` : false;

/** ICE and DTLS on a loaded 2-core machine. */
const CONNECTED_WITHIN_MS = 20_000;

// Runs in the page (a string: the test's compiled functions carry helpers the page lacks).
const PAGE_SCRIPT = `
window.pcs = {};
window.offer = async (name) => {
  window.camera ??= await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  const pc = new RTCPeerConnection();
  window.pcs[name] = pc;
  for (const track of window.camera.getTracks()) pc.addTransceiver(track, { direction: 'sendonly' });
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
window.accept = (name, sdp) => window.pcs[name].setRemoteDescription({ type: 'answer', sdp });
window.state = (name) => window.pcs[name].connectionState;
window.hangUp = (name) => window.pcs[name].close();
`;

describe('recordings made with Janus, janus-pp-rec and ffmpeg', { skip }, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let storage: MemoryFileStorage;
  let janus: RunningJanus;
  let media: MediaServer;
  let dataDir: string;
  let browser: Browser;
  let page: Page;
  let roles: Awaited<ReturnType<typeof makeRoles>>;

  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-recordings-test-'));
    Janode.Logger.setLevel('none');
    janus = await startJanus(installed!, {
      dataDir,
      port: 0,
      iceInterfaces: defaultIceInterface(),
      rtpPortRange: '20000-40000',
    });
    database = await createTestDatabase('pglite');
    const recorder = roomRecorder({
      db: database.db,
      dataDir,
      hostId: null,
      debateIdleMs: 500,
      recordDebates: true,
    });
    media = await connectJanusMediaServer(janus, { recorder });
    ({ app, storage } = appWithStorage(database.db, undefined, {}, {}, { media }));
    roles = await makeRoles(database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch(TEST_CHROMIUM_LAUNCH);
    page = await browser.newPage();
    // A page of this origin (a secure context for the camera), not the app.
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

  const offer = (name: string) =>
    page.evaluate(
      (n) => (window as unknown as { offer(n: string): Promise<string> }).offer(n),
      name,
    );
  const accept = (name: string, sdp: string) =>
    page.evaluate(
      ([n, s]) =>
        (window as unknown as { accept(n: string, s: string): Promise<void> }).accept(n, s),
      [name, sdp] as const,
    );
  const connected = async (name: string) => {
    const until = Date.now() + CONNECTED_WITHIN_MS;
    for (;;) {
      const state = await page.evaluate(
        (n) => (window as unknown as { state(n: string): string }).state(n),
        name,
      );
      if (state === 'connected') return;
      assert.ok(Date.now() < until, `${name} not connected to Janus (${state})`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const recordingRows = async () =>
    (
      await database.db.query<{ id: number; status: string; candidateIds: number[] }>(
        `select id::int as id, status, candidate_ids::int[] as "candidateIds", failure
           from recordings order by id`,
      )
    ).rows;
  /** Makes the next ended recording's video, as the job does; the video's probe. */
  const processNext = async () => {
    const row = await claimNextRecording(database.db, dataDir, null);
    assert.ok(row, 'an ended recording to make');
    const status = await processRecording(database.db, storage, dataDir, row, recordingLimits());
    const { rows } = await database.db.query<{ key: string; failure: string | null }>(
      `select f.key, r.failure from recordings r left join stored_files f on f.id = r.file_id
        where r.id = $1`,
      [row.id],
    );
    assert.equal(status, 'ready', rows[0]?.failure ?? undefined);
    const stored = storage.files.get(rows[0].key);
    assert.ok(stored, 'the video is in the file store');
    const file = path.join(dataDir, `${row.id}.webm`);
    writeFileSync(file, stored.bytes);
    assert.ok(!existsSync(path.join(dataDir, 'recordings', String(row.id))), 'tracks deleted');
    return { id: row.id, key: rows[0].key, probed: await probe(file) };
  };

  it('records a 10 s stream from GO LIVE to End Stream into one playable video', async () => {
    const cookies = roles.active.cookies;
    const candidateId = roles.active.candidateId;
    assert.equal(
      (await app.inject({ method: 'POST', url: '/api/stream/start', cookies })).statusCode,
      201,
    );
    const published = await app.inject({
      method: 'POST',
      url: '/api/media/publish',
      cookies,
      payload: { room: { kind: 'stream', candidateId }, offer: await offer('stream') },
    });
    assert.equal(published.statusCode, 200, published.body);
    await accept('stream', published.json().answer);
    await connected('stream');
    const [open] = await recordingRows();
    assert.equal(open.status, 'recording');
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const ended = await app.inject({ method: 'POST', url: '/api/stream/end', cookies });
    assert.equal(ended.statusCode, 200, ended.body);
    await page.evaluate(() => (window as unknown as { hangUp(n: string): void }).hangUp('stream'));
    assert.equal((await recordingRows())[0].status, 'processing');

    const { key, probed } = await processNext();
    console.log(`# stream recording: ${probed.durationMs} ms, ${probed.width}x${probed.height}`);
    assert.ok(probed.durationMs >= 9_000 && probed.durationMs <= 11_000, `${probed.durationMs} ms`);
    assert.ok(
      probed.streams.includes('video') && probed.streams.includes('audio'),
      String(probed.streams),
    );
    const served = await app.inject({ method: 'GET', url: `/files/${key}` });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'video/webm');
  });

  it('records a debate with two publishers into one video, the tiles side by side', async () => {
    const room = debateRoom('CA');
    const first = roles.active.candidateId;
    const second = await insertCandidate(database.db, { name: 'Jordan Lee', isActivated: true });
    const sessions: string[] = [];
    for (const [name, candidateId] of [
      ['one', first],
      ['two', second],
    ] as const) {
      const token = await media.grantPublish(room, candidateId);
      const published = await media.publish(room, candidateId, await offer(name), token);
      await accept(name, published.answerSdp);
      await connected(name);
      sessions.push(published.sessionId);
    }
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // Both leave: the recording ends once the room has been empty for the idle time.
    for (const sessionId of sessions) await media.close(sessionId);
    const until = Date.now() + 5_000;
    while ((await recordingRows()).at(-1)!.status === 'recording') {
      assert.ok(Date.now() < until, 'the debate recording ended after its publishers left');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.deepEqual((await recordingRows()).at(-1)!.candidateIds, [first, second]);

    const { probed } = await processNext();
    console.log(`# debate recording: ${probed.durationMs} ms, ${probed.width}x${probed.height}`);
    assert.equal(probed.width, 2 * TILE_WIDTH);
    assert.ok(probed.streams.includes('audio'));
    assert.ok(probed.durationMs >= 2_000, `${probed.durationMs} ms`);
  });
});
