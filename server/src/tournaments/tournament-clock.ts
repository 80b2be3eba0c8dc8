import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { advanceTournaments } from './advance-tournaments';

// Runs the tournament job in a server process: once at start, then every `periodMs`
// (PAID_TOURNAMENT_TICK_MS, default 60 s). Runs never overlap: the next one is scheduled
// when the previous has finished. `now` is the clock (the real one plus PAID_CLOCK_OFFSET_MS,
// which only tests set).

export const DEFAULT_TOURNAMENT_TICK_MS = 60_000;

export interface TournamentClock {
  /** Stops scheduling and waits for a run in progress. */
  stop(): Promise<void>;
}

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
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      const report = await advanceTournaments(db, now());
      if (report.performed.length > 0) {
        log.info({ transitions: report.performed }, 'tournaments advanced');
      }
      for (const { tournamentId, error } of report.failed) {
        log.error({ err: error, tournamentId }, 'advancing a tournament failed');
      }
    } catch (error) {
      // The database may be briefly unreachable; the next tick tries again.
      log.error({ err: error }, 'tournament job failed');
    }
  };

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = tick().finally(() => {
        if (!stopped) schedule(periodMs);
      });
    }, delayMs);
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
