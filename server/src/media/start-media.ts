import type { Db } from '../db/db';
import type { FileStorage } from '../storage/file-storage';
import { connectJanusMediaServer } from './janus-media-server';
import { findJanus, startJanus, type JanusOptions } from './janus-process';
import { unavailableMediaServer, type MediaServer } from './media-server';
import { roomRecorder } from '../recordings/room-recorder';
import { newHostId, routedMediaServer } from './routed-media-server';
import { roomHls } from '../hls/room-hls';
import { portRange } from '../hls/rtp-ports';
import { hlsStoreLedger } from '../hls/hls-store-ledger';
import { DEFAULT_HLS_THRESHOLD, hlsWarmUp } from '../hls/hls-threshold';
import { hasProgram } from '../recordings/media-tools';

export type MediaSettings = Omit<JanusOptions, 'dataDir'> & {
  /** PAID_JANUS=off: never start Janus (video unavailable). */
  enabled: boolean;
  /**
   * PAID_INTERNAL_URL: where the other servers of a cluster reach this one (its own port, not
   * the balancer's). Set, rooms are placed by the database and calls go to their holder
   * (routed-media-server.ts); unset (one server), this server's Janus holds every room.
   */
  internalUrl?: string;
  /**
   * PAID_DEBATE_IDLE_SECONDS (default 30): a debate stage nobody has published in for this
   * long has ended, and so has its recording (recordings/room-recorder.ts).
   */
  debateIdleSeconds?: number;
  /** PAID_RECORD_DEBATES (default on): debate stages are recorded too (room-recorder.ts). */
  recordDebates?: boolean;
  /** PAID_HLS=on: live streams also as HLS, when ffmpeg is there (hls/room-hls.ts). */
  hls?: boolean;
  /** PAID_HLS_THRESHOLD: the room's encoder starts a little below it (hls-threshold.ts). */
  hlsThreshold?: number;
  /**
   * One server whose files are in S3 (S3_*): its rooms' HLS is copied into the bucket too,
   * for a CDN in front of it (PAID_HLS_PUBLIC_URL). Several servers always copy it.
   */
  hlsInStore?: boolean;
};

export interface StartedMedia {
  media: MediaServer;
  /**
   * This server's media host id (several servers; null on one): the recordings its Janus
   * holds are made into videos here (recordings/recording-job.ts).
   */
  hostId: string | null;
  /** What to log about it once the server's logger exists. */
  note: { level: 'info' | 'warn' | 'error'; message: string; error?: unknown };
}

/**
 * Janus when it is installed and starts, else the unavailable media server: the site runs
 * either way, and a Janus that fails is logged, not fatal.
 */
export async function startMedia(
  settings: MediaSettings,
  dataDir: string,
  db: Db,
  /**
   * The file store; on several servers (or one with S3: `hlsInStore`) the HLS a room's holder
   * writes is copied into it.
   */
  storage: FileStorage,
  /**
   * A recording or an HLS encoding that could not start or end (the camera goes on
   * regardless).
   */
  onRecordingError: (error: unknown, what: string) => void = () => {},
): Promise<StartedMedia> {
  const unavailable = (level: 'info' | 'warn' | 'error', message: string, error?: unknown) => ({
    media: unavailableMediaServer,
    hostId: null,
    note: { level, message, error },
  });
  if (!settings.enabled) return unavailable('info', 'PAID_JANUS=off: live video is unavailable');
  const installed = findJanus(settings.bin);
  if (!installed) {
    return unavailable(
      'warn',
      'Janus is not installed (bash scripts/ensure-janus.sh): live video is unavailable',
    );
  }
  try {
    const janus = await startJanus(installed, { ...settings, dataDir });
    try {
      const hostId = settings.internalUrl ? newHostId() : null;
      // Who writes the rooms' HLS into the store (hls-mirror.ts), as its ledger names them:
      // this media host, or on one server with S3 this process (main.ts deletes what an
      // earlier process left there at the start).
      const hlsWriter = hostId ?? (settings.hlsInStore ? newHostId() : null);
      // Every stream and debate is recorded (docs/video.md "Recordings").
      const recorder = roomRecorder({
        db,
        dataDir,
        hostId,
        debateIdleMs: settings.debateIdleSeconds && settings.debateIdleSeconds * 1000,
        recordDebates: settings.recordDebates,
        onError: onRecordingError,
      });
      // Streams also as HLS for crowds, when ffmpeg is there and only while needed
      // (docs/video.md "HLS for crowds").
      const hls =
        settings.hls && (await hasProgram('ffmpeg'))
          ? roomHls({
              dataDir,
              warmUpAt: hlsWarmUp(settings.hlsThreshold ?? DEFAULT_HLS_THRESHOLD),
              onError: onRecordingError,
              janusPorts: portRange(settings.rtpPortRange),
              shared: hlsWriter ? { storage, ledger: hlsStoreLedger(db, hlsWriter) } : undefined,
            })
          : undefined;
      const local = await connectJanusMediaServer(janus, { recorder, hls });
      const media = settings.internalUrl
        ? routedMediaServer(local, db, settings.internalUrl, { hostId: hostId! })
        : local;
      const where = settings.internalUrl ? `, rooms placed by the database` : '';
      return {
        media,
        hostId,
        note: { level: 'info', message: `Janus started at ${janus.url}${where}` },
      };
    } catch (error) {
      await janus.stop();
      throw error;
    }
  } catch (error) {
    return unavailable('error', 'Janus did not start: live video is unavailable', error);
  }
}
