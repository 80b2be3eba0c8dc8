import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import { coalescedPerDb, settled, type Settled } from '../db/coalesced-calls';
import type { Db, DbTx } from '../db/db';
import { SMTP_POOL, SMTP_TIMEOUTS, type Mailer, type OutgoingMail } from './mailer';
import { linkRequestOf, resolveLinkRequest } from './link-requests';

// The outbox (migration 0022): whoever has something to say writes a row, in its own
// transaction where it has one, so the mail exists exactly when what it reports does; the
// mail job of any server sends it. A request never waits for SMTP.
//
// Exactly once across servers: a run claims due rows with `for update skip locked`, a claim
// time and its own random claim token (migration 0024) in one statement, so two servers never
// hold the same row. A batch is sent a few messages at a time and may outlast the claim, so
// right before each send the run extends its claim on that row, which works only while the
// token is still its own: a row whose claim ran out and that another server claimed since is
// skipped, not sent a second time. The SMTP timeouts (mailer.ts) keep one send well under the
// claim, and a row is marked sent only while the token matches. (A server that dies between
// the SMTP server's "accepted" and marking the row sent would send it again after the claim
// passes: at-least-once is the most any mail system can promise there.)
//
// At the SMTP server's pace: a run sends its batch several at a time (mailer.ts's pool of
// connections) and claims the next batch at once while batches come back full, so a burst
// drains as fast as the SMTP server takes it instead of a fixed number per tick.

export type MailKind =
  | 'receipt'
  | 'refund'
  | 'password-reset'
  | 'email-verification'
  | 'password-changed'
  | 'password-reset-request'
  | 'sign-in-link'
  | 'sign-in-link-request'
  | 'account-claimed'
  | 'best-efforts-request'
  | (string & {});

export interface QueuedMail extends OutgoingMail {
  kind: MailKind;
  /** When what it reports happened, if not now (a reset request's link counts from it). */
  createdAt?: Date;
}

/**
 * A claim lasts this long, counted again right before each send: one send is cut off after
 * mailer.ts's `SMTP_TIMEOUTS.sendDeadline` (60 s), well under it; after it, another server
 * may try.
 */
