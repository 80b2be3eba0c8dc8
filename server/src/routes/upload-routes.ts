import type { FastifyInstance } from 'fastify';
import {
  contract,
  PHOTO_MAX_BYTES,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_TYPE_MESSAGE,
} from 'shared-api/contracts';
import { requireCandidateOwner } from '../auth/guards';
import { requireUser } from '../auth/session';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { HttpError } from '../http/http-error';
import { registerRoute } from '../http/validate';
import type { FileStorage } from '../storage/file-storage';
import { attachProfilePhoto, storeUploadedPhoto } from '../uploads/photo-uploads';
import type { UploadAllowance } from '../uploads/upload-allowance';
import { createUploadToken, uploadUrlOf } from '../uploads/upload-tokens';

// The profile photo (the owner's Upload Photo dialog): POST /api/objects/upload gives
// a one-time same-origin URL, the browser PUTs the image bytes there, and
// PUT /api/candidate/:id/photo attaches the stored file to the owner's profile
// (uploads/photo-uploads.ts).

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
function registerUploadPut(app: FastifyInstance, deps: UploadRouteDeps) {
  return registerRoute(
    app,
    contract.uploads.put,
    async ({ params, request }) => ({
      objectPath: await storeUploadedPhoto(
        deps,
        params.token,
        request.body,
        request.headers['content-type'],
      ),
    }),
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
      return attachProfilePhoto(
        { db, storage: deps.storage, publicOrigin: config.publicOrigin },
        { userId: user.id, candidateId: candidate.id, photoURL: body.photoURL },
      );
    },
  );

  return [createRoute, putRoute, updatePhotoRoute];
}
