import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HlsState, MediaRoom } from '../media/media-server';
import type { FileStorage } from '../storage/file-storage';
import { hasHls, hlsDir, hlsRoot, PLAYLIST } from './hls-dir';
import { startEncoder, type EncoderInput, type HlsEncoder } from './hls-encoder';
import { mirrorHls, type HlsMirror } from './hls-mirror';
import { chunkPlaylistName, hlsPackager, type HlsPackager } from './hls-packager';
import type { HlsStoreLedger } from './hls-store-ledger';
import { forwardedTracks } from './hls-sdp';
import { freeRtpPorts, type PortRange } from './rtp-ports';

// HLS for crowds (docs/video.md), made only when needed: a room's publications are kept
// (`published`: its session, Janus's SDP answer to it, the control of its forward), and the
// room's encoder starts when a viewer asks for HLS (`want`) or when the room's WebRTC viewers
// on this server reach the warm-up level (`viewers`, hls-threshold.ts), a little below the
// threshold, so the playlist is there by the time the threshold is passed. Starting means:
// Janus forwards each publication's RTP to loopback ports (VideoRoom `rtp_forward`, with the
// room's secret, which only the Janus media server holds: so it passes the control in) and one
// ffmpeg there writes 1 s chunks into the room's folder, a debate's cameras side by side in
// one picture, by candidate id; the room's packager (hls-packager.ts) makes them its
// low-latency playlist. A debater coming or going while it runs starts another ffmpeg over
// the cameras live then, whose chunks the same packager continues the playlist with, so a
// viewer keeps playing. It stops again when nobody asked for HLS for IDLE_MS and the WebRTC viewers are below the
// warm-up level (an HLS player asks every few seconds while it plays). The room's last
// publication ending (camera off, replaced by a reload, kicked, End Stream, the server
// stopping) stops it and removes the folder: nothing of a stream is served once it is over
// (the recording is the replay).

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

/**
 * Starts ffmpeg on the cameras' ports (one input each), writing into `dir` (hls-encoder.ts;
 * tests pass a fake). `append`: the room's playlist is there already and goes on (the real
 * encoder's chunks are packaged onto it by the room's packager, hls-packager.ts).
 */
