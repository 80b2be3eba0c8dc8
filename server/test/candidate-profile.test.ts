import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, REAL_GEOGRAPHIC_CODE_MESSAGE } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { setCandidateActivation } from '../src/support/admin-actions';
import {
  assertTotalsConsistent,
  platformCandidates,
  stateTotals,
} from './helpers/candidate-totals';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';

// The owner's profile: read it, check it, edit it, remove it; and the public candidate page.

const FORM = {
  name: 'Sam Ortiz',
  position: 'Governor',
  geographicCode: 'AZ',
  email: 'sam@example.com',
  phone: '6025551234',
  bio: 'Rancher.',
  experience: 'County board, 8 years.',
  platform: 'Water.',
};

type Cookies = Record<string, string>;

let registrations = 0;

/**
 * A user who registers through the API and whom support activates (so totals are counted
 * as in production: only activated candidates count, docs/roles.md). An activated one gets a
 * name of its own ('Sam Ortiz 3'): a verified name is one candidate's (docs/roles.md), so a second
 * verified 'Sam Ortiz' would be refused. `form` is what was registered.
 */
async function registeredCandidate(
  app: FastifyInstance,
  db: Db,
  registered: typeof FORM = FORM,
  activate = true,
) {
  registrations += 1;
  const form = activate
    ? { ...registered, name: `${registered.name} ${registrations}` }
    : registered;
  const userId = await insertUser(db, { firstName: 'Sam', lastName: 'Ortiz' });
  const cookies = await loginCookies(db, userId);
  const response = await app.inject({
    method: 'POST',
    url: '/api/candidate/register',
    payload: form,
    cookies,
  });
  assert.equal(response.statusCode, 201);
  const candidateId = response.json().id as number;
  if (activate) await setCandidateActivation(db, candidateId, true);
  return { userId, cookies, candidateId, form };
}

