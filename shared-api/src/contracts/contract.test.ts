import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contract, contractRoutes } from './contract';

// Spec section 7's table, in Fastify's :param syntax ({state or county or city} -> :level).
const SPEC_SECTION_7 = [
  'GET /api/competition/all-states',
  'GET /api/counties/:state',
  'GET /api/cities/:state/:countyFips',
  'GET /api/tournament/:level/:code/brackets',
  'GET /api/candidates/:code',
  'GET /api/chat/:channelId',
  'POST /api/chat',
  'GET /api/candidate/check',
  'GET /api/stream/channel/state/:stateCode',
  'POST /api/tournament',
  'POST /api/candidates',
  'GET /api/auth/user',
  'GET /api/candidate/profile',
  'POST /api/candidate/register',
  'PUT /api/candidate/profile',
  'GET /api/stream/stats',
  'GET /api/donations/recent',
  'GET /api/candidate/:candidateId',
  'GET /api/messages/candidate/:candidateId',
  'POST /api/messages/send',
  'POST /api/objects/upload',
  'PUT /api/candidate/:candidateId/photo',
  'POST /api/shorts/post',
  'GET /api/posts',
  'GET /api/campaign-urls',
  'POST /api/campaign-urls',
];

const routeKeys = contractRoutes().map((route) => `${route.method} ${route.path}`);

describe('contract', () => {
  it.each(SPEC_SECTION_7)('has %s', (call) => {
    expect(routeKeys).toContain(call);
  });

  it('declares each method and path once', () => {
    expect(new Set(routeKeys).size).toBe(routeKeys.length);
  });

  it('has only the spec calls plus the health check', () => {
    expect([...routeKeys].sort()).toEqual([...SPEC_SECTION_7, 'GET /api/health'].sort());
  });

  it('gives every route a summary and a response schema', () => {
    for (const route of contractRoutes()) {
      expect(route.summary.length).toBeGreaterThan(0);
      expect(route.response).toBeDefined();
    }
  });

  it('groups routes by resource', () => {
    expect(contract.competition.allStates.path).toBe('/api/competition/all-states');
    expect(contract.chat.send.method).toBe('POST');
  });
});

describe('contracts folder', () => {
  // The server imports 'shared-api/contracts': React or TanStack here would end up in Node.
  const dir = __dirname;
  const sources = readdirSync(dir).filter(
    (file) => /\.ts$/.test(file) && !file.endsWith('.test.ts'),
  );

  it.each(sources)('%s imports only zod, other contracts and ../constants', (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    const specifiers = [...text.matchAll(/from\s+'([^']+)'/g)].map((match) => match[1]);
    for (const specifier of specifiers) {
      expect(['zod', '../constants'].includes(specifier) || /^\.\/[\w-]+$/.test(specifier)).toBe(
        true,
      );
    }
  });
});
