import type { MailQueue } from 'shared-api/contracts';
import type { Db } from '../db/db';

// How far behind the mail job is (docs/mail.md): the messages not yet sent (nor given up on)
// and how long the oldest has waited, in the health answer and `npm run admin -- mail`. An
// age of minutes means mail arrives faster than the SMTP server takes it, or it refuses it.

export async function readMailQueue(db: Db): Promise<MailQueue> {
  const { rows } = await db.query<{ count: number; oldest: number | null }>(
    `select count(*)::int as count,
            extract(epoch from now() - min(created_at))::float8 as oldest
       from mail_outbox
      where sent_at is null and failed_at is null`,
  );
  const { count, oldest } = rows[0];
  return {
    count,
    oldestAgeSeconds: oldest === null ? null : Math.max(0, Math.floor(Number(oldest))),
  };
}

function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

export function describeMailQueue(queue: MailQueue): string {
  if (queue.count === 0 || queue.oldestAgeSeconds === null) {
    return 'Mail queue: empty (every message sent, or given up on after its retries).';
  }
  return `Mail queue: ${queue.count} unsent, the oldest queued ${formatAge(queue.oldestAgeSeconds)} ago.`;
}
