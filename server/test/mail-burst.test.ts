import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { enqueueMail, startMailSender } from '../src/mail/outbox';
import { runMailCommand } from '../src/support/mail-command';
import { loadConfig } from '../src/config';
import { makeTempDir } from './helpers/temp-dir';
import { startPacedSmtp, type PacedSmtp } from './helpers/paced-smtp';
import { testApp, testConfig } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// A burst of receipts (docs/mail.md): 1,000 queued at once drain through a real SMTP server
// that takes 20 ms per message, at that server's pace: the mail job claims batch after batch
// while mail is due (its tick here is a minute, so one batch per tick would leave 900 queued)
// and sends over several connections at once. Each message arrives once, and the health
// answer and `npm run admin -- mail` show the queue's size and age meanwhile.

const BURST = 1000;
const ACCEPT_MS = 20;
/** One batch per tick would need BURST / batch ticks of a minute; sending at the server's pace, seconds. */
const DRAIN_LIMIT_MS = 30_000;

for (const kind of databaseKinds({
  differsByDatabase: 'a burst claimed and sent several at a time on a pool of connections',
})) {
  describe(`a burst of mail (${kind})`, () => {
    let database: TestDatabase;
    let smtp: PacedSmtp;
    let mailer: Mailer;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      smtp = await startPacedSmtp(ACCEPT_MS);
      mailer = createMailer({ ...testConfig(), smtpUrl: smtp.url, mailFrom: 'p@paid.test' });
      app = testApp(database.db);
    });
    after(async () => {
      await app.close();
      mailer.close();
      await smtp.close();
      await database.dispose();
    });

    async function health() {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      assert.equal(response.statusCode, 200);
      return contract.health.status.response.parse(response.json());
    }

    it('drains 1,000 receipts at the SMTP server’s pace, each once, and shows the queue meanwhile', async () => {
      const { db } = database;
      assert.deepEqual((await health()).mailQueue, { count: 0, oldestAgeSeconds: null });
      for (let n = 0; n < BURST; n += 1) {
        await enqueueMail(db, {
          kind: 'receipt',
          to: `burst-${n}@example.com`,
          subject: `Your donation receipt PAID-${String(n).padStart(6, '0')}`,
          text: 'Thank you',
        });
      }
      // The oldest was queued 90 s ago: the queue's age is the oldest unsent message's.
      await db.query(
        `update mail_outbox set created_at = now() - interval '90 seconds'
          where id = (select min(id) from mail_outbox)`,
      );
      const queued = (await health()).mailQueue;
      assert.equal(queued.count, BURST);
      assert.ok(
        queued.oldestAgeSeconds !== null && queued.oldestAgeSeconds >= 90,
        JSON.stringify(queued),
      );
      if (database.url) {
        // Support's command reads the same from the folder's database (no server running).
        const dataDir = makeTempDir('paid-mail-queue');
        try {
          const config = loadConfig({ PAID_DATA_DIR: dataDir, DATABASE_URL: database.url }, []);
          assert.match(
            await runMailCommand(config),
            /\nMail queue: 1000 unsent, the oldest queued 1 min \d+ s ago\.$/,
          );
        } finally {
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      }

      const started = Date.now();
      const job = startMailSender({ db, mailer, periodMs: 60_000, log: { error() {}, warn() {} } });
      try {
        while (smtp.recipients.length < BURST && Date.now() - started < DRAIN_LIMIT_MS) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      } finally {
        await job.stop();
      }
      const drainMs = Date.now() - started;

      assert.equal(
        smtp.recipients.length,
        BURST,
        `${smtp.recipients.length} received in ${drainMs} ms`,
      );
      assert.equal(new Set(smtp.recipients).size, BURST);
      // Several deliveries at once over the pooled connections, not one after another.
      assert.ok(smtp.mostAtOnce > 1, `at most ${smtp.mostAtOnce} at once`);
      assert.ok(smtp.connections > 1, `${smtp.connections} connection(s)`);
      const { rows } = await db.query<{ unsent: number }>(
        `select count(*)::int as unsent from mail_outbox where sent_at is null`,
      );
      assert.equal(rows[0].unsent, 0);
      assert.deepEqual((await health()).mailQueue, { count: 0, oldestAgeSeconds: null });
    });
  });
}
