import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HlsState, MediaRoom } from '../media/media-server';
import type { FileStorage } from '../storage/file-storage';
import { hasHls, hlsDir, hlsRoot } from './hls-dir';
import { PLAYLIST, startEncoder, type HlsEncoder } from './hls-encoder';
import { mirrorHls, type HlsMirror } from './hls-mirror';
import type { HlsStoreLedger } from './hls-store-ledger';
import { forwardedTracks, type ForwardedTrack } from './hls-sdp';
import { freeRtpPorts } from './rtp-ports';

// HLS for crowds (docs/video.md), made only when needed: a stream room's publication is kept
// (`published`: its session, Janus's SDP answer to it, the control of its forward), and its
// encoder starts when a viewer asks for HLS (`want`) or when the room's WebRTC viewers on this
// server reach the warm-up level (`viewers`, hls-threshold.ts), a little below the threshold,
// so the playlist is there by the time the threshold is passed. Starting means: Janus forwards
// the publication's RTP to loopback ports (VideoRoom `rtp_forward`, with the room's secret,
// which only the Janus media server holds: so it passes the control in) and an ffmpeg there
// writes HLS into the room's folder. It stops again when nobody asked for HLS for IDLE_MS and
// the WebRTC viewers are below the warm-up level (an HLS player asks every few seconds while
// it plays). The publication ending (camera off, replaced by a reload, kicked, End Stream, the
// server stopping) stops it and removes the folder: nothing of a stream is served once it is
// over (the recording is the replay).

/** Where Janus sends one track: the publisher's mid, a loopback port. */
export interface ForwardTarget {
  mid: string;
  port: number;
}

/** What Janus does for a publication's HLS (the Janus media server holds the room secret). */
export interface PublicationControl {
  /** VideoRoom `rtp_forward` of the publication's tracks to the targets; resolves to its undoing. */
  forward(targets: ForwardTarget[]): Promise<() => Promise<void>>;
  /** Asks the publisher's browser for a keyframe (VideoRoom `configure`, `keyframe`). */
  keyframe(): Promise<void>;
}

/** Starts ffmpeg on the tracks' ports, writing into `dir` (hls-encoder.ts; tests pass a fake). */
export type StartEncoder = (
  dir: string,
  tracks: (ForwardedTrack & { port: number })[],
) => HlsEncoder;

/**
 * ffmpeg learns the picture's size only from a VP8 keyframe, and a browser sends one only
 * when asked after its first: ask every second until the playlist is written.
 */
const KEYFRAME_EVERY_MS = 1_000;
/**
 * An ffmpeg with no playlist by then is ended and another started at once (a new forward and
 * new ports): on a loaded machine an ffmpeg sometimes ran, took CPU and never wrote one (5 of
 * 8 publications one afternoon, bench/REPORT.md), while a new one for the same camera did.
 * A healthy start takes 2.5-4 s (hls-media.test.ts).
 */
export const PLAYLIST_WITHIN_MS = 20_000;

/** Nobody asked for HLS for this long (and few watch by WebRTC): the encoder stops. */
export const IDLE_MS = 60_000;
const IDLE_CHECK_MS = 10_000;
/** An encoder that failed is not started again for this long (each poll would restart it). */
const RETRY_AFTER_FAILURE_MS = 10_000;

export interface RoomHls {
  published(room: MediaRoom, sessionId: string, answerSdp: string, janus: PublicationControl): void;
  unpublished(sessionId: string): Promise<void>;
  /** A viewer asks for the room's HLS: its encoder starts unless it runs. */
  want(room: MediaRoom): void;
  /** The room's WebRTC viewers on this server now: at the warm-up level its encoder starts. */
  viewers(room: MediaRoom, count: number): void;
  state(room: MediaRoom): HlsState;
  stop(): Promise<void>;
}

interface Encoding {
  encoder?: HlsEncoder;
  mirror?: HlsMirror;
  unforward?: () => Promise<void>;
  /** Set once it is being stopped (the publication ended, or idle). */
  stopped: boolean;
}

interface Publication {
  room: MediaRoom;
  answerSdp: string;
  janus: PublicationControl;
  encoding?: Encoding;
  failedAt?: number;
}

