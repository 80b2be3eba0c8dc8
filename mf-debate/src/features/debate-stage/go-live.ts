import type { CandidateCheck } from 'shared-api';
import { candidateAt, SPEAKER_POSITIONS, type DebatePair, type SpeakerPosition } from './speaker';

/**
 * Which of the two places the checked user may go live from (a candidate
 * whose id matches that position's candidate), or undefined. Local only: going live on the
 * debate stage makes no server call.
 */
export function scheduledPosition(
  check: CandidateCheck | undefined,
  pair: DebatePair,
): SpeakerPosition | undefined {
  if (!check?.isCandidate || check.candidateId === null) return undefined;
  return SPEAKER_POSITIONS.find((position) => candidateAt(pair, position).id === check.candidateId);
}

/** What the stage's go-live area shows to this viewer (docs/roles.md). */
export type GoLiveView =
  /** '{name} is LIVE'; `canEnd` only for that candidate ('End Live Stream'). */
  | { kind: 'live'; name: string; canEnd: boolean }
  /** 'Go Live as {name}'. */
  | { kind: 'scheduled'; position: SpeakerPosition; name: string }
  /** 'You are not scheduled for this debate'. */
  | { kind: 'not-scheduled' }
  /** 'Live stream will appear here'. */
  | { kind: 'viewer' };

export function goLiveView(
  check: CandidateCheck | undefined,
  pair: DebatePair,
  liveSpeaker: SpeakerPosition | null,
): GoLiveView {
  const mine = scheduledPosition(check, pair);
  if (liveSpeaker !== null) {
    return {
      kind: 'live',
      name: candidateAt(pair, liveSpeaker).name,
      canEnd: mine === liveSpeaker,
    };
  }
  if (mine !== undefined) {
    return { kind: 'scheduled', position: mine, name: candidateAt(pair, mine).name };
  }
  return check?.isCandidate ? { kind: 'not-scheduled' } : { kind: 'viewer' };
}
