import crypto from 'node:crypto';
import type { Db, DbTx } from '../db/db';
import { conflict, DomainError, forbidden, notFound } from '../domain-error';

// One-time upload URLs. The URL carries 32 random bytes; the database keeps their sha256
// with the user who asked and an expiry, so a leaked table cannot be used to upload. A
// token is good for exactly one successful PUT before it expires.

export const UPLOAD_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
/** Unused, unexpired links one user may hold at once: enough for retries, not for a flood. */
export const MAX_OPEN_UPLOAD_TOKENS = 20;

export const UPLOAD_PATH_PREFIX = '/api/objects/upload/';

// The upload widget retries a 403 whose text says 'request has expired' by
// asking for a new URL, so the expired answer says exactly that.
export const TOKEN_EXPIRED = 'Upload request has expired: ask for a new upload URL';
export const TOKEN_USED = 'This upload URL has already been used: ask for a new one';
export const TOKEN_UNKNOWN = 'Unknown upload URL';
export const TOO_MANY_OPEN_UPLOADS = 'Too many uploads in progress: try again in a few minutes';

export function hashUploadToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export function uploadUrlOf(token: string): string {
  return `${UPLOAD_PATH_PREFIX}${token}`;
}

/** A new token for `userId` (returned once, never stored in the clear). */
export async function createUploadToken(
  db: Db,
  userId: number,
  lifetimeMs: number = UPLOAD_TOKEN_LIFETIME_MS,
): Promise<string> {
  return db.transaction(async (tx) => {
    // Links nobody used are useless a day after they expired; used ones stay as a record
    // of who uploaded which file.
    await tx.query(
      `delete from upload_tokens
        where user_id = $1 and used_at is null and expires_at < now() - interval '1 day'`,
      [userId],
    );
    const { rows } = await tx.query<{ open: number }>(
      `select count(*) as open from upload_tokens
        where user_id = $1 and used_at is null and expires_at > now()`,
      [userId],
    );
    if (rows[0].open >= MAX_OPEN_UPLOAD_TOKENS) {
      throw new DomainError('limit', TOO_MANY_OPEN_UPLOADS);
    }
    const token = crypto.randomBytes(32).toString('base64url');
    await tx.query(
      `insert into upload_tokens (id, user_id, expires_at)
       values ($1, $2, now() + make_interval(secs => $3))`,
      [hashUploadToken(token), userId, lifetimeMs / 1000],
    );
    return token;
  });
}

interface TokenRow {
  userId: number;
  expired: boolean;
  used: boolean;
}

async function tokenRow(db: Db | DbTx, token: string): Promise<TokenRow | undefined> {
  const { rows } = await db.query<TokenRow>(
    `select user_id as "userId", expires_at <= now() as expired, used_at is not null as used
       from upload_tokens where id = $1`,
    [hashUploadToken(token)],
  );
  return rows[0];
}

function refusal(row: TokenRow | undefined): DomainError {
  if (!row) return notFound(TOKEN_UNKNOWN);
  if (row.used) return conflict(TOKEN_USED);
  return forbidden(TOKEN_EXPIRED);
}

/** The user a usable token belongs to; 404 unknown, 409 used, 403 expired. */
export async function requireUsableToken(db: Db, token: string): Promise<number> {
  const row = await tokenRow(db, token);
  if (!row || row.used || row.expired) throw refusal(row);
  return row.userId;
}

/**
 * Marks the token used for `storedFileId`, atomically: of two PUTs racing with one token,
 * exactly one gets here first; the other is refused (and its transaction rolled back).
 */
export async function consumeUploadToken(
  tx: DbTx,
  token: string,
  storedFileId: number,
): Promise<void> {
  const { rows } = await tx.query(
    `update upload_tokens set used_at = now(), stored_file_id = $2
      where id = $1 and used_at is null and expires_at > now()
      returning id`,
    [hashUploadToken(token), storedFileId],
  );
  if (rows.length === 0) throw refusal(await tokenRow(tx, token));
}

/** The stored file a used upload URL produced (so its URL may stand for the file). */
export async function storedFileKeyOfToken(db: Db, token: string): Promise<string | null> {
  const { rows } = await db.query<{ key: string }>(
    `select f.key from upload_tokens t join stored_files f on f.id = t.stored_file_id
      where t.id = $1`,
    [hashUploadToken(token)],
  );
  return rows[0]?.key ?? null;
}
