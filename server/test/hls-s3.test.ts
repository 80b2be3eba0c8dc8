import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { hlsDir } from '../src/hls/hls-dir';
import { PLAYLIST } from '../src/hls/hls-dir';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/open-db';
import { hlsStoreKey, mirrorHls } from '../src/hls/hls-mirror';
import { deleteOrphanHls, hlsStoreLedger } from '../src/hls/hls-store-ledger';
import { contentSecurityPolicy } from '../src/http/content-security-policy';
import { streamRoom } from '../src/media/media-server';
import { newHostId } from '../src/media/routed-media-server';
import type { S3FileStorage } from '../src/storage/s3-file-storage';
import { playlistOf, seg } from './helpers/hls-fixtures';
import { MemoryFileStorage } from './helpers/memory-file-storage';
import { recordingMediaServer } from './helpers/recording-media-server';
import { testConfig } from './helpers/test-app';
import { createTestDatabase } from './helpers/test-databases';
import { startS3Emulator, type S3Emulator } from './helpers/s3-emulator';
import { freePort, killRunning, spawnServer, waitForHealth } from './helpers/server-process';
import { makeTempDir } from './helpers/temp-dir';

// A live room's HLS in S3 on one server, for a CDN in front of the bucket (docs/video.md "HLS
// for crowds"): what ffmpeg writes is copied into the bucket with how long a cache may keep
// each file, and fetched from there by anyone without credentials (helpers/s3-emulator.ts); GET /api/media/hls names the playlist at
// PAID_HLS_PUBLIC_URL, which the page's Content-Security-Policy lets hls.js fetch; and what an
// earlier process left in the bucket is deleted at the next start.

const BUCKET = 'paid-test-hls';
const ROOM = streamRoom(7);
const S3_ENV = {
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
};

async function until(check: () => boolean | Promise<boolean>, what: string) {
  for (let tries = 0; tries < 300; tries += 1) {
    if (await check()) return;
    await sleep(10);
  }
  assert.fail(`timed out waiting until ${what}`);
}

describe('PAID_HLS_PUBLIC_URL', () => {
  it('needs the S3 settings, and an http(s) address', () => {
    assert.throws(
      () => loadConfig({ PAID_HLS_PUBLIC_URL: 'https://cdn.example/paid' }, []),
      (error: unknown) =>
        error instanceof ConfigError && /set the S3_\* settings too/.test(error.message),
    );
    assert.throws(
      () => loadConfig({ ...S3_ENV, PAID_HLS_PUBLIC_URL: 'ftp://cdn.example/paid' }, []),
      ConfigError,
    );
    assert.equal(
      loadConfig({ ...S3_ENV, PAID_HLS_PUBLIC_URL: 'https://cdn.example/paid/' }, []).hlsPublicUrl,
      'https://cdn.example/paid',
    );
    assert.equal(loadConfig({ ...S3_ENV }, []).hlsPublicUrl, undefined);
  });

  it("is where the route sends viewers once the room's playlist is live, and hls.js may fetch it", async () => {
    const database = await createTestDatabase('pglite');
    const media = recordingMediaServer();
    const app = buildApp({
      db: database.db,
      config: testConfig({ hlsPublicUrl: 'https://cdn.example/paid' }),
      logger: false,
      media,
    });
    try {
      const ask = async () => (await app.inject(`/api/media/hls?room=${ROOM}`)).json();
      const token = await media.grantPublish(ROOM, 7);
      await media.publish(ROOM, 7, 'v=0', token);
      assert.equal((await ask()).playlist, null);
      media.hlsRooms.add(ROOM);
      assert.equal((await ask()).playlist, `https://cdn.example/paid/hls/${ROOM}/index.m3u8`);
    } finally {
      await app.close();
      await database.dispose();
    }
    const csp = contentSecurityPolicy({
      remoteOverrides: {},
      oidc: undefined,
      hlsPublicUrl: 'https://cdn.example/paid',
    });
    assert.match(csp, /connect-src 'self' https:\/\/cdn\.example; /);
    assert.match(
      contentSecurityPolicy({ remoteOverrides: {}, oidc: undefined }),
      /connect-src 'self'; /,
    );
  });
});

