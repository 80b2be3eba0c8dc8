import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { contract, type BracketMatch } from 'shared-api/contracts';

// Reading brackets in the bracket tests: GET /api/tournament/:level/:code/brackets, and a
// bracket in a form that is easy to compare.

/** The bracket of a place (fails unless 200 with a body the contract accepts). */
export async function getBrackets(
  app: FastifyInstance,
  level: string,
  code: string,
): Promise<BracketMatch[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/tournament/${level}/${code}/brackets`,
  });
  assert.equal(response.statusCode, 200, response.body);
  return contract.tournament.brackets.response.parse(response.json());
}

/** Each match as [round, position, candidate1 id, candidate2 id, winner id]. */
export const bracketShape = (matches: BracketMatch[]) =>
  matches.map((m) => [
    m.bracket.round,
    m.bracket.position,
    m.candidate1?.id ?? null,
    m.candidate2?.id ?? null,
    m.winner?.id ?? null,
  ]);
