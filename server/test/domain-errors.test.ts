import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import {
  conflict,
  DomainError,
  type DomainErrorKind,
  forbidden,
  invalid,
  notFound,
  unauthenticated,
} from '../src/domain-error';
import { DOMAIN_ERROR_STATUS } from '../src/http/domain-errors';
import { testApp, unusedDb } from './helpers/test-app';

// Domain code throws DomainError (a kind, no status); the app's error handler maps each kind
// to its status and writes the API's error body (docs/errors.md), exactly as HttpError did.

const EXPECTED: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  limit: 429,
  upstream: 502,
};

const KINDS = Object.keys(EXPECTED) as DomainErrorKind[];

describe('domain errors in HTTP answers', () => {
  let app: FastifyInstance;
  before(async () => {
    app = testApp(unusedDb());
    for (const kind of KINDS) {
      app.get(`/api/test/domain/${kind}`, async () => {
        throw new DomainError(kind, `A ${kind} error`);
      });
      app.get(`/api/test/domain/${kind}/fields`, async () => {
        throw new DomainError(kind, `A ${kind} error`, { field: `Bad ${kind}` });
      });
    }
    app.get('/api/test/domain-async', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      throw notFound('Candidate not found');
    });
    await app.ready();
  });
  after(() => app.close());

  it('maps every kind to its status, and no kind is left out', () => {
    assert.deepEqual({ ...DOMAIN_ERROR_STATUS }, EXPECTED);
  });

  for (const kind of KINDS) {
    it(`answers '${kind}' with ${EXPECTED[kind]} and { message }`, async () => {
      const response = await app.inject({ method: 'GET', url: `/api/test/domain/${kind}` });
      assert.equal(response.statusCode, EXPECTED[kind]);
      assert.match(response.headers['content-type'] as string, /^application\/json/);
      assert.equal(response.body, JSON.stringify({ message: `A ${kind} error` }));
    });

    it(`answers '${kind}' with field errors as { message, errors }`, async () => {
      const response = await app.inject({ method: 'GET', url: `/api/test/domain/${kind}/fields` });
      assert.equal(response.statusCode, EXPECTED[kind]);
      assert.equal(
        response.body,
        JSON.stringify({ message: `A ${kind} error`, errors: { field: `Bad ${kind}` } }),
      );
    });
  }

  it('maps an error thrown after an await the same way', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/domain-async' });
    assert.equal(response.statusCode, 404);
    assert.equal(response.body, '{"message":"Candidate not found"}');
  });

  it('has helpers with the defaults the API has always answered', () => {
    assert.deepEqual(
      [unauthenticated(), forbidden(), notFound()].map((error) => [error.kind, error.message]),
      [
        ['unauthenticated', 'Not logged in'],
        ['forbidden', 'Not allowed'],
        ['not-found', 'Not found'],
      ],
    );
    const withFields = invalid('Bad amount', { amount: 'Bad amount' });
    assert.deepEqual([withFields.kind, withFields.errors], ['invalid', { amount: 'Bad amount' }]);
    assert.equal(conflict('Taken').errors, undefined);
  });
});

describe('errors by layer', () => {
  it('leaves HttpError to the HTTP layer: only src/http, src/routes and app.ts import it', () => {
    const src = fileURLToPath(new URL('../src/', import.meta.url));
    const offenders = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => !/^(http|routes)[/\\]/.test(file) && file !== 'app.ts')
      .filter((file) => /http\/http-error/.test(readFileSync(path.join(src, file), 'utf8')));
    assert.deepEqual(offenders, []);
  });
});
