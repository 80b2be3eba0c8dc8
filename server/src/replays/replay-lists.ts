import { REPLAY_LIST_MAX, type ReplaySummary } from 'shared-api/contracts';
import type { Db } from '../db/db';
import {
  publicReplaySql,
  summaryColumnsSql,
  toReplaySummary,
  type ReplaySummaryRow,
} from './replay-rows';

// The candidate page's "Past streams" and the tournament page's "Past debates"
// (docs/video.md "Replays"): the newest replays anyone may see, each with its money raised.
// Hidden and deleted replays are in no list, support's included: support finds one to show
// again through its page.

/** A candidate's past fundraising streams, newest first (recordings_candidate_idx). */
export async function candidateReplays(db: Db, candidateId: number): Promise<ReplaySummary[]> {
  const { rows } = await db.query<ReplaySummaryRow>(
    `select ${summaryColumnsSql('stream', 'r')} from recordings r
      where r.kind = 'stream' and r.candidate_id = $1 and ${publicReplaySql('r')}
      order by r.started_at desc, r.id desc
      limit $2`,
    [candidateId, REPLAY_LIST_MAX],
  );
  return rows.map(toReplaySummary);
}

/** A state's past debates, newest first (recordings_state_idx). */
export async function stateReplays(db: Db, stateCode: string): Promise<ReplaySummary[]> {
  const { rows } = await db.query<ReplaySummaryRow>(
    `select ${summaryColumnsSql('debate', 'r')} from recordings r
      where r.kind = 'debate' and r.state_code = $1 and ${publicReplaySql('r')}
      order by r.started_at desc, r.id desc
      limit $2`,
    [stateCode, REPLAY_LIST_MAX],
  );
  return rows.map(toReplaySummary);
}
