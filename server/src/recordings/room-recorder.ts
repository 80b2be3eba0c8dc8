import fs from 'node:fs';
import type { Db } from '../db/db';
import type { MediaRoom } from '../media/media-server';
import { endRecording, openRecording } from './recording-rows';
import { recordingDir, trackBase } from './recording-tracks';

// What the Janus media server asks about recording (docs/video.md "Recordings"), so the media
// code calls it at the right points and holds none of it:
// - `published`: a camera is about to be published; opens (or joins) the room's recording and
//   answers the Janus options that record this publication, or nothing (never recorded: a
//   recording that cannot start never stops the camera).
// - `left`: a publisher's session ended. A debate's recording ends once nobody has published
//   in its room for `debateIdleMs` (30 s: a reload or a camera toggled off and on stays one
//   debate; the stage room itself is never closed while the stage exists). A stream's
//   recording does not end with its publisher: the candidate may come back until End Stream.
// - `roomClosed`: End Stream (or the server stopping) closed the room: its recording ends.

export interface JanusRecordOptions {
  record: true;
  filename: string;
}

export interface RoomRecorder {
  published(room: MediaRoom, candidateId: number): Promise<JanusRecordOptions | undefined>;
  left(room: MediaRoom, publishersLeft: number): void;
  roomClosed(room: MediaRoom): Promise<void>;
  stop(): void;
}

export const DEBATE_IDLE_MS = 30_000;

export function roomRecorder({
  db,
  dataDir,
  hostId,
  debateIdleMs = DEBATE_IDLE_MS,
  recordDebates = true,
  onError = () => {},
}: {
  db: Db;
  dataDir: string;
  /** This server's media host id (several servers); null on one server. */
  hostId: string | null;
  debateIdleMs?: number;
  /** Record debate stages too (PAID_RECORD_DEBATES, default on; off: streams only). */
  recordDebates?: boolean;
  onError?: (error: unknown, what: string) => void;
}): RoomRecorder {
  const idle = new Map<MediaRoom, NodeJS.Timeout>();
  const end = (room: MediaRoom) =>
    endRecording(db, room).catch((error: unknown) => onError(error, `ending ${room}'s recording`));

  return {
    async published(room, candidateId) {
      if (room.startsWith('debate-') && !recordDebates) return undefined;
      clearTimeout(idle.get(room));
      idle.delete(room);
      try {
        const open = await openRecording(db, room, candidateId, hostId);
        if (!open) return undefined;
        const dir = recordingDir(dataDir, open.id);
        fs.mkdirSync(dir, { recursive: true });
        return { record: true, filename: trackBase(dir, candidateId, open.offsetMs) };
      } catch (error) {
        onError(error, `opening ${room}'s recording`);
        return undefined;
      }
    },

    left(room, publishersLeft) {
      if (!room.startsWith('debate-') || publishersLeft > 0 || idle.has(room)) return;
      const timer = setTimeout(() => {
        idle.delete(room);
        void end(room);
      }, debateIdleMs);
      timer.unref();
      idle.set(room, timer);
    },

    async roomClosed(room) {
      clearTimeout(idle.get(room));
      idle.delete(room);
      await end(room);
    },

    stop() {
      for (const timer of idle.values()) clearTimeout(timer);
      idle.clear();
    },
  };
}
