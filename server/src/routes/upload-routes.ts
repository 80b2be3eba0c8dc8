import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  contract,
  PHOTO_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_TYPE_MESSAGE,
} from 'shared-api/contracts';
import { requireCandidateOwner } from '../auth/guards';
import { requireUser } from '../auth/session';
import { findCandidate } from '../candidates/candidate-queries';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { trackTransaction } from '../db/transaction-activity';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';
import type { FileStorage } from '../storage/file-storage';
import { storedKeyOfPhotoUrl } from '../uploads/photo-url';
import {
  consumeUploadToken,
  createUploadToken,
  requireUsableToken,
  uploadUrlOf,
} from '../uploads/upload-tokens';
import { requireUploadAllowance, type UploadAllowance } from '../uploads/upload-allowance';
import { checkUploadedImage } from '../uploads/uploaded-image';
import { CANDIDATE_NOT_FOUND } from './candidate-routes';

// The profile photo (the owner's Upload Photo dialog): POST /api/objects/upload gives
// a one-time same-origin URL, the browser PUTs the image bytes there, and
// PUT /api/candidate/:id/photo attaches the stored file to the owner's profile.

export const PHOTO_URL_MESSAGE = 'Use the URL of a photo you uploaded to this site';
export const NOT_YOUR_FILE = 'You can only use a photo you uploaded yourself';

export interface UploadRouteDeps {
  db: Db;
  storage: FileStorage;
  uploadAllowance: UploadAllowance;
  config: Pick<Config, 'publicOrigin'>;
}

/** Only the PUT of the bytes parses raw image bodies (in a scope of its own). */
function acceptImageBytes(scope: FastifyInstance): void {
  // JSON and text parsers do not apply here: the body is the file, kept as bytes.
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    [...UPLOAD_IMAGE_TYPES],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Any other declared type is refused before its bytes are read.
  scope.addContentTypeParser('*', (_request, _payload, done) =>
    done(new HttpError(415, UPLOAD_TYPE_MESSAGE)),
  );
}

/** The PUT of the bytes. */
function registerUploadPut(
  app: FastifyInstance,
  { db, storage, uploadAllowance }: UploadRouteDeps,
) {
  return registerRoute(
    app,
    contract.uploads.put,
    async ({ params, request }) => {
      const userId = await requireUsableToken(db, params.token);
      const image = checkUploadedImage(request.body, request.headers['content-type']);
      const bytes = request.body as Buffer; // checkUploadedImage made sure it is one
      const key = `uploads/${crypto.randomBytes(16).toString('hex')}.${image.extension}`;
      await storage.put(key, bytes, image.contentType);
      try {
        await db.transaction(async (tx) => {
          await requireUploadAllowance(tx, userId, bytes.length, uploadAllowance);
          const { rows } = await tx.query<{ id: number }>(
            `insert into stored_files (key, content_type, size, user_id)
               values ($1, $2, $3, $4) returning id`,
            [key, image.contentType, bytes.length, userId],
          );
          await consumeUploadToken(tx, params.token, rows[0].id);
        });
      } catch (error) {
        // Token used or expired meanwhile, or the database failed: no orphan file.
        await storage.delete(key).catch(() => {});
        throw error;
      }
      return { objectPath: storage.publicUrl(key) };
    },
    { bodyLimit: PHOTO_MAX_BYTES, config: { rawBody: true }, scope: acceptImageBytes },
  );
}

export function registerUploadRoutes(app: FastifyInstance, deps: UploadRouteDeps) {
  const { db, config } = deps;

  const createRoute = registerRoute(app, contract.uploads.create, async ({ request }) => {
    const user = await requireUser(request, db);
    return { uploadURL: uploadUrlOf(await createUploadToken(db, user.id)) };
  });

  const putRoute = registerUploadPut(app, deps);

  const updatePhotoRoute = registerRoute(
    app,
    contract.candidates.updatePhoto,
    async ({ params, body, request }) => {
      const { user, candidate } = await requireCandidateOwner(request, db, params.candidateId);
      const key = await storedKeyOfPhotoUrl(db, body.photoURL, config.publicOrigin);
      const { rows } = key
        ? await db.query<{ userId: number | null; contentType: string }>(
            `select user_id as "userId", content_type as "contentType"
             from stored_files where key = $1`,
            [key],
          )
        : { rows: [] };
      const file = rows[0];
      if (!key || !file) throw badRequest(PHOTO_URL_MESSAGE, { photoURL: PHOTO_URL_MESSAGE });
      if (file.userId !== user.id) throw forbidden(NOT_YOUR_FILE);
      if (!file.contentType.startsWith('image/')) {
        throw badRequest('The profile photo must be an image', { photoURL: PHOTO_URL_MESSAGE });
      }
      // Counted as a transaction of this process: cached brackets show the new avatar at once.
      // The file is in use from now on: the clean-up of unattached uploads leaves it alone.
      await trackTransaction(() =>
        db.transaction(async (tx) => {
          await tx.query('update candidates set profile_photo_url = $2 where id = $1', [
            candidate.id,
            deps.storage.publicUrl(key),
          ]);
          await tx.query(
            'update stored_files set attached_at = coalesce(attached_at, now()) where key = $1',
            [key],
          );
        }),
      );
      const updated = await findCandidate(db, candidate.id);
      if (!updated) throw notFound(CANDIDATE_NOT_FOUND); // removed in the meantime
      return updated;
    },
  );

  return [createRoute, putRoute, updatePhotoRoute];
}
