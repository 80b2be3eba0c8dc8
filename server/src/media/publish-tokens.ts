import { randomBytes } from 'node:crypto';
import { forbidden } from '../domain-error';
import type { MediaRoom } from './media-server';

// Publishing is the server's to grant, and Janus enforces it too (docs/video.md): every
// room checks tokens (VideoRoom `allowed`), and a token exists only for one publish our
// routes granted. It is minted for one candidate in one room, added to that room's allowed
// list, used once, then withdrawn; unused, it is withdrawn when it expires. So nothing that
// reaches Janus's API without our grant (or with a grant that went stale) can publish.

/** How long a minted token may wait to be used. */
export const PUBLISH_TOKEN_TTL_MS = 60_000;

export const PUBLISH_REFUSED = 'Your permission to publish is not valid: start the camera again';

export interface PublishTokens {
  /** A one-time token for `candidateId` to publish to `room`, already on its allowed list. */
  mint(room: MediaRoom, candidateId: number): Promise<string>;
  /**
   * Runs `join` with the token still allowed, when the token was minted for this room and
   * candidate, is unused and unexpired (else 403); the token is withdrawn after.
   */
  use<T>(token: string, room: MediaRoom, candidateId: number, join: () => Promise<T>): Promise<T>;
  /** Forgets every token (the room went away with its allowed list). */
  clear(room?: MediaRoom): void;
}

interface Minted {
  room: MediaRoom;
  candidateId: number;
  expiry: NodeJS.Timeout;
}

export function publishTokens({
  ttlMs = PUBLISH_TOKEN_TTL_MS,
  allow,
  withdraw,
}: {
  ttlMs?: number;
  /** Adds the token to the room's allowed list at the media server. */
  allow: (room: MediaRoom, token: string) => Promise<void>;
  /** Removes it (a room that is gone has no list left: that is fine). */
  withdraw: (room: MediaRoom, token: string) => Promise<void>;
}): PublishTokens {
  const minted = new Map<string, Minted>();

  const forget = (token: string) => {
    const found = minted.get(token);
    if (!found) return undefined;
    clearTimeout(found.expiry);
    minted.delete(token);
    return found;
  };

  return {
    async mint(room, candidateId) {
      const token = randomBytes(24).toString('base64url');
      await allow(room, token);
      const expiry = setTimeout(() => {
        if (forget(token)) void withdraw(room, token).catch(() => {});
      }, ttlMs);
      // A pending token never keeps the server (or a test) running.
      expiry.unref();
      minted.set(token, { room, candidateId, expiry });
      return token;
    },

    async use(token, room, candidateId, join) {
      const found = minted.get(token);
      if (!found || found.room !== room || found.candidateId !== candidateId) {
        throw forbidden(PUBLISH_REFUSED);
      }
      // One use: a second publish with it is refused even while the first is joining.
      forget(token);
      try {
        return await join();
      } finally {
        await withdraw(room, token).catch(() => {});
      }
    },

    clear(room) {
      for (const [token, found] of minted) if (!room || found.room === room) forget(token);
    },
  };
}
