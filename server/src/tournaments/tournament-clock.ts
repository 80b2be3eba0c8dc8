import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import { advanceTournaments } from './advance-tournaments';

// Runs the tournament job in a server process: once at start, then every `periodMs`
// (PAID_TOURNAMENT_TICK_MS, default 60 s), never overlapping (clock/periodic-job.ts). `now` is the server's clock
// (clock/server-clock.ts: the real one plus PAID_CLOCK_OFFSET_MS, which only tests set).

export const DEFAULT_TOURNAMENT_TICK_MS = 60_000;

export type TournamentClock = PeriodicJob;

export function startTournamentClock({
  db,
  log,
  periodMs = DEFAULT_TOURNAMENT_TICK_MS,
  now = () => new Date(),
}: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  periodMs?: number;
  now?: () => Date;
}): TournamentClock {
  return startPeriodicJob({
    name: 'tournament job',
    periodMs,
    log,
    run: async () => {
      const report = await advanceTournaments(db, now());
      if (report.performed.length > 0) {
        log.info({ transitions: report.performed }, 'tournaments advanced');
      }
      if (report.cancelled.length > 0) {
        log.info({ tournamentIds: report.cancelled }, 'tournaments cancelled: too few candidates');
      }
      for (const { tournamentId, error } of report.failed) {
        log.error({ err: error, tournamentId }, 'advancing a tournament failed');
      }
    },
  });
}
