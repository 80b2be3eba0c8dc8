import type { FastifyBaseLogger } from 'fastify';
import { startPeriodicJob, type PeriodicJob } from '../clock/periodic-job';
import type { Db, DbTx } from '../db/db';
import type { Mailer, OutgoingMail } from './mailer';

// The outbox (migration 0022): whoever has something to say writes a row, in its own
// transaction where it has one, so the mail exists exactly when what it reports does; the
// mail job of any server sends it. A request never waits for SMTP.
//
// Exactly once across servers: a run claims due rows with `for update skip locked` and a claim
// time in one statement, so two servers never hold the same row; a row is marked sent right
// after the SMTP server accepted it. (A server that dies between the two would send it again
// after the claim passes: at-least-once is the most any mail system can promise there.)

export type MailKind =
  | 'receipt'
  | 'refund'
  | 'password-reset'
  | 'email-verification'
  | 'password-changed'
  | (string & {});

export interface QueuedMail extends OutgoingMail {
  kind: MailKind;
}

/** A claim lasts this long: a send takes seconds; after it, another server may try. */
export const MAIL_CLAIM_SECONDS = 60;
/** After this many failed tries the message is marked failed (support sees it). */
export const MAIL_MAX_ATTEMPTS = 8;
/** Retry waits: 30 s, 1 min, 2 min, ... up to an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/** Queues a message; call it inside the transaction of the event it reports. Answers its id. */
export async function enqueueMail(db: Db | DbTx, mail: QueuedMail): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into mail_outbox (recipient, subject, body_text, kind) values ($1, $2, $3, $4)
     returning id`,
    [mail.to, mail.subject, mail.text, mail.kind],
  );
  return rows[0].id;
}

export interface SendReport {
  sent: number[];
  /** Will be tried again later. */
  retrying: number[];
  /** Gave up after MAIL_MAX_ATTEMPTS. */
  failed: number[];
}

interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  bodyText: string;
  attempts: number;
}

/** Sends what is due (at most `batch` messages). */
export async function sendDueMail(
  db: Db,
  mailer: Mailer,
  { batch = 20 } = {},
): Promise<SendReport> {
  const { rows } = await db.query<ClaimedMail>(
    `update mail_outbox o
        set claimed_until = now() + make_interval(secs => ${MAIL_CLAIM_SECONDS}),
            attempts = o.attempts + 1
      where o.id in (select m.id from mail_outbox m
                      where m.sent_at is null and m.failed_at is null and m.send_after <= now()
                        and (m.claimed_until is null or m.claimed_until <= now())
                      order by m.id
                      limit $1
                        for update skip locked)
      returning o.id, o.recipient, o.subject, o.body_text as "bodyText", o.attempts`,
    [batch],
  );
  const report: SendReport = { sent: [], retrying: [], failed: [] };
  for (const mail of rows.sort((a, b) => Number(a.id) - Number(b.id))) {
    try {
      await mailer.send({
        id: Number(mail.id),
        to: mail.recipient,
        subject: mail.subject,
        text: mail.bodyText,
      });
      await db.query(
        'update mail_outbox set sent_at = now(), claimed_until = null, last_error = null where id = $1',
        [mail.id],
      );
      report.sent.push(Number(mail.id));
    } catch (error) {
      const gaveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
      await db.query(
        `update mail_outbox
            set claimed_until = null, last_error = $2,
                send_after = now() + make_interval(secs => $3::int),
                failed_at = case when $4::boolean then now() end
          where id = $1`,
        [
          mail.id,
          String(error instanceof Error ? error.message : error).slice(0, 500),
          retryDelaySeconds(mail.attempts),
          gaveUp,
        ],
      );
      (gaveUp ? report.failed : report.retrying).push(Number(mail.id));
    }
  }
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
  return startPeriodicJob({
    name: 'mail sender',
    periodMs,
    log,
    run: async () => {
      const report = await sendDueMail(db, mailer);
      if (report.retrying.length + report.failed.length > 0) {
        log.warn({ retrying: report.retrying, failed: report.failed }, 'mail not sent');
      }
    },
  });
}
