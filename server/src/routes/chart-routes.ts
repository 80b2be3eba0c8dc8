import type { FastifyInstance } from 'fastify';
import {
  contract,
  type CandidateMoney,
  type RoundMoney,
  type StateMoney,
  type StreamMoney,
} from 'shared-api/contracts';
import { isActiveCandidate } from '../candidates/candidate-queries';
import { readCandidateMoney } from '../charts/candidate-money';
import { readRoundMoney } from '../charts/round-money';
import { readStateMoney } from '../charts/state-money';
import { readStreamMoney } from '../charts/stream-money';
import type { Db } from '../db/db';
import { createKeyedFreshCache } from '../db/fresh-cache';
import { lookUpGeographicCode } from '../geo/geographic-code';
import { notFound } from '../http/http-error';
import { registerRoute } from '../http/validate';
import { SerializedJson } from '../serialized-json';

// Money over time: public reads summed from the donations ledger (charts/*).
// Every visitor of a page asks for the same series, so each answer is kept serialized like
// the summary and the brackets: for at most a second and never across a write of this process
// (db/fresh-cache.ts), so a chart is exact right after a gift or a refund; another server's
// writes show within the second.

export const CHARTS_MAX_AGE_MS = 1000;

/** Series kept at once per route; any candidate or place may be asked for. */
const CHARTS_KEPT = 500;

function chartCache<T>() {
  return createKeyedFreshCache<SerializedJson<T>>({
    maxAgeMs: CHARTS_MAX_AGE_MS,
    maxEntries: CHARTS_KEPT,
  });
}

/** An answer kept as "none" (null) is the route's 404; anything else is the series. */
function found<T>(answer: SerializedJson<T | null>, message: string): SerializedJson<T> {
  if (answer.value === null) throw notFound(message);
  return answer as SerializedJson<T>;
}

export function registerChartRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const candidates = chartCache<CandidateMoney | null>();
  const streams = chartCache<StreamMoney | null>();
  const states = chartCache<StateMoney>();
  const rounds = chartCache<RoundMoney>();

  const candidateRoute = registerRoute(app, contract.charts.candidate, async ({ params }) => {
    const answer = await candidates.get(
      String(params.candidateId),
      async () => new SerializedJson(await readCandidateMoney(db, params.candidateId)),
    );
    return found(answer, 'Candidate not found');
  });

  const streamRoute = registerRoute(app, contract.charts.stream, async ({ params }) => {
    const answer = await streams.get(String(params.candidateId), async () => {
      const exists = await isActiveCandidate(db, params.candidateId);
      return new SerializedJson(exists ? await readStreamMoney(db, params.candidateId) : null);
    });
    return found(answer, 'Candidate not found');
  });

  const stateRoute = registerRoute(app, contract.charts.state, ({ params }) =>
    states.get(
      params.state,
      async () => new SerializedJson(await readStateMoney(db, params.state)),
    ),
  );

  const roundRoute = registerRoute(app, contract.charts.round, async ({ params }) => {
    const lookup = lookUpGeographicCode(params.code);
    if (!lookup.found) throw notFound(`${lookup.reason}: ${params.code}`);
    // The contract checked that the code is of the level's shape: the code alone is the key.
    return rounds.get(
      params.code,
      async () => new SerializedJson(await readRoundMoney(db, params.level, params.code)),
    );
  });

  return [candidateRoute, streamRoute, stateRoute, roundRoute];
}
