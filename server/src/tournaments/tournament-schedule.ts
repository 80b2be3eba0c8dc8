// When a tournament's transitions fall due. Everything follows from the start date and the
// round length, never from when the job happened to run, so a server that was down catches
// up to exactly the results it would have produced on time.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ScheduledTournament {
  status: 'upcoming' | 'active' | 'completed';
  startDate: Date;
  roundLengthDays: number;
  /** 0 before the start; the round being played while active. */
  currentRound: number;
}

/** Round n is played in [start + (n-1) * length, start + n * length). */
export function roundWindow(
  tournament: Pick<ScheduledTournament, 'startDate' | 'roundLengthDays'>,
  round: number,
): { start: Date; end: Date } {
  const lengthMs = tournament.roundLengthDays * DAY_MS;
  const startMs = tournament.startDate.getTime() + (round - 1) * lengthMs;
  return { start: new Date(startMs), end: new Date(startMs + lengthMs) };
}

export type Transition = { kind: 'start' } | { kind: 'end-round'; round: number };

/** The next transition due at `now`, or null when the tournament must wait. */
export function dueTransition(tournament: ScheduledTournament, now: Date): Transition | null {
  if (tournament.status === 'upcoming') {
    return tournament.startDate.getTime() <= now.getTime() ? { kind: 'start' } : null;
  }
  if (tournament.status === 'active') {
    const round = tournament.currentRound;
    return roundWindow(tournament, round).end.getTime() <= now.getTime()
      ? { kind: 'end-round', round }
      : null;
  }
  return null;
}
