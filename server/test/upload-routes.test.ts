import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, PHOTO_MAX_BYTES, UPLOAD_TYPE_MESSAGE } from 'shared-api/contracts';
import type { Db } from '../src/db/db';
import { createFileStorage, filesDir } from '../src/storage/create-file-storage';
import { hashUploadToken, MAX_OPEN_UPLOAD_TOKENS } from '../src/uploads/upload-tokens';
import { insertUser, loginCookies } from './helpers/make-accounts';
import { SAMPLE_BYTES } from './helpers/media-samples';
import { testApp } from './helpers/test-app';
import { createTestDatabase, databaseKinds, type TestDatabase } from './helpers/test-databases';
import { makeTempDir } from './helpers/temp-dir';
import { newUploadUrl, putFile } from './helpers/upload-requests';

// POST /api/objects/upload (a one-time URL) and PUT /api/objects/upload/:token (the bytes),
// with the real file storage the server picks (a temp data folder on PGlite, the database on
// PostgreSQL).

type Cookies = Record<string, string>;

function tokenOf(uploadUrl: string): string {
  return uploadUrl.slice('/api/objects/upload/'.length);
}

/** Uploaded photos in the store the server picked (data files, not their metadata). */
async function storedFiles(db: Db, dataDir: string): Promise<string[]> {
  if (db.kind === 'postgres') {
    const { rows } = await db.query<{ key: string }>(
      `select key from file_bytes where key like 'uploads/%'`,
    );
    return rows.map((row) => row.key);
  }
  const dir = path.join(filesDir(dataDir), 'uploads');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((name) => !name.endsWith('.json'));
}

