import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { haproxyBinary, haproxyConfig } from '../../bench/src/lib/haproxy';
import { TEST_CHROMIUM_LAUNCH } from '../../e2e/lib/chromium';
import { SESSION_COOKIE } from '../src/auth/session';
import { playlistEdge, playlistHas, playlistSegments } from '../src/hls/ll-playlist';
import { findJanus } from '../src/media/janus-process';
import { LEASE_MS } from '../src/media/room-placement';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import {
  freePort,
  killRunning,
  spawnServer,
  waitForHealth,
  type ServerProcess,
} from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Live video behind the balancer (docs/video.md "Several servers"): two real servers, each
// with its own Janus, on one PostgreSQL behind HAProxy (round robin, naming the server that
// answered in `x-paid-server`). A candidate publishes Chromium's fake camera from one page
// and a visitor watches from another; the publish lands on one server and the watch on the
// other (the balancer's header says which), and the visitor's picture plays (frames decoded
// go up). Then the server holding the room is killed (its Janus with it): once its lease has
// lapsed the candidate's next publish lands on the survivor, and a visitor sees it again.

const installed = findJanus(undefined);
/** How long a picture has to start playing: ICE and DTLS on a loaded 2-core machine. */
const PLAYING_WITHIN_MS = 30_000;

// Runs in the pages (a string: the test's compiled functions carry helpers the page lacks).
const PAGE_SCRIPT = `
window.gathered = (pc) => new Promise((resolve) => {
  if (pc.iceGatheringState === 'complete') return resolve();
  pc.addEventListener('icegatheringstatechange', () => {
    if (pc.iceGatheringState === 'complete') resolve();
  });
  setTimeout(resolve, 3000);
});
window.post = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, server: response.headers.get('x-paid-server'), json: text ? JSON.parse(text) : null };
};
window.publish = async (room) => {
  window.camera ??= await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
  window.publisher?.close();
  const pc = new RTCPeerConnection();
  for (const track of window.camera.getTracks()) pc.addTransceiver(track, { direction: 'sendonly' });
  await pc.setLocalDescription(await pc.createOffer());
  await window.gathered(pc);
  const published = await window.post('/api/media/publish', { room, offer: pc.localDescription.sdp });
  if (published.status !== 200) { pc.close(); return published; }
  await pc.setRemoteDescription({ type: 'answer', sdp: published.json.answer });
  window.publisher = pc;
  return published;
};
window.watch = async (room, avoidServer) => {
  const watched = await window.post('/api/media/watch', { room });
  if (watched.status !== 200 || !watched.json.live) return { watched };
  if (watched.server === avoidServer) {
    await fetch('/api/media/sessions/' + watched.json.sessionId, { method: 'DELETE' });
    return { watched, skipped: true };
  }
  window.viewer?.close();
  const pc = new RTCPeerConnection();
  window.viewer = pc;
  await pc.setRemoteDescription({ type: 'offer', sdp: watched.json.offer });
  await pc.setLocalDescription(await pc.createAnswer());
  await window.gathered(pc);
  const answered = await window.post('/api/media/sessions/' + watched.json.sessionId + '/answer', {
    answer: pc.localDescription.sdp,
  });
  return { watched, answered };
};
window.framesDecoded = async () => {
  if (!window.viewer) return 0;
  let frames = 0;
  (await window.viewer.getStats()).forEach((report) => {
    if (report.type === 'inbound-rtp' && report.kind === 'video') frames += report.framesDecoded ?? 0;
  });
  return frames;
};
`;

interface Call {
  status: number;
  server: string | null;
  json: { live?: boolean; sessionId?: string } | null;
}

