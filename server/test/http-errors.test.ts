import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, defineRoute } from 'shared-api/contracts';
import { badRequest } from '../src/http/http-error';
import { parseOrThrow, registerRoute } from '../src/http/validate';
import { testApp, unusedDb } from './helpers/test-app';

// Every error answer is JSON `{ message, errors? }` with the right status (docs/errors.md).

const echoRoute = defineRoute({
  method: 'POST',
  path: '/api/test/echo/:id',
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: z.object({ verbose: z.enum(['yes', 'no']).optional() }),
  body: z.object({
    name: z.string().min(2, 'Name must be at least 2 characters'),
    email: z.email('Invalid email address'),
    address: z.object({ zip: z.string().regex(/^\d{5}$/, 'ZIP must be 5 digits') }).optional(),
  }),
  response: z.object({ id: z.number(), name: z.string(), verbose: z.string().optional() }),
  summary: 'Echoes its parsed input (test only)',
});

const uploadRoute = defineRoute({
  method: 'POST',
  path: '/api/test/upload',
  body: z.object({ data: z.string() }),
  response: z.object({ size: z.number() }),
  summary: 'A route with a raised body limit (test only)',
});

describe('HTTP error format', () => {
  let app: FastifyInstance;
  before(async () => {
    app = testApp(unusedDb());
    registerRoute(app, echoRoute, ({ params, query, body }) => ({
      id: params.id,
      name: body.name,
      verbose: query.verbose,
    }));
    registerRoute(app, uploadRoute, ({ body }) => ({ size: body.data.length }), {
      bodyLimit: 3 * 1024 * 1024,
    });
    app.get('/api/test/crash', async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    app.get('/api/test/conflict', async () => {
      throw badRequest('Pick another slug', { urlSlug: 'Taken' });
    });
    await app.ready();
  });
  after(() => app.close());

  it('passes parsed, coerced input to the handler', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/7?verbose=yes',
      payload: { name: 'Casey', email: 'casey@paid.test' },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { id: 7, name: 'Casey', verbose: 'yes' });
  });

  it('answers 404 JSON for an unknown API path, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/api/nope?x=1',
        headers: { accept: 'text/html' },
      });
      assert.equal(response.statusCode, 404);
      assert.match(response.headers['content-type'] as string, /application\/json/);
      assert.deepEqual(response.json(), { message: `No such API route: ${method} /api/nope` });
    }
  });

  it('answers a zod failure with 400, a message naming the first problem and errors by field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/7',
      payload: { name: 'C', email: 'nope', address: { zip: 'abc' } },
    });
    assert.equal(response.statusCode, 400);
    const body = apiErrorSchema.parse(response.json());
    assert.equal(body.message, 'Invalid body: name: Name must be at least 2 characters');
    assert.deepEqual(body.errors, {
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      'address.zip': 'ZIP must be 5 digits',
    });
  });

  it('validates params and query too', async () => {
    const params = await app.inject({
      method: 'POST',
      url: '/api/test/echo/abc',
      payload: { name: 'Casey', email: 'c@p.test' },
    });
    assert.equal(params.statusCode, 400);
    assert.deepEqual(Object.keys(params.json().errors), ['id']);
    assert.match(params.json().message, /^Invalid params: id: /);

    const query = await app.inject({
      method: 'POST',
      url: '/api/test/echo/1?verbose=maybe',
      payload: { name: 'Casey', email: 'c@p.test' },
    });
    assert.equal(query.statusCode, 400);
    assert.deepEqual(Object.keys(query.json().errors), ['verbose']);
  });

  it('keys a problem with the whole body by "body"', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/1',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(Object.keys(response.json().errors), ['body']);
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    assert.equal(response.statusCode, 400);
    apiErrorSchema.parse(response.json());
  });

  it('answers a body over 1 MiB with 413 JSON, unless the route raised its limit', async () => {
    const big = { name: 'Casey', email: 'c@p.test', padding: 'x'.repeat(1024 * 1024) };
    const response = await app.inject({ method: 'POST', url: '/api/test/echo/1', payload: big });
    assert.equal(response.statusCode, 413);
    assert.deepEqual(response.json(), {
      message: 'Request body is too large (the limit is 1048576 bytes)',
    });

    const upload = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      payload: { data: 'x'.repeat(2 * 1024 * 1024) },
    });
    assert.equal(upload.statusCode, 200);
    assert.deepEqual(upload.json(), { size: 2 * 1024 * 1024 });
  });

  it('writes HttpError bodies with their field errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'Pick another slug',
      errors: { urlSlug: 'Taken' },
    });
  });

  it('answers an unexpected error with 500 and no internals', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'Internal server error' });
    assert.doesNotMatch(response.body, /hunter2/);
  });

  it('parseOrThrow returns the parsed value or throws a 400 HttpError', () => {
    assert.deepEqual(parseOrThrow(z.object({ n: z.coerce.number() }), { n: '4' }), { n: 4 });
    assert.throws(
      () => parseOrThrow(z.object({ n: z.number() }), {}, 'query'),
      (error: unknown) =>
        error instanceof Error &&
        (error as { statusCode?: number }).statusCode === 400 &&
        /^Invalid query: n: /.test(error.message),
    );
  });
});
