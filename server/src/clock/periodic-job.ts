import type { FastifyBaseLogger } from 'fastify';

// The server's background work (the tournament clock, the clean-up of unattached uploads):
// run once at start, then every `periodMs`. Runs never overlap: the next one is scheduled
// when the previous has finished. A failed run is logged and the next one tries again (the
// database may be briefly unreachable). Each job makes its own work safe for any number of
// server processes (row locks with `skip locked`); this only paces it.

export interface PeriodicJob {
  /** Stops scheduling and waits for a run in progress. */
  stop(): Promise<void>;
}

export function startPeriodicJob({
  name,
  run,
  periodMs,
  log,
}: {
  /** Named in the log when a run fails. */
  name: string;
  run: () => Promise<void>;
  periodMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}): PeriodicJob {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      await run();
    } catch (error) {
      log.error({ err: error }, `${name} failed`);
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
