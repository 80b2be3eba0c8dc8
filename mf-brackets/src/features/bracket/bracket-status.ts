import type { PlaceTournament } from 'shared-api';
import type { BadgeTone } from 'shared-ui';
import { formatUtcMinute } from 'shared-ui';
import { t, tCount } from '../../place-messages';
import { namedRound, roundCount, roundTitle } from './bracket-layout';

// What a bracket says about its tournament (docs/tournament-rules.md), as pure functions: which
// state it is in, in a word and a sentence, and whether an empty slot can still be filled.

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BracketStatus {
  /** The state in a word, on a badge (PROVISIONAL, UPCOMING, ACTIVE, FINISHED). */
  label: string;
  tone: BadgeTone;
  /** The dates and what they mean for the seeds. */
  text: string;
}

/** 'in 5 days', 'in 1 day', or 'within a day' for what is nearer. */
export function daysAway(at: Date, now: Date): string {
  const days = Math.round((at.getTime() - now.getTime()) / DAY_MS);
  if (days < 1) return t('bracketStatus.withinADay');
  return tCount('bracketStatus.inDays.one', 'bracketStatus.inDays.other', days);
}

export function bracketStatus(tournament: PlaceTournament, size: number, now: Date): BracketStatus {
  switch (tournament.status) {
    case 'none':
      return {
        label: t('bracketStatus.provisional'),
        tone: 'grey',
        text: t('bracketStatus.noneText'),
      };
    case 'upcoming': {
      const start = new Date(tournament.startDate);
      return {
        label: t('bracketStatus.upcoming'),
        tone: 'blue',
        text: t('bracketStatus.upcomingText', {
          start: formatUtcMinute(start),
          away: daysAway(start, now),
        }),
      };
    }
    case 'active': {
      const values = {
        round: tournament.round,
        rounds: roundCount(size),
        end: formatUtcMinute(new Date(tournament.roundEndsAt)),
      };
      // A numbered round says its number already; a named round (SEMI-FINALS) gets it beside.
      return {
        label: t('bracketStatus.active'),
        tone: 'green',
        text: namedRound(tournament.round, size)
          ? t('bracketStatus.activeNamedText', {
              ...values,
              title: roundTitle(tournament.round, size),
            })
          : t('bracketStatus.activeText', values),
      };
    }
    case 'completed':
      return {
        label: t('bracketStatus.finished'),
        tone: 'gold',
        text: t('bracketStatus.finishedText', {
          end: formatUtcMinute(new Date(tournament.endedAt)),
        }),
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
