import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sign } from '@fastify/cookie';
import { CAMPAIGN_COOKIE, signCookieValue } from '../src/campaign-urls/campaign-cookie';
import type { Db } from '../src/db/db';
import {
  assertMoneyConsistent,
  countingProvider,
  donationApp,
  donationForm,
  ITEMISED,
  postDonation,
} from './helpers/donation-requests';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { addCandidate } from './helpers/tournament-fixtures';

// Attribution (docs/donation-rules.md): a donation made after arriving through a campaign URL (the
// landing route leaves its id in the signed paid_campaign cookie) is attributed to that link,
// but only when the link promotes the candidate receiving the gift (the owner's profile, or
// the candidate a supporter picked); an unsigned, tampered or foreign cookie attributes
// nothing and never stops the donation.

for (const kind of DATABASE_KINDS) {
  describe(`campaign URL attribution of donations (${kind})`, () => {
    let database: TestDatabase;
    let db: Db;
    let app: FastifyInstance;
    let candidateId: number;
    let otherCandidateId: number;
    let ownerCookies: Record<string, string>;
    let linkId: number;

    async function ownedCandidate(name: string, geographicCode: string) {
      const userId = await insertUser(db);
      const id = await addCandidate(db, { name, geographicCode });
      await db.query('update candidates set user_id = $1 where id = $2', [userId, id]);
      return { id, userId };
    }

    async function createLink(
      cookies: Record<string, string>,
      slug: string,
      candidateId?: number,
    ): Promise<number> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/campaign-urls',
        cookies,
        payload: {
          urlType: 'donation',
          urlSlug: slug,
          title: 'Spring drive',
          description: '',
          candidateId,
        },
      });
      assert.equal(response.statusCode, 201, response.body);
      return response.json().id;
    }

    async function attributionOf(cookie: string | undefined, target = candidateId) {
      const response = await postDonation(
        app,
        // The same donor gives many times here: past $200 the itemisation fields are due.
        donationForm(target, ITEMISED),
        cookie === undefined ? {} : { [CAMPAIGN_COOKIE]: cookie },
      );
      assert.equal(response.statusCode, 201, response.body);
      const { rows } = await db.query<{ campaignUrlId: number | null }>(
        'select campaign_url_id as "campaignUrlId" from donations where id = $1',
        [response.json().id],
      );
      return rows[0].campaignUrlId;
    }

    before(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      app = donationApp(db, countingProvider());
      const owner = await ownedCandidate('Casey Morales', 'CA');
      candidateId = owner.id;
      otherCandidateId = (await ownedCandidate('Riley Park', 'NV')).id;
      ownerCookies = await loginCookies(db, owner.userId);
      linkId = await createLink(ownerCookies, `casey-spring-${kind}`);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    /** The cookie as the landing route sets it: the id signed with the server's secret. */
    const signed = (value: string) => signCookieValue(db, value);

    it("attributes a gift to the candidate's own link named by the cookie", async () => {
      assert.equal(await attributionOf(await signed(String(linkId))), linkId);
      const list = await app.inject({
        method: 'GET',
        url: '/api/campaign-urls',
        cookies: ownerCookies,
      });
      const link = (list.json() as { id: number; raisedDollars: number }[]).find(
        (entry) => entry.id === linkId,
      );
      assert.equal(link?.raisedDollars, 25);
    });

    it("attributes nothing to another candidate's link", async () => {
      assert.equal(await attributionOf(await signed(String(linkId)), otherCandidateId), null);
    });

    it('attributes nothing to an unsigned, tampered or foreign-signed cookie', async () => {
      const otherLink = await createLink(ownerCookies, `casey-other-${kind}`);
      const [, otherSignature] = (await signed(String(otherLink))).split('.');
      for (const cookie of [
        String(linkId), // set by hand: the id alone
        `${linkId}.${otherSignature}`, // another link's signature
        `${linkId}.`,
        sign(String(linkId), 'not-the-server-secret'),
      ]) {
        assert.equal(await attributionOf(cookie), null, `cookie ${cookie}`);
      }
    });

    it("attributes a gift to a supporter's link for the candidate it promotes", async () => {
      await db.query('update candidates set is_activated = true where id = $1', [candidateId]);
      const supporter = await loginCookies(db, await insertUser(db));
      const link = await createLink(supporter, `casey-morales-for-casey-${kind}`, candidateId);
      assert.equal(await attributionOf(await signed(String(link))), link);
      assert.equal(await attributionOf(await signed(String(link)), otherCandidateId), null);
    });

    it('ignores a missing, unknown or malformed cookie', async () => {
      for (const value of ['', '999999', '0', '-3', 'abc', `${linkId}x`, '1e3']) {
        assert.equal(await attributionOf(await signed(value)), null, `cookie ${value}`);
      }
      assert.equal(await attributionOf(undefined), null);
      assert.equal(await attributionOf(await signed('99999999999999999999999')), null);
    });

    it('leaves every total equal to a fresh sum', async () => {
      await assertMoneyConsistent(db);
    });
  });
}
