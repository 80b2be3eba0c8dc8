import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  LOG_IN_THROTTLED_MESSAGE,
  SIGN_IN_LINK_EXPIRED_MESSAGE,
  SIGN_IN_LINK_SENT_MESSAGE,
  SIGN_IN_LINK_USED_MESSAGE,
} from 'shared-api/contracts';
import { SESSION_COOKIE } from '../src/auth/session';
import { createMailer, type Mailer } from '../src/mail/mailer';
import { sendDueMail } from '../src/mail/outbox';
import {
  GENEROUS_LIMITS,
  GOOD_PASSWORD,
  loggedInUserId,
  logIn,
  sessionTokenOf,
  signUp,
} from './helpers/auth-requests';
import {
  startSmtpCapture,
  tokenInText,
  verifyByMail,
  type SmtpCapture,
} from './helpers/mail-capture';
import { recordingDb, type RecordingDb } from './helpers/recording-db';
import { testApp, testConfig } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Found in a security review: 20 wrong passwords from 20 addresses locked the
// owner out for 15 minutes whatever they did. Now the throttle says a sign-in link can be
// mailed, and the owner gets in with it: single use, short-lived, asked for with the same
// answer and the same work whatever the address, and rate-limited per address and per inbox.

const ROOMY = { max: 10_000, windowMs: 60_000 };
const LINK_REQUESTS_PER_IP = 6;
const LINK_REQUESTS_PER_INBOX = 3;
const LIMITS = {
  ...GENEROUS_LIMITS,
  // The production per-account failure limit (20 in 15 minutes), as the finding was found.
  accountLinks: ROOMY,
  verificationMail: ROOMY,
  signInLink: { max: LINK_REQUESTS_PER_IP, windowMs: 60 * 60_000 },
  signInLinkPerAccount: { max: LINK_REQUESTS_PER_INBOX, windowMs: 15 * 60_000 },
};

