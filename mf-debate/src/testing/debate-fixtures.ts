// Test-only builders of the API answers the tournament page and the stage read.
import type { CandidateCheck, CandidateListItem, StreamChannel } from 'shared-api';
import { candidateListItem } from 'shared-config/testing';

/** A candidate as the list routes answer it (under the name this remote's tests use). */
export const candidate = candidateListItem;

export const CASEY = candidate(4, {
  name: 'Casey Morales',
  position: 'governor',
  party: 'Democratic',
  bio: 'Former Fresno County water board chair.',
  totalDonations: 12_000,
});

export const DANIEL = candidate(9, {
  name: 'Daniel Whitaker',
  position: 'governor',
  party: 'Republican',
  bio: 'San Diego logistics executive and Navy veteran.',
  totalDonations: 9_000,
});

export const PRIYA = candidate(12, { name: 'Priya Raman', position: 'us-senator' });

export function channel(overrides: Partial<StreamChannel> = {}): StreamChannel {
  return { id: 'state-CA', isLive: true, viewerCount: 1287, streamUrl: null, ...overrides };
}

export const VISITOR_CHECK: CandidateCheck = {
  isCandidate: false,
  candidateId: null,
  candidateName: null,
};

export function candidateCheck(who: CandidateListItem): CandidateCheck {
  return { isCandidate: true, candidateId: who.id, candidateName: who.name };
}

/**
 * jsdom has no media playback: its play() and pause() only report "not implemented". The
 * stage's video calls both, so tests put quiet stand-ins in and can count the calls.
 */
export function stubMediaPlayback() {
  const play = jest
    .spyOn(HTMLMediaElement.prototype, 'play')
    .mockImplementation(() => Promise.resolve());
  const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  return { play, pause };
}
