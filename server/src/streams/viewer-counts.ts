import { STREAM_VIEWER_WINDOW_MS } from 'shared-api/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import type { Db } from '../db/db';

// Pushes viewer counts: every VIEWER_COUNT_PERIOD_MS each server writes the live
// streams' current counts where they changed (fundraising_streams.viewer_count), and the
// trigger of migration 0016 publishes each change to the candidate's live topic. Two servers
// running this at once publish a change once: the second waits on the row lock, then finds
// the count already written.

export const VIEWER_COUNT_PERIOD_MS = 3_000;

/** Writes the counts that changed; answers how many streams' counts moved. */
export async function publishViewerCounts(db: Db): Promise<number> {
  const { rows } = await db.query(
    `update fundraising_streams s set viewer_count = c.viewers
       from (select l.id,
                    (select count(*)::int from stream_viewers v
                      where v.stream_id = l.id
                        and v.last_seen_at > now() - make_interval(secs => $1::float8)) as viewers
               from fundraising_streams l
              where l.ended_at is null) c
      where s.id = c.id and s.viewer_count <> c.viewers
      returning s.id`,
    [STREAM_VIEWER_WINDOW_MS / 1000],
  );
  return rows.length;
}

export function startViewerCountPublisher({
  db,
  log,
}: {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error'>;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'viewer counts',
    run: async () => void (await publishViewerCounts(db)),
    periodMs: VIEWER_COUNT_PERIOD_MS,
    log,
  });
}
