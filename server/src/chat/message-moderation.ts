import type { SessionUser } from '../auth/session';
import type { Db } from '../db/db';
import { conflict, notFound } from '../domain-error';
import { CHAT_COLUMNS, type ChannelMessageCache, type ChatRow } from './channel-message-cache';
import { restrictSender, type ChatSender } from './chat-restrictions';
import { requireActionableSender } from './protected-senders';

// What a channel's moderator does to its messages (docs/roles.md "Chat moderator"): review the
// held queue (approve, reject), delete a message, time out or ban its sender, set slow mode.
// The caller has checked that `moderator` moderates the channel (requireChannelModerator).
// A change to what the list shows bumps the channel's chat_version and is pushed live by the
// chat_messages trigger (migration 0019); the polls' cache is told too, so this server's next
// poll reads it at once. Deleting and restricting also ask whom the moderator may act on
// (protected-senders.ts).

export const MESSAGE_NOT_FOUND = 'Chat message not found';
export const NOT_HELD = 'That message is not awaiting review';

/** The held queue shows at most this many (oldest first): a moderator works from the top. */
const HELD_LIST_MAX = 100;

export interface MessageModeration {
  db: Db;
  /** The polls' cache (chat-routes.ts), marked stale by each change here. */
  cache?: ChannelMessageCache;
}

/** A message of a channel, as a moderator names it. */
export interface ModeratedMessage {
  channelId: string;
  messageId: number;
}

/** The channel's messages held for review, oldest first. */
export async function heldMessages(db: Db, channelId: string): Promise<ChatRow[]> {
  const { rows } = await db.query<ChatRow>(
    `select ${CHAT_COLUMNS} from chat_messages
      where channel_id = $1 and is_moderated and removed is null
      order by id limit $2`,
    [channelId, HELD_LIST_MAX],
  );
  return rows;
}

/**
 * Who sent a message of the channel (a deleted one too: delete, then ban); not-found when
 * there is no such message.
 */
async function senderOf(db: Db, { channelId, messageId }: ModeratedMessage): Promise<ChatSender> {
  const { rows } = await db.query<{
    username: string;
    userId: number | string | null;
    address: string | null;
  }>(
    `select username, sender_user_id as "userId", sender_address as address
       from chat_messages where channel_id = $1 and id = $2`,
    [channelId, messageId],
  );
  const row = rows[0];
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return { ...row, userId: row.userId === null ? null : Number(row.userId) };
}

/** Applies `set` to the message if `where` holds: the row; not-found absent, conflict `where` failed. */
async function review(
  { db, cache }: MessageModeration,
  { channelId, messageId }: ModeratedMessage,
  set: string,
  where: string,
  by: number,
): Promise<ChatRow> {
  const { rows } = await db.query<ChatRow>(
    `update chat_messages set ${set}, reviewed_by = $3, reviewed_at = now()
      where channel_id = $1 and id = $2 and removed is null and ${where}
      returning ${CHAT_COLUMNS}`,
    [channelId, messageId, by],
  );
  if (rows[0]) {
    cache?.noteChange(channelId);
    return rows[0];
  }
  const found = await db.query(
    'select 1 from chat_messages where channel_id = $1 and id = $2 and removed is null',
    [channelId, messageId],
  );
  throw found.rows.length === 0 ? notFound(MESSAGE_NOT_FOUND) : conflict(NOT_HELD);
}

/** Lets a held message into the channel: the message as it now reads. */
export function approveMessage(
  moderation: MessageModeration,
  message: ModeratedMessage,
  moderator: SessionUser,
): Promise<ChatRow> {
  return review(moderation, message, 'is_moderated = false', 'is_moderated', moderator.id);
}

/** Drops a held message unseen. */
export async function rejectMessage(
  moderation: MessageModeration,
  message: ModeratedMessage,
  moderator: SessionUser,
): Promise<void> {
  await review(moderation, message, "removed = 'rejected'", 'is_moderated', moderator.id);
}

/** Deletes a message of a sender the moderator may act on. */
export async function deleteMessage(
  moderation: MessageModeration,
  message: ModeratedMessage,
  moderator: SessionUser,
): Promise<void> {
  const { db } = moderation;
  const sender = await senderOf(db, message);
  await requireActionableSender(db, message.channelId, moderator, sender.userId, 'delete');
  await review(moderation, message, "removed = 'deleted'", 'true', moderator.id);
}

/**
 * Times out (`minutes`) or bans (null) the sender of a message: the sender's name and when the
 * restriction ends (null: a ban).
 */
export async function restrictSenderOf(
  db: Db,
  message: ModeratedMessage,
  moderator: SessionUser,
  { minutes, nowMs }: { minutes: number | null; nowMs: number },
): Promise<{ username: string; until: Date | null }> {
  const sender = await senderOf(db, message);
  await requireActionableSender(db, message.channelId, moderator, sender.userId, 'restrict');
  const until = await restrictSender(db, {
    channelId: message.channelId,
    sender,
    minutes,
    by: moderator.id,
    nowMs,
  });
  return { username: sender.username, until };
}

/** Sets the channel's slow mode (0: off); the trigger of migration 0019 pushes it to viewers. */
export async function setSlowMode(db: Db, channelId: string, seconds: number): Promise<void> {
  await db.query('update stream_channels set slow_mode_seconds = $2 where id = $1', [
    channelId,
    seconds,
  ]);
}
