import type { MediaRoom } from '../media/media-server';

// Blocking playlist reloads (docs/video.md "HLS for crowds"): a player asking for a part that
// is not written yet waits for it instead of asking again and again. The waits of a room
// share one look at its playlist every LOOK_EVERY_MS (from this server's disk, or the shared
// store on a server that does not hold the room), however many players wait, and only while
// one does.

/** A new part is seen within this of the packager writing it (on the holder). */
export const LOOK_EVERY_MS = 100;

interface Wait {
  until: (playlist: string) => boolean;
  deadline: number;
  resolve: (playlist: string | null) => void;
}

export interface PlaylistWaits {
  /**
   * Resolves with the room's playlist once `until` holds for it, or null after `withinMs`
   * (or when the server closes).
   */
  wait(
    room: MediaRoom,
    until: (playlist: string) => boolean,
    withinMs: number,
  ): Promise<string | null>;
  close(): void;
}

export function playlistWaits(
  read: (room: MediaRoom) => Promise<string | null>,
  { everyMs = LOOK_EVERY_MS }: { everyMs?: number } = {},
): PlaylistWaits {
  const rooms = new Map<MediaRoom, { waits: Set<Wait>; timer: NodeJS.Timeout }>();

  const look = async (room: MediaRoom) => {
    const entry = rooms.get(room);
    if (!entry) return;
    const playlist = await read(room).catch(() => null);
    const now = Date.now();
    for (const wait of entry.waits) {
      if (playlist !== null && wait.until(playlist)) wait.resolve(playlist);
      else if (now >= wait.deadline) wait.resolve(null);
      else continue;
      entry.waits.delete(wait);
    }
    if (entry.waits.size === 0) {
      clearInterval(entry.timer);
      rooms.delete(room);
    }
  };

  return {
    wait(room, until, withinMs) {
      return new Promise((resolve) => {
        let entry = rooms.get(room);
        if (!entry) {
          // Not unref'd: a request is waiting on it (it stops with the last wait).
          const timer = setInterval(() => void look(room), everyMs);
          entry = { waits: new Set(), timer };
          rooms.set(room, entry);
        }
        entry.waits.add({ until, deadline: Date.now() + withinMs, resolve });
      });
    },
    close() {
      for (const { waits, timer } of rooms.values()) {
        clearInterval(timer);
        for (const wait of waits) wait.resolve(null);
      }
      rooms.clear();
    },
  };
}