const kinds = databaseKinds({
  differsByDatabase: 'two servers with their own Janus on one PostgreSQL behind HAProxy',
}).filter((kind) => kind === 'postgres');
for (const kind of kinds) {
  describe(
    `live video across two servers behind HAProxy (${kind})`,
    { skip: installed ? false : 'Janus is not installed' },
    () => {
      let database: TestDatabase;
      const servers: ServerProcess[] = [];
      const dirs: string[] = [];
      let balancer: ChildProcess;
      let site: string;
      let browser: Browser;
      let publisher: Page;
      let candidateId: number;
      let cookie: string;
      let publishedOn: string;

      const room = () => ({ kind: 'stream', candidateId });
      const pageAt = async (cookies: boolean) => {
        const context = await browser.newContext();
        if (cookies) await context.addCookies([{ name: SESSION_COOKIE, value: cookie, url: site }]);
        const page = await context.newPage();
        await page.goto(`${site}/api/health`);
        await page.evaluate(PAGE_SCRIPT);
        return page;
      };
      /**
       * A visitor whose watch lands on another server than `avoid`: the balancer sends a
       * connection's requests to one server, so each try is a browser context of its own.
       */
      const visitorAvoiding = async (avoid: string | null) => {
        const seen: Call[] = [];
        for (let tries = 0; tries < 10; tries += 1) {
          const page = await pageAt(false);
          const call = await page.evaluate(
            ([target, server]) =>
              (
                window as unknown as {
                  watch: (r: unknown, s: unknown) => Promise<{ watched: Call; answered?: Call }>;
                }
              ).watch(target, server),
            [room(), avoid] as const,
          );
          if (call.answered) return { page, watched: call.watched, answered: call.answered };
          seen.push({ ...call.watched, json: null });
          await page.context().close();
        }
        throw new Error(`no watch landed on the other server: ${JSON.stringify(seen)}`);
      };
      const playing = async (page: Page) => {
        const deadline = Date.now() + PLAYING_WITHIN_MS;
        const frames = () =>
          page.evaluate(() =>
            (window as unknown as { framesDecoded: () => Promise<number> }).framesDecoded(),
          );
        let first: number | undefined;
        while (Date.now() < deadline) {
          const now = await frames();
          if (now > 0) first ??= now;
          if (first !== undefined && now > first) return now;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return 0;
      };
      const publish = (page: Page) =>
        page.evaluate(
          (target) =>
            (window as unknown as { publish: (r: unknown) => Promise<Call> }).publish(target),
          room(),
        );

      before(async () => {
        const haproxy = haproxyBinary();
        database = await createTestDatabase('postgres');
        const userId = await insertUser(database.db, { firstName: 'Casey', lastName: 'Morales' });
        candidateId = await insertCandidate(database.db, { userId, isActivated: true });
        cookie = (await loginCookies(database.db, userId))[SESSION_COOKIE];
        for (let n = 0; n < 2; n += 1) {
          const dataDir = makeTempDir(`paid-cluster-video-${n}`);
          dirs.push(dataDir);
          const port = await freePort();
          const server = await spawnServer({
            DATABASE_URL: database.url!,
            PAID_DATA_DIR: dataDir,
            LOG_LEVEL: 'warn',
            PAID_TOURNAMENT_TICK_MS: '0',
            TRUST_PROXY: '127.0.0.1',
            PORT: String(port),
            PAID_INTERNAL_URL: `http://127.0.0.1:${port}`,
          });
          servers.push({ ...server, url: `http://127.0.0.1:${port}` });
        }
        await Promise.all(servers.map((server) => waitForHealth(server)));
        const port = await freePort();
        const configFile = path.join(dirs[0], 'haproxy.cfg');
        fs.writeFileSync(
          configFile,
          haproxyConfig({
            port,
            servers: servers.map((server) => server.url),
            serverHeader: true,
          }),
        );
        balancer = spawn(haproxy, ['-db', '-f', configFile], { stdio: 'ignore' });
        site = `http://127.0.0.1:${port}`;
        while (
          !(await fetch(`${site}/api/health`).then(
            (r) => r.ok,
            () => false,
          ))
        ) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const started = await fetch(`${site}/api/stream/start`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `${SESSION_COOKIE}=${cookie}` },
          body: '{}',
        });
        assert.equal(started.status, 201, await started.text());
        browser = await chromium.launch(TEST_CHROMIUM_LAUNCH);
      });
      after(async () => {
        await browser?.close();
        balancer?.kill('SIGTERM');
        killRunning(servers);
        await database?.dispose();
        for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
      });

      it('a visitor whose calls land on the other server sees the picture', async () => {
        publisher = await pageAt(true);
        const published = await publish(publisher);
        assert.equal(published.status, 200, JSON.stringify(published));
        publishedOn = published.server!;
        assert.match(publishedOn, /^s[12]$/);

        const { page: visitor, watched, answered } = await visitorAvoiding(publishedOn);
        assert.equal(answered.status, 204, JSON.stringify(answered));
        console.log(
          `# publish on ${publishedOn}, watch on ${watched.server}, answer on ${answered.server}`,
        );
        assert.notEqual(watched.server, publishedOn);
        assert.ok((await playing(visitor)) > 0, 'the visitor sees frames');
        for (const server of servers) {
          const health = (await (await fetch(`${server.url}/api/health`)).json()) as {
            media: string;
          };
          assert.equal(health.media, 'up');
        }
      });

      it("the other server answers the room's HLS and serves its playlist, parts and blocking reloads", async () => {
        const holder = Number(publishedOn.slice(1)) - 1;
        const other = servers[1 - holder];
        const mediaRoom = `stream-${candidateId}`;
        // Asked on the server that does not hold the room: the holder's ffmpeg starts, and
        // its files reach the other server through the shared file store (hls-mirror.ts).
        let playlist: string | null = null;
        const askedAt = Date.now();
        while (!playlist && Date.now() - askedAt < 30_000) {
          const answer = await fetch(`${other.url}/api/media/hls?room=${mediaRoom}&want=hls`);
          assert.equal(answer.status, 200);
          playlist = ((await answer.json()) as { playlist: string | null }).playlist;
          if (!playlist) await new Promise((resolve) => setTimeout(resolve, 500));
        }
        if (!playlist)
          console.log(servers.map((server) => server.output().slice(-3000)).join('\n-----\n'));
        assert.equal(playlist, `/hls/${mediaRoom}/index.m3u8`);
        console.log(`# HLS listed on the other server ${Date.now() - askedAt} ms after asking`);
        const list = await fetch(`${other.url}${playlist}`);
        assert.equal(list.status, 200);
        const text = await list.text();
        const files = playlistSegments(text);
        assert.ok(files.length > 0, 'the playlist lists parts');
        const segment = await fetch(`${other.url}/hls/${mediaRoom}/${files[0]}`);
        assert.equal(segment.status, 200);
        assert.equal(segment.headers.get('content-type'), 'video/mp2t');
        assert.ok((await segment.arrayBuffer()).byteLength > 0);
        // A blocking reload for the next part, held by this server (which reads the store)
        // until the holder's copy lists it.
        const edge = playlistEdge(text);
        const next = { msn: edge.lastSegment + 1, part: edge.partsAfter };
        const reload = await fetch(
          `${other.url}${playlist}?_HLS_msn=${next.msn}&_HLS_part=${next.part}`,
        );
        assert.equal(reload.status, 200);
        assert.ok(playlistHas(playlistEdge(await reload.text()), next));
        // Not from its own disk: only the holder writes the room's folder.
        assert.ok(!fs.existsSync(path.join(dirs[1 - holder], 'hls', mediaRoom)));
        assert.ok(fs.existsSync(path.join(dirs[holder], 'hls', mediaRoom)));
      });

      it('hands the room over when its server dies: the next publish works on the other', async () => {
        const dead = servers[Number(publishedOn.slice(1)) - 1];
        const survivor = publishedOn === 's1' ? 's2' : 's1';
        killRunning([dead]);
        const killedAt = Date.now();
        // What the browser's publisher does (shared-api use-publish-media.ts): try again.
        let published: Call | undefined;
        while (Date.now() - killedAt < LEASE_MS + 20_000) {
          published = await publish(publisher);
          if (published.status === 200) break;
          await new Promise((resolve) => setTimeout(resolve, 1_000));
        }
        assert.equal(published?.status, 200, JSON.stringify(published));
        assert.equal(published.server, survivor);
        console.log(`# published again on ${survivor} ${Date.now() - killedAt} ms after the kill`);
        const { page: visitor, answered } = await visitorAvoiding(null);
        assert.equal(answered.status, 204, JSON.stringify(answered));
        assert.ok((await playing(visitor)) > 0, 'the visitor sees frames again');
      });
    },
  );
}