for (const kind of DATABASE_KINDS) {
  describe(`one-time sign-in link for a throttled account (${kind})`, () => {
    let database: TestDatabase;
    let recording: RecordingDb;
    let app: FastifyInstance;
    let smtp: SmtpCapture;
    let mailer: Mailer;
    let clock = Date.now();
    let serial = 0;
    // Each test asks from addresses of its own, so the per-IP request limit is the test's.
    let ipBlock = 0;

    before(async () => {
      database = await createTestDatabase(kind);
      recording = recordingDb(database.db);
      smtp = await startSmtpCapture();
      mailer = createMailer({ ...testConfig(), smtpUrl: smtp.url, mailFrom: 'p@paid.test' });
      app = testApp(recording.db, {}, { limits: LIMITS, accountClock: () => clock });
    });
    after(async () => {
      mailer.close();
      await app.close();
      await smtp.close();
      await database.dispose();
    });
    beforeEach(() => {
      clock = Date.now();
      ipBlock += 1;
    });
    const ip = (n: number) => `10.44.${ipBlock}.${n}`;

    /** A signed-up account; verified (the link mailed at sign-up opened) unless asked not to. */
    async function newMember(tag: string, { verified = true, password = GOOD_PASSWORD } = {}) {
      serial += 1;
      const email = `${tag}-${serial}-${kind}@example.com`;
      const response = await signUp(app, {
        firstName: 'Olive',
        lastName: 'Owner',
        email,
        password,
      });
      assert.equal(response.statusCode, 201, response.body);
      if (verified) await verifyByMail(app, database.db, email);
      return { email, id: response.json().id as number, session: sessionTokenOf(response) };
    }

    const post = (url: string, payload: object, from: string, session?: string) =>
      app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: from,
        cookies: session ? { [SESSION_COOKIE]: session } : {},
      });
    const requestLink = (email: string, from = ip(1)) =>
      post('/api/auth/sign-in-link', { email }, from);
    const useLink = (token: string, from = ip(1)) =>
      post('/api/auth/sign-in-link/confirm', { token }, from);

    /** Runs the mail job; answers the sign-in links that arrived for `to`, oldest first. */
    async function deliveredLinks(to: string): Promise<string[]> {
      const before = smtp.received.length;
      await sendDueMail(database.db, mailer);
      return smtp.received
        .slice(before)
        .filter((mail) => mail.to.includes(to) && /\/login\/link\?token=/.test(mail.text))
        .map((mail) => tokenInText(mail.text)!);
    }

    /** 20 wrong passwords, each from an address of its own: the owner's account is throttled. */
    async function throttle(email: string) {
      for (let n = 1; n <= 20; n += 1) {
        const wrong = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: `wrong password ${n}` },
          remoteAddress: `10.45.${ipBlock}.${n}`,
        });
        assert.equal(wrong.statusCode, 401, wrong.body);
      }
    }

    it('lets the owner of a throttled account in with a mailed link, once', async () => {
      const owner = await newMember('owner');
      await throttle(owner.email);
      // The right password from the owner's own address is refused, and the answer says what
      // else to do.
      const refused = await post(
        '/api/auth/login',
        { email: owner.email, password: GOOD_PASSWORD },
        ip(200),
      );
      assert.equal(refused.statusCode, 429);
      assert.equal(refused.json().message, LOG_IN_THROTTLED_MESSAGE);

      const asked = await requestLink(owner.email.toUpperCase(), ip(200));
      assert.equal(asked.statusCode, 202, asked.body);
      assert.deepEqual(asked.json(), { message: SIGN_IN_LINK_SENT_MESSAGE });
      const [token] = await deliveredLinks(owner.email);
      assert.ok(token, 'a sign-in link arrived');

      const signedIn = await useLink(token, ip(200));
      assert.equal(signedIn.statusCode, 200, signedIn.body);
      assert.equal(signedIn.json().id, owner.id);
      assert.equal(await loggedInUserId(app, sessionTokenOf(signedIn)), owner.id);
      // A verified account is let in as it is: its password and other sessions stay.
      assert.equal(await loggedInUserId(app, owner.session), owner.id);

      // The link works once.
      const again = await useLink(token, ip(201));
      assert.equal(again.statusCode, 409);
      assert.equal(again.json().message, SIGN_IN_LINK_USED_MESSAGE);
      assert.equal(again.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '', '');
    });

    it('refuses a link after its 15 minutes, and takes it just before', async () => {
      const owner = await newMember('late');
      await requestLink(owner.email);
      const [late] = await deliveredLinks(owner.email);
      clock += 15 * 60_000 + 1;
      const refused = await useLink(late);
      assert.equal(refused.statusCode, 403);
      assert.equal(refused.json().message, SIGN_IN_LINK_EXPIRED_MESSAGE);
      assert.equal(
        refused.cookies.find((c) => c.name === SESSION_COOKIE),
        undefined,
      );

      clock = Date.now();
      await requestLink(owner.email);
      const [fresh] = await deliveredLinks(owner.email);
      clock += 15 * 60_000 - 1000;
      const inTime = await useLink(fresh);
      assert.equal(inTime.statusCode, 200, inTime.body);
    });

    it('answers and works the same whether or not the address has an account', async () => {
      const owner = await newMember('known');
      await sendDueMail(database.db, mailer); // earlier mail out of the way
      async function ask(email: string) {
        recording.statements.length = 0;
        const response = await requestLink(email);
        return {
          status: response.statusCode,
          body: response.json(),
          statements: [...recording.statements],
        };
      }
      const known = await ask(owner.email);
      const unknown = await ask(`nobody-${serial}-${kind}@example.com`);
      assert.equal(known.status, 202);
      assert.deepEqual(unknown.body, known.body);
      assert.equal(unknown.status, known.status);
      assert.deepEqual(unknown.statements, known.statements);
      // Only the mail job, later, finds the account: one link sent, the stranger's row dropped.
      const report = await sendDueMail(database.db, mailer);
      assert.equal(report.sent.length, 1);
      assert.equal(report.dropped.length, 1);
    });

    it('limits link requests per inbox from any address, and per address, alike for strangers', async () => {
      const owner = await newMember('limited');
      const stranger = `stranger-${serial}-${kind}@example.com`;
      for (const email of [owner.email, stranger]) {
        for (let n = 1; n <= LINK_REQUESTS_PER_INBOX; n += 1) {
          assert.equal((await requestLink(email, ip(10 + n))).statusCode, 202);
        }
        const over = await requestLink(email, ip(20));
        assert.equal(over.statusCode, 429, `${email}: ${over.body}`);
        assert.match(over.json().message, /^Too many requests/);
      }
      // The links sent before the limit still work: whoever used up the requests did not lock
      // the owner out.
      const tokens = await deliveredLinks(owner.email);
      assert.equal(tokens.length, LINK_REQUESTS_PER_INBOX);
      assert.equal((await useLink(tokens[0])).statusCode, 200);

      // One address asking for many inboxes.
      for (let n = 1; n <= LINK_REQUESTS_PER_IP; n += 1) {
        assert.equal(
          (await requestLink(`many-${n}-${serial}@example.com`, ip(30))).statusCode,
          202,
        );
      }
      assert.equal((await requestLink(`many-x-${serial}@example.com`, ip(30))).statusCode, 429);
    });

    it('refuses a malformed address or link with a clear message', async () => {
      const badEmail = await requestLink('not an address');
      assert.equal(badEmail.statusCode, 400);
      assert.ok(badEmail.json().errors.email);
      const badToken = await useLink('short');
      assert.equal(badToken.statusCode, 400);
      assert.ok(badToken.json().errors.token);
      const unknown = await useLink('u'.repeat(43));
      assert.equal(unknown.statusCode, 400);
    });

    it("takes an unverified account from whoever signed it up when the address's owner uses a link", async () => {
      // Someone signed up with the owner's address and a password of their own.
      const squatter = await newMember('claimed', {
        verified: false,
        password: 'squatter password',
      });
      await requestLink(squatter.email);
      const [token] = await deliveredLinks(squatter.email);
      const owner = await useLink(token);
      assert.equal(owner.statusCode, 200, owner.body);
      assert.equal(owner.json().emailVerified, true);
      assert.equal(
        (await logIn(app, { email: squatter.email, password: 'squatter password' })).statusCode,
        401,
      );
      assert.equal(await loggedInUserId(app, squatter.session), null);
      assert.equal(await loggedInUserId(app, sessionTokenOf(owner)), squatter.id);
      const { rows } = await database.db.query(
        `select 1 from mail_outbox where recipient = $1 and kind = 'account-claimed'`,
        [squatter.email],
      );
      assert.equal(rows.length, 1);
    });

    it("tells the address's owner in the language of the browser that opened the link, not the account's", async () => {
      const claimedNotice = async (email: string) =>
        (
          await database.db.query<{ subject: string; text: string }>(
            `select subject, body_text as text from mail_outbox
              where recipient = $1 and kind = 'account-claimed'`,
            [email],
          )
        ).rows;
      const openLink = async (email: string, acceptLanguage: string, from: string) => {
        await requestLink(email, from);
        const [token] = await deliveredLinks(email);
        const opened = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in-link/confirm',
          payload: { token },
          remoteAddress: from,
          headers: { 'accept-language': acceptLanguage },
        });
        assert.equal(opened.statusCode, 200, opened.body);
      };

      const spanishOwner = await newMember('reclamada', { verified: false });
      await openLink(spanishOwner.email, 'es-US,es;q=0.9', ip(2));
      const [inSpanish] = await claimedNotice(spanishOwner.email);
      assert.equal(inSpanish.subject, 'Su cuenta de PAID ahora es solo suya');
      assert.match(inSpanish.text, /^Acaba de iniciar sesión en PAID con un enlace enviado/);

      // Whoever signed it up chose Spanish: the owner's English browser still reads English.
      const englishOwner = await newMember('claimed-en', { verified: false });
      await database.db.query(`update users set language = 'es' where id = $1`, [englishOwner.id]);
      await openLink(englishOwner.email, 'en-US', ip(3));
      const [inEnglish] = await claimedNotice(englishOwner.email);
      assert.equal(inEnglish.subject, 'Your PAID account is yours alone now');
    });
  });
}
