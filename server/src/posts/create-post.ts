import crypto from 'node:crypto';
import type { Db } from '../db/db';
import type { FileStorage } from '../storage/file-storage';
import { requireUploadAllowance, type UploadAllowance } from '../uploads/upload-allowance';
import { parsePostMedia } from './media-data-url';
import { findPost, type PostRow } from './post-queries';

// Creating a post: every check runs before anything is written, the file is stored under a
// random key (never a name from the client), and a database failure removes the stored file
// again, so a failed post leaves neither a row nor a file behind.

export interface NewPost {
  userId: number;
  text: string;
  mediaDataUrl: string | null;
  /** The image's description (the body's schema requires it with an image); '' otherwise. */
  altText: string;
}

export async function createPost(
  db: Db,
  storage: FileStorage,
  post: NewPost,
  allowance: UploadAllowance,
): Promise<PostRow> {
  const media = post.mediaDataUrl === null ? null : parsePostMedia(post.mediaDataUrl);

  let stored: { key: string; url: string } | null = null;
  if (media) {
    const key = `posts/${crypto.randomBytes(16).toString('hex')}.${media.extension}`;
    await storage.put(key, media.bytes, media.contentType);
    stored = { key, url: storage.publicUrl(key) };
  }

  try {
    const postId = await db.transaction(async (tx) => {
      if (media && stored) {
        await requireUploadAllowance(tx, post.userId, media.bytes.length, allowance);
        // Attached at once: the post shows it.
        await tx.query(
          `insert into stored_files (key, content_type, size, user_id, attached_at)
           values ($1, $2, $3, $4, now())`,
          [stored.key, media.contentType, media.bytes.length, post.userId],
        );
      }
      const { rows } = await tx.query<{ id: number }>(
        `insert into posts (user_id, content, media_url, media_type, alt_text)
         values ($1, $2, $3, $4, $5) returning id`,
        [
          post.userId,
          post.text,
          stored?.url ?? null,
          media?.mediaType ?? null,
          // Only an image is described; the schema refuses alt text without one.
          media?.mediaType === 'image' ? post.altText : '',
        ],
      );
      return rows[0].id;
    });
    const created = await findPost(db, postId, post.userId);
    if (!created) throw new Error(`post ${postId} vanished right after it was created`);
    return created;
  } catch (error) {
    if (stored) await storage.delete(stored.key).catch(() => {});
    throw error;
  }
}

/** The storage key behind a post's media URL, when it is one of our stored files. */
export function storedKeyOfUrl(storage: FileStorage, url: string | null): string | null {
  if (!url) return null;
  const prefix = storage.publicUrl('');
  if (!url.startsWith(prefix) || url.length === prefix.length) return null;
  let key: string;
  try {
    key = decodeURIComponent(url.slice(prefix.length)); // in case publicUrl encodes the key
  } catch {
    return null;
  }
  return storage.publicUrl(key) === url ? key : null;
}

/** Deletes a post (its likes and comments go with it) and then its stored file. */
export async function deletePost(db: Db, storage: FileStorage, postId: number): Promise<void> {
  const key = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ mediaUrl: string | null }>(
      'delete from posts where id = $1 returning media_url as "mediaUrl"',
      [postId],
    );
    const fileKey = storedKeyOfUrl(storage, rows[0]?.mediaUrl ?? null);
    if (fileKey) await tx.query('delete from stored_files where key = $1', [fileKey]);
    return fileKey;
  });
  // After the commit: a failed file delete leaves an orphan file, never a post without media.
  if (key) await storage.delete(key).catch(() => {});
}
