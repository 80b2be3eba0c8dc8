import { useCallback, useState } from 'react';
import type { CandidateCheck } from 'shared-api';
import { scheduledPosition } from '../go-live';
import { otherSpeaker, type DebatePair, type SpeakerPosition } from '../speaker';
import { useDebateClock } from './use-debate-clock';
import { useFloatingReactions, type ReactionKind } from './use-floating-reactions';

export interface Engagement {
  likes: number;
  hearts: number;
}

const NO_ENGAGEMENT: Engagement = { likes: 0, hearts: 0 };

/**
 * Everything the live stage remembers, all local (no server call): playback, the active and
 * the live speaker, the chat slot's visibility, this viewer's likes and hearts, the clocks
 * and the floating reactions.
 */
export function useDebateStage(pair: DebatePair, check: CandidateCheck | undefined) {
  const [playing, setPlaying] = useState(true);
  const [muted, setMuted] = useState(true);
  const [activeSpeaker, setActiveSpeaker] = useState<SpeakerPosition>(1);
  const [liveSpeaker, setLiveSpeaker] = useState<SpeakerPosition | null>(null);
  const [chatVisible, setChatVisible] = useState(true);
  const [engagement, setEngagement] = useState<readonly [Engagement, Engagement]>([
    NO_ENGAGEMENT,
    NO_ENGAGEMENT,
  ]);
  const clock = useDebateClock(playing, activeSpeaker);
  const { reactions, launch } = useFloatingReactions();
  const mine = scheduledPosition(check, pair);

  const goLive = useCallback(
    (position: SpeakerPosition) => {
      // The button only shows for the scheduled place; the check here keeps it that way.
      if (mine !== position) return;
      setActiveSpeaker(position);
      setLiveSpeaker(position);
    },
    [mine],
  );

  const cheer = useCallback(
    (position: SpeakerPosition, kind: Extract<ReactionKind, 'like' | 'heart'>) => {
      setEngagement(([first, second]) => {
        const bump = (counts: Engagement): Engagement =>
          kind === 'like'
            ? { ...counts, likes: counts.likes + 1 }
            : { ...counts, hearts: counts.hearts + 1 };
        return position === 1 ? [bump(first), second] : [first, bump(second)];
      });
      launch(kind);
    },
    [launch],
  );

  return {
    playing,
    muted,
    activeSpeaker,
    liveSpeaker,
    chatVisible,
    engagement,
    clock,
    reactions,
    togglePlaying: useCallback(() => setPlaying((value) => !value), []),
    /** The browser refused to play (autoplay policy): show the play button again. */
    stopPlaying: useCallback(() => setPlaying(false), []),
    toggleMuted: useCallback(() => setMuted((value) => !value), []),
    switchSpeaker: useCallback(() => setActiveSpeaker(otherSpeaker), []),
    toggleChat: useCallback(() => setChatVisible((value) => !value), []),
    goLive,
    endLive: useCallback(() => setLiveSpeaker(null), []),
    react: launch,
    cheer,
  };
}

export type DebateStageState = ReturnType<typeof useDebateStage>;
