import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MediaRoom } from '../media/media-server';
import { hasHls, hlsDir, hlsRoot } from './hls-dir';
import { PLAYLIST, startEncoder, type HlsEncoder } from './hls-encoder';
import { forwardedTracks } from './hls-sdp';
import { freeRtpPorts } from './rtp-ports';

// HLS for crowds (docs/video.md): while a stream room has a publisher, Janus forwards its RTP
// to loopback ports (VideoRoom `rtp_forward`, with the room's secret, which only the Janus
// media server holds: so it passes the `forward` call in) and an ffmpeg there writes HLS into
// the room's folder. The publication ending (camera off, replaced by a reload, kicked, End
// Stream, the server stopping) stops ffmpeg and removes the folder: nothing of a stream is
// served once it is over (the recording is the replay). What the Janus media server calls:
// - `published`: a publication is up (its session and Janus's SDP answer to it).
// - `unpublished`: that session ended (any other session id is ignored).

/** Where Janus sends one track: the publisher's mid, a loopback port. */
export interface ForwardTarget {
  mid: string;
  port: number;
}

/** What Janus does for a publication's HLS (the Janus media server holds the room secret). */
export interface PublicationControl {
  /** VideoRoom `rtp_forward` of the publication's tracks to the targets. */
  forward(targets: ForwardTarget[]): Promise<void>;
  /** Asks the publisher's browser for a keyframe (VideoRoom `configure`, `keyframe`). */
  keyframe(): Promise<void>;
}

/**
 * ffmpeg learns the picture's size only from a VP8 keyframe, and a browser sends one only
 * when asked after its first: ask every second until the playlist is written.
 */
const KEYFRAME_EVERY_MS = 1_000;
const KEYFRAME_TRIES = 20;

export interface RoomHls {
  published(
    room: MediaRoom,
    sessionId: string,
    answerSdp: string,
    janus: PublicationControl,
  ): Promise<void>;
  unpublished(sessionId: string): Promise<void>;
  /** Whether the room's playlist is being written now. */
  live(room: MediaRoom): boolean;
  stop(): Promise<void>;
}

interface Running {
  room: MediaRoom;
  encoder?: HlsEncoder;
  /** Set once `unpublished` came while it was starting. */
  ended: boolean;
}

export function roomHls({
  dataDir,
  ffmpeg = 'ffmpeg',
  onError = () => {},
}: {
  dataDir: string;
  ffmpeg?: string;
  onError?: (error: unknown, what: string) => void;
}): RoomHls {
  // Left by a server that stopped without cleaning up: never served again.
  rmSync(hlsRoot(dataDir), { recursive: true, force: true });
  const bySession = new Map<string, Running>();

  const remove = async (running: Running) => {
    running.ended = true;
    await running.encoder?.stop();
    // Another publication of the room (a reload) may have started meanwhile: keep its folder.
    const again = [...bySession.values()].some((other) => other.room === running.room);
    if (!again) rmSync(hlsDir(dataDir, running.room), { recursive: true, force: true });
  };

  return {
    async published(room, sessionId, answerSdp, janus) {
      if (!hasHls(room)) return;
      const running: Running = { room, ended: false };
      bySession.set(sessionId, running);
      try {
        const tracks = forwardedTracks(answerSdp);
        if (!tracks.some((track) => track.kind === 'video')) return;
        const ports = await freeRtpPorts(tracks.length);
        const dir = hlsDir(dataDir, room);
        rmSync(dir, { recursive: true, force: true });
        mkdirSync(dir, { recursive: true });
        const withPorts = tracks.map((track, i) => ({ ...track, port: ports[i] }));
        // ffmpeg listens before Janus sends, so the first keyframe is not lost.
        running.encoder = startEncoder(dir, withPorts, ffmpeg);
        void running.encoder.exited.then((code) => {
          if (!running.ended)
            onError(
              new Error(`ffmpeg exited (${code}): ${running.encoder?.lastLines()}`),
              `${room}'s HLS`,
            );
        });
        if (running.ended) return;
        await janus.forward(withPorts.map(({ mid, port }) => ({ mid, port })));
        for (let tries = 0; tries < KEYFRAME_TRIES; tries++) {
          if (running.ended || existsSync(path.join(dir, PLAYLIST))) break;
          await janus.keyframe().catch(() => {});
          await sleep(KEYFRAME_EVERY_MS);
        }
      } catch (error) {
        onError(error, `starting ${room}'s HLS`);
        if (bySession.get(sessionId) === running) bySession.delete(sessionId);
        await remove(running);
      }
    },

    async unpublished(sessionId) {
      const running = bySession.get(sessionId);
      if (!running) return;
      bySession.delete(sessionId);
      await remove(running);
    },

    live: (room) =>
      [...bySession.values()].some((running) => running.room === room && !running.ended) &&
      existsSync(path.join(hlsDir(dataDir, room), PLAYLIST)),

    async stop() {
      const all = [...bySession.values()];
      bySession.clear();
      for (const running of all) await remove(running);
    },
  };
}
