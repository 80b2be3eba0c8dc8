import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { hlsDir } from '../src/hls/hls-dir';
import { PLAYLIST } from '../src/hls/hls-dir';
import { hlsStoreKey, mirrorHls } from '../src/hls/hls-mirror';
import { deleteOrphanHls, hlsStoreLedger } from '../src/hls/hls-store-ledger';
import type { MediaRoom } from '../src/media/media-server';
import { DatabaseFileStorage } from '../src/storage/database-file-storage';
import { playlistOf, seg } from './helpers/hls-fixtures';
import { createTestDatabase, type TestDatabase } from './helpers/test-databases';

// The HLS a holder that died left in the shared store (docs/video.md "HLS for crowds"): each
// file the holder copies there is written down with its server first (migration 0050), and
// the servers still up delete the files of every writer whose lease has lapsed. A room's
// playlist that a new holder has since written is its own, and stays. The store is
// PostgreSQL's file_bytes as on a cluster without S3; the rows are the same on either database.

const ROOM = 'stream-7' as MediaRoom;

describe('HLS files of a holder that died', () => {
  let database: TestDatabase;
  let storage: DatabaseFileStorage;
  let dataDir: string;

  const stored = async () =>
    (
      await database.db.query<{ key: string }>(
        `select key from file_bytes where key like 'hls/%' order by key`,
      )
    ).rows.map((row) => row.key);
  const host = (id: string, seenSecondsAgo: number) =>
    database.db.query(
      `insert into media_hosts (id, url, seen_at)
       values ($1, 'http://127.0.0.1:' || (4000 + length($1)), now() - make_interval(secs => $2))
       on conflict (id) do update set seen_at = excluded.seen_at`,
      [id, seenSecondsAgo],
    );

  before(async () => {
    database = await createTestDatabase('pglite');
    storage = new DatabaseFileStorage(database.db);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'paid-hls-ledger-'));
  });
  after(async () => {
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("are deleted once the holder's lease lapsed; a live server's and a taken-over playlist stay", async () => {
    await host('holder-a', 0);
    await host('holder-b', 0);
    // Holder A copies a room's HLS into the store, as hls-mirror does while ffmpeg writes it.
    const dir = hlsDir(dataDir, ROOM);
    mkdirSync(dir, { recursive: true });
    for (const n of [1, 2]) writeFileSync(path.join(dir, seg(n)), `segment ${n}`);
    writeFileSync(path.join(dir, PLAYLIST), playlistOf(1, 2));
    const mirror = mirrorHls({
      dir,
      room: ROOM,
      storage,
      ledger: hlsStoreLedger(database.db, 'holder-a'),
      everyMs: 5,
    });
    for (let tries = 0; tries < 400 && !mirror.copied(); tries += 1) await sleep(10);
    assert.ok(mirror.copied(), 'the playlist is stored');
    const roomFiles = [PLAYLIST, seg(1), seg(2)].map((file) => hlsStoreKey(ROOM, file)).sort();
    assert.deepEqual(await stored(), roomFiles);
    // Holder B's own room, which it still serves.
    const other = hlsStoreLedger(database.db, 'holder-b');
    const otherKey = hlsStoreKey('stream-8' as MediaRoom, seg(9));
    await other.storing(otherKey);
    await storage.put(otherKey, Buffer.from('b'), 'video/mp2t');

    // While A is up nothing is touched.
    assert.equal(await deleteOrphanHls(database.db, storage), 0);
    assert.equal((await stored()).length, 4);

    // A dies (no clean stop: its mirror never deletes; its lease lapses), and B takes the room
    // over and writes its playlist before the clean-up comes.
    await host('holder-a', 60);
    await other.storing(hlsStoreKey(ROOM, PLAYLIST));
    await storage.put(
      hlsStoreKey(ROOM, PLAYLIST),
      Buffer.from(playlistOf()),
      'application/vnd.apple.mpegurl',
    );
    assert.equal(await deleteOrphanHls(database.db, storage), 2);
    assert.deepEqual(await stored(), [hlsStoreKey(ROOM, PLAYLIST), otherKey].sort());
    const { rows } = await database.db.query<{ key: string; host_id: string }>(
      `select key, host_id from hls_store_files order by key`,
    );
    assert.deepEqual(
      rows.map((row) => [row.key, row.host_id]),
      [
        [hlsStoreKey(ROOM, PLAYLIST), 'holder-b'],
        [otherKey, 'holder-b'],
      ].sort(),
    );
    await mirror.stop().catch(() => {});
  });

  it("deletes the files of a writer whose server row is gone, and a holder's clean stop leaves no line", async () => {
    await database.db.query(`delete from hls_store_files`);
    await host('holder-c', 0);
    const ledger = hlsStoreLedger(database.db, 'holder-c');
    const key = hlsStoreKey('stream-9' as MediaRoom, seg(3));
    await ledger.storing(key);
    await storage.put(key, Buffer.from('c'), 'video/mp2t');
    await ledger.deleted(key);
    await storage.delete(key);
    assert.equal((await database.db.query(`select 1 from hls_store_files`)).rows.length, 0);

    const gone = hlsStoreLedger(database.db, 'holder-left');
    const left = hlsStoreKey('stream-10' as MediaRoom, seg(4));
    await gone.storing(left);
    await storage.put(left, Buffer.from('d'), 'video/mp2t');
    assert.equal(await deleteOrphanHls(database.db, storage), 1);
    assert.equal(await storage.get(left), null);
  });

  it('keeps a playlist a new holder wrote down between the clean-up taking its line and deleting it', async () => {
    await database.db.query(`delete from hls_store_files`);
    await host('holder-d', 60);
    await host('holder-e', 0);
    const key = hlsStoreKey('stream-11' as MediaRoom, PLAYLIST);
    await hlsStoreLedger(database.db, 'holder-d').storing(key);
    await storage.put(key, Buffer.from('old'), 'application/vnd.apple.mpegurl');
    // The new holder's write lands just after the clean-up took the dead holder's line.
    const racing = Object.create(database.db) as typeof database.db;
    racing.query = (async (sql: string, params?: unknown[]) => {
      const result = await database.db.query(sql, params as never);
      if (sql.includes('delete from hls_store_files f')) {
        await hlsStoreLedger(database.db, 'holder-e').storing(key);
        await storage.put(key, Buffer.from('new'), 'application/vnd.apple.mpegurl');
      }
      return result;
    }) as typeof database.db.query;
    assert.equal(await deleteOrphanHls(racing, storage), 0);
    assert.equal((await storage.get(key))?.bytes.toString(), 'new');
  });
});
