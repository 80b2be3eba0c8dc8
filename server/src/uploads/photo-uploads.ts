import crypto from 'node:crypto';
import type { Candidate } from 'shared-api/contracts';
import { CANDIDATE_NOT_FOUND, findCandidate } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import { trackTransaction } from '../db/transaction-activity';
import { forbidden, invalid, notFound } from '../domain-error';
import type { FileStorage } from '../storage/file-storage';
import { storedKeyOfPhotoUrl } from './photo-url';
import { requireUploadAllowance, type UploadAllowance } from './upload-allowance';
import { consumeUploadToken, requireUsableToken } from './upload-tokens';
import { checkUploadedImage } from './uploaded-image';

// The profile photo (the owner's Upload Photo dialog): a one-time upload link (upload-tokens.ts)
// takes the image bytes, which are stored as a file of the uploader; the owner then attaches
// a file they uploaded to their profile.

export const PHOTO_URL_MESSAGE = 'Use the URL of a photo you uploaded to this site';
export const NOT_YOUR_FILE = 'You can only use a photo you uploaded yourself';

/**
 * Stores the bytes sent to an upload link as a file of the link's user, within their
 * allowance, and uses the link up: the file's public URL.
 */
export async function storeUploadedPhoto(
  {
    db,
    storage,
    uploadAllowance,
  }: { db: Db; storage: FileStorage; uploadAllowance: UploadAllowance },
  token: string,
  body: unknown,
  contentType: string | undefined,
): Promise<string> {
  const userId = await requireUsableToken(db, token);
  const image = checkUploadedImage(body, contentType);
  const bytes = body as Buffer; // checkUploadedImage made sure it is one
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
      await consumeUploadToken(tx, token, rows[0].id);
    });
  } catch (error) {
    // Token used or expired meanwhile, or the database failed: no orphan file.
    await storage.delete(key).catch(() => {});
    throw error;
  }
  return storage.publicUrl(key);
}

/** Makes a photo `userId` uploaded (named by its URL) the profile photo of their candidate. */
export async function attachProfilePhoto(
  { db, storage, publicOrigin }: { db: Db; storage: FileStorage; publicOrigin: string },
  { userId, candidateId, photoURL }: { userId: number; candidateId: number; photoURL: string },
): Promise<Candidate> {
  const key = await storedKeyOfPhotoUrl(db, photoURL, publicOrigin);
  const { rows } = key
    ? await db.query<{ userId: number | null; contentType: string }>(
        `select user_id as "userId", content_type as "contentType"
         from stored_files where key = $1`,
        [key],
      )
    : { rows: [] };
  const file = rows[0];
  if (!key || !file) throw invalid(PHOTO_URL_MESSAGE, { photoURL: PHOTO_URL_MESSAGE });
  if (file.userId !== userId) throw forbidden(NOT_YOUR_FILE);
  if (!file.contentType.startsWith('image/')) {
    throw invalid('The profile photo must be an image', { photoURL: PHOTO_URL_MESSAGE });
  }
  // Counted as a transaction of this process: cached brackets show the new avatar at once.
  // The file is in use from now on: the clean-up of unattached uploads leaves it alone.
  await trackTransaction(() =>
    db.transaction(async (tx) => {
      await tx.query('update candidates set profile_photo_url = $2 where id = $1', [
        candidateId,
        storage.publicUrl(key),
      ]);
      await tx.query(
        'update stored_files set attached_at = coalesce(attached_at, now()) where key = $1',
        [key],
      );
    }),
  );
  const updated = await findCandidate(db, candidateId);
  if (!updated) throw notFound(CANDIDATE_NOT_FOUND); // removed in the meantime
  return updated;
}
