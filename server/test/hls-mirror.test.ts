import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { hlsDir, PLAYLIST } from '../src/hls/hls-dir';
import { hlsStoreKey, mirrorHls } from '../src/hls/hls-mirror';
import { playlistSegments } from '../src/hls/ll-playlist';
import { roomHls } from '../src/hls/room-hls';
import type { MediaRoom } from '../src/media/media-server';
import { registerHlsFileRoutes } from '../src/routes/hls-file-routes';
import { HLS_PLAYLIST_TYPE, isServableMediaType } from '../src/storage/local-file-storage';
import { playlistOf, seg } from './helpers/hls-fixtures';
import { MemoryFileStorage } from './helpers/memory-file-storage';

// A room's HLS on several servers (docs/video.md "HLS for crowds"): the holder copies what
// ffmpeg writes into the shared file store (segments before the playlist that names them, a
// segment deleted once two playlists no longer list it, everything deleted at the end), and
// any server serves /hls/<room>/<file> from its disk or, failing that, from the store.

const ROOM = 'stream-42' as MediaRoom;

/** What the mirror writes down for the clean-up of dead holders (hls-store-ledger.test.ts). */
const NO_LEDGER = { storing: () => Promise.resolve(), deleted: () => Promise.resolve() };

async function until(check: () => boolean, what: string) {
  for (let tries = 0; tries < 200; tries += 1) {
    if (check()) return;
    await sleep(10);
  }
  assert.fail(`timed out waiting until ${what}`);
}

describe('HLS copied into the shared file store', () => {
  let dataDir: string;
  let dir: string;
  before(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-hls-mirror-'));
    dir = hlsDir(dataDir, ROOM);
    mkdirSync(dir, { recursive: true });
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);

  it('reads the segments and parts a playlist names', () => {
    assert.deepEqual(playlistSegments(playlistOf(1, 2)), [seg(1), seg(2)]);
    assert.deepEqual(playlistSegments('#EXTM3U\n../secret.ts\nseg-1.ts\n'), []);
    // A low-latency playlist: its parts too, but not the announced one (not written yet).
    const part = (n: number) => `part-0badcafe-${String(n).padStart(6, '0')}.ts`;
    const ll = [
      '#EXTM3U',
      `#EXT-X-PART:DURATION=1.000,URI="${part(4)}",INDEPENDENT=YES`,
      '#EXTINF:1.000,',
      seg(1),
      `#EXT-X-PART:DURATION=1.000,URI="${part(5)}",INDEPENDENT=YES`,
      `#EXT-X-PART:DURATION=1.000,URI="../${part(6)}",INDEPENDENT=YES`,
      `#EXT-X-PRELOAD-HINT:TYPE=PART,URI="${part(6)}"`,
    ].join('\n');
    assert.deepEqual(playlistSegments(ll), [part(4), seg(1), part(5)]);
  });

  it('stores a playlist with its segments, drops old segments, and deletes all at the end', async () => {
    const storage = new MemoryFileStorage();
    for (const n of [1, 2, 3, 4]) write(seg(n), `segment ${n}`);
    write(PLAYLIST, playlistOf(1, 2));
    const mirror = mirrorHls({ dir, room: ROOM, storage, ledger: NO_LEDGER, everyMs: 5 });
    try {
      await until(() => mirror.copied(), 'the playlist is stored');
      assert.equal(
        storage.files.get(hlsStoreKey(ROOM, PLAYLIST))?.bytes.toString(),
        playlistOf(1, 2),
      );
      assert.equal(storage.files.get(hlsStoreKey(ROOM, PLAYLIST))?.contentType, HLS_PLAYLIST_TYPE);
      assert.equal(storage.files.get(hlsStoreKey(ROOM, seg(2)))?.bytes.toString(), 'segment 2');
      assert.equal(storage.files.get(hlsStoreKey(ROOM, seg(2)))?.contentType, 'video/mp2t');

      // Segment 1 leaves the list: kept while the previous playlist named it, then deleted.
      write(PLAYLIST, playlistOf(2, 3));
      await until(() => storage.files.has(hlsStoreKey(ROOM, seg(3))), 'segment 3 is stored');
      await until(
        () => storage.files.get(hlsStoreKey(ROOM, PLAYLIST))?.bytes.toString() === playlistOf(2, 3),
        'the second playlist is stored',
      );
      assert.ok(storage.files.has(hlsStoreKey(ROOM, seg(1))));
      write(PLAYLIST, playlistOf(3, 4));
      await until(() => !storage.files.has(hlsStoreKey(ROOM, seg(1))), 'segment 1 is deleted');
      assert.ok(storage.files.has(hlsStoreKey(ROOM, seg(2))));
    } finally {
      await mirror.stop();
    }
    assert.deepEqual([...storage.files.keys()], []);
  });

  it('stores every segment a playlist names before the playlist itself', async () => {
    const order: string[] = [];
    const storage = new MemoryFileStorage();
    const put = storage.put.bind(storage);
    storage.put = (key, bytes, type) => {
      order.push(key);
      return put(key, bytes, type);
    };
    for (const n of [5, 6]) write(seg(n), `segment ${n}`);
    write(PLAYLIST, playlistOf(5, 6));
    const mirror = mirrorHls({ dir, room: ROOM, storage, ledger: NO_LEDGER, everyMs: 5 });
    try {
      await until(() => mirror.copied(), 'the playlist is stored');
    } finally {
      await mirror.stop();
    }
    assert.deepEqual(order.slice(0, 3), [
      hlsStoreKey(ROOM, seg(5)),
      hlsStoreKey(ROOM, seg(6)),
      hlsStoreKey(ROOM, PLAYLIST),
    ]);
  });

  it('may keep a playlist in every store (its type is servable, as images and videos are)', () => {
    assert.ok(isServableMediaType(HLS_PLAYLIST_TYPE));
    assert.ok(!isServableMediaType('text/html'));
  });
});

