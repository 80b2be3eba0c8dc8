import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import type { Db } from '../db/db';
import { LEASE_MS } from '../media/room-placement';
import type { FileStorage } from '../storage/file-storage';
import { mediaToolsInstalled } from './media-tools';
import { claimNextRecording, processRecording, removeStrayTrackFolders } from './process-recording';
import {
  removeExpiredRecordings,
  RETENTION_PERIOD_MS,
  type RecordingLimits,
} from './recording-files';
import { endOrphanedRecordings, endRecordingsOfEndedStreams } from './recording-rows';

// The recordings' background work (docs/video.md "Recordings"), two periodic jobs:
// - every 10 s: recordings whose stream ended or whose server is gone are ended, then the
//   next ended recording whose tracks are here is made into its video, one at a time (the
//   job's runs never overlap; each row belongs to one server, host_id). Without janus-pp-rec
//   and ffmpeg (scripts/ensure-media-tools.sh) recordings wait in 'processing'.
// - daily: the retention (recording-files.ts).

export const PROCESSING_PERIOD_MS = 10_000;

export function startRecordingJobs({
  db,
  storage,
  dataDir,
  hostId,
  limits,
  log,
  periodMs = PROCESSING_PERIOD_MS,
}: {
  db: Db;
  storage: FileStorage;
  dataDir: string;
  hostId: string | null;
  limits: RecordingLimits;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  periodMs?: number;
}): PeriodicJob[] {
  const startedAt = new Date();
  let tools: Promise<boolean> | undefined;
  let first = true;
  const processing = startPeriodicJob({
    name: 'recording processing',
    periodMs,
    log,
    run: async () => {
      await endRecordingsOfEndedStreams(db);
      await endOrphanedRecordings(db, hostId, startedAt, LEASE_MS);
      if (first) {
        first = false;
        await removeStrayTrackFolders(db, dataDir);
      }
      tools ??= mediaToolsInstalled().then((found) => {
        if (!found) {
          log.warn(
            'janus-pp-rec or ffmpeg is missing (bash scripts/ensure-media-tools.sh): recordings wait',
          );
        }
        return found;
      });
      if (!(await tools)) return;
      const row = await claimNextRecording(db, dataDir, hostId);
      if (!row) return;
      const status = await processRecording(db, storage, dataDir, row, limits);
      log.info({ recording: row.id, status }, 'recording processed');
    },
  });
  const retention = startPeriodicJob({
    name: 'recording retention',
    periodMs: RETENTION_PERIOD_MS,
    log,
    run: async () => {
      const removed = await removeExpiredRecordings(db, storage, limits.retentionDays);
      if (removed > 0) log.info({ removed }, 'recordings past their retention removed');
    },
  });
  return [processing, retention];
}
