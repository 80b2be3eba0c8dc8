import {
  REPLAY_TIMELINE_MAX,
  type Replay,
  type ReplayChatItem,
  type ReplayGift,
  type ReplayKind,
} from 'shared-api/contracts';
import type { Db } from '../db/db';
import type { FileStorage } from '../storage/file-storage';
import {
  giftOfReplaySql,
  publicReplaySql,
  summaryColumnsSql,
  toReplaySummary,
  type ReplaySummaryRow,
} from './replay-rows';

// One replay for its player (docs/video.md "Replays"): the video, and the chat and gifts of
// that time, each with its offset in ms from the start of the recording, so the player shows
// an item once the video reaches it. The chat is what viewers saw live: the debate's channel
// (state-XX, streams/state-channels.ts) without messages held for review, rejected or deleted
// by a moderator. A fundraising stream has no chat panel, so its timeline has gifts only. A
// gift shows what the live donations list showed (name, amount, message), nothing more about
// the donor.

interface ReplayRow extends ReplaySummaryRow {
  fileKey: string | null;
  hidden: boolean;
  deleted: boolean;
  deletable: boolean;
}

/** Milliseconds from the recording's start to `column` (`r` is the recording), never negative. */
const offsetSql = (column: string) =>
  `greatest(0, floor(extract(epoch from (${column} - r.started_at)) * 1000))::bigint`;

/**
 * Replay `replayId` as `viewer` may see it, or null (a 404): a hidden or deleted one only to
 * support, and to nobody before its video is ready.
 */
export async function replayDetail(
  db: Db,
  storage: FileStorage,
  replayId: number,
  viewer: { isSupport: boolean; userId: number | null },
): Promise<Replay | null> {
  const visible = viewer.isSupport ? "r.status = 'ready'" : publicReplaySql('r');
  const { rows: kinds } = await db.query<{ kind: ReplayKind }>(
    `select r.kind from recordings r where r.id = $1 and ${visible}`,
    [replayId],
  );
  const kind = kinds[0]?.kind;
  if (!kind) return null;
  const { rows } = await db.query<ReplayRow>(
    `select ${summaryColumnsSql(kind, 'r')}, f.key as "fileKey",
            r.hidden_at is not null as hidden, r.deleted_at is not null as deleted,
            r.deleted_at is null and exists (
              select 1 from candidates c
               where c.id = r.candidate_id and c.is_active and c.user_id = $2) as deletable
       from recordings r left join stored_files f on f.id = r.file_id
      where r.id = $1`,
    [replayId, viewer.userId],
  );
  const [chat, gifts] = await Promise.all([
    kind === 'debate' ? debateChat(db, replayId) : [],
    replayGifts(db, kind, replayId),
  ]);
  return {
    ...toReplaySummary(rows[0]),
    videoUrl: rows[0].fileKey === null ? null : storage.publicUrl(rows[0].fileKey),
    hidden: rows[0].hidden,
    deleted: rows[0].deleted,
    deletable: rows[0].deletable,
    chat,
    gifts,
  };
}

/** The debate chat's shown messages between the recording's start and end, oldest first. */
async function debateChat(db: Db, replayId: number): Promise<ReplayChatItem[]> {
  const { rows } = await db.query<ReplayChatItem>(
    `select m.id, m.username, m.message, m.verified, ${offsetSql('m.created_at')} as "offsetMs"
       from recordings r
       join chat_messages m on m.channel_id = 'state-' || r.state_code
      where r.id = $1 and not m.is_moderated and m.removed is null
        and m.created_at >= r.started_at and m.created_at <= r.ended_at
      order by m.created_at, m.id
      limit $2`,
    [replayId, REPLAY_TIMELINE_MAX],
  );
  return rows;
}

/** The succeeded gifts made during the recording (replay-rows.ts giftOfReplaySql), oldest first. */
async function replayGifts(db: Db, kind: ReplayKind, replayId: number): Promise<ReplayGift[]> {
  const { rows } = await db.query<Omit<ReplayGift, 'amount'> & { amountCents: number }>(
    `select d.id, d.donor_name as "donorName", d.amount_cents as "amountCents", d.message,
            ${offsetSql('d.created_at')} as "offsetMs"
       from recordings r
       join donations d on d.status = 'succeeded' and ${giftOfReplaySql(kind, 'r', 'd')}
      where r.id = $1
      order by d.created_at, d.id
      limit $2`,
    [replayId, REPLAY_TIMELINE_MAX],
  );
  return rows.map(({ amountCents, ...gift }) => ({ ...gift, amount: amountCents / 100 }));
}
