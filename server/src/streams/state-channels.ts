import type { StreamChannel } from 'shared-api/contracts';
import type { Db } from '../db/db';

// One debate channel per state ('state-CA'), made the first time anyone asks for it, so every
// state's tournament page has a channel (and a chat) without seeding fifty rows.

const COLUMNS = `id, is_live as "isLive", viewer_count as "viewerCount", stream_url as "streamUrl"`;

export function stateChannelId(stateCode: string): string {
  return `state-${stateCode}`;
}

export async function stateChannel(db: Db, stateCode: string): Promise<StreamChannel> {
  const select = () =>
    db.query<StreamChannel>(`select ${COLUMNS} from stream_channels where state_code = $1`, [
      stateCode,
    ]);
  const found = await select();
  if (found.rows[0]) return found.rows[0];
  // Two first visitors at once: one insert wins, the other does nothing; both then read it.
  await db.query(
    'insert into stream_channels (id, state_code) values ($1, $2) on conflict do nothing',
    [stateChannelId(stateCode), stateCode],
  );
  const created = await select();
  return created.rows[0];
}
