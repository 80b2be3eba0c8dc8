import { z } from 'zod';
import { apiRequest } from '../request';
import { contract } from './contract';
import { buildPath, defineRoute, pathParamNames, type RouteParams, type RouteQuery } from './route';

describe('buildPath', () => {
  it('substitutes :params and encodes them', () => {
    expect(buildPath(contract.candidates.detail, { candidateId: 42 })).toBe('/api/candidate/42');
    expect(buildPath(contract.geography.cities, { state: 'CA', countyFips: '037' })).toBe(
      '/api/cities/CA/037',
    );
    expect(buildPath(contract.chat.messages, { channelId: 'a b/c?' })).toBe(
      '/api/chat/a%20b%2Fc%3F',
    );
  });

  it('appends defined query values and leaves out undefined ones', () => {
    expect(
      buildPath(contract.chat.messages, { channelId: 'state-CA' }, { limit: 50, after: undefined }),
    ).toBe('/api/chat/state-CA?limit=50');
    expect(buildPath(contract.donations.recent, undefined, { candidateId: 7 })).toBe(
      '/api/donations/recent?candidateId=7',
    );
  });

  it('returns the bare path for a route without params or query', () => {
    expect(buildPath(contract.competition.allStates)).toBe('/api/competition/all-states');
  });

  it('throws when a path param is missing', () => {
    expect(() =>
      buildPath(contract.candidates.detail, {} as RouteParams<typeof contract.candidates.detail>),
    ).toThrow('Missing path param "candidateId"');
  });
});

describe('defineRoute', () => {
  it('lists path param names in order', () => {
    expect(pathParamNames('/api/tournament/:level/:code/brackets')).toEqual(['level', 'code']);
  });

  it('refuses a params schema that does not match the path', () => {
    expect(() =>
      defineRoute({
        method: 'GET',
        path: '/api/things/:thingId',
        params: z.object({ id: z.string() }),
        response: z.null(),
        summary: 'broken',
      }),
    ).toThrow('do not match');
    expect(() =>
      defineRoute({
        method: 'GET',
        path: '/api/things',
        body: z.object({}),
        response: z.null(),
        summary: 'broken',
      }),
    ).toThrow('takes no body');
  });

  it('keeps the schemas, so the server parses strings from the URL', () => {
    expect(contract.candidates.detail.params.parse({ candidateId: '12' })).toEqual({
      candidateId: 12,
    });
    expect(contract.chat.messages.query.parse({})).toEqual({ limit: 50 });
    expect(contract.chat.messages.query.safeParse({ limit: '51' }).success).toBe(false);
  });
});

// Compile-time checks: `npx tsc` fails if inference regresses (never run by Jest).
export async function typeChecks() {
  const query: RouteQuery<typeof contract.chat.messages> = {};
  // @ts-expect-error params are required for a route with :params
  await apiRequest(contract.candidates.detail);
  // @ts-expect-error a required query field
  await apiRequest(contract.donations.recent);
  const moderated = { channelId: 'a', username: 'u', message: 'm', isModerated: true };
  // @ts-expect-error isModerated is always false
  await apiRequest(contract.chat.send, { body: moderated });
  const user = await apiRequest(contract.auth.user);
  const candidate = await apiRequest(contract.candidates.detail, { params: { candidateId: '3' } });
  const check: [string | null, number] = [user?.firstName ?? null, candidate.totalDonations];
  return [query, check];
}
