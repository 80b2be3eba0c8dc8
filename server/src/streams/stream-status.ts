import type { CandidateStreamStatus } from 'shared-api/contracts';
import { CANDIDATE_NOT_FOUND, isActiveCandidate } from '../candidates/candidate-queries';
import type { Db } from '../db/db';
import { notFound } from '../domain-error';
import { liveStreamOf, recordViewer } from './fundraising-streams';

// What anyone may read of a candidate's fundraising stream: whether it is live, since when,
// what it raised and how many watch; and a viewer's heartbeat while watching.

/** The public status of an active candidate's stream; not-found for no such candidate. */
export async function candidateStreamStatus(
  db: Db,
  candidateId: number,
): Promise<CandidateStreamStatus> {
  if (!(await isActiveCandidate(db, candidateId))) throw notFound(CANDIDATE_NOT_FOUND);
  const stream = await liveStreamOf(db, candidateId);
  return {
    candidateId,
    isLive: stream !== null,
    startedAt: stream?.startedAt ?? null,
    totalRaised: stream?.totalRaised ?? 0,
    viewerCount: stream?.viewerCount ?? 0,
  };
}

/**
 * A viewer's heartbeat: counts `viewerKey` (asked only while the stream is live) as watching
 * and answers the status, so the page learns when the stream is over.
 */
export async function watchCandidateStream(
  db: Db,
  candidateId: number,
  viewerKey: () => Promise<string>,
): Promise<CandidateStreamStatus> {
  if (!(await isActiveCandidate(db, candidateId))) throw notFound(CANDIDATE_NOT_FOUND);
  const stream = await liveStreamOf(db, candidateId);
  // Heartbeats while offline count nobody.
  if (stream) await recordViewer(db, stream.id, await viewerKey());
  return candidateStreamStatus(db, candidateId);
}
