import type { Db } from '../db/db';
import { nameKey } from '../names/fold-name';

// Time-outs and bans of a chat channel (migrations 0019, 0030; docs/roles.md "Chat
// moderator"). A restriction names the sender's username by the shared name fold
// (names/fold-name.ts: `troll9`, `troll_9`, `Troll 9`, `trоll9` with a Cyrillic o are one
// name), their account when they were logged in, and for a ban the address they sent from:
// a send matching the name or the account is refused, and so is a guest's send from a banned
// address (a banned account cannot log out and go on as a guest). Logged-in senders are never
// refused for their address alone: each account answers for itself, so a household or an
// office behind one address is not banned with one member. Lifted restrictions (support,
// lift-restrictions.ts) refuse nothing. Times are the chat's clock (`nowMs`), as the rate
// limit's are, so tests move it.

/**
 * The older key (migration 0019: lower case, no spaces), which rows written before 0030 still
 * hold (name_folded false): they are matched by it, so no ban lapsed with the new rule.
 */
const LEGACY_NAME_KEY_SQL = (param: string) =>
  `lower(regexp_replace(${param}, '[[:space:]]', '', 'g'))`;

/**
 * A username as a restriction keys it: nameKey, or, for a name with no letter or digit at all
 * ('!!!'), that name without case or spaces, so it cannot match every other such name.
 */
export function chatNameKey(username: string): string {
  return nameKey(username) || `#${username.toLowerCase().replace(/\s+/gu, '')}`;
}

export const BANNED_MESSAGE = 'You are banned from this chat by its moderators.';

export function timedOutMessage(until: Date): string {
  // The server does not know the reader's time zone: UTC here, the browser shows local time.
  const time = until.toISOString().slice(11, 16);
  const day = until.toISOString().slice(0, 10);
  return `You are timed out of this chat until ${time} UTC (${day}).`;
}

interface ActiveRow {
  until: Date | string | null;
}

/** What refuses a sender: the sentence they read and, for a time-out, its end. */
export interface ActiveRestriction {
  message: string;
  /** The time-out's end; absent for a ban. */
  until?: Date;
}

/** Who sends: the name they typed, their account if logged in, the address they send from. */
export interface ChatSender {
  username: string;
  userId: number | null;
  /** The normalized client address (null when unknown). */
  address: string | null;
}

/** In force at `$n` (ms since the epoch): not lifted, a ban or a time-out not over. */
export const IN_FORCE_SQL = (nowParam: string) =>
  `lifted_at is null and (until is null or until > to_timestamp(${nowParam}::float8 / 1000))`;

/**
 * The restriction that refuses this sender now, or null (the route answers it as a 403). A
 * ban wins over a time-out, a later time-out over an earlier one.
 */
export async function restrictionOf(
  db: Db,
  channelId: string,
  sender: ChatSender,
  nowMs: number,
): Promise<ActiveRestriction | null> {
  const { rows } = await db.query<ActiveRow>(
    `select until from chat_restrictions
      where channel_id = $1
        and ((name_folded and name_key = $2)
             or (not name_folded and name_key = ${LEGACY_NAME_KEY_SQL('$3')})
             or user_id = $4
             or ($4::bigint is null and until is null and client_address = $5))
        and ${IN_FORCE_SQL('$6')}
      order by until desc nulls first
      limit 1`,
    [
      channelId,
      chatNameKey(sender.username),
      sender.username,
      sender.userId,
      sender.address,
      nowMs,
    ],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.until === null) return { message: BANNED_MESSAGE };
  const until = new Date(row.until);
  return { message: timedOutMessage(until), until };
}

/**
 * Records a time-out (`minutes`) or a ban (null) of a sender's name and, if known, account;
 * a ban also records the address they sent from (time-outs are short: no neighbour on the
 * same address pays for one).
 */
export async function restrictSender(
  db: Db,
  restriction: {
    channelId: string;
    sender: ChatSender;
    minutes: number | null;
    by: number;
    nowMs: number;
  },
): Promise<Date | null> {
  const { sender, minutes } = restriction;
  const { rows } = await db.query<ActiveRow>(
    `insert into chat_restrictions
       (channel_id, name_key, name_folded, username, user_id, client_address, until, created_by)
     values ($1, $2, true, $3, $4, $5,
             case when $6::integer is null then null
                  else to_timestamp($8::float8 / 1000) + $6::integer * interval '1 minute' end,
             $7)
     returning until`,
    [
      restriction.channelId,
      chatNameKey(sender.username),
      sender.username,
      sender.userId,
      minutes === null ? sender.address : null,
      minutes,
      restriction.by,
      restriction.nowMs,
    ],
  );
  const until = rows[0].until;
  return until === null ? null : new Date(until);
}
