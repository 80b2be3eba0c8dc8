import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { contract, contractRoutes, routeKey, type RouteKey } from 'shared-api/contracts';
import { everyContractRoute, registerRoute, type Registered } from '../src/http/validate';
import { testApp, unusedDb } from './helpers/test-app';

// The contract is enforced on both ends of a handler: every contract route has one (the type
// checker and start-up refuse a missing one), and what a handler answers is parsed with the
// route's response schema in development and tests (a wrong answer is a logged 500).

describe('every contract route has a handler', () => {
  let app: FastifyInstance;
  before(async () => {
    app = testApp(unusedDb());
    await app.ready();
  });
  after(() => app.close());

  it('registers each route of the contract with Fastify', () => {
    const missing = contractRoutes().filter(
      (route) => !app.hasRoute({ method: route.method, url: route.path }),
    );
    assert.deepEqual(missing.map(routeKey), []);
  });

  it('refuses at start-up a list without one of them, or with one twice', () => {
    const all = contractRoutes().map((route) => ({ key: routeKey(route) as RouteKey }));
    assert.doesNotThrow(() => everyContractRoute(all));
    const withoutHealth = all.filter(({ key }) => key !== 'GET /api/health');
    assert.throws(
      () => everyContractRoute(withoutHealth as Registered<RouteKey>[]),
      /missing handlers \[GET \/api\/health\]/,
    );
    assert.throws(() => everyContractRoute([...all, all[0]]), /registered twice \[GET /);
  });
});

// Compile-time checks: `npx tsc -b` fails if a missing handler stops being a type error.
export function typeChecks(app: FastifyInstance) {
  const health = registerRoute(app, contract.health.status, () => ({
    status: 'ok' as const,
    database: 'pglite' as const,
    livePush: 'idle' as const,
    media: 'off' as const,
    mailQueue: { count: 0, oldestAgeSeconds: null },
  }));
  // @ts-expect-error every other contract route is missing a handler
  everyContractRoute([health]);
  // @ts-expect-error the answer must match the contract's response schema
  registerRoute(app, contract.health.status, () => ({ status: 'fine' }));
}

describe('answers are checked against the contract', () => {
  const wrongAnswer = () => ({ status: 'ok', database: 'mysql' }) as never;

  async function appWith(options: { checkAnswers?: boolean } = {}) {
    const app = Fastify({ logger: false });
    const errors: Error[] = [];
    app.setErrorHandler((error: Error, _request, reply) => {
      errors.push(error);
      return reply.code(500).send({ message: 'Internal server error' });
    });
    registerRoute(app, contract.health.status, wrongAnswer, options);
    registerRoute(app, contract.posts.detail, ({ params }) => {
      if (params.postId === 1) return { id: 1 } as never; // not a whole post
      return {
        id: params.postId,
        userId: 1,
        content: 'Hello',
        mediaUrl: null,
        mediaType: null,
        altText: '',
        createdAt: new Date('2026-01-01T00:00:00Z').toISOString(),
        user: { displayName: 'Ada', verified: false },
        hidden: false,
        likeCount: 0,
        likedByMe: false,
        commentCount: 0,
      };
    });
    await app.ready();
    return { app, errors };
  }

  it('answers 500 and hands the error (with the mismatching field) to the error handler', async () => {
    const { app, errors } = await appWith();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'Internal server error' });
    assert.equal(errors.length, 1);
    assert.equal(errors[0].name, 'AnswerMismatchError');
    assert.match(errors[0].message, /^The answer of GET \/api\/health does not match its contract/);
    assert.match(errors[0].message, /database: /);
    await app.close();
  });

  it('lets a matching answer through unchanged, and catches another route’s wrong one', async () => {
    const { app } = await appWith();
    const good = await app.inject({ method: 'GET', url: '/api/posts/2' });
    assert.equal(good.statusCode, 200);
    assert.equal(contract.posts.detail.response.parse(good.json()).id, 2);
    const bad = await app.inject({ method: 'GET', url: '/api/posts/1' });
    assert.equal(bad.statusCode, 500);
    await app.close();
  });

  it('is off when asked to be (production)', async () => {
    const { app } = await appWith({ checkAnswers: false });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok', database: 'mysql' });
    await app.close();
  });

  it('checks the app’s own answers in tests: the app answers 500 for a wrong one', async () => {
    // The app's error handler logs the mismatch and keeps its details out of the answer.
    const app = testApp(unusedDb());
    registerRoute(
      app,
      { ...contract.health.status, path: '/api/health-wrong' as '/api/health' },
      wrongAnswer,
    );
    const response = await app.inject({ method: 'GET', url: '/api/health-wrong' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'Internal server error' });
    await app.close();
  });
});
