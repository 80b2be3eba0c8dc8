import type { Db } from '../db/db';
import { periodicCleanup } from '../limits/counter-rows';
import { CHAT_SLOW_MODE_MAX_SECONDS, waitInWords } from 'shared-api/contracts';
import { chatNameKey } from './chat-restrictions';

// Slow mode (docs/roles.md): one message per `seconds` per sender in a channel. The sender is their
// account when logged in, else their username as a ban keys it (chatNameKey: renaming
// `troll9` to `troll_9` is no new turn). The last accepted send of each is a row of
// chat_slow_mode_sends, taken in one statement under the row's lock, so every server on one
// database (and concurrent sends) agree: of two sends at once, one goes.
// On PGlite the same table serves the one server. Times are the chat's clock (`now`).

export function slowModeMessage(seconds: number, waitSeconds: number): string {
  // The wait in the words every rate-limit message uses (shared-api's waitInWords).
  const wait = waitInWords(waitSeconds * 1000);
  return `Slow mode is on: one message every ${seconds} seconds. Wait ${wait} before sending again.`;
}

const SENDER_KEY_SQL = `case when $3::bigint is not null then 'user:' || $3::bigint
  else 'name:' || $2::text end`;

// A first send inserts the row; a later one moves last_at only when `seconds` have passed
// (`where`): a refusal changes nothing and returns no row.
const TAKE_SQL = `
  insert into chat_slow_mode_sends as s (channel_id, sender_key, last_at)
  values ($1, ${SENDER_KEY_SQL}, to_timestamp($4::float8 / 1000))
  on conflict (channel_id, sender_key) do update set last_at = excluded.last_at
  where s.last_at <= excluded.last_at - $5::integer * interval '1 second'
  returning 1 as taken`;

const LAST_SQL = `
  select extract(epoch from last_at)::float8 * 1000 as "lastMs" from chat_slow_mode_sends
   where channel_id = $1 and sender_key = ${SENDER_KEY_SQL}`;

export class SlowMode {
  private readonly cleanup: () => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    // A row older than the longest slow mode refuses nothing.
    this.cleanup = periodicCleanup(
      db,
      `delete from chat_slow_mode_sends
        where last_at < to_timestamp($1::float8 / 1000) - ${CHAT_SLOW_MODE_MAX_SECONDS} * interval '1 second'`,
      () => [this.now()],
    );
  }

  /** Takes the sender's turn: 0 when the message may go, else the seconds left to wait. */
  async take(
    channelId: string,
    username: string,
    userId: number | null,
    seconds: number,
  ): Promise<number> {
    await this.cleanup();
    const now = this.now();
    const params = [channelId, chatNameKey(username), userId, now];
    const { rows } = await this.db.query(TAKE_SQL, [...params, seconds]);
    if (rows.length > 0) return 0;
    const last = await this.db.query<{ lastMs: number }>(LAST_SQL, params.slice(0, 3));
    const lastMs = Number(last.rows[0]?.lastMs ?? now);
    return Math.max(1, Math.ceil((lastMs + seconds * 1000 - now) / 1000));
  }
}
