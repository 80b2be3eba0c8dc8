import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, type CampaignUrl } from 'shared-api/contracts';
import { createTestPaymentProvider } from '../src/payments/test-payment-provider';
import { donationApp, donationForm, postDonation, TEST_CARDS } from './helpers/donation-requests';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// The whole campaign-link loop on the server: a visitor opens a campaign URL, gives,
// and the owner's list shows the visit and the money. Only succeeded donations to the link's
// own candidate count.

for (const kind of DATABASE_KINDS) {
  describe(`campaign URL visits and money raised (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let candidateId: number;
    let otherCandidateId: number;
    let owner: Record<string, string>;

    before(async () => {
      database = await createTestDatabase(kind);
      app = donationApp(database.db, createTestPaymentProvider());
      const ownerId = await insertUser(database.db, { firstName: 'Casey', lastName: 'Morales' });
      // Verified by support: only they take gifts.
      candidateId = await insertCandidate(database.db, {
        userId: ownerId,
        name: 'Casey Morales',
        isActivated: true,
      });
      otherCandidateId = await insertCandidate(database.db, {
        userId: await insertUser(database.db),
        name: 'Other Person',
        isActivated: true,
      });
      owner = await loginCookies(database.db, ownerId);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    async function generate(urlType: CampaignUrl['urlType'], urlSlug: string) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/campaign-urls',
        cookies: owner,
        payload: { urlType, urlSlug, title: urlSlug },
      });
      assert.equal(response.statusCode, 201, response.body);
      return contract.campaignUrls.create.response.parse(response.json());
    }

    /** Opens the link like a browser; answers the cookies the visitor now holds. */
    async function arriveThrough(link: CampaignUrl): Promise<Record<string, string>> {
      const response = await app.inject({ method: 'GET', url: new URL(link.fullUrl).pathname });
      assert.equal(response.statusCode, 302);
      const cookie = response.cookies.find((c) => c.name === 'paid_campaign');
      assert.ok(cookie);
      return { [cookie.name]: cookie.value };
    }

    async function listed(id: number): Promise<CampaignUrl> {
      const response = await app.inject({
        method: 'GET',
        url: '/api/campaign-urls',
        cookies: owner,
      });
      const found = contract.campaignUrls.list.response
        .parse(response.json())
        .find((u) => u.id === id);
      assert.ok(found);
      return found;
    }

    it('counts the visit and the succeeded donation made after arriving', async () => {
      const link = await generate('donation', 'spring-drive');
      const visitor = await arriveThrough(link);
      const given = await postDonation(
        app,
        donationForm(candidateId, { amount: 37.5, donorEmail: 'robin@example.com' }),
        visitor,
      );
      assert.equal(given.statusCode, 201, given.body);
      const entry = await listed(link.id);
      assert.equal(entry.visits, 1);
      assert.equal(entry.raisedDollars, 37.5);
    });

    it('leaves out declined cards and gifts to another candidate', async () => {
      const link = await generate('campaign', 'main-page');
      const visitor = await arriveThrough(link);
      const declined = await postDonation(
        app,
        donationForm(candidateId, {
          donorEmail: 'dee@example.com',
          card: { number: TEST_CARDS.declined, expiry: '12/39', cvc: '123' },
        }),
        visitor,
      );
      assert.equal(declined.statusCode, 402, declined.body);
      const elsewhere = await postDonation(
        app,
        donationForm(otherCandidateId, { donorEmail: 'eli@example.com' }),
        visitor,
      );
      assert.equal(elsewhere.statusCode, 201, elsewhere.body);
      const counted = await postDonation(
        app,
        donationForm(candidateId, { amount: 10, donorEmail: 'fay@example.com' }),
        visitor,
      );
      assert.equal(counted.statusCode, 201, counted.body);
      assert.equal((await listed(link.id)).raisedDollars, 10);
    });

    it('attributes nothing to a link the donor did not arrive through', async () => {
      const link = await generate('events', 'rally');
      const plain = await postDonation(
        app,
        donationForm(candidateId, { donorEmail: 'gus@example.com' }),
      );
      assert.equal(plain.statusCode, 201, plain.body);
      assert.equal((await listed(link.id)).raisedDollars, 0);
    });
  });
}
