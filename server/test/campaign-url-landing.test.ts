import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { URL_TEMPLATES, contract, type CampaignUrl } from 'shared-api/contracts';
import { campaignCookieOptions, verifiedCookieValue } from '../src/campaign-urls/campaign-cookie';
import { ADDRESS_VISITS_PER_DAY, forgetOldVisits } from '../src/campaign-urls/campaign-landing';
import { BUCKET_COOKIE } from '../src/http/site';
import { appWithStorage } from './helpers/app-with-storage';
import { assertShellPage, makeFixtureSite } from './helpers/fixture-site';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Opening a generated campaign URL (docs/routes-and-screens.md): GET /{path}/{slug} counts a visit,
// sets the paid_campaign cookie and redirects to the owner's page; anything else is the site's
// (the history fallback), including /donate/{candidateId}, the real donation page.

const ORIGIN = 'https://paid.example';
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const THIRTY_DAYS = 30 * 24 * 60 * 60;

for (const kind of databaseKinds({
  differsByDatabase: "one visitor's simultaneous visits counted once",
})) {
  describe(`campaign URL landing (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let site: string;
    let candidateId: number;
    let owner: Record<string, string>;
    let plain: Record<string, string>;

    before(async () => {
      database = await createTestDatabase(kind);
      site = makeFixtureSite();
      ({ app } = appWithStorage(database.db, undefined, { publicOrigin: ORIGIN, siteDir: site }));
      const ownerId = await insertUser(database.db, { firstName: 'Casey', lastName: 'Morales' });
      // Verified: only a verified candidate picks bare slugs (campaign-slugs.ts).
      candidateId = await insertCandidate(database.db, {
        userId: ownerId,
        name: 'Casey Morales',
        isActivated: true,
      });
      owner = await loginCookies(database.db, ownerId);
      plain = await loginCookies(database.db, await insertUser(database.db));
    });
    after(async () => {
      await app.close();
      await database.dispose();
      fs.rmSync(site, { recursive: true, force: true });
    });

    async function generate(
      cookies: Record<string, string>,
      urlType: CampaignUrl['urlType'],
      urlSlug: string,
    ): Promise<CampaignUrl> {
      const response = await app.inject({
        method: 'POST',
        url: '/api/campaign-urls',
        cookies,
        payload: { urlType, urlSlug, title: `${urlType} ${urlSlug}` },
      });
      assert.equal(response.statusCode, 201, response.body);
      return contract.campaignUrls.create.response.parse(response.json());
    }

    /** Opens a URL the way a browser does (HTML accepted), from its path. */
    // A browser that has its canary bucket already (site.ts sets one on a first page), so any
    // cookie an answer sets is the campaign link's own.
    const open = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
      app.inject({
        method,
        url: url.replace(ORIGIN, ''),
        headers: HTML,
        cookies: { [BUCKET_COOKIE]: '42' },
      });

    async function visitsOf(id: number): Promise<number> {
      const { rows } = await database.db.query<{ visits: number }>(
        'select visits from campaign_urls where id = $1',
        [id],
      );
      return rows[0].visits;
    }

    it('redirects a donation URL to the donation page, counts the visit and sets the cookie', async () => {
      const link = await generate(owner, 'donation', 'spring-drive');
      const response = await open(link.fullUrl);
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, `/donate/${candidateId}`);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(await visitsOf(link.id), 1);

      const cookie = response.cookies.find((c) => c.name === 'paid_campaign');
      assert.ok(cookie, 'the paid_campaign cookie is set');
      // Signed (HMAC with the server's secret): the link id, then the signature.
      assert.equal(await verifiedCookieValue(database.db, cookie.value), String(link.id));
      assert.notEqual(cookie.value, String(link.id));
      assert.equal(cookie.path, '/');
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.secure, true); // the public origin is https
      assert.equal(cookie.maxAge, THIRTY_DAYS);
    });

    it('leads every other template to the candidate page', async () => {
      for (const template of URL_TEMPLATES.filter((t) => t.type !== 'donation')) {
        const link = await generate(owner, template.type, 'casey-for-ca');
        assert.equal(link.fullUrl, `${ORIGIN}/${template.path}/casey-for-ca`);
        const response = await open(link.fullUrl);
        assert.equal(response.statusCode, 302, template.path);
        assert.equal(response.headers.location, `/candidate/${candidateId}`);
        assert.equal(await visitsOf(link.id), 1, template.path);
      }
    });

    it('counts one visit per visitor, also simultaneous ones, and shows them in the list', async () => {
      const link = await generate(owner, 'events', 'town-hall');
      const path = link.fullUrl.replace(ORIGIN, '');
      // Eight visitors (eight addresses, no cookies), each opening the link twice at once.
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, index) =>
          app.inject({
            method: 'GET',
            url: path,
            headers: HTML,
            remoteAddress: `10.0.0.${index % 8}`,
          }),
        ),
      );
      assert.ok(answers.every((answer) => answer.statusCode === 302));
      assert.equal(await visitsOf(link.id), 8);
      const list = await app.inject({ method: 'GET', url: '/api/campaign-urls', cookies: owner });
      const listed = contract.campaignUrls.list.response
        .parse(list.json())
        .find((item) => item.id === link.id);
      assert.equal(listed?.visits, 8);
    });

    it('matches a slug typed in capitals', async () => {
      const link = await generate(owner, 'volunteer', 'door-knock');
      const response = await open('/volunteer/Door-Knock');
      assert.equal(response.statusCode, 302);
      assert.equal(await visitsOf(link.id), 1);
    });

    it('redirects a HEAD request without counting it as a visit', async () => {
      const link = await generate(owner, 'social', 'bio-link');
      const response = await open(link.fullUrl, 'HEAD');
      assert.equal(response.statusCode, 302);
      assert.equal(response.headers.location, `/candidate/${candidateId}`);
      assert.equal(await visitsOf(link.id), 0);
    });

    it('serves the site for an unknown slug, a slug of another template and a bad slug', async () => {
      const link = await generate(owner, 'policy', 'healthcare');
      for (const url of [
        '/policy/nobody-here',
        '/events/healthcare',
        '/policy/a%20b',
        '/policy/-x',
      ]) {
        const response = await open(url);
        assert.equal(response.statusCode, 200, url);
        assertShellPage(response.body, url);
        assert.equal(response.headers['set-cookie'], undefined, url);
      }
      assert.equal(await visitsOf(link.id), 0);
      // Not a browser navigation: the same 404 as any unknown path.
      const script = await app.inject({ method: 'GET', url: '/policy/nobody-here' });
      assert.equal(script.statusCode, 404);
      assert.deepEqual(script.json(), { message: 'Not found' });
    });

    it('keeps /donate/{candidateId} the donation page, even against a numeric slug in the table', async () => {
      // The contract refuses such slugs; a row written around it must still not shadow the page.
      const { rows } = await database.db.query<{ id: number }>(
        `insert into campaign_urls (user_id, url_type, url_slug, title)
         select user_id, 'donation', $1, 'Numeric' from candidates where id = $2 returning id`,
        [String(candidateId), candidateId],
      );
      const response = await open(`/donate/${candidateId}`);
      assert.equal(response.statusCode, 200);
      assertShellPage(response.body);
      assert.equal(response.headers['set-cookie'], undefined);
      assert.equal(await visitsOf(rows[0].id), 0);
    });

    it('counts 100 reloads by one visitor as one visit a day', async () => {
      const link = await generate(owner, 'campaign', 'reload-me');
      const path = link.fullUrl.replace(ORIGIN, '');
      const first = await open(path);
      const visitor = first.cookies.find((c) => c.name === 'paid_visitor');
      assert.ok(visitor, 'an anonymous visitor gets a signed visitor cookie');
      assert.equal(visitor.httpOnly, true);
      const visitorCookie: string = visitor.value;
      for (let reload = 0; reload < 99; reload += 1) {
        const response: Awaited<ReturnType<typeof open>> = await app.inject({
          method: 'GET',
          url: path,
          headers: HTML,
          // A browser sends the cookie back; a client that drops cookies comes from the same address.
          cookies: reload % 2 === 0 ? { paid_visitor: visitorCookie } : {},
        });
        assert.equal(response.statusCode, 302);
      }
      assert.equal(await visitsOf(link.id), 1);

      // A logged-in member reloading counts once too, whatever their address.
      for (let reload = 0; reload < 5; reload += 1) {
        await app.inject({
          method: 'GET',
          url: path,
          headers: HTML,
          cookies: plain,
          remoteAddress: `10.1.0.${reload}`,
        });
      }
      assert.equal(await visitsOf(link.id), 2);

      // A visitor cookie set by hand is no visitor: its address decides.
      await app.inject({
        method: 'GET',
        url: path,
        headers: HTML,
        cookies: { paid_visitor: 'made-up' },
      });
      assert.equal(await visitsOf(link.id), 2);
      // Hashed keys only: no address or id in the clear.
      const { rows } = await database.db.query<{ visitorHash: string }>(
        'select visitor_hash as "visitorHash" from campaign_url_visits where campaign_url_id = $1',
        [link.id],
      );
      assert.ok(rows.length > 0);
      assert.ok(rows.every((row) => !/127\.0\.0\.1|user:|visitor:/.test(row.visitorHash)));
    });

    it(`counts 20 visits from one address with replayed or new cookies as at most ${ADDRESS_VISITS_PER_DAY}`, async () => {
      // Twenty signed visitor cookies, each free for the asking from another link.
      const source = await generate(owner, 'campaign', 'cookie-jar');
      const address = '203.0.113.7';
      const cookies: string[] = [];
      for (let index = 0; index < 20; index += 1) {
        const answer = await app.inject({
          method: 'GET',
          url: source.fullUrl.replace(ORIGIN, ''),
          headers: HTML,
          remoteAddress: address,
        });
        const visitor = answer.cookies.find((c) => c.name === 'paid_visitor');
        assert.ok(visitor);
        cookies.push(visitor.value);
      }
      assert.equal(new Set(cookies).size, 20);

      const target = await generate(owner, 'donation', 'replayed');
      const path = target.fullUrl.replace(ORIGIN, '');
      // Replayed: each cookie once; new: no cookie, a fresh one set each time.
      for (let index = 0; index < 20; index += 1) {
        await app.inject({
          method: 'GET',
          url: path,
          headers: HTML,
          remoteAddress: address,
          cookies: index % 4 === 3 ? {} : { paid_visitor: cookies[index] },
        });
      }
      assert.equal(await visitsOf(target.id), ADDRESS_VISITS_PER_DAY);

      // The same visitor twice in a day from a fresh address: one visit.
      const first = await app.inject({
        method: 'GET',
        url: path,
        headers: HTML,
        remoteAddress: '198.51.100.9',
      });
      const visitor = first.cookies.find((c) => c.name === 'paid_visitor');
      assert.ok(visitor);
      await app.inject({
        method: 'GET',
        url: path,
        headers: HTML,
        remoteAddress: '198.51.100.9',
        cookies: { paid_visitor: visitor.value },
      });
      assert.equal(await visitsOf(target.id), ADDRESS_VISITS_PER_DAY + 1);
    });

    it('forgets visitor hashes from before yesterday', async () => {
      const link = await generate(owner, 'social', 'old-visits');
      await database.db.query(
        `insert into campaign_url_visits (campaign_url_id, day, visitor_hash)
         values ($1, '2026-03-10', 'a'), ($1, '2026-03-09', 'b'), ($1, '2026-03-07', 'c')`,
        [link.id],
      );
      await forgetOldVisits(database.db, '2026-03-10');
      const { rows } = await database.db.query<{ hash: string }>(
        `select visitor_hash as hash from campaign_url_visits
          where campaign_url_id = $1 order by visitor_hash`,
        [link.id],
      );
      assert.deepEqual(
        rows.map((row) => row.hash),
        ['a', 'b'],
      );
    });

    it("lands a supporter's link on the candidate it promotes", async () => {
      const supportedId = await insertCandidate(database.db, {
        userId: await insertUser(database.db),
        name: 'Jordan Lee',
        isActivated: true,
      });
      const response = await app.inject({
        method: 'POST',
        url: '/api/campaign-urls',
        cookies: plain,
        payload: {
          urlType: 'donation',
          urlSlug: 'jordan-lee-plain-user-link',
          title: 'For Jordan',
          candidateId: supportedId,
        },
      });
      assert.equal(response.statusCode, 201, response.body);
      const link = contract.campaignUrls.create.response.parse(response.json());
      assert.equal(link.candidateId, supportedId);
      assert.equal(link.candidateName, 'Jordan Lee');
      const landing = await open(link.fullUrl);
      assert.equal(landing.statusCode, 302);
      assert.equal(landing.headers.location, `/donate/${supportedId}`);
      assert.equal(await visitsOf(link.id), 1);
      assert.ok(landing.cookies.some((c) => c.name === 'paid_campaign'));
    });

    it('lands on /home once the owner has removed their candidate profile', async () => {
      const userId = await insertUser(database.db);
      const removedId = await insertCandidate(database.db, {
        userId,
        name: 'Gone Away',
        isActivated: true,
      });
      const link = await generate(await loginCookies(database.db, userId), 'campaign', 'gone');
      await database.db.query('update candidates set is_active = false where id = $1', [removedId]);
      const response = await open(link.fullUrl);
      assert.equal(response.headers.location, '/home');
    });
  });
}

describe('campaign cookie options', () => {
  it('is Secure only behind https', () => {
    assert.equal(campaignCookieOptions('https://paid.example').secure, true);
    assert.equal(campaignCookieOptions('http://localhost:3000').secure, false);
    assert.equal(campaignCookieOptions('http://localhost:3000').maxAge, THIRTY_DAYS);
  });
});
