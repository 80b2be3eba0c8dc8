import type { Db } from '../db/db';
import { isStorageKey } from '../storage/local-file-storage';
import { storedFileKeyOfToken, UPLOAD_PATH_PREFIX } from './upload-tokens';

// Which stored file a `photoURL` names. Accepted: our own file URL, `/files/<key>` (what the
// upload PUT answers), absolute on this site's origin or not; and the upload URL itself,
// `/api/objects/upload/<token>` once used, since the client's flow passes on the URL the file
// was PUT to. Anything else (other sites, data: URLs, paths elsewhere) names no file.

const FILES_PREFIX = '/files/';

export async function storedKeyOfPhotoUrl(
  db: Db,
  photoURL: string,
  publicOrigin: string,
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(photoURL, publicOrigin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(publicOrigin).origin) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.startsWith(FILES_PREFIX)) {
    const key = pathname.slice(FILES_PREFIX.length);
    return isStorageKey(key) ? key : null;
  }
  if (pathname.startsWith(UPLOAD_PATH_PREFIX)) {
    const token = pathname.slice(UPLOAD_PATH_PREFIX.length);
    return /^[A-Za-z0-9_-]{43}$/.test(token) ? storedFileKeyOfToken(db, token) : null;
  }
  return null;
}
