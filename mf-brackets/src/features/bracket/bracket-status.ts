import type { PlaceTournament } from 'shared-api';
import type { BadgeTone } from 'shared-ui';
import { formatUtcMinute } from 'shared-ui';
import { roundCount, roundTitle } from './bracket-layout';

// What a bracket says about its tournament (docs/tournament-rules.md), as pure functions: which
// state it is in, in a word and a sentence, and whether an empty slot can still be filled.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BracketStatus {
  /** The state in a word, on a badge. */
  label: 'PROVISIONAL' | 'UPCOMING' | 'ACTIVE' | 'FINISHED';
  tone: BadgeTone;
  /** The dates and what they mean for the seeds. */
  text: string;
}

/** 'in 5 days', 'in 1 day', or 'within a day' for what is nearer. */
export function daysAway(at: Date, now: Date): string {
  const days = Math.round((at.getTime() - now.getTime()) / DAY_MS);
  if (days < 1) return 'within a day';
  return `in ${days} ${days === 1 ? 'day' : 'days'}`;
}

export function bracketStatus(tournament: PlaceTournament, size: number, now: Date): BracketStatus {
  switch (tournament.status) {
    case 'none':
      return {
        label: 'PROVISIONAL',
        tone: 'grey',
        text: "No tournament is scheduled yet. Provisional seeds: today's standings.",
      };
    case 'upcoming': {
      const start = new Date(tournament.startDate);
      return {
        label: 'UPCOMING',
        tone: 'blue',
        text: `Starts ${formatUtcMinute(start)} (${daysAway(start, now)}). Provisional seeds: today's standings, fixed at the start.`,
      };
    }
    case 'active': {
      const title = roundTitle(tournament.round, size);
      const count = `round ${tournament.round} of ${roundCount(size)}`;
      // 'ROUND n' says the number already; a named round (SEMI-FINALS) gets it beside.
      const round = title.startsWith('ROUND ') ? `R${count.slice(1)}` : `${title}, ${count}`;
      return {
        label: 'ACTIVE',
        tone: 'green',
        text: `${round}: ends ${formatUtcMinute(new Date(tournament.roundEndsAt))}.`,
      };
    }
    case 'completed':
      return {
        label: 'FINISHED',
        tone: 'gold',
        text: `Finished ${formatUtcMinute(new Date(tournament.endedAt))}: every round is decided.`,
      };
  }
}

/**
 * Whether an empty round-1 slot invites a candidate to register: only while the seeds are
 * provisional. Once the tournament starts its seeds are fixed, so an empty slot is a bye.
 */
export function slotsOpen(tournament: PlaceTournament): boolean {
  return tournament.status === 'none' || tournament.status === 'upcoming';
}
