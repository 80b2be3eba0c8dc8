import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Db } from '../src/db/db';
import { openDatabase } from '../src/db/open-db';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { sendDueMail } from '../src/mail/outbox';
import { startSmtpCapture, type SmtpCapture } from './helpers/mail-capture';
import { testConfig } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Exactly once across servers when SMTP is slow: one run claims a batch and
// sends it one message after another, so the batch can outlast its claim. Here the claim is
// three seconds, each send takes one (five of them outlast the claim), and a second server
// runs while the first is still in its batch: every message must reach the SMTP server once.
// One send must stay well inside the claim, as in production (docs/mail.md: a send is aborted
// after 60 s, the claim is 180 s): with 1 s claims and 0.5 s sends, a loaded CI machine's
// first send once took longer than its claim and the second server sent it again.

const CLAIM_SECONDS = 3;
const SEND_MS = 1_000;

for (const kind of databaseKinds({
  differsByDatabase: 'two servers claiming the outbox on their own connections',
})) {
  describe(`outbox claims under slow SMTP (${kind})`, () => {
    let database: TestDatabase;
    let smtp: SmtpCapture;
    let mailer: Mailer;

    before(async () => {
      database = await createTestDatabase(kind);
      smtp = await startSmtpCapture();
      mailer = createMailer({ ...testConfig(), smtpUrl: smtp.url, mailFrom: 'p@paid.test' });
    });
    after(async () => {
      mailer.close();
      await smtp.close();
      await database.dispose();
    });

    it('sends each message once when a batch outlasts its claim and another server runs', async () => {
      const { db } = database;
      // Another server's own connection (PGlite: one process, the same database).
      const second: Db =
        kind === 'postgres' ? await openDatabase({ databaseUrl: database.url, dataDir: '' }) : db;
      try {
        const count = 5;
        for (let n = 0; n < count; n += 1) {
          await db.query(
            `insert into mail_outbox (recipient, subject, body_text, kind)
             values ($1, $2, 'slow', 'test')`,
            [`slow-${n}@example.com`, `Slow ${n}`],
          );
        }
        const slow: Mailer = {
          ...mailer,
          send: async (message) => {
            await new Promise((resolve) => setTimeout(resolve, SEND_MS));
            await mailer.send(message);
          },
        };
        // The first server: the whole batch, 5 s of sends on a 3 s claim.
        const first = sendDueMail(db, slow, { claimSeconds: CLAIM_SECONDS });
        // The second, once the first's batch claim has run out (it is sending the third).
        await new Promise((resolve) => setTimeout(resolve, CLAIM_SECONDS * 1000 + 100));
        const secondReport = await sendDueMail(second, mailer, { claimSeconds: CLAIM_SECONDS });
        const firstReport = await first;

        // Each message reached the SMTP server once.
        const subjects = smtp.received
          .map((mail) => mail.subject)
          .filter((s) => s.startsWith('Slow '));
        assert.equal(subjects.length, count, subjects.join(', '));
        assert.equal(new Set(subjects).size, count);
        // The second server did take over rows whose claim ran out...
        assert.ok(secondReport.sent.length > 0, JSON.stringify(secondReport));
        // ...which the first then left alone instead of sending them again.
        assert.deepEqual(
          [...firstReport.lost].sort(),
          [...secondReport.sent].sort(),
          JSON.stringify({ firstReport, secondReport }),
        );
        const { rows } = await db.query<{ unsent: number }>(
          `select count(*)::int as unsent from mail_outbox where kind = 'test' and sent_at is null`,
        );
        assert.equal(rows[0].unsent, 0);
      } finally {
        if (second !== db) await second.close();
      }
    });

    it('sends each message once when two servers run the mail job at the same time', async () => {
      const { db } = database;
      // A second connection to the same database: another server's (PGlite: one process).
      const second =
        kind === 'postgres' ? await openDatabase({ databaseUrl: database.url, dataDir: '' }) : db;
      try {
        await sendDueMail(db, mailer, { batch: 1000 }); // nothing left over from earlier tests
        const count = 30;
        for (let n = 0; n < count; n += 1) {
          await db.query(
            `insert into mail_outbox (recipient, subject, body_text, kind) values ($1, $2, 'once', 'test')`,
            [`once-${n}@example.com`, `Once ${n}`],
          );
        }
        const before = smtp.received.length;
        // Slow sends keep the claims held while the other server looks.
        const slow = (inner: Mailer): Mailer => ({
          ...inner,
          send: async (m) => {
            await new Promise((r) => setTimeout(r, 20));
            await inner.send(m);
          },
        });
        const runs = await Promise.all([
          sendDueMail(db, slow(mailer), { batch: 10 }),
          sendDueMail(second, slow(mailer), { batch: 10 }),
          sendDueMail(db, slow(mailer), { batch: 10 }),
          sendDueMail(second, slow(mailer), { batch: 10 }),
        ]);
        const sentIds = runs.flatMap((run) => run.sent);
        assert.equal(new Set(sentIds).size, sentIds.length);
        await sendDueMail(db, mailer, { batch: 1000 });
        const subjects = smtp.received
          .slice(before)
          .map((m) => m.subject)
          .filter((s) => s.startsWith('Once '));
        assert.equal(subjects.length, count);
        assert.equal(new Set(subjects).size, count);
      } finally {
        if (second !== db) await second.close();
      }
    });
  });
}
