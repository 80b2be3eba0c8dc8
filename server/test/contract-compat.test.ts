import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  breakingChanges,
  currentContract,
  readContractBaseline,
  type ApiDocument,
} from '../src/releases/contract-compat';

// A remote built against the live release keeps working while the API moves on: today's
// contract must be a compatible change of the baseline written at the last release.

type Schema = Record<string, unknown>;

/** A one-route API whose GET answers `answer` and whose POST takes `body`. */
function api(answer: Schema, body: Schema = { type: 'object', properties: {} }): ApiDocument {
  const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });
  return {
    paths: {
      '/api/things': {
        get: { responses: { '2XX': json(answer) } },
        post: { requestBody: json(body), responses: { '2XX': json({ type: 'object' }) } },
      },
    },
  };
}

const thing = (properties: Record<string, Schema>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});
const base = thing({
  id: { type: 'integer' },
  name: { type: 'string' },
  status: { type: 'string', enum: ['open', 'closed'] },
  tags: { type: 'array', items: { type: 'string' } },
});

describe('breakingChanges', () => {
  it('passes the same contract and additive changes (a new answer field, a new route)', () => {
    assert.deepEqual(breakingChanges(api(base), api(base)), []);
    const added = api({
      ...base,
      properties: { ...(base.properties as object), extra: { type: 'string' } },
    });
    added.paths['/api/new'] = added.paths['/api/things'];
    assert.deepEqual(breakingChanges(api(base), added), []);
  });

  it('fails a route that is gone', () => {
    const gone: ApiDocument = { paths: {} };
    assert.match(
      breakingChanges(api(base), gone).join('\n'),
      /GET \/api\/things: the route is gone/,
    );
  });

  it('fails an answer field removed or made optional', () => {
    const { name: _name, ...rest } = base.properties as Record<string, Schema>;
    assert.match(
      breakingChanges(api(base), api(thing(rest))).join('\n'),
      /answer\.name: no longer always there/,
    );
    const optional = { ...base, required: ['id', 'status', 'tags'] };
    assert.match(
      breakingChanges(api(base), api(optional)).join('\n'),
      /answer\.name: no longer always there/,
    );
  });

  it('fails an answer value of a new type, a new null, or a new enum value', () => {
    const retyped = thing({ ...(base.properties as object), id: { type: 'string' } });
    assert.match(
      breakingChanges(api(base), api(retyped)).join('\n'),
      /answer\.id: type string is new/,
    );
    const nullable = thing({
      ...(base.properties as object),
      name: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    });
    assert.match(
      breakingChanges(api(base), api(nullable)).join('\n'),
      /answer\.name: type null is new/,
    );
    const widened = thing({
      ...(base.properties as object),
      status: { type: 'string', enum: ['open', 'closed', 'paused'] },
    });
    assert.match(
      breakingChanges(api(base), api(widened)).join('\n'),
      /answer\.status: value \["paused"\] is new/,
    );
    const items = thing({
      ...(base.properties as object),
      tags: { type: 'array', items: { type: 'integer' } },
    });
    assert.match(
      breakingChanges(api(base), api(items)).join('\n'),
      /answer\.tags\[\]: type integer is new/,
    );
  });

  it('passes an answer that says less (a narrower enum, an integer for a number)', () => {
    const narrower = thing({
      ...(base.properties as object),
      status: { type: 'string', const: 'open' },
    });
    assert.deepEqual(breakingChanges(api(base), api(narrower)), []);
    const numberBase = thing({ amount: { type: 'number' } });
    assert.deepEqual(
      breakingChanges(api(numberBase), api(thing({ amount: { type: 'integer' } }))),
      [],
    );
  });

  it('fails a request field newly required or narrowed, passes a new optional one', () => {
    const body = thing({ text: { type: 'string' } });
    const required = thing({ text: { type: 'string' }, mood: { type: 'string' } });
    assert.match(
      breakingChanges(api(base, body), api(base, required)).join('\n'),
      /body\.mood: no longer always there/,
    );
    const optional = thing({ text: { type: 'string' }, mood: { type: 'string' } }, ['text']);
    assert.deepEqual(breakingChanges(api(base, body), api(base, optional)), []);
    const narrowed = thing({ text: { type: 'string', enum: ['a'] } });
    assert.match(
      breakingChanges(api(base, body), api(base, narrowed)).join('\n'),
      /body\.text: any value/,
    );
  });
});

describe('the contract against the baseline of the last release', () => {
  it('breaks nothing a remote built against that release reads or sends', () => {
    assert.deepEqual(breakingChanges(readContractBaseline(), currentContract()), []);
  });
});
