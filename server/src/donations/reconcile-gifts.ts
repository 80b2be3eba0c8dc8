import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import type { PaymentProvider } from '../payments/payment-provider';
import { CLAIM_SECONDS, declineGift, releaseGift, settleGift } from './gift-settlement';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';

// Pending gifts nobody is charging any more (the server died between the charge and the
// settlement, or lost the provider's answer: gift-settlement.ts) are settled or given up by
// asking the provider by idempotency key. Runs at start and then on a clock in every server
// process (main.ts); exactly once across processes: each run claims its gifts with
// `for update skip locked` and a new claim time in one statement, and settling moves only a
// pending row. No transaction is open while the provider is asked.

/** A pending gift the provider never charged is declined after this long (the donor left). */
export const ABANDON_AFTER_SECONDS = 15 * 60;
export const ABANDONED_REASON = 'The payment was not completed.';
export const DEFAULT_RECONCILE_PERIOD_MS = 60_000;

export interface ReconcileOptions {
  /** Only gifts pending at least this long (default 0: any whose claim has passed). */
  olderThanSeconds?: number;
  abandonAfterSeconds?: number;
  /** At most this many gifts per run. */
  batch?: number;
}

export interface ReconcileReport {
  settled: number[];
  declined: number[];
  /** Not charged (yet): given back, asked again on a later run. */
  waiting: number[];
  failed: { id: number; error: unknown }[];
}

export async function reconcilePendingGifts(
  db: Db,
  provider: PaymentProvider,
  {
    olderThanSeconds = 0,
    abandonAfterSeconds = ABANDON_AFTER_SECONDS,
    batch = 50,
  }: ReconcileOptions = {},
): Promise<ReconcileReport> {
  const { rows } = await db.query<{ id: number; key: string; abandoned: boolean }>(
    `update donations d set settle_after = now() + make_interval(secs => ${CLAIM_SECONDS})
      where d.id in (select p.id from donations p
                      where p.status = 'pending' and p.settle_after <= now()
                        and p.created_at <= now() - make_interval(secs => $1::int)
                      order by p.settle_after
                      limit $2
                        for update skip locked)
      returning d.id, d.idempotency_key as key,
                d.created_at <= now() - make_interval(secs => $3::int) as abandoned`,
    [olderThanSeconds, batch, abandonAfterSeconds],
  );
  const report: ReconcileReport = { settled: [], declined: [], waiting: [], failed: [] };
  for (const gift of rows) {
    try {
      const found = await provider.lookup(gift.key);
      if (found.status === 'succeeded') {
        await settleGift(db, gift.id, found.chargeId);
        report.settled.push(gift.id);
      } else if (gift.abandoned) {
        await declineGift(db, gift.id, ABANDONED_REASON);
        report.declined.push(gift.id);
      } else {
        await releaseGift(db, gift.id);
        report.waiting.push(gift.id);
      }
    } catch (error) {
      // The provider did not answer: the claim passes and a later run asks again.
      report.failed.push({ id: gift.id, error });
    }
  }
  return report;
}

/** Reconciles now, then every `periodMs`, never overlapping (clock/periodic-job.ts). */
export function startGiftReconciler({
  db,
  provider,
  log,
  periodMs = DEFAULT_RECONCILE_PERIOD_MS,
  options,
}: {
  db: Db;
  provider: PaymentProvider;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  periodMs?: number;
  options?: ReconcileOptions;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'gift reconcile job',
    periodMs,
    log,
    run: async () => {
      const report = await reconcilePendingGifts(db, provider, options);
      if (report.settled.length + report.declined.length > 0) {
        log.info(
          { settled: report.settled, declined: report.declined },
          'pending gifts reconciled',
        );
      }
      for (const { id, error } of report.failed) {
        log.error({ err: error, donationId: id }, 'reconciling a pending gift failed');
      }
    },
  });
}
