import type { CandidateListItem } from 'shared-api';

/** The two places on the stage: candidate 1 (left) and candidate 2 (right). */
export type SpeakerPosition = 1 | 2;

export const SPEAKER_POSITIONS: readonly SpeakerPosition[] = [1, 2];

/** The two candidates on stage: the first two of the state's list (most money raised). */
export type DebatePair = readonly [CandidateListItem, CandidateListItem];

export function otherSpeaker(position: SpeakerPosition): SpeakerPosition {
  return position === 1 ? 2 : 1;
}

export function candidateAt(pair: DebatePair, position: SpeakerPosition): CandidateListItem {
  return pair[position - 1];
}
