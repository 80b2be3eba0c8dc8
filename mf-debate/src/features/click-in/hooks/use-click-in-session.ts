import { useCallback, useEffect, useRef, useState } from 'react';
import { CLICK_IN_WAIT_MS } from 'shared-api';
import { notify } from 'shared-ui';
import { t } from '../../../messages';
import { randomQueuePosition, type RandomSource } from '../queue-position';

// Click-in: idle -> requesting (3 s simulated wait, queue position 1 to 5) -> live
// (countdown of the chosen duration, once per second) -> ended (zero or 'End Speaking Time'),
// back to idle. The server decides whether the click-in is granted (docs/video.md): it is
// asked as the request is made, so a refusal shows at once, and the session goes live only
// once the wait is over AND the server granted it. A refusal goes back to idle.

export type ClickInSession =
  | { phase: 'idle' }
  | {
      phase: 'requesting';
      /** Which request this is: a late answer to an earlier one changes nothing. */
      requestId: number;
      durationSeconds: number;
      queuePosition: number;
      waited: boolean;
      granted: boolean;
    }
  | { phase: 'live'; durationSeconds: number; endsAt: number };

export interface ClickInSessionOptions {
  random: RandomSource;
  /** Asks the server for the click-in; resolves when granted, rejects when refused. */
  ask: (durationSeconds: number) => Promise<unknown>;
  /** The server refused (or did not answer): say so. */
  onRefused: (error: unknown) => void;
}

export interface ClickInSessionControls {
  session: ClickInSession;
  /** Whole seconds left while live (the countdown), else 0. */
  remainingSeconds: number;
  request: (durationSeconds: number) => void;
  end: () => void;
}

function notifyTimeUp() {
  notify({
    title: t('clickIn.timeUpTitle'),
    description: t('clickIn.timeUpText'),
  });
}

export function useClickInSession({
  random,
  ask,
  onRefused,
}: ClickInSessionOptions): ClickInSessionControls {
  const [session, setSession] = useState<ClickInSession>({ phase: 'idle' });
  const [now, setNow] = useState(() => Date.now());
  const lastRequest = useRef(0);

  const request = useCallback(
    (durationSeconds: number) => {
      lastRequest.current += 1;
      const requestId = lastRequest.current;
      setSession({
        phase: 'requesting',
        requestId,
        durationSeconds,
        queuePosition: randomQueuePosition(random),
        waited: false,
        granted: false,
      });
      const isCurrent = (current: ClickInSession) =>
        current.phase === 'requesting' && current.requestId === requestId;
      ask(durationSeconds).then(
        () =>
          setSession((current) => (isCurrent(current) ? { ...current, granted: true } : current)),
        (error: unknown) => {
          if (lastRequest.current !== requestId) return;
          setSession((current) => (isCurrent(current) ? { phase: 'idle' } : current));
          onRefused(error);
        },
      );
    },
    [random, ask, onRefused],
  );

  const end = useCallback(() => {
    setSession({ phase: 'idle' });
    notifyTimeUp();
  }, []);

  // The simulated queue wait, from the request on.
  const waitingFor = session.phase === 'requesting' && !session.waited ? session.requestId : null;
  useEffect(() => {
    if (waitingFor === null) return;
    const timer = setTimeout(() => {
      setSession((current) =>
        current.phase === 'requesting' && current.requestId === waitingFor
          ? { ...current, waited: true }
          : current,
      );
    }, CLICK_IN_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waitingFor]);

  // Waited and granted: live, and only then "You're Live!".
  useEffect(() => {
    if (session.phase !== 'requesting' || !session.waited || !session.granted) return;
    const { durationSeconds } = session;
    const startedAt = Date.now();
    setNow(startedAt);
    setSession({ phase: 'live', durationSeconds, endsAt: startedAt + durationSeconds * 1000 });
    notify({
      title: t('clickIn.liveTitle'),
      description: t('clickIn.liveText', { seconds: durationSeconds }),
    });
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
