import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import type { Db } from '../db/db';
import { stillGranted } from './media-grants';
import type { MediaServer } from './media-server';

// A grant is checked when publishing starts, but it can end while the camera is on: the
// stream ended in another tab or server, the candidate was deactivated, a donation moved a
// debater out of the state's top two, a click-in's time is up. Every few seconds each live publisher is checked again
// and one whose grant ended is kicked out of the room (docs/video.md).

/** How often live publishers are checked again. */
export const RECHECK_PUBLISHERS_MS = 5_000;

/** Kicks every publisher whose grant ended by `nowMs`; the candidates kicked, by room. */
export async function recheckPublishers(db: Db, media: MediaServer, nowMs = Date.now()) {
  const kicked: { room: string; candidateId: number }[] = [];
  for (const { sessionId, room, candidateId } of media.publications()) {
    if (await stillGranted(db, room, candidateId, nowMs)) continue;
    await media.kick(sessionId);
    kicked.push({ room, candidateId });
  }
  return kicked;
}

export function startPublisherRecheck({
  db,
  media,
  log,
  periodMs = RECHECK_PUBLISHERS_MS,
}: {
  db: Db;
  media: MediaServer;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  periodMs?: number;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'live video publisher re-check',
    run: async () => {
      const kicked = await recheckPublishers(db, media);
      if (kicked.length > 0) log.info({ kicked }, 'publishers whose grant ended were kicked');
    },
    periodMs,
    log,
  });
}
