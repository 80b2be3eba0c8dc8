import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { contract, pathParamNames, type RouteDef } from 'shared-api/contracts';
import { openApiPath } from '../src/openapi/openapi-document';
import { testApp, unusedDb } from './helpers/test-app';

// The API describes itself: /api/openapi.json is an OpenAPI 3.1 document made from
// the contract, every route with its request and answer schemas and the error shape, and
// /api/docs is a reference page whose viewer comes from this origin.

interface Operation {
  operationId: string;
  summary: string;
  parameters?: { name: string; in: string; required: boolean; schema: object }[];
  requestBody?: { required: boolean; content: Record<string, { schema: object }> };
  responses: Record<string, { description: string; content: Record<string, { schema: object }> }>;
}

interface Document {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { type: string; properties: object; required: string[] }> };
}

const contractEntries = Object.entries(contract).flatMap(([group, routes]) =>
  Object.entries(routes as Record<string, RouteDef>).map(
    ([name, route]) => [`${group}.${name}`, route] as const,
  ),
);

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let document: Document;
  before(async () => {
    app = testApp(unusedDb());
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    document = response.json();
  });
  after(() => app.close());

  it('is an OpenAPI 3.1 document with a title and a version', () => {
    assert.equal(document.openapi, '3.1.0');
    assert.equal(document.info.title, 'PAID API');
    assert.ok(document.info.version);
  });

  it('has every contract route, and nothing else', () => {
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        id: operation.operationId,
        key: `${method.toUpperCase()} ${path}`,
      })),
    );
    assert.deepEqual(
      documented.map(({ id, key }) => `${id} ${key}`).sort(),
      contractEntries
        .map(([id, route]) => `${id} ${route.method} ${openApiPath(route.path)}`)
        .sort(),
    );
  });

  it('gives each route its summary, parameters, body and answer schemas, and the error', () => {
    for (const [id, route] of contractEntries) {
      const operation = document.paths[openApiPath(route.path)][route.method.toLowerCase()];
      assert.equal(operation.summary, route.summary, id);
      const parameters = operation.parameters ?? [];
      const inPath = parameters.filter((parameter) => parameter.in === 'path');
      assert.deepEqual(
        inPath.map((parameter) => parameter.name).sort(),
        pathParamNames(route.path).sort(),
        id,
      );
      assert.ok(
        inPath.every((parameter) => parameter.required),
        `${id}: path params are required`,
      );
      const inQuery = parameters.filter((parameter) => parameter.in === 'query');
      assert.deepEqual(
        inQuery.map((parameter) => parameter.name).sort(),
        Object.keys(route.query?.shape ?? {}).sort(),
        id,
      );
      if (route.body) {
        assert.equal(operation.requestBody?.required, true, id);
        assert.equal(typeof operation.requestBody?.content['application/json'].schema, 'object');
      }
      // A CSV download says so (text/csv); every other answer is JSON.
      const success =
        operation.responses['2XX'].content[route.produces ?? 'application/json'].schema;
      assert.equal(typeof success, 'object', id);
      assert.ok(!('$schema' in success), `${id}: no dialect inside an OpenAPI document`);
      assert.deepEqual(operation.responses.default.content['application/json'].schema, {
        $ref: '#/components/schemas/ApiError',
      });
    }
  });

  it('describes the error shape once, as a component', () => {
    const error = document.components.schemas.ApiError;
    assert.equal(error.type, 'object');
    assert.deepEqual(error.required, ['message']);
    assert.deepEqual(Object.keys(error.properties).sort(), [
      'errors',
      'message',
      'retryAfterSeconds',
      'suggestedSlug',
      'until',
    ]);
  });

  it('says what the schemas say: the feed’s limit, a post’s fields', () => {
    const list = document.paths['/api/posts'].get;
    const limit = list.parameters?.find((parameter) => parameter.name === 'limit');
    assert.deepEqual(limit, {
      name: 'limit',
      in: 'query',
      required: false,
      schema: { default: 20, type: 'integer', minimum: 1, maximum: 50 },
    });
    const post = document.paths['/api/posts/{postId}'].get.responses['2XX'].content[
      'application/json'
    ].schema as { required: string[] };
    assert.ok(post.required.includes('likedByMe'));
  });
});

describe('GET /api/docs', () => {
  let app: FastifyInstance;
  before(() => {
    app = testApp(unusedDb());
  });
  after(() => app.close());

  it('answers a page that loads the viewer from this origin, with no inline script', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    const scripts = [...response.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    assert.deepEqual(
      scripts.map(([, attributes]) => attributes.trim()),
      ['src="/api/docs/swagger-ui-bundle.js"', 'src="/api/docs/start.js"'],
    );
    assert.ok(scripts.every(([, , body]) => body.trim() === ''));
    assert.match(response.body, /data-openapi-url="\/api\/openapi.json"/);
    assert.match(response.body, /<link rel="stylesheet" href="\/api\/docs\/swagger-ui.css" \/>/);
    // The site's policy applies: scripts from this origin only.
    assert.match(String(response.headers['content-security-policy']), /script-src 'self'/);
  });

  it('serves the viewer and its start-up script as JavaScript, and its styles', async () => {
    const bundle = await app.inject({ method: 'GET', url: '/api/docs/swagger-ui-bundle.js' });
    assert.equal(bundle.statusCode, 200);
    assert.match(String(bundle.headers['content-type']), /^text\/javascript/);
    assert.ok(bundle.body.length > 100_000);
    assert.match(bundle.body, /SwaggerUIBundle/);

    const start = await app.inject({ method: 'GET', url: '/api/docs/start.js' });
    assert.equal(start.statusCode, 200);
    assert.match(String(start.headers['content-type']), /^text\/javascript/);
    assert.match(start.body, /SwaggerUIBundle\(/);
    assert.match(start.body, /data-openapi-url/);

    const css = await app.inject({ method: 'GET', url: '/api/docs/swagger-ui.css' });
    assert.equal(css.statusCode, 200);
    assert.match(String(css.headers['content-type']), /^text\/css/);
  });

  it('serves nothing else from the package', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/index.html' });
    assert.equal(response.statusCode, 404);
  });
});
