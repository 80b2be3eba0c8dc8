import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerClock } from '../clock/server-clock';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import type { Db } from '../db/db';
import type { PaymentProvider } from '../payments/payment-provider';
import { refundExcess } from './excess-resolution';

// The 60-day clock (docs/donation-rules.md "Excessive gifts"): an excess still open on its
// due day (EXCESS_RESOLUTION_DAYS after the receipt of the gift that made it excessive) is
// refunded, as the rule requires. Exactly once across servers: a run claims due rows with
// `for update skip locked` and a claim token in one statement (another server's run skips
// them, a committee's click on one answers "being refunded"), and the provider's refund is
// keyed by the excess and the gift (excess-resolution.ts excessPartKey), so even a claim that
// ran out and was taken again gives the money back once; the resolving transaction changes
// only an open row it holds the claim of.

/** Every hour: the rule's window is days. */
export const EXCESS_CLOCK_PERIOD_MS = 60 * 60_000;
const CLAIM_SECONDS = 300;
/** Who the clock resolves as (donation_excesses.resolved_by, donations.refunded_by). */
export const EXCESS_CLOCK_ACTOR = 'clock';

export interface ExcessClockRun {
  refunded: number[];
  /** Excesses the run could not refund (a provider that did not answer, a gift changed). */
  failed: { id: number; reason: string }[];
}

/** Refunds every open excess due by `now`. */
export async function refundDueExcesses(
  db: Db,
  payments: PaymentProvider,
  { now, batch = 50 }: { now: Date; batch?: number },
): Promise<ExcessClockRun> {
  const token = crypto.randomUUID();
  const { rows } = await db.query<{ id: number }>(
    `update donation_excesses x
        set claim_token = $3, claimed_until = now() + make_interval(secs => ${CLAIM_SECONDS})
      where x.id in (select y.id from donation_excesses y
                      where y.status = 'open' and y.due_at <= $1::timestamptz
                        and (y.claimed_until is null or y.claimed_until <= now())
                      order by y.due_at, y.id
                      limit $2
                        for update skip locked)
      returning x.id`,
    [now.toISOString(), batch, token],
  );
  const run: ExcessClockRun = { refunded: [], failed: [] };
  for (const { id } of rows) {
    try {
      await refundExcess(db, payments, {
        excessId: Number(id),
        by: EXCESS_CLOCK_ACTOR,
        now,
        token,
      });
      run.refunded.push(Number(id));
    } catch (error) {
      // Tried again once the claim runs out; the others of this run go on.
      run.failed.push({ id: Number(id), reason: (error as Error).message });
    }
  }
  return run;
}

/** Runs now, then every EXCESS_CLOCK_PERIOD_MS (clock/periodic-job.ts). */
export function startExcessClock({
  db,
  payments,
  log,
  clock,
  periodMs = EXCESS_CLOCK_PERIOD_MS,
}: {
  db: Db;
  payments: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  clock: ServerClock;
  periodMs?: number;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'excess refunds',
    periodMs,
    log,
    run: async () => {
      const { refunded, failed } = await refundDueExcesses(db, payments, { now: clock.now() });
      if (refunded.length > 0) log.info({ refunded }, 'excess gifts refunded by the 60-day clock');
      if (failed.length > 0)
        log.error({ failed }, 'excess gifts the 60-day clock could not refund');
    },
  });
}
