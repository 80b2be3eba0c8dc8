import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  ADMIN_SECRET_HEADER,
  EMAIL_NOT_VERIFIED_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  RECEIPT_LEGAL_TEXT,
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_USED_MESSAGE,
  TEST_MODE_RECEIPT_NOTE,
  VERIFY_LINK_EXPIRED_MESSAGE,
  VERIFY_LINK_USED_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from 'shared-api/contracts';
import { hashSessionToken, SESSION_COOKIE } from '../src/auth/session';
import type { Db, SqlParam } from '../src/db/db';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { MAIL_MAX_ATTEMPTS, sendDueMail } from '../src/mail/outbox';
import {
  GENEROUS_LIMITS,
  GOOD_PASSWORD,
  loggedInUserId,
  logIn,
  signUp,
  sessionTokenOf,
} from './helpers/auth-requests';
import { donationForm, postDonation } from './helpers/donation-requests';
import { insertCandidate, insertUser } from './helpers/make-accounts';
import {
  outboxToken,
  startSmtpCapture,
  tokenInText,
  type SmtpCapture,
} from './helpers/mail-capture';
import { testApp, testConfig } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Mail (docs/mail.md) through a real SMTP server started here (the outbox, sent by the mail job's
// function), and the account basics on it: verification, password reset and change, sessions.

const ROOMY = { max: 10_000, windowMs: 60_000 };
const LIMITS = {
  ...GENEROUS_LIMITS,
  passwordReset: ROOMY,
  accountLinks: ROOMY,
  verificationMail: ROOMY,
  candidateApplications: ROOMY,
  donations: ROOMY,
  passwordResetPerAccount: { max: 3, windowMs: 60 * 60_000 },
};
const SECRET = 's'.repeat(64);
const NEW_PASSWORD = 'a brand new password';

for (const kind of DATABASE_KINDS) {
  describe(`mail and account basics (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let smtp: SmtpCapture;
    let mailer: Mailer;
    let clock = Date.now();
    let serial = 0;

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      smtp = await startSmtpCapture();
      mailer = createMailer({
        ...testConfig(),
        smtpUrl: smtp.url,
        mailFrom: 'PAID <no-reply@paid.test>',
      });
      app = testApp(db, {}, { limits: LIMITS, accountClock: () => clock, adminSecret: SECRET });
    });
    after(async () => {
      mailer.close();
      await app.close();
      await smtp.close();
      await database.dispose();
    });
    beforeEach(() => {
      clock = Date.now();
    });

    /** Sends what is due and answers what arrived at the SMTP server meanwhile for `to`. */
    async function deliver(to: string) {
      const before = smtp.received.length;
      await sendDueMail(db, mailer);
      return smtp.received.slice(before).filter((mail) => mail.to.includes(to));
    }

    async function newMember(tag: string) {
      serial += 1;
      const email = `${tag}-${serial}@example.com`;
      const response = await signUp(
        app,
        { firstName: 'Mia', lastName: 'Mailer', email, password: GOOD_PASSWORD },
        {},
      );
      assert.equal(response.statusCode, 201, response.body);
      return { email, token: sessionTokenOf(response), id: response.json().id as number };
    }

    const cookie = (token: string) => ({ [SESSION_COOKIE]: token });
    const post = (url: string, payload: unknown, token?: string, ip = '127.0.0.1') =>
      app.inject({
        method: 'POST',
        url,
        payload: payload as object,
        cookies: token ? cookie(token) : {},
        remoteAddress: ip,
      });

    it('mails a new account its verification link once; the link works once; unverified may not apply or make links', async () => {
      const member = await newMember('verify');
      const user = (
        await app.inject({ method: 'GET', url: '/api/auth/user', cookies: cookie(member.token) })
      ).json();
      assert.equal(user.emailVerified, false);

      const arrived = await deliver(member.email);
      assert.equal(arrived.length, 1);
      assert.equal(arrived[0].subject, 'Verify your email address for PAID');
      // Sent once: a second run finds nothing due.
      assert.equal((await deliver(member.email)).length, 0);
      const token = tokenInText(arrived[0].text);
      assert.ok(token, arrived[0].text);
      assert.match(arrived[0].text, /http:\/\/localhost:3000\/verify-email\?token=/);

      // Unverified: refused where the rule says, with the message that says how.
      const application = {
        name: 'Mia Mailer',
        position: 'mayor',
        geographicCode: 'CA',
        email: member.email,
        phone: '555-010-4000',
        bio: 'Verified first.',
      };
      const refused = await post('/api/candidate/register', application, member.token);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, EMAIL_NOT_VERIFIED_MESSAGE);
      const link = await post(
        '/api/campaign-urls',
        { urlType: 'donation', urlSlug: 'mia-2026', title: 'Give' },
        member.token,
      );
      assert.equal(link.statusCode, 403, link.body);
      assert.equal(link.json().message, EMAIL_NOT_VERIFIED_MESSAGE);

      const verified = await post('/api/account/email-verification/confirm', { token });
      assert.equal(verified.statusCode, 200, verified.body);
      const again = await post('/api/account/email-verification/confirm', { token });
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, VERIFY_LINK_USED_MESSAGE);

      const after = (
        await app.inject({ method: 'GET', url: '/api/auth/user', cookies: cookie(member.token) })
      ).json();
      assert.equal(after.emailVerified, true);
      const applied = await post('/api/candidate/register', application, member.token);
      assert.equal(applied.statusCode, 201, applied.body);

      // A verified account asks for no new link.
      const resend = await post('/api/account/email-verification', {}, member.token);
      assert.equal(resend.statusCode, 409);
    });

    it('resends a verification link to an unverified member', async () => {
      const member = await newMember('resend');
      await deliver(member.email);
      const resent = await post('/api/account/email-verification', {}, member.token);
      assert.equal(resent.statusCode, 202, resent.body);
      const arrived = await deliver(member.email);
      assert.equal(arrived.length, 1);
      const token = tokenInText(arrived[0].text);
      assert.equal(
        (await post('/api/account/email-verification/confirm', { token })).statusCode,
        200,
      );
    });

    it('answers "forgot password" the same for any address and mails only an account', async () => {
      const member = await newMember('forgot');
      await deliver(member.email);
      const known = await post('/api/account/password-reset', {
        email: member.email.toUpperCase(),
      });
      const unknown = await post('/api/account/password-reset', {
        email: `nobody-${serial}@example.com`,
      });
      assert.equal(known.statusCode, 202);
      assert.equal(unknown.statusCode, 202);
      assert.deepEqual(known.json(), { message: PASSWORD_RESET_SENT_MESSAGE });
      assert.deepEqual(unknown.json(), known.json());
      const arrived = await deliver('example.com');
      assert.equal(arrived.length, 1);
      assert.equal(arrived[0].to, member.email);
      assert.equal(arrived[0].subject, 'Choose a new PAID password');
    });

    it('resets the password with the link once, ends every session, and refuses the used link', async () => {
      const member = await newMember('reset');
      const otherBrowser = sessionTokenOf(
        await logIn(app, { email: member.email, password: GOOD_PASSWORD }),
      );
      await post('/api/account/password-reset', { email: member.email });
      const [mail] = (await deliver(member.email)).filter((m) => m.subject.includes('password'));
      const token = tokenInText(mail.text);
      assert.ok(token);

      const reset = await post('/api/account/password-reset/confirm', {
        token,
        newPassword: NEW_PASSWORD,
      });
      assert.equal(reset.statusCode, 200, reset.body);
      assert.equal(reset.json().email, member.email);
      // Every earlier session ended; the browser that reset is logged in.
      assert.equal(await loggedInUserId(app, member.token), null);
      assert.equal(await loggedInUserId(app, otherBrowser), null);
      assert.equal(await loggedInUserId(app, sessionTokenOf(reset)), member.id);
      assert.equal(
        (await logIn(app, { email: member.email, password: GOOD_PASSWORD })).statusCode,
        401,
      );
      assert.equal(
        (await logIn(app, { email: member.email, password: NEW_PASSWORD })).statusCode,
        200,
      );

      const reused = await post('/api/account/password-reset/confirm', {
        token,
        newPassword: 'yet another password',
      });
      assert.equal(reused.statusCode, 409);
      assert.equal(reused.json().message, RESET_LINK_USED_MESSAGE);
      assert.equal(
        (await logIn(app, { email: member.email, password: NEW_PASSWORD })).statusCode,
        200,
      );
    });

    it('refuses a reset link after 30 minutes (the clock moves, nobody waits)', async () => {
      const member = await newMember('expired');
      await post('/api/account/password-reset', { email: member.email });
      await deliver(member.email); // the mail job mints the link (30 minutes from the request)
      const token = await outboxToken(db, member.email, 'password-reset');
      clock += 30 * 60_000 + 1;
      const late = await post('/api/account/password-reset/confirm', {
        token,
        newPassword: NEW_PASSWORD,
      });
      assert.equal(late.statusCode, 403);
      assert.equal(late.json().message, RESET_LINK_EXPIRED_MESSAGE);
      assert.equal(
        (await logIn(app, { email: member.email, password: GOOD_PASSWORD })).statusCode,
        200,
      );

      // Just inside the 30 minutes it works.
      clock = Date.now();
      await post('/api/account/password-reset', { email: member.email });
      await deliver(member.email);
      const fresh = await outboxToken(db, member.email, 'password-reset');
      clock += 30 * 60_000 - 1000;
      const inTime = await post('/api/account/password-reset/confirm', {
        token: fresh,
        newPassword: NEW_PASSWORD,
      });
      assert.equal(inTime.statusCode, 200, inTime.body);
    });

    it('refuses a verification link after 7 days with a clear message, and takes it just before', async () => {
      clock = Date.now();
      const member = await newMember('verify-late');
      const token = await outboxToken(db, member.email, 'email-verification');
      clock += 7 * 24 * 60 * 60_000 + 1;
      const late = await post('/api/account/email-verification/confirm', { token });
      assert.equal(late.statusCode, 403);
      assert.equal(late.json().message, VERIFY_LINK_EXPIRED_MESSAGE);
      const user = await app.inject({
        method: 'GET',
        url: '/api/auth/user',
        cookies: cookie(member.token),
      });
      assert.equal(user.json().emailVerified, false);
      // Refused, not spent: the clock back inside the 7 days, the same link works.
      clock -= 2000;
      const inTime = await post('/api/account/email-verification/confirm', { token });
      assert.equal(inTime.statusCode, 200, inTime.body);
    });

    it("moves a session's last-seen time when it is used after a while", async () => {
      const member = await newMember('last-seen');
      const lastSeen = async () =>
        (
          await db.query<{ at: Date }>('select last_seen_at as at from sessions where id = $1', [
            hashSessionToken(member.token),
          ])
        ).rows[0].at;
      // Last used ten minutes ago (past the 5 minutes between writes).
      await db.query(
        `update sessions set last_seen_at = now() - interval '10 minutes' where id = $1`,
        [hashSessionToken(member.token)],
      );
      const pushedBack = new Date(await lastSeen()).getTime();
      const list = await app.inject({
        method: 'GET',
        url: '/api/account/sessions',
        cookies: cookie(member.token),
      });
      assert.equal(list.statusCode, 200);
      const moved = new Date(await lastSeen()).getTime();
      assert.ok(moved - pushedBack > 9 * 60_000, `${pushedBack} -> ${moved}`);
      // The member sees it too, on the next look.
      const again = await app.inject({
        method: 'GET',
        url: '/api/account/sessions',
        cookies: cookie(member.token),
      });
      const current = (again.json().sessions as { current: boolean; lastSeenAt: string }[]).find(
        (session) => session.current,
      );
      assert.ok(current);
      assert.equal(new Date(current.lastSeenAt).getTime(), moved);
    });

    it('refuses unknown and malformed reset links with a clear message', async () => {
      const unknown = await post('/api/account/password-reset/confirm', {
        token: 'x'.repeat(43),
        newPassword: NEW_PASSWORD,
      });
      assert.equal(unknown.statusCode, 400);
      assert.match(unknown.json().message, /not valid/);
      const malformed = await post('/api/account/password-reset/confirm', {
        token: 'short',
        newPassword: NEW_PASSWORD,
      });
      assert.equal(malformed.statusCode, 400);
      assert.ok(malformed.json().errors.token);
    });

    it('limits reset mail per account from any address, and per address', async () => {
      const email = `limited-${serial}@example.com`;
      const statuses = [];
      for (let n = 0; n < 4; n += 1) {
        statuses.push(
          (await post('/api/account/password-reset', { email }, undefined, `198.51.100.${n + 1}`))
            .statusCode,
        );
      }
      assert.deepEqual(statuses, [202, 202, 202, 429]);
      const perAddress = testApp(
        db,
        {},
        { limits: { ...LIMITS, passwordReset: { max: 2, windowMs: 60_000 } } },
      );
      try {
        const from = (n: number) =>
          perAddress.inject({
            method: 'POST',
            url: '/api/account/password-reset',
            payload: { email: `a${n}-${serial}@example.com` },
            remoteAddress: '203.0.113.9',
          });
        assert.deepEqual(
          [(await from(1)).statusCode, (await from(2)).statusCode, (await from(3)).statusCode],
          [202, 202, 429],
        );
      } finally {
        await perAddress.close();
      }
    });

    it('changes the password with the current one and ends every other session', async () => {
      const member = await newMember('change');
      const other = sessionTokenOf(
        await logIn(app, { email: member.email, password: GOOD_PASSWORD }),
      );
      const wrong = await post(
        '/api/account/password',
        { currentPassword: 'not it at all', newPassword: NEW_PASSWORD },
        member.token,
      );
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().errors.currentPassword, WRONG_CURRENT_PASSWORD_MESSAGE);
      assert.equal(await loggedInUserId(app, other), member.id);
      const short = await post(
        '/api/account/password',
        { currentPassword: GOOD_PASSWORD, newPassword: 'short' },
        member.token,
      );
      assert.equal(short.statusCode, 400);
      assert.ok(short.json().errors.newPassword);

      const changed = await post(
        '/api/account/password',
        { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD },
        member.token,
      );
      assert.equal(changed.statusCode, 200, changed.body);
      assert.equal(await loggedInUserId(app, member.token), member.id);
      assert.equal(await loggedInUserId(app, other), null);
      assert.equal(
        (await logIn(app, { email: member.email, password: NEW_PASSWORD })).statusCode,
        200,
      );
      const notice = (await deliver(member.email)).find(
        (m) => m.subject === 'Your PAID password was changed',
      );
      assert.ok(notice);
      // A visitor cannot change anything.
      assert.equal(
        (await post('/api/account/password', { currentPassword: 'x', newPassword: NEW_PASSWORD }))
          .statusCode,
        401,
      );
    });

    it("lists the member's sessions with their device and ends one or all others, never someone else's", async () => {
      const member = await newMember('sessions');
      const phone = sessionTokenOf(
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: member.email, password: GOOD_PASSWORD },
          headers: {
            'user-agent':
              'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
          },
        }),
      );
      const laptop = sessionTokenOf(
        await logIn(app, { email: member.email, password: GOOD_PASSWORD }),
      );
      const list = await app.inject({
        method: 'GET',
        url: '/api/account/sessions',
        cookies: cookie(member.token),
      });
      assert.equal(list.statusCode, 200);
      const sessions = list.json().sessions as {
        id: number;
        device: string | null;
        current: boolean;
      }[];
      assert.equal(sessions.length, 3);
      assert.equal(sessions[0].current, true);
      assert.equal(sessions.filter((s) => s.current).length, 1);
      const phoneSession = sessions.find((s) => s.device === 'Safari on iOS');
      assert.ok(phoneSession, JSON.stringify(sessions));

      // Someone else cannot end it (404, as for an unknown number).
      const stranger = await newMember('stranger');
      const theirs = await app.inject({
        method: 'DELETE',
        url: `/api/account/sessions/${phoneSession.id}`,
        cookies: cookie(stranger.token),
      });
      assert.equal(theirs.statusCode, 404);
      assert.equal(await loggedInUserId(app, phone), member.id);

      const ended = await app.inject({
        method: 'DELETE',
        url: `/api/account/sessions/${phoneSession.id}`,
        cookies: cookie(member.token),
      });
      assert.equal(ended.statusCode, 204);
      assert.equal(await loggedInUserId(app, phone), null);
      const others = await post('/api/account/sessions/end-others', {}, member.token);
      assert.deepEqual(others.json(), { ended: 1 });
      assert.equal(await loggedInUserId(app, laptop), null);
      assert.equal(await loggedInUserId(app, member.token), member.id);
      const left = await app.inject({
        method: 'GET',
        url: '/api/account/sessions',
        cookies: cookie(member.token),
      });
      assert.equal(left.json().sessions.length, 1);
    });

    it('mails the donor a receipt for a succeeded gift, and a notice when support refunds it', async () => {
      const candidateId = await insertCandidate(db, {
        name: 'Rosa Receipt',
        isActivated: true,
        userId: await insertUser(db),
      });
      const donorEmail = `donor-${serial}@example.com`;
      const given = await postDonation(app, donationForm(candidateId, { amount: 25, donorEmail }));
      assert.equal(given.statusCode, 201, given.body);
      const id = given.json().id as number;
      const reference = `PAID-${String(id).padStart(6, '0')}`;
      const [receipt, ...more] = await deliver(donorEmail);
      assert.equal(more.length, 0);
      assert.equal(receipt.subject, `[TEST MODE] Your donation receipt ${reference}`);
      assert.match(receipt.text, new RegExp(`Receipt number: ${reference}`));
      assert.match(receipt.text, /Amount: \$25\.00/);
      assert.match(receipt.text, /Candidate: Rosa Receipt/);
      assert.match(receipt.text, /Date: \w+ \d+, \d{4} at .* UTC/);
      assert.ok(receipt.text.includes(RECEIPT_LEGAL_TEXT));
      assert.ok(receipt.text.includes(TEST_MODE_RECEIPT_NOTE));

      const refunded = await app.inject({
        method: 'POST',
        url: `/api/admin/donations/${id}/refund`,
        headers: { [ADMIN_SECRET_HEADER]: SECRET },
        payload: {},
      });
      assert.equal(refunded.statusCode, 200, refunded.body);
      const [notice] = await deliver(donorEmail);
      assert.equal(notice.subject, `[TEST MODE] Your donation ${reference} was refunded`);
      assert.match(notice.text, /Amount refunded: \$25\.00/);
    });

    it('retries a failed send later with a growing wait, then gives up and keeps the row', async () => {
      const failing: Mailer = {
        destination: 'nowhere',
        close() {},
        send: async () => {
          throw new Error('421 try later');
        },
      };
      await db.query(
        `insert into mail_outbox (recipient, subject, body_text, kind) values ('r@example.com', 'Retry me', 'x', 'test')`,
      );
      const first = await sendDueMail(db, failing);
      assert.equal(first.retrying.length, 1);
      const id = first.retrying[0];
      const row = async () =>
        (
          await db.query<{
            attempts: number;
            wait: number;
            lastError: string;
            failed: boolean;
            sent: boolean;
          }>(
            `select attempts, extract(epoch from send_after - now())::float8 as wait, last_error as "lastError",
                  failed_at is not null as failed, sent_at is not null as sent from mail_outbox where id = $1`,
            [id],
          )
        ).rows[0];
      const afterFirst = await row();
      assert.equal(afterFirst.attempts, 1);
      assert.equal(afterFirst.lastError, '421 try later');
      assert.ok(afterFirst.wait > 20 && afterFirst.wait <= 30, String(afterFirst.wait));
      // Not due yet: nothing is tried.
      assert.deepEqual((await sendDueMail(db, failing)).retrying, []);
      await db.query('update mail_outbox set send_after = now() where id = $1', [id]);
      await sendDueMail(db, failing);
      assert.ok((await row()).wait > 50);
      for (let n = 2; n < MAIL_MAX_ATTEMPTS; n += 1) {
        await db.query('update mail_outbox set send_after = now() where id = $1', [id]);
        await sendDueMail(db, failing);
      }
      const gaveUp = await row();
      assert.equal(gaveUp.attempts, MAIL_MAX_ATTEMPTS);
      assert.equal(gaveUp.failed, true);
      await db.query('update mail_outbox set send_after = now() where id = $1', [id]);
      assert.deepEqual(await sendDueMail(db, failing), {
        sent: [],
        retrying: [],
        failed: [],
        lost: [],
        dropped: [],
      });
    });

    it('retries a reset request whose account lookup failed, and then mails one working link', async () => {
      const member = await newMember('lookup-fails');
      await deliver(member.email);
      await post('/api/account/password-reset', { email: member.email });
      // The database fails the account lookup once (the connection dropped, say).
      let failures = 0;
      const flaky: Db = {
        ...db,
        transaction: (fn) =>
          db.transaction((tx) =>
            fn({
              ...tx,
              query: (async (text: string, params?: readonly SqlParam[]) => {
                if (failures === 0 && /from users where lower\(email\)/.test(text)) {
                  failures += 1;
                  throw new Error('connection terminated');
                }
                return tx.query(text, params);
              }) as typeof tx.query,
            }),
          ),
      };
      const first = await sendDueMail(flaky, mailer);
      assert.equal(failures, 1);
      assert.equal(first.retrying.length, 1, JSON.stringify(first));
      const id = first.retrying[0];
      const row = async () =>
        (
          await db.query<{ kind: string; attempts: number; lastError: string; sent: boolean }>(
            `select kind, attempts, last_error as "lastError", sent_at is not null as sent
               from mail_outbox where id = $1`,
            [id],
          )
        ).rows[0];
      // Still the request (no link was made: the transaction rolled back), waiting to retry.
      assert.deepEqual(await row(), {
        kind: 'password-reset-request',
        attempts: 1,
        lastError: 'connection terminated',
        sent: false,
      });
      const links = await db.query(
        `select 1 from account_tokens where user_id = $1 and purpose = 'password-reset'`,
        [member.id],
      );
      assert.equal(links.rows.length, 0);

      await db.query('update mail_outbox set send_after = now() where id = $1', [id]);
      const arrived = (await deliver(member.email)).filter((m) => m.subject.includes('password'));
      assert.equal(arrived.length, 1);
      assert.equal((await row()).sent, true);
      const reset = await post('/api/account/password-reset/confirm', {
        token: tokenInText(arrived[0].text),
        newPassword: NEW_PASSWORD,
      });
      assert.equal(reset.statusCode, 200, reset.body);
    });
  });
}
