import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { PASSWORD_RESET_SENT_MESSAGE } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { sendDueMail } from '../src/mail/outbox';
import { GENEROUS_LIMITS, GOOD_PASSWORD, signUp } from './helpers/auth-requests';
import { startSmtpCapture, tokenInText, type SmtpCapture } from './helpers/mail-capture';
import { recordingDb, type RecordingDb } from './helpers/recording-db';
import { testApp, testConfig } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// "Forgot password?" never says whether an address has an account, by its
// answer or by its timing. Same answer is checked in mail-and-account.test.ts; here, the same
// work: a known and an unknown address run the same statements and write the same rows (one
// outbox row each); only the mail job, later, finds the account and mails the link.

const ROOMY = { max: 10_000, windowMs: 60_000 };
const LIMITS = {
  ...GENEROUS_LIMITS,
  passwordReset: ROOMY,
  passwordResetPerAccount: ROOMY,
};

/** Rows per table that a request may write to. */
async function rowCounts(db: Db) {
  const { rows } = await db.query<{ outbox: number; tokens: number; sessions: number }>(
    `select (select count(*) from mail_outbox)::int as outbox,
            (select count(*) from account_tokens)::int as tokens,
            (select count(*) from sessions)::int as sessions`,
  );
  return rows[0];
}

for (const kind of DATABASE_KINDS) {
  describe(`password reset does the same work for any address (${kind})`, () => {
    let database: TestDatabase;
    let recording: RecordingDb;
    let app: FastifyInstance;
    let smtp: SmtpCapture;
    let mailer: Mailer;

    before(async () => {
      database = await createTestDatabase(kind);
      recording = recordingDb(database.db);
      app = testApp(recording.db, {}, { limits: LIMITS });
      smtp = await startSmtpCapture();
      mailer = createMailer({ ...testConfig(), smtpUrl: smtp.url, mailFrom: 'p@paid.test' });
    });
    after(async () => {
      mailer.close();
      await app.close();
      await smtp.close();
      await database.dispose();
    });

    /** The statements one reset request ran, and the rows it added per table. */
    async function resetRequest(email: string) {
      const before = await rowCounts(database.db);
      recording.statements.length = 0;
      const response = await app.inject({
        method: 'POST',
        url: '/api/account/password-reset',
        payload: { email },
      });
      const statements = [...recording.statements];
      const after = await rowCounts(database.db);
      assert.equal(response.statusCode, 202, response.body);
      assert.deepEqual(response.json(), { message: PASSWORD_RESET_SENT_MESSAGE });
      return {
        statements,
        written: {
          outbox: after.outbox - before.outbox,
          tokens: after.tokens - before.tokens,
          sessions: after.sessions - before.sessions,
        },
      };
    }

    it('runs the same statements and writes the same rows for a known and an unknown address', async () => {
      const email = `known-${kind}@example.com`;
      const signedUp = await signUp(
        app,
        { firstName: 'Kim', lastName: 'Known', email, password: GOOD_PASSWORD },
        {},
      );
      assert.equal(signedUp.statusCode, 201, signedUp.body);
      await sendDueMail(database.db, mailer); // the verification mail, out of the way

      const known = await resetRequest(email.toUpperCase());
      const unknown = await resetRequest(`nobody-${kind}@example.com`);
      assert.ok(known.statements.length > 0);
      assert.deepEqual(unknown.statements, known.statements);
      assert.deepEqual(known.written, { outbox: 1, tokens: 0, sessions: 0 });
      assert.deepEqual(unknown.written, known.written);

      // The mail job decides: the account gets a working link, the stranger's row is gone.
      const before = smtp.received.length;
      const report = await sendDueMail(database.db, mailer);
      assert.equal(report.sent.length, 1);
      assert.equal(report.dropped.length, 1);
      const arrived = smtp.received.slice(before);
      assert.deepEqual(
        arrived.map((mail) => mail.to),
        [email],
      );
      const token = tokenInText(arrived[0].text);
      assert.ok(token, arrived[0].text);
      const { rows } = await database.db.query(
        `select 1 from mail_outbox where lower(recipient) like 'nobody-%'`,
      );
      assert.equal(rows.length, 0);
      const reset = await app.inject({
        method: 'POST',
        url: '/api/account/password-reset/confirm',
        payload: { token, newPassword: 'a brand new password' },
      });
      assert.equal(reset.statusCode, 200, reset.body);
    });
  });
}
