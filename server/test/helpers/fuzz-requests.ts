import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import { apiErrorSchema, pathParamNames, type RouteDef } from 'shared-api/contracts';
import {
  foreignContentType,
  malformedJson,
  nastyJsonBody,
  nastyParam,
  nastyString,
} from './fuzz-inputs';

// One generated request to a contract route, and whether the server must refuse it.

/** How the body travels: the encodings a browser, a script or an attacker might use. */
export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'malformed-json'; text: string }
  | { kind: 'foreign-type'; contentType: string; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'none' };

export interface FuzzRequest<Role extends string> {
  role: Role;
  params: Record<string, string>;
  body: FuzzBody;
}

export function fuzzBody(
  route: RouteDef,
  sample?: Record<string, unknown>,
): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: nastyJsonBody(route.body, sample).map((value) => ({
        kind: 'json' as const,
        value,
      })),
    },
    {
      weight: 2,
      arbitrary: malformedJson.map((text) => ({ kind: 'malformed-json' as const, text })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(foreignContentType, nastyString)
        .map(([contentType, text]) => ({ kind: 'foreign-type' as const, contentType, text })),
    },
    { weight: 1, arbitrary: nastyString.map((text) => ({ kind: 'text' as const, text })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  );
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function fuzzRequest<Role extends string>(
  route: RouteDef,
  roles: readonly Role[],
  absentIdFloor: number,
  sample?: Record<string, unknown>,
): fc.Arbitrary<FuzzRequest<Role>> {
  const names = pathParamNames(route.path);
  // A URL carries UTF-8: a lone surrogate cannot travel in one (a browser sends U+FFFD).
  const param = nastyParam(absentIdFloor).map((value) => value.replace(LONE_SURROGATE, '\uFFFD'));
  return fc.record({
    role: fc.constantFrom(...roles),
    params: fc.record(Object.fromEntries(names.map((name) => [name, param]))),
    body: fuzzBody(route, sample),
  });
}

/**
 * What the request must get:
 * - 'refuse': some part is invalid (params or body fail the route's schema, the body is not
 *   decodable), so the answer is a 4xx whoever asks;
 * - 'absent': every part is valid, but the path names a row that does not exist (ids from
 *   `absentIdFloor` up, random tokens), so the answer is a 4xx too (404, or 401/403 first);
 * - 'valid': a request the server may carry out; the fuzz test skips those, since it checks
 *   that bad input changes nothing.
 */
export function expectation(
  route: RouteDef,
  request: FuzzRequest<string>,
  absentIdFloor: number,
): 'refuse' | 'absent' | 'valid' {
  const { body } = request;
  if (body.kind === 'malformed-json' || body.kind === 'foreign-type') return 'refuse';
  if (route.params) {
    const params = route.params.safeParse(request.params);
    if (!params.success) return 'refuse';
    if (route.body && !bodyIsValid(route, body)) return 'refuse';
    // Numbers below the floor may be real rows; text that passes the schema (upload tokens)
    // is random, so it names nothing.
    const namesNothing = Object.values(params.data).every(
      (value) => typeof value !== 'number' || value >= absentIdFloor,
    );
    return namesNothing ? 'absent' : 'valid';
  }
  if (route.body) return bodyIsValid(route, body) ? 'valid' : 'refuse';
  return 'valid'; // no params, no body: anything decodable is a real call
}

function bodyIsValid(route: RouteDef, body: FuzzBody): boolean {
  if (!route.body) return true;
  const value = body.kind === 'json' ? body.value : body.kind === 'text' ? body.text : undefined;
  // What Fastify hands the handler: JSON round-trips (NaN becomes null, -0 becomes 0).
  const decoded = body.kind === 'json' ? roundTrip(value) : value;
  return route.body.safeParse(decoded).success;
}

function roundTrip(value: unknown): unknown {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
}

export function urlOf(route: RouteDef, params: Record<string, string>): string {
  return route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_segment, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
}

export function sendFuzz(
  app: FastifyInstance,
  route: RouteDef,
  request: FuzzRequest<string>,
  cookies: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const { body } = request;
  const base = { method: route.method, url: urlOf(route, request.params), cookies };
  switch (body.kind) {
    case 'json': {
      // JSON.stringify(undefined) is undefined: send the literal text a client would.
      const text = JSON.stringify(body.value) ?? 'undefined';
      return app.inject({
        ...base,
        headers: { 'content-type': 'application/json' },
        payload: text,
      });
    }
    case 'malformed-json':
      return app.inject({
        ...base,
        headers: { 'content-type': 'application/json' },
        payload: body.text,
      });
    case 'foreign-type':
      return app.inject({
        ...base,
        headers: { 'content-type': body.contentType },
        payload: body.text,
      });
    case 'text':
      return app.inject({
        ...base,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        payload: body.text,
      });
    case 'none':
      return app.inject(base);
  }
}

/** Why an answer breaks the API's error contract, or null when it is a proper 4xx. */
export function errorAnswerProblem(response: LightMyRequestResponse): string | null {
  if (response.statusCode < 400 || response.statusCode > 499) {
    return `status ${response.statusCode}: ${response.body.slice(0, 300)}`;
  }
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) {
    return `content-type ${response.headers['content-type']}`;
  }
  let json: unknown;
  try {
    json = response.json();
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
  const parsed = apiErrorSchema.strict().safeParse(json);
  return parsed.success ? null : `not {message, errors?}: ${response.body.slice(0, 200)}`;
}

/** A short, printable description of a request for a failure message. */
export function describeFuzz(route: RouteDef, request: FuzzRequest<string>): string {
  const body = JSON.stringify(request.body, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 200
      ? `${value.slice(0, 200)}...(${value.length})`
      : value,
  );
  return `${route.method} ${urlOf(route, request.params).slice(0, 300)} as ${request.role}, body ${body}`;
}
