import type { DirectMessage } from 'shared-api/contracts';
import type { Db } from '../db/db';

// The direct messages of a candidate's inbox (/candidate/{id}, Direct Message and Inbox
// tabs). Text is stored as given and shown as text, never as HTML (docs/errors.md).

interface MessageRow extends Omit<DirectMessage, 'sentAt'> {
  sentAt: Date;
}

const MESSAGE_COLUMNS = `id, subject, message, sent_at as "sentAt", is_read as "isRead",
  sender_name as "senderName"`;

function toMessage({ sentAt, ...row }: MessageRow): DirectMessage {
  return { ...row, sentAt: sentAt.toISOString() };
}

/** "First Last" of the sender's account; null (shown as 'Anonymous') when it has no name. */
export function senderNameOf(user: { firstName: string | null; lastName: string | null }) {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  return name === '' ? null : name;
}

export interface NewDirectMessage {
  candidateId: number;
  senderUserId: number;
  senderName: string | null;
  subject: string;
  message: string;
}

export async function insertDirectMessage(db: Db, dm: NewDirectMessage): Promise<DirectMessage> {
  const { rows } = await db.query<MessageRow>(
    `insert into direct_messages (candidate_id, sender_user_id, sender_name, subject, message)
     values ($1, $2, $3, $4, $5)
     returning ${MESSAGE_COLUMNS}`,
    [dm.candidateId, dm.senderUserId, dm.senderName, dm.subject, dm.message],
  );
  return toMessage(rows[0]);
}

/** A candidate's inbox, newest first. */
export async function listInbox(db: Db, candidateId: number): Promise<DirectMessage[]> {
  const { rows } = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from direct_messages
      where candidate_id = $1
      order by sent_at desc, id desc`,
    [candidateId],
  );
  return rows.map(toMessage);
}

/** Who may read a message: the account owning its (active) recipient candidate. */
export async function messageRecipient(
  db: Db,
  messageId: number,
): Promise<{ ownerUserId: number | null } | null> {
  const { rows } = await db.query<{ ownerUserId: number | null }>(
    `select c.user_id as "ownerUserId"
       from direct_messages m
       join candidates c on c.id = m.candidate_id and c.is_active
      where m.id = $1`,
    [messageId],
  );
  return rows[0] ?? null;
}

export async function markMessageRead(db: Db, messageId: number): Promise<DirectMessage> {
  const { rows } = await db.query<MessageRow>(
    `update direct_messages set is_read = true where id = $1 returning ${MESSAGE_COLUMNS}`,
    [messageId],
  );
  return toMessage(rows[0]);
}
