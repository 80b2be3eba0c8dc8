import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE,
  CAMPAIGN_SLUG_NAMES_MESSAGE,
  campaignSlugTakenSchema,
  contract,
} from 'shared-api/contracts';
import { appWithStorage } from './helpers/app-with-storage';
import { insertCandidate, insertUser, loginCookies } from './helpers/make-accounts';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Campaign links (docs/routes-and-screens.md, docs/roles.md): a slug spelling a candidate's name
// is theirs; a supporter's blank slug is '{candidate}-supporters', unique (a short suffix when
// taken); a taken slug is answered with a free one; a member without a candidate profile makes
// supporter links for a candidate they pick. (More of the rule: campaign-url-slug-rule.test.ts.)

const ORIGIN = 'https://paid.example';

for (const kind of DATABASE_KINDS) {
  describe(`campaign URL slugs and supporter links (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let daniel: Record<string, string>;
    let danielId: number;
    let squatter: Record<string, string>;
    let memberA: Record<string, string>;
    let memberB: Record<string, string>;
    let pendingId: number;

    before(async () => {
      database = await createTestDatabase(kind);
      ({ app } = appWithStorage(database.db, undefined, { publicOrigin: ORIGIN }));
      const db = database.db;
      // The profile name decides (no account names), accents folded: 'daniel-whitaker'.
      const danielUser = await insertUser(db, { firstName: null, lastName: null });
      danielId = await insertCandidate(db, {
        userId: danielUser,
        name: 'Dániel Whitaker',
        isActivated: true,
      });
      daniel = await loginCookies(db, danielUser);
      // The account's names decide over the profile's: 'zoe-angstrom'.
      const zoe = await insertUser(db, { firstName: 'Zoë', lastName: 'Ångström' });
      await insertCandidate(db, { userId: zoe, name: 'Z. A. for Mayor' });
      pendingId = await insertCandidate(db, { userId: await insertUser(db), name: 'Pat Pending' });
      squatter = await loginCookies(db, await insertUser(db));
      memberA = await loginCookies(db, await insertUser(db));
      memberB = await loginCookies(db, await insertUser(db));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const create = (body: object, cookies: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/campaign-urls', cookies, payload: body });
    const defaultSlug = async (cookies: Record<string, string>) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/campaign-urls/default-slug',
        cookies,
      });
      assert.equal(response.statusCode, 200, response.body);
      return contract.campaignUrls.defaultSlug.response.parse(response.json()).slug;
    };

    it("refuses another candidate's name to anyone but that candidate", async () => {
      for (const [urlType, urlSlug] of [
        ['donation', 'daniel-whitaker'],
        ['events', 'Daniel-Whitaker'],
        ['campaign', 'zoe-angstrom'],
      ]) {
        const squat = await create(
          { urlType, urlSlug, title: 'Mine now', candidateId: danielId },
          squatter,
        );
        assert.equal(squat.statusCode, 409, `${urlType}/${urlSlug}: ${squat.body}`);
        const body = campaignSlugTakenSchema.parse(squat.json());
        assert.equal(body.message, CAMPAIGN_SLUG_NAMES_MESSAGE);
        assert.equal(body.errors?.urlSlug, CAMPAIGN_SLUG_NAMES_MESSAGE);
        // A supporter of Daniel is offered a link under his name.
        assert.equal(body.suggestedSlug, 'daniel-whitaker-supporters');
      }
      const { rows } = await database.db.query('select 1 from campaign_urls');
      assert.equal(rows.length, 0);

      const own = await create(
        { urlType: 'donation', urlSlug: 'daniel-whitaker', title: 'Give' },
        daniel,
      );
      assert.equal(own.statusCode, 201, own.body);
      assert.equal(own.json().fullUrl, `${ORIGIN}/donate/daniel-whitaker`);
      assert.equal(own.json().candidateId, danielId);
      assert.equal(await defaultSlug(daniel), 'daniel-whitaker');
    });

    it("gives two supporters distinct slugs under the candidate's name", async () => {
      assert.equal(await defaultSlug(memberA), 'candidate');
      const first = await create(
        { urlType: 'donation', title: 'A', candidateId: danielId },
        memberA,
      );
      assert.equal(first.statusCode, 201, first.body);
      assert.equal(first.json().urlSlug, 'daniel-whitaker-supporters');

      // 'daniel-whitaker-supporters' is member A's now, in every template.
      const second = await create(
        { urlType: 'events', title: 'B', candidateId: danielId },
        memberB,
      );
      assert.equal(second.statusCode, 201, second.body);
      assert.equal(second.json().urlSlug, 'daniel-whitaker-supporters-2');
      const third = await create(
        { urlType: 'donation', title: 'B2', candidateId: danielId },
        memberB,
      );
      assert.equal(third.statusCode, 201, third.body);
      assert.equal(third.json().urlSlug, 'daniel-whitaker-supporters-2');

      // Member A keeps theirs in another template.
      const again = await create(
        { urlType: 'events', title: 'A2', candidateId: danielId },
        memberA,
      );
      assert.equal(again.json().urlSlug, 'daniel-whitaker-supporters');
    });

    it('answers a taken slug with a free suggestion that can be used at once', async () => {
      const taken = await create(
        {
          urlType: 'donation',
          urlSlug: 'daniel-whitaker-supporters',
          title: 'Try',
          candidateId: danielId,
        },
        memberB,
      );
      assert.equal(taken.statusCode, 409);
      const { suggestedSlug } = campaignSlugTakenSchema.parse(taken.json());
      // daniel-whitaker-supporters-2 is member B's own donation link already: the next free one.
      assert.equal(suggestedSlug, 'daniel-whitaker-supporters-3');
      const used = await create(
        { urlType: 'donation', urlSlug: suggestedSlug, title: 'Try', candidateId: danielId },
        memberB,
      );
      assert.equal(used.statusCode, 201, used.body);
    });

    it('asks a member without a profile to pick a verified candidate', async () => {
      const none = await create({ urlType: 'social', urlSlug: 'for-someone', title: 'S' }, memberA);
      assert.equal(none.statusCode, 400);
      assert.deepEqual(none.json().errors, { candidateId: CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE });
      for (const candidateId of [pendingId, 99999999]) {
        const bad = await create(
          { urlType: 'social', urlSlug: 'for-someone', title: 'S', candidateId },
          memberA,
        );
        assert.equal(bad.statusCode, 400);
        assert.deepEqual(bad.json().errors, { candidateId: CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE });
      }
    });

    it('lists the verified candidates a supporter may pick, by name', async () => {
      const visitor = await app.inject({ method: 'GET', url: '/api/campaign-urls/candidates' });
      assert.equal(visitor.statusCode, 401);
      const answer = async (search: string) => {
        const response = await app.inject({
          method: 'GET',
          url: `/api/campaign-urls/candidates?search=${encodeURIComponent(search)}`,
          cookies: memberA,
        });
        assert.equal(response.statusCode, 200, response.body);
        return contract.campaignUrls.candidates.response.parse(response.json());
      };
      assert.deepEqual(
        (await answer('')).map((option) => option.name),
        ['Dániel Whitaker'],
      );
      assert.deepEqual(
        (await answer('whit')).map((option) => option.id),
        [danielId],
      );
      assert.deepEqual(await answer('pat'), []);
      assert.deepEqual(await answer('%'), []);
    });
  });
}