describe('GET /hls/<room>/<file> on a server without the files on its disk', () => {
  let dataDir: string;
  const shared = new MemoryFileStorage();
  let clustered: FastifyInstance;
  let alone: FastifyInstance;
  before(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-hls-route-'));
    clustered = Fastify();
    registerHlsFileRoutes(clustered, dataDir, shared);
    alone = Fastify();
    registerHlsFileRoutes(alone, dataDir);
    await shared.put(hlsStoreKey(ROOM, PLAYLIST), Buffer.from(playlistOf(7)), HLS_PLAYLIST_TYPE);
    await shared.put(hlsStoreKey(ROOM, seg(7)), Buffer.from('segment 7'), 'video/mp2t');
  });
  after(async () => {
    await clustered.close();
    await alone.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the playlist and segments from the shared store, with their types and caching', async () => {
    const playlist = await clustered.inject({ url: `/hls/${ROOM}/${PLAYLIST}` });
    assert.equal(playlist.statusCode, 200);
    assert.equal(playlist.body, playlistOf(7));
    assert.equal(playlist.headers['content-type'], HLS_PLAYLIST_TYPE);
    assert.equal(playlist.headers['cache-control'], 'public, max-age=1');
    const segment = await clustered.inject({ url: `/hls/${ROOM}/${seg(7)}` });
    assert.equal(segment.statusCode, 200);
    assert.equal(segment.body, 'segment 7');
    assert.equal(segment.headers['content-type'], 'video/mp2t');
    assert.equal(segment.headers['content-length'], String('segment 7'.length));
  });

  it('answers 404 for a file in no store, and on one server never reads the store', async () => {
    assert.equal((await clustered.inject({ url: `/hls/${ROOM}/${seg(8)}` })).statusCode, 404);
    assert.equal((await alone.inject({ url: `/hls/${ROOM}/${PLAYLIST}` })).statusCode, 404);
    // Only a stream room's playlist or segment names are looked up at all.
    assert.equal((await clustered.inject({ url: `/hls/debate-CA/${PLAYLIST}` })).statusCode, 404);
  });

  it('prefers the file on its own disk (the holder)', async () => {
    const dir = hlsDir(dataDir, ROOM);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, seg(7)), 'segment 7 on disk');
    const segment = await clustered.inject({ url: `/hls/${ROOM}/${seg(7)}` });
    assert.equal(segment.body, 'segment 7 on disk');
  });
});

describe('a room on several servers is live once its playlist is in the shared store', () => {
  it('says starting while the copy is held back, live once stored, and cleans the store', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-room-hls-shared-'));
    const shared = new MemoryFileStorage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const put = shared.put.bind(shared);
    shared.put = async (key, bytes, type) => {
      await held;
      return put(key, bytes, type);
    };
    const hls = roomHls({
      dataDir,
      warmUpAt: 100,
      shared: { storage: shared, ledger: NO_LEDGER },
      encoderStart: (encoderDir) => {
        writeFileSync(path.join(encoderDir, PLAYLIST), playlistOf());
        return {
          exited: new Promise<number | null>(() => {}),
          lastLines: () => '',
          stop: () => Promise.resolve(),
        };
      },
    });
    const answer = 'v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=mid:0\r\na=rtpmap:96 VP8/90000\r\n';
    try {
      hls.published(
        ROOM,
        'session-1',
        answer,
        {
          forward: () => Promise.resolve(() => Promise.resolve()),
          keyframe: () => Promise.resolve(),
        },
        7,
      );
      hls.want(ROOM);
      // ffmpeg's playlist is on this server's disk, but no other server can serve it yet.
      await until(() => existsSync(path.join(hlsDir(dataDir, ROOM), PLAYLIST)), 'it is written');
      await sleep(50);
      assert.equal(hls.state(ROOM), 'starting');
      release();
      await until(() => hls.state(ROOM) === 'live', 'the room is live');
      assert.ok(shared.files.has(hlsStoreKey(ROOM, PLAYLIST)));
      await hls.unpublished('session-1');
      assert.deepEqual([...shared.files.keys()], []);
    } finally {
      await hls.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
