import { useCallback, useEffect, useState } from 'react';
import { CLICK_IN_WAIT_MS } from 'shared-api';
import { notify } from 'shared-ui';
import { randomQueuePosition, type RandomSource } from '../queue-position';

// Click-in: idle -> requesting (3 s simulated wait, queue position 1 to 5) -> live
// (countdown of the chosen duration, once per second) -> ended (zero or 'End Speaking Time'),
// back to idle. Local only: no server call.

export type ClickInSession =
  | { phase: 'idle' }
  | { phase: 'requesting'; durationSeconds: number; queuePosition: number }
  | { phase: 'live'; durationSeconds: number; endsAt: number };

export interface ClickInSessionControls {
  session: ClickInSession;
  /** Whole seconds left while live (the countdown), else 0. */
  remainingSeconds: number;
  request: (durationSeconds: number) => void;
  end: () => void;
}

function notifyTimeUp() {
  notify({
    title: "Time's Up",
    description: 'Your click-in time has ended. Thank you for participating!',
  });
}

export function useClickInSession(random: RandomSource): ClickInSessionControls {
  const [session, setSession] = useState<ClickInSession>({ phase: 'idle' });
  const [now, setNow] = useState(() => Date.now());

  const request = useCallback(
    (durationSeconds: number) =>
      setSession({
        phase: 'requesting',
        durationSeconds,
        queuePosition: randomQueuePosition(random),
      }),
    [random],
  );

  const end = useCallback(() => {
    setSession({ phase: 'idle' });
    notifyTimeUp();
  }, []);

  useEffect(() => {
    if (session.phase !== 'requesting') return;
    const { durationSeconds } = session;
    const timer = setTimeout(() => {
      const startedAt = Date.now();
      setNow(startedAt);
      setSession({ phase: 'live', durationSeconds, endsAt: startedAt + durationSeconds * 1000 });
      notify({
        title: "You're Live!",
        description: `You have ${durationSeconds} seconds to share your opinion.`,
      });
    }, CLICK_IN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [session]);

  useEffect(() => {
    if (session.phase !== 'live') return;
    const { endsAt } = session;
    // The countdown is read from the clock, not counted down tick by tick, so a late tick
    // (a busy or background tab) never stretches the speaking time.
    const timer = setInterval(() => {
      const tickAt = Date.now();
      setNow(tickAt);
      if (tickAt >= endsAt) end();
    }, 1000);
    return () => clearInterval(timer);
  }, [session, end]);

  const remainingSeconds =
    session.phase === 'live' ? Math.max(0, Math.ceil((session.endsAt - now) / 1000)) : 0;
  return { session, remainingSeconds, request, end };
}