export const MAIL_CLAIM_SECONDS = 180;
/** After this many failed tries the message is marked failed (support sees it). */
export const MAIL_MAX_ATTEMPTS = 8;
/** Retry waits: 30 s, 1 min, 2 min, ... up to an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** Queues a message; call it inside the transaction of the event it reports. Answers its id. */
export async function enqueueMail(db: Db | DbTx, mail: QueuedMail): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into mail_outbox (recipient, subject, body_text, kind, created_at)
     values ($1, $2, $3, $4, coalesce($5::timestamptz, now()))
     returning id`,
    [mail.to, mail.subject, mail.text, mail.kind, mail.createdAt?.toISOString() ?? null],
  );
  return rows[0].id;
}

export interface SendReport {
  sent: number[];
  /** Will be tried again later. */
  retrying: number[];
  /** Gave up after MAIL_MAX_ATTEMPTS. */
  failed: number[];
  /** Not sent by this run: its claim ran out and another server claimed the row. */
  lost: number[];
  /** Needed no mail (a link asked for an address without a matching account): deleted. */
  dropped: number[];
}

interface ClaimedMail {
  id: number;
  kind: MailKind;
  recipient: string;
  subject: string;
  bodyText: string;
  createdAt: Date;
  attempts: number;
}

/** Time kept between a send's deadline and its claim's end (the two clocks, a slow write). */
const CLAIM_MARGIN_MS = 30_000;

interface Claim {
  id: number;
  claimToken: string;
}

// The two statements of every message sent, shared by the messages the job's connections
// send meanwhile (db/coalesced-calls.ts): with receipts queued by every gift, they were as
// many statements as the gifts' own (bench/REPORT.md "A gift's path"). A row changes only
// under its claim token, which is one server's, so two servers' batches never share a row.

/** Extends each claim, which succeeds only if no other server claimed the row meanwhile. */
const extendClaim = coalescedPerDb(
  async (db: Db, claims: (Claim & { claimSeconds: number })[]): Promise<Settled<boolean>[]> => {
    const { rows } = await db.query<{ id: number }>(
      `update mail_outbox m set claimed_until = now() + make_interval(secs => x.seconds)
         from unnest($1::bigint[], $2::text[], $3::float8[]) as x(id, token, seconds)
        where m.id = x.id and m.claim_token = x.token and m.sent_at is null
        returning m.id`,
      [
        claims.map((claim) => claim.id),
        claims.map((claim) => claim.claimToken),
        claims.map((claim) => claim.claimSeconds),
      ],
    );
    const kept = new Set(rows.map((row) => Number(row.id)));
    return claims.map((claim) => settled.value(kept.has(claim.id)));
  },
);

/** Marks each claimed message sent. */
const markSent = coalescedPerDb(async (db: Db, claims: Claim[]): Promise<Settled<void>[]> => {
  await db.query(
    `update mail_outbox m
        set sent_at = now(), claimed_until = null, claim_token = null, last_error = null
       from unnest($1::bigint[], $2::text[]) as x(id, token)
      where m.id = x.id and m.claim_token = x.token`,
    [claims.map((claim) => claim.id), claims.map((claim) => claim.claimToken)],
  );
  return claims.map(() => settled.value(undefined));
});

/** Rows one claim takes in the mail job: enough to keep every pooled connection busy. */
export const MAIL_BATCH = 100;

/**
 * Sends what is due (at most `batch` messages, `concurrency` at a time, in id order).
 * `claimSeconds` is shorter in tests.
 */
export async function sendDueMail(
  db: Db,
  mailer: Mailer,
  { batch = 20, claimSeconds = MAIL_CLAIM_SECONDS, concurrency = 1 } = {},
): Promise<SendReport> {
  const claimToken = crypto.randomBytes(16).toString('base64url');
  // Before the claim was asked for: its end is at least claimSeconds after this.
  const claimedAt = performance.now();
  const { rows } = await db.query<ClaimedMail>(
    `update mail_outbox o
        set claimed_until = now() + make_interval(secs => $2::float8),
            claim_token = $3,
            attempts = o.attempts + 1
      where o.id in (select m.id from mail_outbox m
                      where m.sent_at is null and m.failed_at is null and m.send_after <= now()
                        and (m.claimed_until is null or m.claimed_until <= now())
                      order by m.id
                      limit $1
                        for update skip locked)
      returning o.id, o.kind, o.recipient, o.subject, o.body_text as "bodyText",
                o.created_at as "createdAt", o.attempts`,
    [batch, claimSeconds, claimToken],
  );
  const report: SendReport = { sent: [], retrying: [], failed: [], lost: [], dropped: [] };
  const sendOne = async (claimed: ClaimedMail): Promise<void> => {
    const id = Number(claimed.id);
    // The claim was taken for the whole batch; the sends before this one may have used most
    // of it. While a whole send (its deadline, mailer.ts) still ends well inside the claim it
    // needs nothing more; else the claim is extended now, which succeeds only if no other
    // server claimed the row meanwhile.
    const claimLeftMs = claimSeconds * 1000 - (performance.now() - claimedAt);
    if (
      claimLeftMs < SMTP_TIMEOUTS.sendDeadline + CLAIM_MARGIN_MS &&
      !(await extendClaim(db, { id, claimToken, claimSeconds }))
    ) {
      report.lost.push(id);
      return;
    }
    let mail = claimed;
    try {
      const linkRequest = linkRequestOf(claimed.kind);
      if (linkRequest) {
        // A link asked for by address (reset, sign-in): only now is the account looked up
        // (link-requests.ts: the request does the same work whether or not the address has
        // one). A database error here counts as a failed try, like a failed send.
        const resolved = await db.transaction((tx) =>
          resolveLinkRequest(tx, linkRequest, claimed, claimToken),
        );
        if (!resolved) {
          report.dropped.push(id);
          return;
        }
        mail = { ...claimed, ...resolved };
      }
      await mailer.send({ id, to: mail.recipient, subject: mail.subject, text: mail.bodyText });
      await markSent(db, { id, claimToken });
      report.sent.push(id);
    } catch (error) {
      const gaveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
      await db.query(
        `update mail_outbox
            set claimed_until = null, claim_token = null, last_error = $3,
                send_after = now() + make_interval(secs => $4::int),
                failed_at = case when $5::boolean then now() end
          where id = $1 and claim_token = $2`,
        [
          id,
          claimToken,
          String(error instanceof Error ? error.message : error).slice(0, 500),
          retryDelaySeconds(mail.attempts),
          gaveUp,
        ],
      );
      (gaveUp ? report.failed : report.retrying).push(id);
    }
  };
  // `concurrency` workers take the claimed rows in id order. A database error stops only its
  // worker; the others finish their rows, then the run fails (the rest wait out their claim).
  const queue = rows.sort((a, b) => Number(a.id) - Number(b.id));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await sendOne(next);
  };
  const workers = await Promise.allSettled(
    Array.from({ length: Math.max(1, concurrency) }, worker),
  );
  const broken = workers.find((result) => result.status === 'rejected');
  if (broken) throw broken.reason;
  return report;
}

/** Sends due mail now, then every `periodMs` (clock/periodic-job.ts). */
export function startMailSender({
  db,
  mailer,
  periodMs,
  log,
}: {
  db: Db;
  mailer: Mailer;
  periodMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}): PeriodicJob {
  let stopping = false;
  const job = startPeriodicJob({
    name: 'mail sender',
    periodMs,
    log,
    run: async () => {
      // Batch after batch while they come back full: a burst drains at the SMTP server's pace.
      // A failed send ends the run (the SMTP server may be in trouble): the next tick goes on.
      for (;;) {
        const report = await sendDueMail(db, mailer, {
          batch: MAIL_BATCH,
          concurrency: SMTP_POOL.maxConnections,
        });
        const unsent = report.retrying.length + report.failed.length;
        if (unsent > 0) {
          log.warn({ retrying: report.retrying, failed: report.failed }, 'mail not sent');
        }
        if (report.lost.length > 0) {
          // Harmless (another server has them) but a sign that sends are slow for the claim.
          log.warn(
            { lost: report.lost },
            'mail claims ran out before sending; left to another server',
          );
        }
        const claimed = Object.values(report).reduce((sum, ids) => sum + ids.length, 0);
        if (stopping || unsent > 0 || claimed < MAIL_BATCH) return;
      }
    },
  });
  return {
    async stop() {
      // A shutdown waits for the batch in hand, not for the whole queue.
      stopping = true;
      await job.stop();
    },
  };
}
