import type { Db } from '../db/db';

// Time-outs and bans of a chat channel (migration 0019). A restriction names the sender's
// username without case or spaces (the rule a candidate's reserved name follows, in the same
// SQL) and their account when they were logged in; a send matching either is refused.
// Times are the chat's clock (`nowMs`), as the rate limit's are, so tests move it.

/** The username as a restriction keys it: no case, no spaces (SQL, one rule for all). */
export const NAME_KEY_SQL = (param: string) =>
  `lower(regexp_replace(${param}, '[[:space:]]', '', 'g'))`;

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

/**
 * The restriction that refuses this sender now, or null (the route answers it as a 403). A
 * ban wins over a time-out, a later time-out over an earlier one.
 */
export async function restrictionOf(
  db: Db,
  channelId: string,
  username: string,
  userId: number | null,
  nowMs: number,
): Promise<ActiveRestriction | null> {
  const { rows } = await db.query<ActiveRow>(
    `select until from chat_restrictions
      where channel_id = $1
        and (name_key = ${NAME_KEY_SQL('$2')} or user_id = $3)
        and (until is null or until > to_timestamp($4::float8 / 1000))
      order by until desc nulls first
      limit 1`,
    [channelId, username, userId, nowMs],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.until === null) return { message: BANNED_MESSAGE };
  const until = new Date(row.until);
  return { message: timedOutMessage(until), until };
}

/** Records a time-out (`minutes`) or a ban (null) of a name and, if known, an account. */
export async function restrictSender(
  db: Db,
  restriction: {
    channelId: string;
    username: string;
    userId: number | null;
    minutes: number | null;
    by: number;
    nowMs: number;
  },
): Promise<Date | null> {
  const { rows } = await db.query<ActiveRow>(
    `insert into chat_restrictions (channel_id, name_key, user_id, until, created_by)
     values ($1, ${NAME_KEY_SQL('$2')}, $3,
             case when $4::integer is null then null
                  else to_timestamp($6::float8 / 1000) + $4::integer * interval '1 minute' end,
             $5)
     returning until`,
    [
      restriction.channelId,
      restriction.username,
      restriction.userId,
      restriction.minutes,
      restriction.by,
      restriction.nowMs,
    ],
  );
  const until = rows[0].until;
  return until === null ? null : new Date(until);
}
