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
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// Registering candidates: the standalone application (POST /api/candidates, visitors too) and
// the account form (POST /api/candidate/register, logged in). Both create a not activated
// profile and keep the running totals in step.

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

for (const kind of DATABASE_KINDS) {
  describe(`candidate registration (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db);
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const standalone = (payload: object, cookies: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/candidates', payload, cookies });
    const register = (payload: object, cookies: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/api/candidate/register', payload, cookies });

    describe('POST /api/candidates (standalone)', () => {
      it('lets a visitor apply: not activated, unlinked, level and state from the code', async () => {
        const before = await stateTotals(database.db, 'OR');
        const platformBefore = await platformCandidates(database.db);
        const response = await standalone(STANDALONE);
        assert.equal(response.statusCode, 201);
        const candidate = contract.candidates.registerStandalone.response.parse(response.json());
        assert.equal(candidate.userId, null);
        assert.equal(candidate.isActivated, false);
        assert.equal(candidate.geographicCode, 'OR');
        assert.equal(candidate.bio, STANDALONE.bio);
        assert.equal(candidate.email, null);
        assert.equal(candidate.totalDonations, 0);
        const { rows } = await database.db.query(
          'select level, state_code, is_active from candidates where id = $1',
          [candidate.id],
        );
        assert.deepEqual(rows[0], { level: 'state', state_code: 'OR', is_active: true });
        assert.equal(
          (await stateTotals(database.db, 'OR'))?.stateCandidates,
          (before?.stateCandidates ?? 0) + 1,
        );
        assert.equal(await platformCandidates(database.db), platformBefore + 1);
        await assertTotalsConsistent(database.db);
      });

      it('counts a county or city application on the platform but not in the state tile', async () => {
        const before = (await stateTotals(database.db, 'OR'))?.stateCandidates ?? 0;
        const platformBefore = await platformCandidates(database.db);
        const county = await standalone({ ...STANDALONE, geographicCode: '41051' });
        assert.equal(county.statusCode, 201);
        const city = await standalone({ ...STANDALONE, geographicCode: '4159000' });
        assert.equal(city.statusCode, 201);
        const { rows } = await database.db.query(
          'select level, state_code from candidates where id in ($1, $2) order by id',
          [county.json().id, city.json().id],
        );
        assert.deepEqual(rows, [
          { level: 'county', state_code: 'OR' },
          { level: 'city', state_code: 'OR' },
        ]);
        assert.equal((await stateTotals(database.db, 'OR'))?.stateCandidates, before);
        assert.equal(await platformCandidates(database.db), platformBefore + 2);
        await assertTotalsConsistent(database.db);
      });

      it('links the application to a logged-in account', async () => {
        const userId = await insertUser(database.db, { firstName: 'Ann', lastName: 'Lee' });
        const cookies = await loginCookies(database.db, userId);
        const response = await standalone(STANDALONE, cookies);
        assert.equal(response.statusCode, 201);
        assert.equal(response.json().userId, userId);
        assert.equal(response.json().firstName, 'Ann');
        const check = await app.inject({ method: 'GET', url: '/api/candidate/check', cookies });
        assert.deepEqual(check.json(), {
          isCandidate: true,
          candidateId: response.json().id,
          candidateName: 'Riley Park',
        });

        const again = await standalone(STANDALONE, cookies);
        assert.equal(again.statusCode, 409);
        assert.deepEqual(again.json(), { message: 'This account already has a candidate profile' });
      });

      it('refuses unknown places and bad bodies with the field message, writing nothing', async () => {
        const { rows: before } = await database.db.query('select count(*) as n from candidates');
        const unknownCounty = await standalone({ ...STANDALONE, geographicCode: '41999' });
        assert.equal(unknownCounty.statusCode, 400);
        assert.equal(unknownCounty.json().errors.geographicCode, REAL_GEOGRAPHIC_CODE_MESSAGE);
        const badShape = await standalone({ ...STANDALONE, geographicCode: 'ZZ' });
        assert.equal(badShape.statusCode, 400);
        assert.ok(badShape.json().errors.geographicCode);
        const notActive = await standalone({ ...STANDALONE, isActive: false });
        assert.equal(notActive.statusCode, 400);
        assert.ok(notActive.json().errors.isActive);
        const noName = await standalone({ ...STANDALONE, name: '  ' });
        assert.equal(noName.json().errors.name, 'Full name is required');
        const { rows: after } = await database.db.query('select count(*) as n from candidates');
        assert.deepEqual(after, before);
        await assertTotalsConsistent(database.db);
      });
    });

    describe('POST /api/candidate/register (account form)', () => {
      it('answers 401 to a visitor', async () => {
        const response = await register(FORM);
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
        assert.equal((await stateTotals(database.db, 'OR'))?.stateCandidates, before + 1);
        await assertTotalsConsistent(database.db);

        const again = await register(FORM, cookies);
        assert.equal(again.statusCode, 409);
      });

      it("gives each field the spec's message", async () => {
        const cookies = await loginCookies(database.db, await insertUser(database.db));
        const cases: [string, string, string][] = [
          ['name', 'J', 'Name must be at least 2 characters'],
          ['position', 'M', 'Position must be at least 2 characters'],
          ['geographicCode', 'C', 'Geographic code is required'],
          ['email', 'not-an-email', 'Invalid email address'],
          ['phone', '555123', 'Phone number must be at least 10 digits'],
        ];
        for (const [field, value, message] of cases) {
          const response = await register({ ...FORM, [field]: value }, cookies);
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
