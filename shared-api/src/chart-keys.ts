import type { GeographicLevel } from './contracts/geographic-codes';

/**
 * The money charts' query keys ('charts' first, so one prefix marks them all stale). A module
 * of its own, outside the 'shared-api' entry every page loads: the chart hooks
 * ('shared-api/charts') read with them, and the server writes a page's first charts under
 * them (server/src/http/page-data.ts).
 */
export const chartKeys = {
  all: ['charts'] as const,
  candidate: (candidateId: number) => ['charts', 'candidate', candidateId] as const,
  stream: (candidateId: number) => ['charts', 'stream', candidateId] as const,
  state: (state: string) => ['charts', 'state', state] as const,
  round: (level: GeographicLevel, code: string) => ['charts', 'round', level, code] as const,
};
