import type { BracketMatch } from 'shared-api';

/**
 * The round the place's bracket is playing, as the brackets answer shows it
 * (docs/tournament-rules.md): the first round with an undecided match that has a candidate in
 * it (a match with one side empty is decided at once, one with both empty never is); once
 * every match is decided the tournament is over and its last round is the one to name. Before
 * the start the answer is the provisional round 1.
 */
export function bracketRound(matches: readonly BracketMatch[]): number {
  const open = matches
    .filter((match) => match.winner === null && (match.candidate1 ?? match.candidate2) !== null)
    .map((match) => match.bracket.round);
  if (open.length > 0) return Math.min(...open);
  return Math.max(1, ...matches.map((match) => match.bracket.round));
}
