import type { Db } from '../db/db';

// Which server holds which media room (migration 0041, docs/video.md "Several servers"). A
// server is live while its `seen_at` is younger than the lease; it renews it every
// HEARTBEAT_MS. A room is claimed atomically by the server a publish lands on when the room has
// no live holder, so two servers claiming at once agree on one.

/** How often a server renews its `seen_at`. */
export const HEARTBEAT_MS = 5_000;
/** A server not seen for this long has died: its rooms go to the next server that claims them. */
export const LEASE_MS = 15_000;

export interface MediaHost {
  id: string;
  url: string;
}

/**
 * SQL: the media host `h` is live, the lease in seconds being query parameter `$n`. The one
 * answer to "is that server up", which the recordings' and the HLS clean-ups ask too.
 */
const liveWith = (n: number) => `h.seen_at > now() - make_interval(secs => $${n}::float8)`;

/** SQL: the server named by `hostColumn` is not a live media host (dead, or its row gone). */
export const hostGone = (hostColumn: string, n: number) =>
  `not exists (select 1 from media_hosts h where h.id = ${hostColumn} and ${liveWith(n)})`;

export interface RoomPlacement {
  /** This server, registered; a process that restarted at the same URL ends its old self. */
  register(): Promise<void>;
  heartbeat(): Promise<void>;
  /** The live holder of `room`, claiming it for this server when it has none. */
  claim(room: string): Promise<MediaHost>;
  /** The live holder of `room`, or undefined. */
  holderOf(room: string): Promise<MediaHost | undefined>;
  /** A live server by id, or undefined (a session id naming a dead or unknown server). */
  host(id: string): Promise<MediaHost | undefined>;
  /** The key servers sign their calls to each other with. */
  hopKey(): Promise<string>;
  /** Forgets this server (a clean stop): its rooms are free at once. */
  leave(): Promise<void>;
}

export function roomPlacement(db: Db, self: MediaHost, leaseMs = LEASE_MS): RoomPlacement {
  const leaseSecs = leaseMs / 1000;
  let key: Promise<string> | undefined;
  return {
    async register() {
      await db.query(`update media_hosts set seen_at = '-infinity' where url = $1 and id <> $2`, [
        self.url,
        self.id,
      ]);
      await db.query(
        `insert into media_hosts (id, url) values ($1, $2)
         on conflict (id) do update set url = excluded.url, seen_at = now()`,
        [self.id, self.url],
      );
    },

    async heartbeat() {
      await db.query(`update media_hosts set seen_at = now() where id = $1`, [self.id]);
    },

    async claim(room) {
      // The row lock of `on conflict do update` makes the check and the claim one step.
      await db.query(
        `insert into media_rooms (room, host_id) values ($1, $2)
         on conflict (room) do update set host_id = excluded.host_id, claimed_at = now()
         where ${hostGone('media_rooms.host_id', 3)}`,
        [room, self.id, leaseSecs],
      );
      const holder = await this.holderOf(room);
      // Only when this server's own lease lapsed between the two queries (a stalled process).
      if (!holder) throw new Error(`media room ${room} has no live holder after a claim`);
      return holder;
    },

    async holderOf(room) {
      const { rows } = await db.query<MediaHost>(
        `select h.id, h.url from media_rooms r join media_hosts h on h.id = r.host_id
         where r.room = $1 and ${liveWith(2)}`,
        [room, leaseSecs],
      );
      return rows[0];
    },

    async host(id) {
      const { rows } = await db.query<MediaHost>(
        `select h.id, h.url from media_hosts h where h.id = $1 and ${liveWith(2)}`,
        [id, leaseSecs],
      );
      return rows[0];
    },

    hopKey() {
      key ??= db
        .query<{ secret: string }>(`select secret from media_hop_key`)
        .then(({ rows }) => rows[0].secret)
        .catch((error: unknown) => {
          key = undefined;
          throw error;
        });
      return key;
    },

    async leave() {
      await db.query(`delete from media_hosts where id = $1`, [self.id]);
    },
  };
}
