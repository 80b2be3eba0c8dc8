import { useEffect, useRef, useState } from 'react';
import { useInterval } from '../../simulation';
import type { SpeakerPosition } from '../speaker';

const SECOND_MS = 1_000;

export interface DebateClock {
  /** Seconds the debate has been playing. */
  elapsed: number;
  /** Seconds each candidate has held the floor: [candidate 1, candidate 2]. */
  speakingTime: readonly [number, number];
}

const START: DebateClock = { elapsed: 0, speakingTime: [0, 0] };

export function tickClock(clock: DebateClock, speaker: SpeakerPosition): DebateClock {
  const [first, second] = clock.speakingTime;
  return {
    elapsed: clock.elapsed + 1,
    speakingTime: speaker === 1 ? [first + 1, second] : [first, second + 1],
  };
}

/**
 * While playing, the elapsed time and the active speaker's time rise each
 * second; paused, both stand still. A change of speaker does not restart the second.
 */
export function useDebateClock(playing: boolean, activeSpeaker: SpeakerPosition): DebateClock {
  const [clock, setClock] = useState<DebateClock>(START);
  const speaker = useRef(activeSpeaker);
  useEffect(() => {
    speaker.current = activeSpeaker;
  }, [activeSpeaker]);

  useInterval(
    () => {
      const current = speaker.current;
      setClock((previous) => tickClock(previous, current));
    },
    SECOND_MS,
    playing,
  );
  return clock;
}