/** Money raised, as a succeeded donation and the totals the donation flow would keep. */
async function raise(db: Db, candidateId: number, stateCode: string, cents: number) {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into donations (candidate_id, amount_cents, donor_name, donor_email, idempotency_key)
       values ($1, $2, 'Dee Donor', 'dee@example.com', gen_random_uuid()::text)`,
      [candidateId, cents],
    );
    await tx.query(
      'update candidates set total_donations_cents = total_donations_cents + $2 where id = $1',
      [candidateId, cents],
    );
    await tx.query(
      `insert into state_totals (state_code, total_raised_cents) values ($1, $2)
       on conflict (state_code) do update
         set total_raised_cents = state_totals.total_raised_cents + excluded.total_raised_cents`,
      [stateCode, cents],
    );
  });
}

for (const kind of DATABASE_KINDS) {
  describe(`candidate profile (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let plainUser: Cookies;

    before(async () => {
      database = await createTestDatabase(kind);
      app = testApp(database.db);
      plainUser = await loginCookies(database.db, await insertUser(database.db));
    });
    after(async () => {
      await app.close();
      await database.dispose();
    });

    const call = (
      method: 'GET' | 'PUT' | 'DELETE',
      url: string,
      cookies: Cookies = {},
      payload?: object,
    ) => app.inject({ method, url, cookies, ...(payload ? { payload } : {}) });

    describe('GET /api/candidate/profile', () => {
      it('answers 401 to a visitor, null without a profile, the full form to a candidate', async () => {
        assert.equal((await call('GET', '/api/candidate/profile')).statusCode, 401);
        const none = await call('GET', '/api/candidate/profile', plainUser);
        assert.equal(none.statusCode, 200);
        assert.equal(none.json(), null);
        const owner = await registeredCandidate(app, database.db);
        const own = await call('GET', '/api/candidate/profile', owner.cookies);
        assert.equal(own.statusCode, 200);
        const profile = contract.candidates.profile.response.parse(own.json());
        assert.equal(profile?.id, owner.candidateId);
        assert.equal(profile?.experience, 'County board, 8 years.');
      });
    });

    describe('GET /api/candidate/check', () => {
      it('is false for visitors and users without a profile, true for a candidate', async () => {
        const none = { isCandidate: false, candidateId: null, candidateName: null };
        assert.deepEqual((await call('GET', '/api/candidate/check')).json(), none);
        assert.deepEqual((await call('GET', '/api/candidate/check', plainUser)).json(), none);
        const owner = await registeredCandidate(app, database.db);
        assert.deepEqual((await call('GET', '/api/candidate/check', owner.cookies)).json(), {
          isCandidate: true,
          candidateId: owner.candidateId,
          candidateName: owner.form.name,
        });
      });
    });

    describe('GET /api/candidate/:candidateId', () => {
      it('answers the full form publicly, contact details included', async () => {
        const owner = await registeredCandidate(app, database.db);
        const response = await call('GET', `/api/candidate/${owner.candidateId}`);
        assert.equal(response.statusCode, 200);
        const candidate = contract.candidates.detail.response.parse(response.json());
        assert.equal(candidate.email, 'sam@example.com');
        assert.equal(candidate.phone, '6025551234');
        assert.equal(candidate.userId, owner.userId);
      });

      it("answers 404 'Candidate not found' for an absent id and 400 for a bad one", async () => {
        const absent = await call('GET', '/api/candidate/987654');
        assert.equal(absent.statusCode, 404);
        assert.deepEqual(absent.json(), { message: 'Candidate not found' });
        assert.equal((await call('GET', '/api/candidate/abc')).statusCode, 400);
        assert.equal((await call('GET', '/api/candidate/0')).statusCode, 400);
      });
    });

    describe('PUT /api/candidate/profile', () => {
      it('answers 401 to a visitor and 403 to a user without a profile', async () => {
        assert.equal((await call('PUT', '/api/candidate/profile', {}, FORM)).statusCode, 401);
        const noProfile = await call('PUT', '/api/candidate/profile', plainUser, FORM);
        assert.equal(noProfile.statusCode, 403);
        assert.deepEqual(noProfile.json(), { message: 'You are not a registered candidate' });
      });

      it('saves the form over the own profile; omitted texts stay, blank ones clear', async () => {
        const owner = await registeredCandidate(app, database.db, FORM, false);
        const { experience: _omitted, ...withoutExperience } = FORM;
        const response = await call('PUT', '/api/candidate/profile', owner.cookies, {
          ...withoutExperience,
          name: 'Sam J. Ortiz',
          platform: '',
        });
        assert.equal(response.statusCode, 200);
        const candidate = contract.candidates.updateProfile.response.parse(response.json());
        assert.equal(candidate.name, 'Sam J. Ortiz');
        assert.equal(candidate.experience, 'County board, 8 years.');
        assert.equal(candidate.platform, null);
        assert.equal(candidate.isActivated, false);
      });

      it('never changes isActivated', async () => {
        const owner = await registeredCandidate(app, database.db);
        await database.db.query('update candidates set is_activated = true where id = $1', [
          owner.candidateId,
        ]);
        const response = await call('PUT', '/api/candidate/profile', owner.cookies, {
          ...owner.form,
          isActivated: false,
        });
        assert.equal(response.statusCode, 200);
        assert.equal(response.json().isActivated, true);
        assert.equal(response.json().sentBackToPending, false);
      });

      it('moves the money and uncounts a verified candidate whose place changes: pending again', async () => {
        const owner = await registeredCandidate(app, database.db, {
          ...FORM,
          geographicCode: 'UT',
        });
        await raise(database.db, owner.candidateId, 'UT', 12_345);
        await assertTotalsConsistent(database.db);
        const utBefore = await stateTotals(database.db, 'UT');
        const idBefore = await stateTotals(database.db, 'ID');
        const platformBefore = await platformCandidates(database.db);

        // Utah state level -> a county in Idaho (Ada County): a new place is a new identity,
        // so the verified candidate is pending again and counts nowhere.
        const moved = await call('PUT', '/api/candidate/profile', owner.cookies, {
          ...owner.form,
          geographicCode: '16001',
        });
        assert.equal(moved.statusCode, 200);
        assert.equal(moved.json().geographicCode, '16001');
        assert.equal(moved.json().isActivated, false);
        assert.equal(moved.json().sentBackToPending, true);
        const utAfter = await stateTotals(database.db, 'UT');
        const idAfter = await stateTotals(database.db, 'ID');
        assert.equal(utAfter?.stateCandidates, (utBefore?.stateCandidates ?? 0) - 1);
        assert.equal(utAfter?.totalRaisedCents, (utBefore?.totalRaisedCents ?? 0) - 12_345);
        assert.equal(idAfter?.stateCandidates, idBefore?.stateCandidates ?? 0);
        assert.equal(idAfter?.totalRaisedCents, (idBefore?.totalRaisedCents ?? 0) + 12_345);
        assert.equal(await platformCandidates(database.db), platformBefore - 1);
        await assertTotalsConsistent(database.db);
      });

      it('moves only the money of a candidate pending verification (it counts nowhere)', async () => {
        const owner = await registeredCandidate(
          app,
          database.db,
          { ...FORM, geographicCode: 'UT' },
          false,
        );
        await raise(database.db, owner.candidateId, 'UT', 500);
        const utBefore = await stateTotals(database.db, 'UT');
        const platformBefore = await platformCandidates(database.db);
        const moved = await call('PUT', '/api/candidate/profile', owner.cookies, {
          ...FORM,
          geographicCode: 'ID',
        });
        assert.equal(moved.statusCode, 200);
        const utAfter = await stateTotals(database.db, 'UT');
        assert.equal(utAfter?.stateCandidates, utBefore?.stateCandidates);
        assert.equal(utAfter?.totalRaisedCents, (utBefore?.totalRaisedCents ?? 0) - 500);
        assert.equal(await platformCandidates(database.db), platformBefore);
        await assertTotalsConsistent(database.db);
      });

      it('refuses an unknown place with the field message and changes nothing', async () => {
        const owner = await registeredCandidate(app, database.db);
        const response = await call('PUT', '/api/candidate/profile', owner.cookies, {
          ...FORM,
          name: 'Changed',
          geographicCode: '04999',
        });
        assert.equal(response.statusCode, 400);
        assert.equal(response.json().errors.geographicCode, REAL_GEOGRAPHIC_CODE_MESSAGE);
        const profile = await call('GET', '/api/candidate/profile', owner.cookies);
        assert.equal(profile.json().name, owner.form.name);
        assert.equal(profile.json().isActivated, true);
      });
    });

    describe('the account tabs save apart', () => {
      const { experience: _e, platform: _p, ...PROFILE_TAB } = FORM;

      it("saves the Profile tab's fields and keeps the platform", async () => {
        const owner = await registeredCandidate(app, database.db, FORM, false);
        const response = await call('PUT', '/api/candidate/profile', owner.cookies, {
          ...PROFILE_TAB,
          bio: 'Rancher and teacher.',
        });
        assert.equal(response.statusCode, 200);
        const candidate = contract.candidates.updateProfile.response.parse(response.json());
        assert.equal(candidate.bio, 'Rancher and teacher.');
        assert.equal(candidate.experience, 'County board, 8 years.');
        assert.equal(candidate.platform, 'Water.');
      });

      it('saves the Platform tab alone: nothing of the Profile tab is needed or changed', async () => {
        // A profile without a phone (a standalone application's): the Profile tab's rule
        // that a phone is required must not hold the platform back.
        const owner = await registeredCandidate(app, database.db, FORM, false);
        await database.db.query('update candidates set phone = null where id = $1', [
          owner.candidateId,
        ]);
        const response = await call('PUT', '/api/candidate/platform', owner.cookies, {
          experience: '',
          platform: 'Water for every farm.',
          // Not the Platform tab's: ignored, never written.
          name: 'X',
          phone: '1',
        });
        assert.equal(response.statusCode, 200);
        const candidate = contract.candidates.updatePlatform.response.parse(response.json());
        assert.deepEqual(
          {
            name: candidate.name,
            phone: candidate.phone,
            email: candidate.email,
            bio: candidate.bio,
            experience: candidate.experience,
            platform: candidate.platform,
          },
          {
            name: 'Sam Ortiz',
            phone: null,
            email: 'sam@example.com',
            bio: 'Rancher.',
            experience: null,
            platform: 'Water for every farm.',
          },
        );
        // A text left out is kept.
        const kept = await call('PUT', '/api/candidate/platform', owner.cookies, {
          experience: 'Board chair.',
        });
        assert.equal(kept.json().experience, 'Board chair.');
        assert.equal(kept.json().platform, 'Water for every farm.');
      });

      it('answers the Platform tab with 401, 403 and field messages, never 500', async () => {
        const body = { experience: 'E', platform: 'P' };
        assert.equal((await call('PUT', '/api/candidate/platform', {}, body)).statusCode, 401);
        const noProfile = await call('PUT', '/api/candidate/platform', plainUser, body);
        assert.equal(noProfile.statusCode, 403);
        assert.deepEqual(noProfile.json(), { message: 'You are not a registered candidate' });
        const owner = await registeredCandidate(app, database.db, FORM, false);
        const tooLong = await call('PUT', '/api/candidate/platform', owner.cookies, {
          platform: 'p'.repeat(5_001),
        });
        assert.equal(tooLong.statusCode, 400);
        assert.equal(tooLong.json().errors.platform, 'Platform is too long');
        const wrongType = await call('PUT', '/api/candidate/platform', owner.cookies, {
          experience: 42,
        });
        assert.equal(wrongType.statusCode, 400);
        assert.ok(wrongType.json().errors.experience);
        const profile = await call('GET', '/api/candidate/profile', owner.cookies);
        assert.equal(profile.json().platform, 'Water.');
      });
    });

    describe('DELETE /api/candidate/profile', () => {
      beforeEach(() => assertTotalsConsistent(database.db));

      it('answers 401 to a visitor and 403 without a profile', async () => {
        assert.equal((await call('DELETE', '/api/candidate/profile')).statusCode, 401);
        assert.equal((await call('DELETE', '/api/candidate/profile', plainUser)).statusCode, 403);
      });

      it('removes candidate status, keeps the money in the totals, frees the account', async () => {
        const owner = await registeredCandidate(app, database.db, {
          ...FORM,
          geographicCode: 'NM',
        });
        await raise(database.db, owner.candidateId, 'NM', 50_000);
        const before = await stateTotals(database.db, 'NM');
        const platformBefore = await platformCandidates(database.db);

        const response = await call('DELETE', '/api/candidate/profile', owner.cookies);
        assert.equal(response.statusCode, 200);
        assert.deepEqual(response.json(), { candidateId: owner.candidateId, isActive: false });

        const after = await stateTotals(database.db, 'NM');
        assert.equal(after?.stateCandidates, (before?.stateCandidates ?? 0) - 1);
        assert.equal(after?.totalRaisedCents, before?.totalRaisedCents);
        assert.equal(await platformCandidates(database.db), platformBefore - 1);
        await assertTotalsConsistent(database.db);

        // Gone from every public view, kept for the donations with who owned it.
        assert.equal((await call('GET', `/api/candidate/${owner.candidateId}`)).statusCode, 404);
        assert.deepEqual((await call('GET', '/api/candidates/NM')).json(), []);
        assert.equal((await call('GET', '/api/candidate/profile', owner.cookies)).json(), null);
        assert.equal(
          (await call('GET', '/api/candidate/check', owner.cookies)).json().isCandidate,
          false,
        );
        const { rows } = await database.db.query(
          `select user_id, removed_user_id, removed_at is not null as removed, is_active
             from candidates where id = $1`,
          [owner.candidateId],
        );
        assert.deepEqual(rows[0], {
          user_id: null,
          removed_user_id: owner.userId,
          removed: true,
          is_active: false,
        });

        // A second removal has nothing to remove; registering again works.
        assert.equal(
          (await call('DELETE', '/api/candidate/profile', owner.cookies)).statusCode,
          403,
        );
        const again = await app.inject({
          method: 'POST',
          url: '/api/candidate/register',
          payload: FORM,
          cookies: owner.cookies,
        });
        assert.equal(again.statusCode, 201);
        assert.notEqual(again.json().id, owner.candidateId);
        await assertTotalsConsistent(database.db);
      });

      it("removes only the caller's own profile", async () => {
        const mine = await registeredCandidate(app, database.db);
        const theirs = await registeredCandidate(app, database.db);
        assert.equal(
          (await call('DELETE', '/api/candidate/profile', mine.cookies)).statusCode,
          200,
        );
        assert.equal((await call('GET', `/api/candidate/${theirs.candidateId}`)).statusCode, 200);
      });
    });
  });
}
