import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, REAL_GEOGRAPHIC_CODE_MESSAGE } from 'shared-api/contracts';
import {
  assertTotalsConsistent,
  platformCandidates,
  stateTotals,
} from './helpers/candidate-totals';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';

// Registering candidates: the standalone application (POST /api/candidates) and the account
// form (POST /api/candidate/register). Both need an account (docs/roles.md: a visitor
// is 401 and nothing is written), allow one profile per account (409; a removed profile
// frees the account), share one rate limit per account, and create a not activated profile
// that counts in no tile or total until support activates it.

const STANDALONE = {
  name: 'Riley Park',
  position: 'governor',
  geographicCode: 'OR',
  bio: 'Teacher.\n\nExperience: \n\nPlatform: Schools.',
  isActive: true,
};

const FORM = {
  name: 'Jane Doe',
  position: 'Mayor',
  geographicCode: 'OR',
  email: 'jane@example.com',
  phone: '5035551234',
  bio: 'Born in Salem.',
  experience: '',
  platform: 'Parks for all.',
};

/** Small enough to reach in a test; the production value is DEFAULT_RATE_LIMITS'. */
const APPLICATIONS_PER_WINDOW = 3;

for (const kind of databaseKinds({
  differsByDatabase: 'two simultaneous registrations of one account',
})) {
  describe(`candidate registration (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(
        database.db,
        {},
        { limits: { candidateApplications: { max: APPLICATIONS_PER_WINDOW, windowMs: 60_000 } } },
      );
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    // A visitor is limited by address, so each visitor test comes from an address of its own.
    let visitors = 0;
    const visitorAddress = () => `10.0.0.${(visitors += 1)}`;
    const standalone = (
      payload: object,
      cookies: Record<string, string> = {},
      remoteAddress = '127.0.0.1',
    ) => app.inject({ method: 'POST', url: '/api/candidates', payload, cookies, remoteAddress });
    const register = (
      payload: object,
      cookies: Record<string, string> = {},
      remoteAddress = '127.0.0.1',
    ) =>
      app.inject({
        method: 'POST',
        url: '/api/candidate/register',
        payload,
        cookies,
        remoteAddress,
      });
    const removeProfile = (cookies: Record<string, string>) =>
      app.inject({ method: 'DELETE', url: '/api/candidate/profile', cookies });
    const candidateCount = async () => {
      const { rows } = await database.db.query<{ n: number }>(
        'select count(*)::int as n from candidates',
      );
      return rows[0].n;
    };
    const newApplicant = async (fields: { firstName?: string; lastName?: string } = {}) =>
      loginCookies(database.db, await insertUser(database.db, fields));

    describe('POST /api/candidates (standalone)', () => {
      it('answers 401 to a visitor and writes nothing, however often they try', async () => {
        const before = await candidateCount();
        const stateBefore = await stateTotals(database.db, 'OR');
        const platformBefore = await platformCandidates(database.db);
        const address = visitorAddress();
        for (let n = 0; n < APPLICATIONS_PER_WINDOW; n += 1) {
          const response = await standalone({ ...STANDALONE, name: 'Casey Morales' }, {}, address);
          assert.equal(response.statusCode, 401);
          assert.deepEqual(response.json(), { message: 'Not logged in' });
        }
        // More tries from the same address are turned away sooner.
        const more = await standalone({ ...STANDALONE, name: 'Casey Morales' }, {}, address);
        assert.equal(more.statusCode, 429);
        assert.equal(await candidateCount(), before);
        assert.deepEqual(await stateTotals(database.db, 'OR'), stateBefore);
        assert.equal(await platformCandidates(database.db), platformBefore);
      });

      it("makes the account's not activated profile, counted nowhere until activated", async () => {
        const before = await stateTotals(database.db, 'OR');
        const platformBefore = await platformCandidates(database.db);
        const cookies = await newApplicant({ firstName: 'Ann', lastName: 'Lee' });
        const response = await standalone(STANDALONE, cookies);
        assert.equal(response.statusCode, 201);
        const candidate = contract.candidates.registerStandalone.response.parse(response.json());
        assert.equal(candidate.firstName, 'Ann');
        assert.equal(candidate.isActivated, false);
        assert.equal(candidate.geographicCode, 'OR');
        // The original payload alone: the folded bio is stored as its three parts.
        assert.equal(candidate.bio, 'Teacher.');
        assert.equal(candidate.experience, null);
        assert.equal(candidate.platform, 'Schools.');
        assert.equal(candidate.email, null);
        assert.equal(candidate.totalDonations, 0);
        const { rows } = await database.db.query(
          'select level, state_code, is_active from candidates where id = $1',
          [candidate.id],
        );
        assert.deepEqual(rows[0], { level: 'state', state_code: 'OR', is_active: true });
        // docs/roles.md: the tile's n/8, Active States and totalCandidates count
        // activated candidates only.
        assert.equal(
          (await stateTotals(database.db, 'OR'))?.stateCandidates ?? 0,
          before?.stateCandidates ?? 0,
        );
        assert.equal(await platformCandidates(database.db), platformBefore);
        await assertTotalsConsistent(database.db);

        const check = await app.inject({ method: 'GET', url: '/api/candidate/check', cookies });
        assert.deepEqual(check.json(), {
          isCandidate: true,
          candidateId: candidate.id,
          candidateName: 'Riley Park',
        });
      });

      it('stores the parts the form sends beside the folded bio, and its contact email', async () => {
        const userId = await insertUser(database.db, { email: 'login.private@paid.test' });
        const cookies = await loginCookies(database.db, userId);
        const response = await standalone(
          {
            ...STANDALONE,
            // A biography that itself mentions "Experience: " is kept whole.
            bio: 'Farmer.\n\nExperience: of life\n\nExperience: Town moderator\n\nPlatform: Broadband',
            experience: 'Town moderator',
            platform: 'Broadband',
            email: ' Campaign@Example.org ',
            phone: '8025550100',
          },
          cookies,
        );
        assert.equal(response.statusCode, 201);
        const candidate = contract.candidates.registerStandalone.response.parse(response.json());
        assert.deepEqual(
          {
            bio: candidate.bio,
            experience: candidate.experience,
            platform: candidate.platform,
            email: candidate.email,
            phone: candidate.phone,
          },
          {
            bio: 'Farmer.\n\nExperience: of life',
            experience: 'Town moderator',
            platform: 'Broadband',
            email: 'Campaign@Example.org',
            phone: '8025550100',
          },
        );
        // The page shows the same; the account's login address is nowhere in it.
        const page = await app.inject({ method: 'GET', url: `/api/candidate/${candidate.id}` });
        assert.equal(page.json().experience, 'Town moderator');
        assert.doesNotMatch(page.body, /login\.private@paid\.test/);
      });

      it('stores no contact email when none is sent, never the login address', async () => {
        const userId = await insertUser(database.db, { email: 'only.login@paid.test' });
        const response = await standalone(
          { ...STANDALONE, experience: '', platform: 'Schools.' },
          await loginCookies(database.db, userId),
        );
        assert.equal(response.statusCode, 201);
        assert.equal(response.json().email, null);
        assert.equal(response.json().experience, null);
        assert.doesNotMatch(response.body, /only\.login@paid\.test/);
      });

      it('refuses parts that break the account form rules with their messages', async () => {
        const before = await candidateCount();
        const cases: [object, string, string][] = [
          [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
          [{ phone: '123' }, 'phone', 'Phone number must be at least 10 digits'],
          [{ experience: 'x'.repeat(5_001) }, 'experience', 'Experience is too long'],
          // Folded by a client that sent the original payload only: checked once unfolded.
          [
            { bio: `${'b'.repeat(5_001)}\n\nExperience: \n\nPlatform: P` },
            'bio',
            'Biography is too long',
          ],
        ];
        for (const [change, field, message] of cases) {
          const response = await standalone({ ...STANDALONE, ...change }, await newApplicant());
          assert.equal(response.statusCode, 400, field);
          assert.equal(response.json().errors[field], message, field);
        }
        assert.equal(await candidateCount(), before);
      });

      it('takes one application per account (409), by either form', async () => {
        const cookies = await newApplicant();
        assert.equal((await standalone(STANDALONE, cookies)).statusCode, 201);
        const before = await candidateCount();
        const again = await standalone({ ...STANDALONE, geographicCode: 'WA' }, cookies);
        assert.equal(again.statusCode, 409);
        assert.deepEqual(again.json(), { message: 'This account already has a candidate profile' });
        assert.equal((await register(FORM, cookies)).statusCode, 409);
        assert.equal(await candidateCount(), before);
        await assertTotalsConsistent(database.db);
      });

      it('lets an account that removed its profile apply again', async () => {
        const cookies = await newApplicant();
        const first = await standalone(STANDALONE, cookies);
        assert.equal(first.statusCode, 201);
        assert.equal((await removeProfile(cookies)).statusCode, 200);
        const second = await standalone(STANDALONE, cookies);
        assert.equal(second.statusCode, 201);
        assert.notEqual(second.json().id, first.json().id);
        await assertTotalsConsistent(database.db);
      });

      it('limits applications per account (429)', async () => {
        const cookies = await newApplicant();
        const other = await newApplicant();
        for (let n = 0; n < APPLICATIONS_PER_WINDOW; n += 1) {
          assert.equal((await standalone(STANDALONE, cookies)).statusCode, 201);
          assert.equal((await removeProfile(cookies)).statusCode, 200);
        }
        const before = await candidateCount();
        const limited = await standalone(STANDALONE, cookies);
        assert.equal(limited.statusCode, 429);
        assert.match(
          limited.json().message,
          /^Too many requests\. Try again in (\d+ seconds?|about \d+ (minutes?|hours?))\.$/,
        );
        assert.equal(await candidateCount(), before);
        // Per account: another applicant is not held back.
        assert.equal((await standalone(STANDALONE, other)).statusCode, 201);
      });

      it('refuses unknown places and bad bodies with the field message, writing nothing', async () => {
        const { rows: before } = await database.db.query('select count(*) as n from candidates');
        // A fresh applicant each time: refused bodies count against the rate limit too.
        const unknownCounty = await standalone(
          { ...STANDALONE, geographicCode: '41999' },
          await newApplicant(),
        );
        assert.equal(unknownCounty.statusCode, 400);
        assert.equal(unknownCounty.json().errors.geographicCode, REAL_GEOGRAPHIC_CODE_MESSAGE);
        const badShape = await standalone(
          { ...STANDALONE, geographicCode: 'ZZ' },
          await newApplicant(),
        );
        assert.equal(badShape.statusCode, 400);
        assert.ok(badShape.json().errors.geographicCode);
        const notActive = await standalone(
          { ...STANDALONE, isActive: false },
          await newApplicant(),
        );
        assert.equal(notActive.statusCode, 400);
        assert.ok(notActive.json().errors.isActive);
        const noName = await standalone({ ...STANDALONE, name: '  ' }, await newApplicant());
        assert.equal(noName.json().errors.name, 'Full name is required');
        const { rows: after } = await database.db.query('select count(*) as n from candidates');
        assert.deepEqual(after, before);
        await assertTotalsConsistent(database.db);
      });
    });

    describe('POST /api/candidate/register (account form)', () => {
      it('answers 401 to a visitor', async () => {
        const response = await register(FORM, {}, visitorAddress());
        assert.equal(response.statusCode, 401);
        assert.deepEqual(response.json(), { message: 'Not logged in' });
      });

      it('registers a logged-in user without a profile, not activated', async () => {
        const userId = await insertUser(database.db, { firstName: 'Jane', lastName: 'Doe' });
        const cookies = await loginCookies(database.db, userId);
        const before = (await stateTotals(database.db, 'OR'))?.stateCandidates ?? 0;
        const response = await register(
          { ...FORM, name: '  Jane Doe ', geographicCode: 'or' },
          cookies,
        );
        assert.equal(response.statusCode, 201);
        const candidate = contract.candidates.register.response.parse(response.json());
        assert.deepEqual(
          { ...candidate, id: 0 },
          {
            id: 0,
            userId,
            name: 'Jane Doe',
            position: 'Mayor',
            geographicCode: 'OR',
            stars: 0,
            totalDonations: 0,
            isActivated: false,
            profilePhotoUrl: null,
            bio: 'Born in Salem.',
            experience: null,
            email: 'jane@example.com',
            phone: '5035551234',
            platform: 'Parks for all.',
            firstName: 'Jane',
            lastName: 'Doe',
          },
        );
        // Not activated: counted nowhere yet (docs/roles.md).
        assert.equal((await stateTotals(database.db, 'OR'))?.stateCandidates ?? 0, before);
        await assertTotalsConsistent(database.db);

        const again = await register(FORM, cookies);
        assert.equal(again.statusCode, 409);
      });

      it("gives each field the spec's message", async () => {
        const cases: [string, string, string][] = [
          ['name', 'J', 'Name must be at least 2 characters'],
          ['position', 'M', 'Position must be at least 2 characters'],
          ['geographicCode', 'C', 'Geographic code is required'],
          ['email', 'not-an-email', 'Invalid email address'],
          ['phone', '555123', 'Phone number must be at least 10 digits'],
        ];
        for (const [field, value, message] of cases) {
          // A fresh applicant each time: refused bodies count against the rate limit too.
          const response = await register({ ...FORM, [field]: value }, await newApplicant());
          assert.equal(response.statusCode, 400, field);
          assert.equal(response.json().errors[field], message);
        }
      });

      it('accepts real state, county and city codes only', async () => {
        for (const code of ['TX', '48201', '4835000']) {
          const cookies = await loginCookies(database.db, await insertUser(database.db));
          const response = await register({ ...FORM, geographicCode: code }, cookies);
          assert.equal(response.statusCode, 201, code);
        }
        const cookies = await loginCookies(database.db, await insertUser(database.db));
        for (const code of ['48999', '4899999', '99001']) {
          const response = await register({ ...FORM, geographicCode: code }, cookies);
          assert.equal(response.statusCode, 400, code);
          assert.deepEqual(response.json(), {
            message: `Invalid body: geographicCode: ${REAL_GEOGRAPHIC_CODE_MESSAGE}`,
            errors: { geographicCode: REAL_GEOGRAPHIC_CODE_MESSAGE },
          });
        }
        const profile = await app.inject({ method: 'GET', url: '/api/candidate/profile', cookies });
        assert.equal(profile.json(), null);
        await assertTotalsConsistent(database.db);
      });

      it('lets only one of two simultaneous registrations of one account through', async () => {
        const cookies = await loginCookies(database.db, await insertUser(database.db));
        const answers = await Promise.all([register(FORM, cookies), register(FORM, cookies)]);
        assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 409]);
        await assertTotalsConsistent(database.db);
      });
    });
  });
}
