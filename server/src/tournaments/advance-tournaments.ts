import os from 'node:os';
import type { Db, DbTx } from '../db/db';
import { finishRound } from './finish-round';
import { startTournament } from './start-tournament';
import { lockTournament } from './tournament-row';
import { dueTransition, type Transition } from './tournament-schedule';

// The tournament job (docs/tournament-rules.md): performs every transition due at `now` (the
// start, then the end of each round; several when the server was down) and nothing else,
// so running it twice at one `now` changes nothing. Each transition is one transaction that
// first locks the tournament row and re-reads its state: when another server process
// holds the lock or has already advanced the tournament, nothing due is left and the
// transaction does nothing. Hence two servers on one PostgreSQL never advance a tournament
// twice, and a crash mid-transition rolls back to a state the next run repeats cleanly.

export const THIS_PROCESS = `${os.hostname()}:${process.pid}`;

export interface PerformedTransition {
  tournamentId: number;
  /** 0: the start; n: the end of round n. */
  round: number;
}

export interface AdvanceReport {
  performed: PerformedTransition[];
  /** Tournaments cancelled at their start date: fewer than two verified candidates. */
  cancelled: number[];
  /** Tournaments whose transition failed (rolled back; retried on the next run). */
  failed: { tournamentId: number; error: unknown }[];
}

export interface AdvanceOptions {
  /** Recorded in tournament_transitions.performed_by; default host:pid. */
  performedBy?: string;
}

/** Ids of the tournaments with a transition due at `now`, the longest waiting first. */
async function dueTournamentIds(db: Db, now: Date): Promise<number[]> {
  // The same arithmetic as tournament-schedule.ts, in hours: a day interval would follow
  // daylight-saving changes of the session's time zone.
  const { rows } = await db.query<{ id: number }>(
    `select id from tournaments
      where (status = 'upcoming' and start_date <= $1)
         or (status = 'active'
             and start_date + make_interval(hours => current_round * round_length_days * 24) <= $1)
      order by start_date, id`,
    [now],
  );
  return rows.map((row) => row.id);
}

/** What a run did to a tournament: a transition, or its cancellation at the start date. */
export type Advance = Transition | { kind: 'cancelled' };

/**
 * One transition of one tournament, or null when none is due (or another process has it).
 * A start with too few candidates cancels the tournament instead (start-tournament.ts); it
 * leaves no row, so the next call answers null. The demo seed calls it too, so seeded
 * brackets are decided by the engine itself.
 */
export async function advanceOnce(
  tx: DbTx,
  tournamentId: number,
  now: Date,
  performedBy: string,
): Promise<Advance | null> {
  const tournament = await lockTournament(tx, tournamentId);
  if (!tournament) return null;
  const transition = dueTransition(tournament, now);
  if (!transition) return null;
  if (transition.kind === 'start') {
    if ((await startTournament(tx, tournament)) === 'cancelled') return { kind: 'cancelled' };
  } else await finishRound(tx, tournament, transition.round);
  await tx.query(
    `insert into tournament_transitions (tournament_id, round, clock_at, performed_by)
     values ($1, $2, $3, $4)`,
    [tournamentId, transition.kind === 'start' ? 0 : transition.round, now, performedBy],
  );
  return transition;
}

export async function advanceTournaments(
  db: Db,
  now: Date,
  { performedBy = THIS_PROCESS }: AdvanceOptions = {},
): Promise<AdvanceReport> {
  const report: AdvanceReport = { performed: [], cancelled: [], failed: [] };
  for (const tournamentId of await dueTournamentIds(db, now)) {
    try {
      for (;;) {
        const transition = await db.transaction((tx) =>
          advanceOnce(tx, tournamentId, now, performedBy),
        );
        if (!transition) break;
        if (transition.kind === 'cancelled') {
          report.cancelled.push(tournamentId);
          break;
        }
        report.performed.push({
          tournamentId,
          round: transition.kind === 'start' ? 0 : transition.round,
        });
      }
    } catch (error) {
      // One broken tournament must not hold up the others.
      report.failed.push({ tournamentId, error });
    }
  }
  return report;
}
