import type { Db } from '../db/db';
import { hostGone, LEASE_MS } from '../media/room-placement';
import type { FileStorage } from '../storage/file-storage';

// Which server put each HLS file into the shared store (migration 0050, docs/video.md "HLS for
// crowds"). The holder writes a key down before it puts the file and crosses it out after it
// deleted it (hls-mirror.ts), so a file in the store always has its line here; a holder that
// dies leaves its lines, and `deleteOrphanHls` (every server of a cluster, each minute:
// main.ts) deletes the files of every writer that is no longer a live server
// (room-placement.ts: its `seen_at` older than the lease, or its row gone).

export interface HlsStoreLedger {
  /** Before the file is put: the key is this server's (taken over from a dead holder too). */
  storing(key: string): Promise<void>;
  /** After the file is deleted from the store. */
  deleted(key: string): Promise<void>;
}

export function hlsStoreLedger(db: Db, hostId: string): HlsStoreLedger {
  return {
    async storing(key) {
      await db.query(
        `insert into hls_store_files (key, host_id) values ($1, $2)
         on conflict (key) do update set host_id = excluded.host_id, stored_at = now()`,
        [key, hostId],
      );
    },
    async deleted(key) {
      await db.query(`delete from hls_store_files where key = $1 and host_id = $2`, [key, hostId]);
    },
  };
}

/**
 * Deletes from the store the HLS files whose writer is no longer a live server; the number
 * deleted. Each line is taken by one server (`delete ... returning`). A line whose file could
 * not be deleted is written back, for the next round.
 */
export async function deleteOrphanHls(
  db: Db,
  storage: FileStorage,
  leaseMs = LEASE_MS,
): Promise<number> {
  const { rows } = await db.query<{ key: string; host_id: string }>(
    `delete from hls_store_files f where ${hostGone('f.host_id', 1)} returning key, host_id`,
    [leaseMs / 1000],
  );
  let deleted = 0;
  for (const { key, host_id: hostId } of rows) {
    // A room's playlist keeps its name under a new holder, which may have written it down
    // since: then the file is its own (a moment's race remains; its next playlist, a second
    // later, puts it back).
    const { rows: taken } = await db.query(`select 1 from hls_store_files where key = $1`, [key]);
    if (taken.length > 0) continue;
    try {
      await storage.delete(key);
      deleted += 1;
    } catch (error) {
      await db.query(
        `insert into hls_store_files (key, host_id) values ($1, $2) on conflict (key) do nothing`,
        [key, hostId],
      );
      throw error;
    }
  }
  return deleted;
}
