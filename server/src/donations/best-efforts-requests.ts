import type { FastifyBaseLogger } from 'fastify';
import { BEST_EFFORTS_REQUEST_DAYS, DONOR_DETAILS_LINK_DAYS } from 'shared-api/contracts';
import { hashLinkToken, newLinkToken } from '../auth/account-tokens';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import type { ServerClock } from '../clock/server-clock';
import { buildCommitteeReport } from '../committee-report/committee-report';
import type { Db } from '../db/db';
import { bestEffortsMail, type FollowUpGift } from '../mail/best-efforts-mail';
import { giftMailLanguageSql, mailLanguage } from '../languages/member-language';
import { enqueueMail } from '../mail/outbox';

// Best efforts (11 CFR 104.7; docs/donation-rules.md "Best efforts follow-up"): a succeeded
// gift that the committee report itemizes (its contributor's aggregate to the candidate passes
// the itemisation threshold, buildCommitteeReport's `itemized`, so the follow-up asks exactly
// for what the report must show) and whose record lacks employer or occupation gets ONE
// follow-up mail, no later than BEST_EFFORTS_REQUEST_DAYS after the gift, with a single-use
// link (donor-details.ts). One request per gift, not per donor: the rule's clock runs from
// each gift's receipt, and the answer completes that gift's record.
//
// The donation form already requires both fields once a gift passes the threshold, so what
// this finds are the gifts the report aggregates more widely than the form's check did (keys
// that chain, identities joined later), and gifts written without the form (imports).
//
// Once across servers: a run claims the gifts with `for no key update skip locked`, so two
// servers split them instead of waiting, and best_efforts_requests' primary key (migration
// 0034) makes a second request for a gift impossible; the mail is queued in the same
// transaction as the request, so it exists exactly when the request does.

const DAY_MS = 86_400_000;

/** A run every hour: the rule's window is days, and each run reads the reports it needs. */
export const BEST_EFFORTS_PERIOD_MS = 60 * 60_000;

/**
 * Gifts per transaction. A backlog (an import, identities joined later) can be tens of
 * thousands of gifts; on PGlite one connection serves every request, so one transaction over
 * all of them would hold gifts back for minutes. Short transactions let gifts in between.
 */
const BATCH_GIFTS = 50;

/** Empty employer or occupation; the same words as migration 0034's partial index. */
const LACKS_DETAILS = `(coalesce(btrim(d.employer), '') = '' or coalesce(btrim(d.occupation), '') = '')`;

export interface BestEffortsReport {
  /** Gifts whose follow-up this run queued. */
  requested: number[];
}

function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The gifts of the last BEST_EFFORTS_REQUEST_DAYS the report itemizes, lacking a detail. */
async function itemizedGiftsLackingDetails(db: Db, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - BEST_EFFORTS_REQUEST_DAYS * DAY_MS);
  const { rows } = await db.query<{ id: number; candidateId: number; createdAt: Date }>(
    `select d.id, d.candidate_id as "candidateId", d.created_at as "createdAt"
       from donations d
      where d.status = 'succeeded' and ${LACKS_DETAILS}
        and d.created_at > $1 and d.created_at <= $2
        and not exists (select 1 from best_efforts_requests r where r.donation_id = d.id)`,
    [since.toISOString(), now.toISOString()],
  );
  const byCandidate = new Map<number, { ids: Set<number>; from: string }>();
  for (const row of rows) {
    const day = utcDay(new Date(row.createdAt));
    const entry = byCandidate.get(Number(row.candidateId)) ?? { ids: new Set<number>(), from: day };
    entry.ids.add(Number(row.id));
    if (day < entry.from) entry.from = day;
    byCandidate.set(Number(row.candidateId), entry);
  }
  const itemized: number[] = [];
  for (const [candidateId, { ids, from }] of byCandidate) {
    const report = await buildCommitteeReport(db, candidateId, { from, to: utcDay(now) });
    for (const line of report.lines) {
      if (line.itemized && ids.has(Number(line.gift.id))) itemized.push(Number(line.gift.id));
    }
  }
  return itemized;
}

/** Queues the follow-up of each gift that needs one and has none yet; answers those gifts. */
export async function requestMissingDonorDetails(
  db: Db,
  { now, publicOrigin }: { now: Date; publicOrigin: string },
): Promise<BestEffortsReport> {
  const candidates = await itemizedGiftsLackingDetails(db, now);
  const requested: number[] = [];
  for (let at = 0; at < candidates.length; at += BATCH_GIFTS) {
    requested.push(
      ...(await requestBatch(db, candidates.slice(at, at + BATCH_GIFTS), now, publicOrigin)),
    );
  }
  return { requested };
}

/** One short transaction: the requests and mails of `batch`'s gifts that still need one. */
async function requestBatch(
  db: Db,
  batch: number[],
  now: Date,
  publicOrigin: string,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<FollowUpGift>(
      `select d.id, d.donor_email as "donorEmail", d.donor_name as "donorName",
              d.amount_cents as "amountCents", c.name as "candidateName",
              d.created_at as "createdAt", d.employer, d.occupation, d.test_mode as "testMode",
              ${giftMailLanguageSql('d')} as language
         from donations d join candidates c on c.id = d.candidate_id
        where d.id = any($1::bigint[]) and d.status = 'succeeded' and ${LACKS_DETAILS}
          and not exists (select 1 from best_efforts_requests r where r.donation_id = d.id)
        order by d.id
          for no key update of d skip locked`,
      [batch],
    );
    const requested: number[] = [];
    for (const gift of rows) {
      const token = newLinkToken();
      const { rows: made } = await tx.query(
        `insert into best_efforts_requests (donation_id, token_hash, requested_at, expires_at)
         values ($1, $2, $3::timestamptz, $4::timestamptz)
         on conflict (donation_id) do nothing
         returning donation_id`,
        [
          gift.id,
          hashLinkToken(token),
          now.toISOString(),
          new Date(now.getTime() + DONOR_DETAILS_LINK_DAYS * DAY_MS).toISOString(),
        ],
      );
      if (made.length === 0) continue; // another server's request, committed meanwhile
      const mail = bestEffortsMail(
        { ...gift, language: mailLanguage(gift.language) },
        { token, publicOrigin },
      );
      await enqueueMail(tx, mail);
      requested.push(Number(gift.id));
    }
    return requested;
  });
}

/** Runs now, then every BEST_EFFORTS_PERIOD_MS (clock/periodic-job.ts). */
export function startBestEffortsRequests({
  db,
  publicOrigin,
  log,
  periodMs = BEST_EFFORTS_PERIOD_MS,
  clock,
}: {
  db: Db;
  publicOrigin: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  periodMs?: number;
  /** The server's clock (clock/server-clock.ts): the 30-day window counts on it. */
  clock: ServerClock;
}): PeriodicJob {
  return startPeriodicJob({
    name: 'best-efforts follow-ups',
    periodMs,
    log,
    run: async () => {
      const { requested } = await requestMissingDonorDetails(db, {
        now: clock.now(),
        publicOrigin,
      });
      if (requested.length > 0) {
        log.info({ requested: requested.length }, 'best-efforts follow-ups queued');
      }
    },
  });
}
