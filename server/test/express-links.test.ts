import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  EXPRESS_LINK_EXPIRED_MESSAGE,
  EXPRESS_LINK_OFF_MESSAGE,
  expressLinkSchema,
  expressLinkViewSchema,
  type ExpressLink,
} from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import {
  assertMoneyConsistent,
  countingProvider,
  donationForm,
  ITEMISED,
  postDonation,
  uniqueKey,
  type CountingProvider,
} from './helpers/donation-requests';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Express links (docs/donation-rules.md "Express links"): only the candidate owner makes,
// lists and switches off links; reading a link (its API or its page) charges nothing; a gift
// through an open link is one POST with the donor's session, the site's CSRF check and an
// idempotency key, under every rule of a gift (the limit); expired and switched-off links
// give nothing; the gift carries the link and its refcode.

const DAY_MS = 86_400_000;
const ROOMY = { max: 1_000_000, windowMs: 60_000 };

for (const kind of databaseKinds({
  differsByDatabase: "two simultaneous presses of one link's confirmation with one key",
})) {
  describe(`express links (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let provider: CountingProvider;
    let offsetMs = 0;
    const clock = { now: () => new Date(Date.now() + offsetMs) };

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      provider = countingProvider();
      app = testApp(db, {}, { payments: provider, clock, limits: { donations: ROOMY } });
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    /** A verified candidate owned by a fresh account. */
    async function ownedCandidate(name: string) {
      const candidateId = await addCandidate(db, { name });
      const ownerId = await insertUser(db);
      await db.query('update candidates set user_id = $1 where id = $2', [ownerId, candidateId]);
      return { candidateId, owner: await loginCookies(db, ownerId) };
    }

    /** A member who gave `amount` with the form and saved the card. */
    async function donorWithSavedCard(candidateId: number, amount = 25) {
      const userId = await insertUser(db);
      const cookies = await loginCookies(db, userId);
      const response = await postDonation(
        app,
        donationForm(candidateId, {
          ...ITEMISED,
          amount,
          donorEmail: `express-${userId}@example.com`,
          saveCard: true,
        }),
        cookies,
      );
      assert.equal(response.statusCode, 201, response.body);
      return { userId, cookies };
    }

    const createLink = (
      candidateId: number,
      cookies: Record<string, string>,
      body: Record<string, unknown>,
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/candidate/${candidateId}/express-links`,
        payload: body,
        cookies,
      });

    async function newLink(
      candidateId: number,
      owner: Record<string, string>,
      body: Record<string, unknown>,
    ): Promise<ExpressLink> {
      const response = await createLink(candidateId, owner, body);
      assert.equal(response.statusCode, 201, response.body);
      return expressLinkSchema.parse(response.json());
    }

    const give = (
      token: string,
      cookies: Record<string, string>,
      key = uniqueKey('express'),
      headers: Record<string, string> = {},
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/express-links/${token}/give`,
        payload: { idempotencyKey: key },
        cookies,
        headers,
      });

    /** What moved money: donation rows (any state) and the provider's charge requests. */
    async function ledger() {
      const { rows } = await db.query<{ n: string; cents: string }>(
        `select count(*) as n, coalesce(sum(amount_cents), 0) as cents from donations`,
      );
      return {
        rows: Number(rows[0].n),
        cents: Number(rows[0].cents),
        charges: provider.charges.length,
      };
    }

    it('refuses a link to a candidate owner whose profile support has not verified (403)', async () => {
      const ownerId = await insertUser(db);
      const owner = await loginCookies(db, ownerId);
      const candidateId = await insertCandidate(db, {
        userId: ownerId,
        name: 'Pat Pending',
        isActivated: false,
      });
      const response = await createLink(candidateId, owner, { amount: 50 });
      assert.equal(response.statusCode, 403, response.body);
      assert.match(response.json().message, /not been verified/);
      const { rows } = await db.query('select 1 from express_links where candidate_id = $1', [
        candidateId,
      ]);
      assert.equal(rows.length, 0);
    });

    it('lets only the candidate owner make, list and switch off links (30 days by default)', async () => {
      const { candidateId, owner } = await ownedCandidate('Olive Owner');
      const stranger = await loginCookies(db, await insertUser(db));
      const body = { amount: 50, refcode: 'spring-mail' };
      assert.equal((await createLink(candidateId, {}, body)).statusCode, 401);
      assert.equal((await createLink(candidateId, stranger, body)).statusCode, 403);
      const before = clock.now().getTime();
      const link = await newLink(candidateId, owner, body);
      const lifetime = new Date(link.expiresAt).getTime() - before;
      assert.ok(Math.abs(lifetime - 30 * DAY_MS) < 60_000, `lifetime ${lifetime}`);
      assert.equal(link.path, `/donate/${candidateId}?express=${link.token}`);
      assert.ok(link.token.length >= 43, 'a 32-byte random token');
      // The owner is mailed the link, to paste into the campaign's own email.
      const { rows: mails } = await db.query<{ recipient: string; text: string; email: string }>(
        `select m.recipient, m.body_text as text, u.email
           from mail_outbox m, candidates c join users u on u.id = c.user_id
          where m.kind = 'express-link' and c.id = $1 order by m.id desc limit 1`,
        [candidateId],
      );
      assert.equal(mails[0].recipient, mails[0].email);
      assert.ok(mails[0].text.includes(`${link.path}\n`), mails[0].text);
      const short = await newLink(candidateId, owner, { amount: 10, expiresInDays: 7 });
      assert.ok(
        Math.abs(new Date(short.expiresAt).getTime() - before - 7 * DAY_MS) < 60_000,
        'a shorter expiry is kept',
      );
      assert.equal(
        (await createLink(candidateId, owner, { amount: 10, expiresInDays: 31 })).statusCode,
        400,
      );

      const listUrl = `/api/candidate/${candidateId}/express-links`;
      assert.equal((await app.inject({ method: 'GET', url: listUrl })).statusCode, 401);
      assert.equal(
        (await app.inject({ method: 'GET', url: listUrl, cookies: stranger })).statusCode,
        403,
      );
      const listed = await app.inject({ method: 'GET', url: listUrl, cookies: owner });
      assert.deepEqual(
        listed.json().map((each: ExpressLink) => each.id),
        [short.id, link.id],
      );

      const offUrl = `${listUrl}/${link.id}/switch-off`;
      assert.equal(
        (await app.inject({ method: 'POST', url: offUrl, cookies: stranger })).statusCode,
        403,
      );
      const off = await app.inject({ method: 'POST', url: offUrl, cookies: owner });
      assert.equal(off.statusCode, 200, off.body);
      assert.equal(off.json().state, 'off');
      // Another candidate's owner cannot reach it through their own candidate either.
      const other = await ownedCandidate('Otto Other');
      const foreign = await app.inject({
        method: 'POST',
        url: `/api/candidate/${other.candidateId}/express-links/${short.id}/switch-off`,
        cookies: other.owner,
      });
      assert.equal(foreign.statusCode, 404);
    });

    it("mails the link in its owner's language: their account's setting, else their browser's", async () => {
      const { candidateId, owner } = await ownedCandidate('Lena Lengua');
      const make = async (headers: Record<string, string>) => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/candidate/${candidateId}/express-links`,
          payload: { amount: 25, refcode: 'primavera' },
          cookies: owner,
          headers,
        });
        assert.equal(response.statusCode, 201, response.body);
        const { rows } = await db.query<{ subject: string; text: string }>(
          `select m.subject, m.body_text as text
             from mail_outbox m, candidates c join users u on u.id = c.user_id
            where m.kind = 'express-link' and m.recipient = u.email and c.id = $1
            order by m.id desc limit 1`,
          [candidateId],
        );
        return rows[0];
      };
      const english = await make({});
      assert.equal(english.subject, 'Your express link for $25.00 to Lena Lengua');
      assert.match(english.text, /^Hello,\n/);

      const byBrowser = await make({ 'accept-language': 'es-MX,es;q=0.9' });
      assert.equal(byBrowser.subject, 'Su enlace exprés de $25.00 para Lena Lengua');
      assert.match(byBrowser.text, /\(código de referencia primavera\):/);

      await db.query(
        `update users set language = 'es' where id = (select user_id from candidates where id = $1)`,
        [candidateId],
      );
      const byAccount = await make({ 'accept-language': 'en-US' });
      assert.equal(byAccount.subject, 'Su enlace exprés de $25.00 para Lena Lengua');
    });

    it('charges nothing on a GET of the link or its page', async () => {
      const { candidateId, owner } = await ownedCandidate('Gina Get');
      const donor = await donorWithSavedCard(candidateId);
      const link = await newLink(candidateId, owner, { amount: 40 });
      const before = await ledger();
      for (const cookies of [donor.cookies, {}]) {
        const view = await app.inject({
          method: 'GET',
          url: `/api/express-links/${link.token}`,
          cookies,
        });
        assert.equal(view.statusCode, 200, view.body);
        assert.deepEqual(
          { ...expressLinkViewSchema.parse(view.json()), election: null },
          {
            candidateId,
            candidateName: 'Gina Get',
            amount: 40,
            election: null,
            state: 'open',
            message: null,
          },
        );
        await app.inject({ method: 'GET', url: link.path, cookies });
      }
      // A GET on the gift's own address is no gift either (404: it is a POST route).
      await app.inject({
        method: 'GET',
        url: `/api/express-links/${link.token}/give`,
        cookies: donor.cookies,
      });
      assert.deepEqual(await ledger(), before);
    });

    it('gives the link amount with one POST, once per key, tagged with the link and its refcode', async () => {
      const { candidateId, owner } = await ownedCandidate('Paula Press');
      const donor = await donorWithSavedCard(candidateId);
      const link = await newLink(candidateId, owner, { amount: 60, refcode: 'may-mail' });
      const before = await ledger();
      // Another site's page posting with the donor's cookie is refused (the CSRF check).
      const forged = await give(link.token, donor.cookies, uniqueKey(), {
        origin: 'https://evil.example',
      });
      assert.equal(forged.statusCode, 403, forged.body);
      assert.equal((await give(link.token, {})).statusCode, 401);
      assert.deepEqual(await ledger(), before);

      const key = uniqueKey('express-once');
      const [first, second] = await Promise.all([
        give(link.token, donor.cookies, key),
        give(link.token, donor.cookies, key),
      ]);
      assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 201]);
      assert.equal(first.json().id, second.json().id);
      assert.equal(first.json().amount, 60);
      assert.equal(provider.chargesOf(key), 1);
      const { rows } = await db.query<{ linkId: string; refcode: string; userId: string }>(
        `select express_link_id as "linkId", refcode, user_id as "userId"
           from donations where id = $1`,
        [first.json().id],
      );
      assert.deepEqual(
        { ...rows[0], linkId: Number(rows[0].linkId), userId: Number(rows[0].userId) },
        { linkId: link.id, refcode: 'may-mail', userId: donor.userId },
      );
      const listed = await app.inject({
        method: 'GET',
        url: `/api/candidate/${candidateId}/express-links`,
        cookies: owner,
      });
      assert.deepEqual(
        { gifts: listed.json()[0].gifts, raised: listed.json()[0].raised },
        { gifts: 1, raised: 60 },
      );
      // A member without a saved card gets the 409 that sends them to the form.
      const plain = await loginCookies(db, await insertUser(db));
      assert.equal((await give(link.token, plain)).statusCode, 409);
      await assertMoneyConsistent(db);
    });

    it('refuses expired and switched-off links with their message, and charges nothing', async () => {
      const { candidateId, owner } = await ownedCandidate('Eve Expiry');
      const donor = await donorWithSavedCard(candidateId);
      const soon = await newLink(candidateId, owner, { amount: 20, expiresInDays: 1 });
      const switched = await newLink(candidateId, owner, { amount: 20 });
      await app.inject({
        method: 'POST',
        url: `/api/candidate/${candidateId}/express-links/${switched.id}/switch-off`,
        cookies: owner,
      });
      const before = await ledger();
      const offView = await app.inject({
        method: 'GET',
        url: `/api/express-links/${switched.token}`,
      });
      assert.deepEqual(
        { state: offView.json().state, message: offView.json().message },
        { state: 'off', message: EXPRESS_LINK_OFF_MESSAGE },
      );
      const offGift = await give(switched.token, donor.cookies);
      assert.equal(offGift.statusCode, 409);
      assert.equal(offGift.json().message, EXPRESS_LINK_OFF_MESSAGE);

      offsetMs = DAY_MS + 60_000;
      try {
        const view = await app.inject({ method: 'GET', url: `/api/express-links/${soon.token}` });
        assert.deepEqual(
          { state: view.json().state, message: view.json().message },
          { state: 'expired', message: EXPRESS_LINK_EXPIRED_MESSAGE },
        );
        const late = await give(soon.token, donor.cookies);
        assert.equal(late.statusCode, 409);
        assert.equal(late.json().message, EXPRESS_LINK_EXPIRED_MESSAGE);
      } finally {
        offsetMs = 0;
      }
      assert.deepEqual(await ledger(), before);
      const unknown = await app.inject({
        method: 'GET',
        url: `/api/express-links/${'x'.repeat(43)}`,
      });
      assert.equal(unknown.statusCode, 404);
    });

    it('applies the limit per election through a link', async () => {
      const { candidateId, owner } = await ownedCandidate('Lou Limit');
      const donor = await donorWithSavedCard(candidateId, 3_400);
      const link = await newLink(candidateId, owner, { amount: 200 });
      const before = await ledger();
      const over = await give(link.token, donor.cookies);
      assert.equal(over.statusCode, 400, over.body);
      assert.match(over.json().errors.amount, /at most \$100 more/);
      assert.deepEqual(await ledger(), before);
      const fits = await newLink(candidateId, owner, { amount: 100 });
      assert.equal((await give(fits.token, donor.cookies)).statusCode, 201);
      assert.equal((await give(fits.token, donor.cookies)).statusCode, 400);
      await assertMoneyConsistent(db);
    });
  });
}
