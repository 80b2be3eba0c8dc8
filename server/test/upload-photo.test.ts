import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract } from 'shared-api/contracts';
import { makeRoles } from './helpers/make-accounts';
import { SAMPLE_BYTES } from './helpers/media-samples';
import { testApp } from './helpers/test-app';
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from './helpers/test-databases';
import { makeTempDir } from './helpers/temp-dir';
import { newUploadUrl, putFile, uploadFile } from './helpers/upload-requests';

// PUT /api/candidate/:candidateId/photo: the owner attaches a photo they uploaded themselves.

type Cookies = Record<string, string>;

for (const kind of DATABASE_KINDS) {
  describe(`PUT /api/candidate/:candidateId/photo (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let dataDir: string;
    let roles: Awaited<ReturnType<typeof makeRoles>>;
    let ownPhoto: string;

    before(async () => {
      database = await createTestDatabase(kind);
      dataDir = makeTempDir('paid-photo-test');
      app = testApp(database.db, { dataDir });
      roles = await makeRoles(database.db);
      ownPhoto = await uploadFile(app, roles.active.cookies, SAMPLE_BYTES.jpeg, 'image/jpeg');
    });
    after(async () => {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const setPhoto = (candidateId: number, photoURL: string, cookies: Cookies = {}) =>
      app.inject({
        method: 'PUT',
        url: `/api/candidate/${candidateId}/photo`,
        payload: { photoURL },
        cookies,
      });

    it('answers 401 to a visitor, 404 for an absent candidate', async () => {
      assert.equal((await setPhoto(roles.active.candidateId, ownPhoto)).statusCode, 401);
      const absent = await setPhoto(999_999, ownPhoto, roles.active.cookies);
      assert.equal(absent.statusCode, 404);
      assert.deepEqual(absent.json(), { message: 'Candidate not found' });
    });

    it('answers 403 to a user without a profile and to another candidate', async () => {
      const userPhoto = await uploadFile(app, roles.user.cookies, SAMPLE_BYTES.png, 'image/png');
      assert.equal(
        (await setPhoto(roles.active.candidateId, userPhoto, roles.user.cookies)).statusCode,
        403,
      );
      const pendingPhoto = await uploadFile(
        app,
        roles.pending.cookies,
        SAMPLE_BYTES.png,
        'image/png',
      );
      assert.equal(
        (await setPhoto(roles.active.candidateId, pendingPhoto, roles.pending.cookies)).statusCode,
        403,
      );
    });

    it("sets the owner's photo to a file they uploaded", async () => {
      const response = await setPhoto(roles.active.candidateId, ownPhoto, roles.active.cookies);
      assert.equal(response.statusCode, 200);
      const candidate = contract.candidates.updatePhoto.response.parse(response.json());
      assert.equal(candidate.profilePhotoUrl, ownPhoto);
      const listed = await app.inject({ method: 'GET', url: '/api/candidates/CA' });
      const entry = listed.json().find((c: { id: number }) => c.id === roles.active.candidateId);
      assert.equal(entry.avatar, ownPhoto);
      const served = await app.inject({ method: 'GET', url: candidate.profilePhotoUrl! });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'image/jpeg');
    });

    it('also takes the absolute same-origin URL or the used upload URL', async () => {
      const absolute = await uploadFile(app, roles.active.cookies, SAMPLE_BYTES.gif, 'image/gif');
      const byAbsolute = await setPhoto(
        roles.active.candidateId,
        `http://localhost:3000${absolute}`,
        roles.active.cookies,
      );
      assert.equal(byAbsolute.statusCode, 200);
      assert.equal(byAbsolute.json().profilePhotoUrl, absolute);

      const uploadUrl = await newUploadUrl(app, roles.active.cookies);
      const put = await putFile(app, uploadUrl, SAMPLE_BYTES.png, 'image/png');
      const byUploadUrl = await setPhoto(roles.active.candidateId, uploadUrl, roles.active.cookies);
      assert.equal(byUploadUrl.statusCode, 200);
      assert.equal(byUploadUrl.json().profilePhotoUrl, put.json().objectPath);
    });

    it("refuses someone else's file with 403, changing nothing", async () => {
      const theirs = await uploadFile(app, roles.user.cookies, SAMPLE_BYTES.png, 'image/png');
      const before = (
        await app.inject({ method: 'GET', url: `/api/candidate/${roles.active.candidateId}` })
      ).json();
      const response = await setPhoto(roles.active.candidateId, theirs, roles.active.cookies);
      assert.equal(response.statusCode, 403);
      assert.deepEqual(response.json(), {
        message: 'You can only use a photo you uploaded yourself',
      });
      const after = (
        await app.inject({ method: 'GET', url: `/api/candidate/${roles.active.candidateId}` })
      ).json();
      assert.equal(after.profilePhotoUrl, before.profilePhotoUrl);
    });

    it('refuses URLs that are not our stored files with 400 on photoURL', async () => {
      const unusedUploadUrl = await newUploadUrl(app, roles.active.cookies);
      for (const url of [
        'https://evil.example/files/uploads/x.png',
        '//evil.example/files/uploads/x.png',
        'data:image/png;base64,iVBORw0KGgo=',
        'javascript:alert(1)',
        '/files/uploads/00000000000000000000000000000000.png',
        '/files/../secrets.png',
        '/api/candidate/1',
        unusedUploadUrl,
      ]) {
        const response = await setPhoto(roles.active.candidateId, url, roles.active.cookies);
        assert.equal(response.statusCode, 400, url);
        assert.ok(response.json().errors.photoURL, url);
      }
      // Their own post video is a stored file, but not a photo.
      await database.db.query(
        `insert into stored_files (key, content_type, size, user_id)
         values ('posts/0123456789abcdef.mp4', 'video/mp4', 64, $1)`,
        [roles.active.id],
      );
      const video = await setPhoto(
        roles.active.candidateId,
        '/files/posts/0123456789abcdef.mp4',
        roles.active.cookies,
      );
      assert.equal(video.statusCode, 400);
      assert.equal(video.json().message, 'The profile photo must be an image');
      const blank = await setPhoto(roles.active.candidateId, '  ', roles.active.cookies);
      assert.equal(blank.statusCode, 400);
      assert.equal(blank.json().errors.photoURL, 'Photo URL is required');
    });
  });
}
