import { CHAT_NAME_RESERVED_MESSAGE, containsLink } from 'shared-api/contracts';
import type { SessionUser } from '../auth/session';
import { chatNameStanding } from '../candidates/eligibility';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../domain-error';
import { CHAT_COLUMNS, type ChannelMessageCache, type ChatRow } from './channel-message-cache';
import { CHAT_CHANNEL_NOT_FOUND, channelModeration } from './channel-moderators';
import { restrictionOf, type ActiveRestriction } from './chat-restrictions';
import { type SlowMode, slowModeMessage } from './slow-mode';

// Sending a chat message (docs/roles.md "Chat moderator", "Names"): a name that folds to a
// verified candidate's is theirs alone, a timed-out or banned sender is refused, a slow
// channel takes one message per N seconds per sender, and a message with a link from anyone
// but a moderator is held for review (isModerated: true): stored, but listed and pushed to
// nobody until approved.

export interface ChatSending {
  db: Db;
  /** The polls' cache, told of each new message. */
  cache: ChannelMessageCache;
  slowMode: SlowMode;
  /** The chat's clock: time-outs end by it. */
  now: () => number;
}

export interface ChatMessageToSend {
  channelId: string;
  username: string;
  message: string;
  user: SessionUser | null;
  /** The sender's normalized address: a ban of its sender refuses guests from it too. */
  address: string;
}

/** The message stored, or why the sender must wait (a time-out or ban, or slow mode). */
export type ChatSendOutcome =
  | { sent: ChatRow }
  | { restricted: ActiveRestriction }
  | { slowMode: { message: string; waitSeconds: number } };

/** Stores a message; throws forbidden for a reserved name and not-found for no channel. */
export async function sendChatMessage(
  { db, cache, slowMode, now }: ChatSending,
  { channelId, username, message, user, address }: ChatMessageToSend,
): Promise<ChatSendOutcome> {
  // A name that folds to a verified candidate's (case, spaces, lookalikes, invisible
  // characters) is theirs alone; their messages under it carry the Verified mark
  // (candidates/eligibility.ts).
  const name = await chatNameStanding(db, username, user?.id ?? null);
  if (name === 'reserved') throw forbidden(CHAT_NAME_RESERVED_MESSAGE);
  const userId = user?.id ?? null;
  const restricted = await restrictionOf(db, channelId, { username, userId, address }, now());
  if (restricted) return { restricted };
  const moderation = await channelModeration(db, channelId, user);
  if (!moderation) throw notFound(CHAT_CHANNEL_NOT_FOUND);
  // Moderators are neither slowed down nor held: they are who would review them.
  if (moderation.slowModeSeconds > 0 && !moderation.isModerator) {
    const seconds = moderation.slowModeSeconds;
    const wait = await slowMode.take(channelId, username, userId, seconds);
    if (wait > 0)
      return { slowMode: { message: slowModeMessage(seconds, wait), waitSeconds: wait } };
  }
  const held = !moderation.isModerator && containsLink(message);
  // insert ... select: a channel deleted meanwhile inserts nothing (no foreign-key error).
  const { rows } = await db.query<ChatRow>(
    `insert into chat_messages
       (channel_id, username, message, is_moderated, verified, sender_user_id, sender_address)
     select c.id, $2, $3, $5, $4, $6, $7 from stream_channels c where c.id = $1
     returning ${CHAT_COLUMNS}`,
    [channelId, username, message, name === 'own', held, userId, address],
  );
  if (!rows[0]) throw notFound(CHAT_CHANNEL_NOT_FOUND);
  cache.noteInsert(channelId, rows[0].id);
  return { sent: rows[0] };
}
