import {
  CHAT_RESTRICTIONS_MAX,
  type ChatRestrictionEntry,
  type LiftedChatRestriction,
} from 'shared-api/contracts';
import type { Db } from '../db/db';
import { IN_FORCE_SQL } from './chat-restrictions';

// Support's side of chat restrictions (docs/roles.md "Support / admin"): the list of
// time-outs and bans in force and lifting one. A lifted row stays (lifted_at, lifted_by), so
// who banned and who lifted stays known; chat-restrictions.ts ignores it from then on. The
// list uses the chat's clock, as the refusals do, so an ended time-out is not listed.

interface RawEntry {
  id: number | string;
  channelId: string;
  username: string;
  account: boolean;
  address: boolean;
  until: Date | string | null;
  createdAt: Date | string;
  createdBy: string | null;
}

/** Who a moderator is in the list: their name, else their address's local part. */
const MODERATOR_NAME_SQL = `coalesce(
    nullif(concat_ws(' ', nullif(btrim(m.first_name), ''), nullif(btrim(m.last_name), '')), ''),
    split_part(m.email, '@', 1))`;

/** The latest restrictions in force, of `channelId` or of every channel. */
export async function listChatRestrictions(
  db: Db,
  channelId: string | undefined,
  nowMs: number,
): Promise<ChatRestrictionEntry[]> {
  const { rows } = await db.query<RawEntry>(
    `select r.id, r.channel_id as "channelId", r.username, r.user_id is not null as account,
            r.client_address is not null as address, r.until, r.created_at as "createdAt",
            ${MODERATOR_NAME_SQL} as "createdBy"
       from chat_restrictions r
       left join users m on m.id = r.created_by
      where ($1::text is null or r.channel_id = $1) and ${IN_FORCE_SQL('$2')}
      order by r.created_at desc, r.id desc
      limit $3`,
    [channelId ?? null, nowMs, CHAT_RESTRICTIONS_MAX],
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    kind: row.until === null ? 'ban' : 'timeout',
    until: row.until === null ? null : new Date(row.until).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}

/**
 * Lifts a restriction: null when there is none with this id; `changed` false when it was
 * lifted already or was a time-out that had ended. `adminId` is the admin who lifted it (null:
 * the admin command).
 */
export async function liftChatRestriction(
  db: Db,
  restrictionId: number,
  adminId: number | null,
  nowMs: number,
): Promise<LiftedChatRestriction | null> {
  const { rows } = await db.query(
    `update chat_restrictions set lifted_at = now(), lifted_by = $2
      where id = $1 and ${IN_FORCE_SQL('$3')}
      returning id`,
    [restrictionId, adminId, nowMs],
  );
  if (rows.length > 0) return { id: restrictionId, changed: true };
  const { rows: existing } = await db.query('select 1 from chat_restrictions where id = $1', [
    restrictionId,
  ]);
  return existing.length > 0 ? { id: restrictionId, changed: false } : null;
}