for (const kind of databaseKinds({
  differsByDatabase: 'photos live in the database on PostgreSQL; simultaneous uploads',
})) {
  describe(`photo upload URLs (${kind})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let dataDir: string;
    let userId: number;
    let cookies: Cookies;

    before(async () => {
      database = await createTestDatabase(kind);
      dataDir = makeTempDir('paid-upload-test');
      app = testApp(database.db, { dataDir });
      userId = await insertUser(database.db);
      cookies = await loginCookies(database.db, userId);
    });
    after(async () => {
      await app.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    describe('POST /api/objects/upload', () => {
      it('answers 401 to a visitor', async () => {
        const response = await app.inject({ method: 'POST', url: '/api/objects/upload' });
        assert.equal(response.statusCode, 401);
      });

      it('gives a same-origin one-time URL; only its hash is stored, for 15 minutes', async () => {
        const response = await app.inject({ method: 'POST', url: '/api/objects/upload', cookies });
        assert.equal(response.statusCode, 200);
        const { uploadURL } = contract.uploads.create.response.parse(response.json());
        assert.match(uploadURL, /^\/api\/objects\/upload\/[A-Za-z0-9_-]{43}$/);
        const token = tokenOf(uploadURL);
        const { rows } = await database.db.query<{ id: string; userId: number; minutes: number }>(
          `select id, user_id as "userId",
                  extract(epoch from expires_at - now())::float8 / 60 as minutes
             from upload_tokens where id in ($1, $2)`,
          [token, hashUploadToken(token)],
        );
        assert.equal(rows.length, 1);
        assert.equal(rows[0].id, hashUploadToken(token));
        assert.equal(rows[0].userId, userId);
        assert.ok(rows[0].minutes > 14.9 && rows[0].minutes <= 15, `${rows[0].minutes}`);
        assert.notEqual(await newUploadUrl(app, cookies), uploadURL);
      });

      it(`answers 429 once a user holds ${MAX_OPEN_UPLOAD_TOKENS} unused links`, async () => {
        const busyId = await insertUser(database.db);
        const busy = await loginCookies(database.db, busyId);
        for (let n = 0; n < MAX_OPEN_UPLOAD_TOKENS; n += 1) await newUploadUrl(app, busy);
        const response = await app.inject({
          method: 'POST',
          url: '/api/objects/upload',
          cookies: busy,
        });
        assert.equal(response.statusCode, 429);
        assert.match(response.json().message, /Too many uploads/);
        // Links that expired long ago are cleaned up and stop counting.
        await database.db.query(
          `update upload_tokens set expires_at = now() - interval '2 days' where user_id = $1`,
          [busyId],
        );
        assert.ok(await newUploadUrl(app, busy));
      });
    });

    describe('PUT /api/objects/upload/:token', () => {
      it('stores a PNG under a random key and answers its /files path', async () => {
        const uploadUrl = await newUploadUrl(app, cookies);
        const response = await putFile(app, uploadUrl, SAMPLE_BYTES.png, 'image/png');
        assert.equal(response.statusCode, 200);
        const { objectPath } = contract.uploads.put.response.parse(response.json());
        assert.match(objectPath, /^\/files\/uploads\/[0-9a-f]{32}\.png$/);
        const key = objectPath.slice('/files/'.length);
        const stored = await createFileStorage({ dataDir, s3: undefined }, database.db).get(key);
        assert.deepEqual(stored?.bytes, SAMPLE_BYTES.png);
        const { rows } = await database.db.query(
          `select f.content_type, f.size, f.user_id, t.used_at is not null as used
             from stored_files f join upload_tokens t on t.stored_file_id = f.id
            where f.key = $1`,
          [key],
        );
        assert.deepEqual(rows[0], {
          content_type: 'image/png',
          size: SAMPLE_BYTES.png.length,
          user_id: userId,
          used: true,
        });
      });

      it('accepts JPEG, WebP and GIF with their own extensions', async () => {
        const cases = [
          [SAMPLE_BYTES.jpeg, 'image/jpeg', 'jpg'],
          [SAMPLE_BYTES.webp, 'image/webp', 'webp'],
          [SAMPLE_BYTES.gif, 'image/gif', 'gif'],
        ] as const;
        for (const [bytes, type, extension] of cases) {
          const response = await putFile(app, await newUploadUrl(app, cookies), bytes, type);
          assert.equal(response.statusCode, 200, type);
          assert.ok(response.json().objectPath.endsWith(`.${extension}`));
        }
      });

      it('refuses a used link with 409', async () => {
        const uploadUrl = await newUploadUrl(app, cookies);
        assert.equal(
          (await putFile(app, uploadUrl, SAMPLE_BYTES.png, 'image/png')).statusCode,
          200,
        );
        const before = (await storedFiles(database.db, dataDir)).length;
        const again = await putFile(app, uploadUrl, SAMPLE_BYTES.png, 'image/png');
        assert.equal(again.statusCode, 409);
        assert.deepEqual(again.json(), {
          message: 'This upload URL has already been used: ask for a new one',
        });
        assert.equal((await storedFiles(database.db, dataDir)).length, before);
      });

      it("refuses an expired link with 403 'request has expired'", async () => {
        const uploadUrl = await newUploadUrl(app, cookies);
        await database.db.query(
          `update upload_tokens set expires_at = now() - interval '1 second' where id = $1`,
          [hashUploadToken(tokenOf(uploadUrl))],
        );
        const response = await putFile(app, uploadUrl, SAMPLE_BYTES.png, 'image/png');
        assert.equal(response.statusCode, 403);
        assert.match(response.json().message, /request has expired/);
      });

      it('answers 404 for an unknown link and 400 for a malformed one', async () => {
        const unknown = await putFile(
          app,
          `/api/objects/upload/${'A'.repeat(43)}`,
          SAMPLE_BYTES.png,
          'image/png',
        );
        assert.equal(unknown.statusCode, 404);
        assert.deepEqual(unknown.json(), { message: 'Unknown upload URL' });
        const malformed = await putFile(
          app,
          '/api/objects/upload/short',
          SAMPLE_BYTES.png,
          'image/png',
        );
        assert.equal(malformed.statusCode, 400);
      });

      it('refuses a disguised file (text or HTML labelled as an image) with 400', async () => {
        const uploadUrl = await newUploadUrl(app, cookies);
        const before = (await storedFiles(database.db, dataDir)).length;
        const cases: [Buffer, string][] = [
          [Buffer.from('just some text, not a picture'), 'image/png'],
          [SAMPLE_BYTES.html, 'image/gif'],
          [SAMPLE_BYTES.jpeg, 'image/png'], // a real image, but not what it claims
          [SAMPLE_BYTES.png, 'image/webp'],
        ];
        for (const [bytes, type] of cases) {
          const response = await putFile(app, uploadUrl, bytes, type);
          assert.equal(response.statusCode, 400, type);
          assert.deepEqual(response.json(), { message: UPLOAD_TYPE_MESSAGE });
        }
        assert.equal((await storedFiles(database.db, dataDir)).length, before);
        // A refused body does not use up the link.
        assert.equal(
          (await putFile(app, uploadUrl, SAMPLE_BYTES.png, 'image/png')).statusCode,
          200,
        );
      });

      it('refuses other declared types with 415 before reading them', async () => {
        const uploadUrl = await newUploadUrl(app, cookies);
        for (const type of [
          'text/plain',
          'application/json',
          'text/html',
          'image/svg+xml',
          'video/mp4',
        ]) {
          const response = await putFile(
            app,
            uploadUrl,
            type === 'video/mp4' ? SAMPLE_BYTES.mp4 : '{"a":1}',
            type,
          );
          assert.equal(response.statusCode, 415, type);
          assert.deepEqual(response.json(), { message: UPLOAD_TYPE_MESSAGE });
        }
        const untyped = await putFile(app, uploadUrl, SAMPLE_BYTES.png, undefined);
        assert.ok([400, 415].includes(untyped.statusCode), `${untyped.statusCode}`);
        const empty = await putFile(app, uploadUrl, Buffer.alloc(0), 'image/png');
        assert.equal(empty.statusCode, 400);
        assert.equal(
          (await putFile(app, uploadUrl, SAMPLE_BYTES.png, 'image/png')).statusCode,
          200,
        );
      });

      it('takes exactly 10,485,760 bytes and answers 413 above', async () => {
        const pad = (size: number) =>
          Buffer.concat([SAMPLE_BYTES.png, Buffer.alloc(size - SAMPLE_BYTES.png.length, 1)]);
        const tooBig = await putFile(
          app,
          await newUploadUrl(app, cookies),
          pad(PHOTO_MAX_BYTES + 1),
          'image/png',
        );
        assert.equal(tooBig.statusCode, 413);
        assert.match(tooBig.json().message, /too large/);
        const justRight = await putFile(
          app,
          await newUploadUrl(app, cookies),
          pad(PHOTO_MAX_BYTES),
          'image/png',
        );
        assert.equal(justRight.statusCode, 200);
      });

      it('lets one of two simultaneous uploads with one link win', async () => {
        const uploadUrl = await newUploadUrl(app, cookies);
        const before = (await storedFiles(database.db, dataDir)).length;
        const answers = await Promise.all([
          putFile(app, uploadUrl, SAMPLE_BYTES.png, 'image/png'),
          putFile(app, uploadUrl, SAMPLE_BYTES.gif, 'image/gif'),
        ]);
        assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 409]);
        assert.equal((await storedFiles(database.db, dataDir)).length, before + 1);
      });
    });
  });
}