export type StartEncoder = (
  dir: string,
  inputs: EncoderInput[],
  options: { append: boolean },
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
/**
 * How long a room's ended playlist stays after its last camera left (served from this disk): a player
 * still reloading it reads #EXT-X-ENDLIST and stops, instead of meeting a 404 before the page's
 * next GET /api/media/hls (every 3 s) takes it back to WebRTC. hls.js reloads a live playlist
 * every target duration (1-2 s).
 */
export const ENDED_KEEP_MS = 10_000;
const IDLE_CHECK_MS = 10_000;
/** An encoder that failed is not started again for this long (each poll would restart it). */
const RETRY_AFTER_FAILURE_MS = 10_000;
/** ffmpegs started again at once, in a row, when one found a port taken. */
const PORT_RETRIES = 3;

export interface RoomHls {
  /** `candidateId`: whose camera it is (a debate's picture stacks them by candidate id). */
  published(
    room: MediaRoom,
    sessionId: string,
    answerSdp: string,
    janus: PublicationControl,
    candidateId: number,
  ): void;
  unpublished(sessionId: string): Promise<void>;
  /** A viewer asks for the room's HLS: its encoder starts unless it runs. */
  want(room: MediaRoom): void;
  /** The room's WebRTC viewers on this server now: at the warm-up level its encoder starts. */
  viewers(room: MediaRoom, count: number): void;
  state(room: MediaRoom): HlsState;
  /** Whose cameras the room's picture shows now, left to right (candidate ids). */
  cameras(room: MediaRoom): number[];
  stop(): Promise<void>;
}

/** A room's running ffmpeg, over the publications live when it started. */
interface Encoding {
  encoder?: HlsEncoder;
  unforwards: (() => Promise<void>)[];
  /** The publications it encodes (their session ids). */
  sessions: string[];
  /** Whose cameras its picture shows, left to right (those with video, by candidate id). */
  cameras: number[];
  /** Set once it is being stopped (a publication came or went, the last ended, or idle). */
  stopped: boolean;
  /** Resolves once it has stopped. */
  done?: Promise<void>;
}

interface Publication {
  room: MediaRoom;
  candidateId: number;
  answerSdp: string;
  janus: PublicationControl;
}

export function roomHls({
  dataDir,
  warmUpAt,
  ffmpeg = 'ffmpeg',
  encoderStart = (dir, inputs) => startEncoder(dir, inputs, { ffmpeg }),
  idleMs = IDLE_MS,
  idleCheckMs = IDLE_CHECK_MS,
  now = Date.now,
  onError = () => {},
  shared,
  keyframeEveryMs = KEYFRAME_EVERY_MS,
  playlistWithinMs = PLAYLIST_WITHIN_MS,
  endedKeepMs = ENDED_KEEP_MS,
  janusPorts,
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
   * The file store the room's HLS is copied into (hls-mirror.ts: several servers, or one with
   * S3), and the ledger of what this server put there (hls-store-ledger.ts).
   */
  shared?: { storage: FileStorage; ledger: HlsStoreLedger };
  keyframeEveryMs?: number;
  playlistWithinMs?: number;
  endedKeepMs?: number;
  /** Janus's own RTP ports (PAID_JANUS_RTP_PORTS): the forwards to ffmpeg stay out of them. */
  janusPorts?: PortRange;
}): RoomHls {
  // Left by a server that stopped without cleaning up: never served again.
  rmSync(hlsRoot(dataDir), { recursive: true, force: true });
  /** Live publications by session. */
  const bySession = new Map<string, Publication>();
  const encodings = new Map<MediaRoom, Encoding>();
  /** A room's copying into the store (`shared`), from its first encoding to its last. */
  const mirrors = new Map<MediaRoom, HlsMirror>();
  /** A room's low-latency playlist, made from its ffmpegs' chunks, one after another. */
  const packagers = new Map<MediaRoom, HlsPackager>();
  const failedAt = new Map<MediaRoom, number>();
  /** Encodings started again in a row because a port was taken (PORT_RETRIES at most). */
  const portRetries = new Map<MediaRoom, number>();
  /** Rooms whose ended playlist is still served, and the removal of their folder. */
  const endedRemovals = new Map<MediaRoom, NodeJS.Timeout>();
  const removeFolder = (room: MediaRoom) => {
    clearTimeout(endedRemovals.get(room));
    endedRemovals.delete(room);
    rmSync(hlsDir(dataDir, room), { recursive: true, force: true });
  };
  /** When a viewer last asked for each room's HLS. */
  const askedAt = new Map<MediaRoom, number>();
  const viewerCounts = new Map<MediaRoom, number>();

  /**
   * The room's live publications, in the order the picture stacks them: by candidate id (a
   * viewer names the columns from GET /api/media/hls's `cameras`).
   */
  const sessionsOf = (room: MediaRoom) =>
    [...bySession]
      .filter(([, publication]) => publication.room === room)
      .sort(([, a], [, b]) => a.candidateId - b.candidateId);
  const playlistOf = (room: MediaRoom) => path.join(hlsDir(dataDir, room), PLAYLIST);
  const readPlaylist = (room: MediaRoom) => {
    try {
      return readFileSync(playlistOf(room), 'utf8');
    } catch {
      return null;
    }
  };

  /** Ends an encoding: its forwards, its ffmpeg; the room's files too unless `keepFiles`. */
  const finish = (room: MediaRoom, encoding: Encoding, keepFiles: boolean) => {
    if (encodings.get(room) === encoding) encodings.delete(room);
    if (encoding.stopped) return encoding.done ?? Promise.resolve();
    encoding.stopped = true;
    encoding.done = (async () => {
      for (const unforward of encoding.unforwards) await unforward().catch(() => {});
      await encoding.encoder?.stop();
      // Another encoding of the room (a reload, a debater joining) may have started meanwhile:
      // keep its files.
      if (keepFiles || encodings.has(room)) return;
      const mirror = mirrors.get(room);
      mirrors.delete(room);
      const packager = packagers.get(room);
      packagers.delete(room);
      packager?.stop();
      await mirror?.stop();
      // Copied into a store: that copy is gone already, so the folder goes too.
      if (mirror) return removeFolder(room);
      // Served from this disk: the playlist says it ended, and goes a little later
      // (ENDED_KEEP_MS). The packager ends its own; a test's encoder wrote a plain one.
      if (!packager?.end()) {
        const playlist = readPlaylist(room);
        if (playlist === null) return removeFolder(room);
        if (!playlist.includes('#EXT-X-ENDLIST'))
          appendFileSync(playlistOf(room), '#EXT-X-ENDLIST\n');
      }
      const removal = setTimeout(() => {
        endedRemovals.delete(room);
        if (!encodings.has(room)) removeFolder(room);
      }, endedKeepMs);
      removal.unref();
      endedRemovals.set(room, removal);
    })();
    return encoding.done;
  };

  const stopRoom = async (room: MediaRoom) => {
    const encoding = encodings.get(room);
    if (encoding) await finish(room, encoding, false);
  };

  /**
   * Starts the room's ffmpeg over its live publications. `after`: the encoding it replaces is
   * stopping; the new one goes on its playlist (append) once the old ffmpeg has let go of it.
   */
  const startEncoding = async (room: MediaRoom, after?: Promise<void>) => {
    const sessions = sessionsOf(room);
    const encoding: Encoding = {
      unforwards: [],
      sessions: sessions.map(([id]) => id),
      cameras: [],
      stopped: false,
    };
    encodings.set(room, encoding);
    try {
      // Cameras with a picture, each with its publication (sound alone cannot be encoded).
      const cameras = sessions
        .map(([, publication]) => ({ publication, tracks: forwardedTracks(publication.answerSdp) }))
        .filter(({ tracks }) => tracks.some((track) => track.kind === 'video'));
      if (cameras.length === 0) throw new Error('No video to encode');
      encoding.cameras = cameras.map(({ publication }) => publication.candidateId);
      await after;
      if (encoding.stopped) return;
      // Chosen once the old ffmpeg has let go, the moment before this one binds them: a port
      // released long before could be someone else's by then (rtp-ports.ts).
      const ports = await freeRtpPorts(
        cameras.reduce((n, { tracks }) => n + tracks.length, 0),
        { avoid: janusPorts },
      );
      const dir = hlsDir(dataDir, room);
      const before = after ? readPlaylist(room) : null;
      if (before === null) removeFolder(room);
      mkdirSync(dir, { recursive: true });
      let next = 0;
      const inputs = cameras.map(({ tracks }) =>
        tracks.map((track) => ({ ...track, port: ports[next++] })),
      );
      // ffmpeg listens before Janus sends, so the first keyframe is not lost.
      const encoder = encoderStart(dir, inputs, { append: before !== null });
      encoding.encoder = encoder;
      const chunks = encoder.prefix;
      if (chunks) {
        let packager = packagers.get(room);
        if (!packager || before === null) {
          packager?.stop();
          packager = hlsPackager(dir);
          packagers.set(room, packager);
        }
        packager.follow(chunks);
      }
      if (shared && !mirrors.has(room))
        mirrors.set(room, mirrorHls({ dir, room, ...shared, onError }));
      void encoder.exited.then((code) => {
        if (encoding.stopped) return;
        const lastLines = encoder.lastLines();
        // Another program bound a port between its choice and ffmpeg's bind (rtp-ports.ts):
        // other ports at once, a few times, instead of the pause after a failure.
        const retries = portRetries.get(room) ?? 0;
        if (lastLines.includes('Address already in use') && retries < PORT_RETRIES) {
          portRetries.set(room, retries + 1);
          onError(
            new Error(`ffmpeg exited (${code}): ${lastLines}`),
            `${room}'s HLS (other ports)`,
          );
          restart(room);
          return;
        }
        onError(new Error(`ffmpeg exited (${code}): ${lastLines}`), `${room}'s HLS`);
        failedAt.set(room, now());
        void finish(room, encoding, false);
      });
      for (const [i, { publication }] of cameras.entries()) {
        const unforward = await publication.janus.forward(
          inputs[i].map(({ mid, port }) => ({ mid, port })),
        );
        encoding.unforwards.push(unforward);
        // Stopped while Janus was asked: its stop may have undone the others already.
        if (encoding.stopped) {
          await unforward().catch(() => {});
          return;
        }
      }
      // Written: ffmpeg finished its first chunk (the packager lists it within 100 ms); an
      // encoder without chunks (a test's), the playlist is there or changed.
      const written = chunks
        ? () => existsSync(path.join(dir, chunkPlaylistName(chunks)))
        : () => {
            const playlist = readPlaylist(room);
            return playlist !== null && playlist !== before;
          };
      const deadline = now() + playlistWithinMs;
      while (!encoding.stopped && !written()) {
        if (now() >= deadline) {
          onError(
            new Error(
              `ffmpeg wrote no playlist in ${playlistWithinMs / 1000} s: ${encoder.lastLines()}`,
            ),
            `${room}'s HLS (started again)`,
          );
          restart(room);
          return;
        }
        await Promise.all(
          cameras.map(({ publication }) => publication.janus.keyframe().catch(() => {})),
        );
        await sleep(keyframeEveryMs);
      }
      if (!encoding.stopped) portRetries.delete(room);
    } catch (error) {
      onError(error, `starting ${room}'s HLS`);
      failedAt.set(room, now());
      await finish(room, encoding, false);
    }
  };

  /**
   * Another ffmpeg for the room at once, over the publications live now, keeping what its
   * playlist holds (a debater joined or left; a stuck ffmpeg).
   */
  const restart = (room: MediaRoom) => {
    const encoding = encodings.get(room);
    if (!encoding) return;
    if (sessionsOf(room).length === 0) void finish(room, encoding, false);
    else void startEncoding(room, finish(room, encoding, true));
  };

  const needed = (room: MediaRoom) =>
    (viewerCounts.get(room) ?? 0) >= warmUpAt || now() - (askedAt.get(room) ?? -Infinity) < idleMs;

  /** Starts the room's encoder when needed and not running. */
  const startIfNeeded = (room: MediaRoom) => {
    if (sessionsOf(room).length === 0 || encodings.has(room) || !needed(room)) return;
    if (now() - (failedAt.get(room) ?? -Infinity) < RETRY_AFTER_FAILURE_MS) return;
    void startEncoding(room);
  };

  const idleCheck = setInterval(() => {
    for (const room of encodings.keys()) if (!needed(room)) void stopRoom(room);
    for (const [room, at] of askedAt) if (now() - at >= idleMs) askedAt.delete(room);
  }, idleCheckMs);
  idleCheck.unref();

  return {
    published(room, sessionId, answerSdp, janus, candidateId) {
      if (!hasHls(room)) return;
      bySession.set(sessionId, { room, candidateId, answerSdp, janus });
      // A debater joining a stage encoded now: the picture is made again with their camera.
      if (encodings.has(room)) restart(room);
      // A reload replacing the publication while viewers wanted its HLS: at once again.
      else startIfNeeded(room);
    },

    async unpublished(sessionId) {
      const publication = bySession.get(sessionId);
      if (!publication) return;
      bySession.delete(sessionId);
      const { room } = publication;
      const encoding = encodings.get(room);
      if (!encoding?.sessions.includes(sessionId)) return;
      // The last camera: the room's HLS goes. Another still live (a debate): made again without.
      if (sessionsOf(room).length === 0) await stopRoom(room);
      else restart(room);
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
      if (sessionsOf(room).length === 0) return 'none';
      if (!encodings.has(room)) return 'possible';
      // Copied into a store: live once the copy can be served (by every server, or the CDN).
      const mirror = mirrors.get(room);
      const written = mirror ? mirror.copied() : existsSync(playlistOf(room));
      return written ? 'live' : 'starting';
    },

    cameras(room) {
      return [...(encodings.get(room)?.cameras ?? [])];
    },

    async stop() {
      clearInterval(idleCheck);
      bySession.clear();
      for (const room of [...encodings.keys()]) await stopRoom(room);
      for (const room of [...endedRemovals.keys()]) removeFolder(room);
    },
  };
}
