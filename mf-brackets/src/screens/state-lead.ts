/**
 * The lead sentence of a state's page, which its screen draws and its first paint
 * (../first-paint.ts) copies with the state's name as a page value.
 */
export function stateLead(stateName: string): string {
  return `The ${stateName} state competition: the eight candidates who raise the most fill the bracket, and the winner is the PAID CANDIDATE.`;
}
