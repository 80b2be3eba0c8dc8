import type { DbTx } from '../db/db';
import { DomainError } from '../domain-error';

// A member's daily cap, so nobody fills the disk: a count and a number of bytes over the last
// 24 hours, counting every file they stored (profile photo uploads and post media). Checked
// inside the transaction that records the file, after locking the member's row, so two
// uploads at once cannot both pass the last free place.

export interface UploadAllowance {
  filesPerDay: number;
  bytesPerDay: number;
}

export const DEFAULT_UPLOAD_ALLOWANCE: UploadAllowance = {
  filesPerDay: 30,
  bytesPerDay: 100 * 1024 * 1024,
};

export const UPLOAD_COUNT_MESSAGE = (allowance: UploadAllowance) =>
  `You can upload at most ${allowance.filesPerDay} files a day. Try again tomorrow.`;

export const UPLOAD_BYTES_MESSAGE = (allowance: UploadAllowance) =>
  `You can upload at most ${Math.round(allowance.bytesPerDay / (1024 * 1024))} MB a day. Try again tomorrow.`;

/** Throws a 'limit' error (429) when `userId` storing `bytes` more would pass the daily allowance. */
export async function requireUploadAllowance(
  tx: DbTx,
  userId: number,
  bytes: number,
  allowance: UploadAllowance,
): Promise<void> {
  await tx.query('select 1 from users where id = $1 for update', [userId]);
  const { rows } = await tx.query<{ files: number; bytes: number }>(
    `select count(*)::int as files, coalesce(sum(size), 0)::float8 as bytes
       from stored_files where user_id = $1 and created_at > now() - interval '1 day'`,
    [userId],
  );
  const used = rows[0];
  if (used.files + 1 > allowance.filesPerDay) {
    throw new DomainError('limit', UPLOAD_COUNT_MESSAGE(allowance));
  }
  if (used.bytes + bytes > allowance.bytesPerDay) {
    throw new DomainError('limit', UPLOAD_BYTES_MESSAGE(allowance));
  }
}
