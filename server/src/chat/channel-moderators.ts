import type { FastifyRequest } from 'fastify';
import { RIGHT_REFUSED_MESSAGES, stagePairSql } from '../candidates/eligibility';
import type { Db } from '../db/db';
import { forbidden, notFound } from '../domain-error';
import { requireUser, type SessionUser } from '../auth/session';

// Who moderates a debate chat (docs/roles.md "Chat moderator"). A chat channel is a state's
// debate stage ('state-CA'); the stage schedules the first two VERIFIED candidates of the
// state's list (most money raised first: the tournament page's debate pair), and none with
// fewer than two verified, so their accounts moderate it: the eligibility module's pair
// (candidates/eligibility.ts stagePairSql), never a candidate support has not verified.
// Support (admins) moderates every channel. The browser only hides the tools; every
// moderation route and the link hold ask this.

export const CHAT_CHANNEL_NOT_FOUND = 'Chat channel not found';
export const NOT_A_MODERATOR = RIGHT_REFUSED_MESSAGES.moderate;

export interface ChannelModeration {
  /** Whether the caller moderates the channel. */
  isModerator: boolean;
  /** The channel's slow mode (0 = off). */
  slowModeSeconds: number;
}

/** What a channel's moderation is for `user`; null: no such channel. */
export async function channelModeration(
  db: Db,
  channelId: string,
  user: SessionUser | null,
): Promise<ChannelModeration | null> {
  const { rows } = await db.query<ChannelModeration>(
    `select c.slow_mode_seconds as "slowModeSeconds", exists (
       select 1 from (${stagePairSql('c.state_code')}) scheduled
        where scheduled.user_id = $2
     ) as "isModerator"
       from stream_channels c where c.id = $1`,
    [channelId, user?.id ?? null],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    isModerator: Boolean(user?.isAdmin) || row.isModerator,
    slowModeSeconds: Number(row.slowModeSeconds),
  };
}

/** The caller moderates `channelId`: 401 visitor, 404 no such channel, 403 not a moderator. */
export async function requireChannelModerator(
  request: FastifyRequest,
  db: Db,
  channelId: string,
): Promise<SessionUser> {
  const user = await requireUser(request, db);
  const moderation = await channelModeration(db, channelId, user);
  if (moderation === null) throw notFound(CHAT_CHANNEL_NOT_FOUND);
  if (!moderation.isModerator) throw forbidden(NOT_A_MODERATOR);
  return user;
}
