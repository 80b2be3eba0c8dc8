import { sessionUserColumns, type SessionUser } from '../auth/session';
import type { Db } from '../db/db';
import { forbidden } from '../domain-error';
import { channelModeration } from './channel-moderators';

// Whom a chat moderator may act on (docs/roles.md "Chat moderator"): a
// debater moderates the audience, not the other side of the debate nor the staff. So a
// debater cannot delete the messages of, time out or ban support or a debater of the channel
// (the rival, or themselves by mistake); support can act on anyone, debaters included (it
// oversees them), except that support never restricts support (an admin is removed by the
// owners, not banned by a colleague). Guests and ordinary members are anyone's to moderate.
// Asked by the delete and restrict routes, with the message's sender account.

export const PROTECTED_SENDER_MESSAGE =
  'Only PAID support can delete or restrict the messages of support or of a debater of this chat.';
export const SUPPORT_SENDER_MESSAGE = 'Support cannot time out or ban other support.';
export const SELF_RESTRICT_MESSAGE = 'You cannot time out or ban yourself.';

export type ModerationAct = 'delete' | 'restrict';

/** Throws the 403 when `actor` (a moderator of the channel) may not `act` on this sender. */
export async function requireActionableSender(
  db: Db,
  channelId: string,
  actor: SessionUser,
  senderUserId: number | null,
  act: ModerationAct,
): Promise<void> {
  // A guest, or an account since removed: nobody to protect.
  if (senderUserId === null) return;
  if (senderUserId === actor.id) {
    if (act === 'restrict') throw forbidden(SELF_RESTRICT_MESSAGE);
    return;
  }
  const { rows } = await db.query<SessionUser>(
    `select ${sessionUserColumns('u')} from users u where u.id = $1`,
    [senderUserId],
  );
  const sender = rows[0];
  if (!sender) return;
  if (sender.isAdmin) {
    if (!actor.isAdmin) throw forbidden(PROTECTED_SENDER_MESSAGE);
    if (act === 'restrict') throw forbidden(SUPPORT_SENDER_MESSAGE);
    return;
  }
  if (actor.isAdmin) return;
  // The one rule of who moderates (channel-moderators.ts): the channel's debaters.
  const senderModeration = await channelModeration(db, channelId, sender);
  if (senderModeration?.isModerator) throw forbidden(PROTECTED_SENDER_MESSAGE);
}