describe('HLS copied into S3 on one server', () => {
  const dataDir = makeTempDir('paid-hls-s3-data');
  const dir = hlsDir(dataDir, ROOM);
  let s3: S3Emulator;
  let storage: S3FileStorage;

  before(async () => {
    s3 = await startS3Emulator(BUCKET);
    storage = s3.storage;
    mkdirSync(dir, { recursive: true });
  });
  after(async () => {
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What a CDN in front of the bucket gets for `hls/<room>/<file>`: no credentials. */
  const fetchPublic = (file: string) => fetch(`${s3.bucketUrl}/${hlsStoreKey(ROOM, file)}`);

  it('puts the playlist and its segments in the bucket with their types and cache lifetimes', async () => {
    const database = await createTestDatabase('pglite');
    writeFileSync(path.join(dir, seg(1)), 'segment 1');
    writeFileSync(path.join(dir, seg(2)), 'segment 2');
    writeFileSync(path.join(dir, PLAYLIST), playlistOf(1, 2));
    const mirror = mirrorHls({
      dir,
      room: ROOM,
      storage,
      ledger: hlsStoreLedger(database.db, newHostId()),
      everyMs: 5,
    });
    try {
      await until(() => mirror.copied(), 'the playlist is in the bucket');
      const playlist = await fetchPublic(PLAYLIST);
      assert.equal(playlist.status, 200);
      assert.equal(await playlist.text(), playlistOf(1, 2));
      assert.equal(playlist.headers.get('content-type'), 'application/vnd.apple.mpegurl');
      assert.equal(playlist.headers.get('cache-control'), 'public, max-age=1');
      // The playlist names its segments relative to itself: they are next to it in the bucket.
      const segment = await fetchPublic(seg(2));
      assert.equal(segment.status, 200);
      assert.equal(await segment.text(), 'segment 2');
      assert.equal(segment.headers.get('content-type'), 'video/mp2t');
      assert.equal(segment.headers.get('cache-control'), 'public, max-age=86400, immutable');
    } finally {
      await mirror.stop();
      await database.dispose();
    }
    // The stream's end takes them out of the bucket.
    assert.equal((await fetchPublic(PLAYLIST)).status, 404);
    assert.equal((await fetchPublic(seg(1))).status, 404);
  });

  it("deletes at the next start what an earlier process's rooms left in the bucket", async () => {
    const database = await createTestDatabase('pglite');
    try {
      // A process that stopped uncleanly: its files are in the bucket, its ledger lines stay.
      const earlier = hlsStoreLedger(database.db, newHostId());
      for (const file of [PLAYLIST, seg(5)]) {
        await earlier.storing(hlsStoreKey(ROOM, file));
        await storage.put(hlsStoreKey(ROOM, file), Buffer.from(file), 'video/mp2t');
      }
      assert.equal((await fetchPublic(seg(5))).status, 200);
      // One server registers no media host, so every earlier writer is gone (main.ts).
      assert.equal(await deleteOrphanHls(database.db, storage), 2);
      assert.equal((await fetchPublic(seg(5))).status, 404);
      assert.equal((await fetchPublic(PLAYLIST)).status, 404);
      assert.equal(await deleteOrphanHls(database.db, new MemoryFileStorage()), 0);
    } finally {
      await database.dispose();
    }
  });
  it('a real server deletes them at its start, and starts anyway when S3 cannot be reached', async () => {
    const serverData = makeTempDir('paid-hls-s3-server');
    const key = hlsStoreKey(ROOM, seg(9));
    // The data folder of a process that died: its database holds the ledger line.
    const db = await openDatabase({ dataDir: serverData, databaseUrl: undefined });
    try {
      await migrate(db);
      await hlsStoreLedger(db, newHostId()).storing(key);
    } finally {
      await db.close();
    }
    await storage.put(key, Buffer.from('left over'), 'video/mp2t');
    const s3Env = (endpoint: string) => ({
      ...S3_ENV,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: '1',
      PAID_DATA_DIR: serverData,
      PAID_JANUS: 'off',
      PAID_TOURNAMENT_TICK_MS: '0',
      PAID_MAIL_TICK_MS: '0',
    });
    const start = async (endpoint: string) => {
      const server = await spawnServer(s3Env(endpoint));
      try {
        await waitForHealth(server);
      } finally {
        killRunning([server]);
        await server.exited;
      }
      return server.output();
    };
    try {
      // Nothing listens there: the site starts, says so, and the line stays for next time.
      const closed = `http://127.0.0.1:${await freePort()}`;
      assert.match(await start(closed), /S3 could not be reached/);
      assert.equal((await fetchPublic(seg(9))).status, 200);
      assert.match(await start(new URL(s3.bucketUrl).origin), /earlier run deleted from S3/);
      assert.equal((await fetchPublic(seg(9))).status, 404);
    } finally {
      rmSync(serverData, { recursive: true, force: true });
    }
  });
});
