import { TOURNAMENT_START_DELAY_DAYS, type CreateTournamentBody, type StateCode } from 'shared-api';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The tournament's name as the server stores it: '{State name} Debate Tournament', in English
 * whatever the page's language (it is data every reader sees). The page's heading says it in
 * the page's language: 'tournament.title' of the catalogue, the same words in English.
 */
export function tournamentTitle(stateName: string): string {
  return `${stateName} Debate Tournament`;
}

/**
 * 'Start Tournament' (docs/tournament-rules.md): an upcoming state tournament that starts
 * 7 days after the moment of creation.
 */
export function newTournamentPayload(
  stateCode: StateCode,
  stateName: string,
  now: Date,
): CreateTournamentBody {
  return {
    name: tournamentTitle(stateName),
    type: 'state',
    geographicCode: stateCode,
    status: 'upcoming',
    startDate: new Date(now.getTime() + TOURNAMENT_START_DELAY_DAYS * DAY_MS).toISOString(),
  };
}