export function roomHls({
  dataDir,
  warmUpAt,
  ffmpeg = 'ffmpeg',
  encoderStart = (dir, tracks) => startEncoder(dir, tracks, ffmpeg),
  idleMs = IDLE_MS,
  idleCheckMs = IDLE_CHECK_MS,
  now = Date.now,
  onError = () => {},
  shared,
  keyframeEveryMs = KEYFRAME_EVERY_MS,
  playlistWithinMs = PLAYLIST_WITHIN_MS,
}: {
  dataDir: string;
  /** WebRTC viewers of a room from which its encoder runs (hls-threshold.ts `hlsWarmUp`). */
  warmUpAt: number;
  ffmpeg?: string;
  encoderStart?: StartEncoder;
  idleMs?: number;
  idleCheckMs?: number;
  now?: () => number;
  onError?: (error: unknown, what: string) => void;
  /**
   * Several servers: the shared file store the room's HLS is copied into (hls-mirror.ts), and
   * the ledger of what this server put there (hls-store-ledger.ts).
   */
  shared?: { storage: FileStorage; ledger: HlsStoreLedger };
  keyframeEveryMs?: number;
  playlistWithinMs?: number;
}): RoomHls {
  // Left by a server that stopped without cleaning up: never served again.
  rmSync(hlsRoot(dataDir), { recursive: true, force: true });
  const bySession = new Map<string, Publication>();
  /** When a viewer last asked for each room's HLS. */
  const askedAt = new Map<MediaRoom, number>();
  const viewerCounts = new Map<MediaRoom, number>();

  const publicationOf = (room: MediaRoom) =>
    [...bySession.values()].find((publication) => publication.room === room);

  const stopEncoding = async (publication: Publication) => {
    const encoding = publication.encoding;
    if (!encoding) return;
    publication.encoding = undefined;
    encoding.stopped = true;
    await encoding.unforward?.().catch(() => {});
    await encoding.encoder?.stop();
    await encoding.mirror?.stop();
    // Another publication of the room (a reload) may have started meanwhile: keep its folder.
    const again = [...bySession.values()].some(
      (other) => other.room === publication.room && other.encoding,
    );
    if (again) return;
    rmSync(hlsDir(dataDir, publication.room), { recursive: true, force: true });
  };

  const startEncoding = async (publication: Publication) => {
    const { room, janus } = publication;
    const encoding: Encoding = { stopped: false };
    publication.encoding = encoding;
    try {
      const tracks = forwardedTracks(publication.answerSdp);
      if (!tracks.some((track) => track.kind === 'video')) throw new Error('No video to encode');
      const ports = await freeRtpPorts(tracks.length);
      if (encoding.stopped) return;
      const dir = hlsDir(dataDir, room);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      const withPorts = tracks.map((track, i) => ({ ...track, port: ports[i] }));
      // ffmpeg listens before Janus sends, so the first keyframe is not lost.
      const encoder = encoderStart(dir, withPorts);
      encoding.encoder = encoder;
      if (shared) encoding.mirror = mirrorHls({ dir, room, ...shared, onError });
      void encoder.exited.then((code) => {
        if (encoding.stopped) return;
        onError(new Error(`ffmpeg exited (${code}): ${encoder.lastLines()}`), `${room}'s HLS`);
        publication.failedAt = now();
        void stopEncoding(publication);
      });
      const unforward = await janus.forward(withPorts.map(({ mid, port }) => ({ mid, port })));
      encoding.unforward = unforward;
      if (encoding.stopped) await unforward().catch(() => {});
      const deadline = now() + playlistWithinMs;
      while (!encoding.stopped && !existsSync(path.join(dir, PLAYLIST))) {
        if (now() >= deadline) {
          onError(
            new Error(
              `ffmpeg wrote no playlist in ${playlistWithinMs / 1000} s: ${encoder.lastLines()}`,
            ),
            `${room}'s HLS (started again)`,
          );
          await stopEncoding(publication);
          startIfNeeded(room);
          return;
        }
        await janus.keyframe().catch(() => {});
        await sleep(keyframeEveryMs);
      }
    } catch (error) {
      onError(error, `starting ${room}'s HLS`);
      publication.failedAt = now();
      if (publication.encoding === encoding) await stopEncoding(publication);
    }
  };

  const needed = (room: MediaRoom) =>
    (viewerCounts.get(room) ?? 0) >= warmUpAt || now() - (askedAt.get(room) ?? -Infinity) < idleMs;

  /** Starts the room's encoder when needed and not running. */
  const startIfNeeded = (room: MediaRoom) => {
    const publication = publicationOf(room);
    if (!publication || publication.encoding || !needed(room)) return;
    if (now() - (publication.failedAt ?? -Infinity) < RETRY_AFTER_FAILURE_MS) return;
    void startEncoding(publication);
  };

  const idleCheck = setInterval(() => {
    for (const publication of bySession.values()) {
      if (publication.encoding && !needed(publication.room)) void stopEncoding(publication);
    }
    for (const [room, at] of askedAt) if (now() - at >= idleMs) askedAt.delete(room);
  }, idleCheckMs);
  idleCheck.unref();

  return {
    published(room, sessionId, answerSdp, janus) {
      if (!hasHls(room)) return;
      bySession.set(sessionId, { room, answerSdp, janus });
      // A reload replacing the publication while viewers wanted its HLS: at once again.
      startIfNeeded(room);
    },

    async unpublished(sessionId) {
      const publication = bySession.get(sessionId);
      if (!publication) return;
      bySession.delete(sessionId);
      await stopEncoding(publication);
    },

    want(room) {
      if (!hasHls(room)) return;
      askedAt.set(room, now());
      startIfNeeded(room);
    },

    viewers(room, count) {
      if (!hasHls(room)) return;
      if (count > 0) viewerCounts.set(room, count);
      else viewerCounts.delete(room);
      startIfNeeded(room);
    },

    state(room) {
      const publication = publicationOf(room);
      if (!publication) return 'none';
      const { encoding } = publication;
      if (!encoding) return 'possible';
      // Several servers: live once every server can serve the playlist.
      const written = encoding.mirror
        ? encoding.mirror.copied()
        : existsSync(path.join(hlsDir(dataDir, room), PLAYLIST));
      return written ? 'live' : 'starting';
    },

    async stop() {
      clearInterval(idleCheck);
      const all = [...bySession.values()];
      bySession.clear();
      for (const publication of all) await stopEncoding(publication);
    },
  };
}
