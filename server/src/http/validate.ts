import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  contractRoutes,
  routeKey,
  type RouteDef,
  type RouteKey,
  type RouteKeyOf,
  type RouteParsed,
} from 'shared-api/contracts';
import { SerializedJson } from '../serialized-json';
import { badRequest, type FieldErrors } from './http-error';

// Every route parses its params, query and body with the zod schemas of its shared-api
// contract before the handler runs, so bad input is a 400 before any SQL and handlers only
// ever see parsed, typed values.

export type RequestPart = 'params' | 'query' | 'body';

/** Zod issues -> `{ "field.path": message }`, the first message of each field. */
export function fieldErrors(error: z.ZodError, part: RequestPart): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    // A problem with the whole part (e.g. a body that is not an object) is keyed by the part.
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    errors[key] ??= issue.message;
  }
  return errors;
}

export const NUL_CHARACTER_MESSAGE = 'Text may not contain NUL characters';

/**
 * The path of the first string holding U+0000, or null. PostgreSQL text cannot store NUL, so
 * such a string passed every schema and then failed in SQL with a 500 (found by
 * server/test/fuzz-mutating-routes.test.ts); no form can type one, so it is refused here.
 */
export function nulTextPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulTextPath(item, [...path, String(index)]);
      if (found) return found;
    }
  } else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const found = nulTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Parses `value` or throws a 400 HttpError naming the first problem. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  part: RequestPart = 'body',
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) {
    const nulPath = nulTextPath(result.data);
    if (nulPath === null) return result.data;
    const field = nulPath.length > 0 ? nulPath.join('.') : part;
    throw badRequest(`Invalid ${part}: ${field}: ${NUL_CHARACTER_MESSAGE}`, {
      [field]: NUL_CHARACTER_MESSAGE,
    });
  }
  const errors = fieldErrors(result.error, part);
  const [field, message] = Object.entries(errors)[0] ?? [part, 'Invalid request'];
  throw badRequest(`Invalid ${part}: ${field}: ${message}`, errors);
}

export interface RouteInput<R extends RouteDef> {
  params: RouteParsed<R, 'params'>;
  query: RouteParsed<R, 'query'>;
  body: RouteParsed<R, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type RouteAnswer<R extends RouteDef> =
  z.input<R['response']> | SerializedJson<z.input<R['response']>>;

export type RouteHandler<R extends RouteDef> = (
  input: RouteInput<R>,
) => Promise<RouteAnswer<R>> | RouteAnswer<R>;

export interface RouteOptions {
  /** Bytes; the app default is 1 MiB. */
  bodyLimit?: number;
  /** Fastify route config, e.g. `rateLimit({ limit: 'chat', key: byUser(db) })` (http/rate-limits.ts). */
  config?: FastifyContextConfig;
  /**
   * Registers the route in a Fastify scope of its own, set up by this function first: hooks
   * and content-type parsers added to `scope` apply to this route only.
   */
  scope?: (scope: FastifyInstance) => void;
  /**
   * Parse each 2xx answer with the contract's response schema and answer 500 (logged) when it
   * does not match. Default: on unless NODE_ENV is 'production', so development and every
   * test check what the server really sends, and production does not pay for it.
   */
  checkAnswers?: boolean;
}

/**
 * Proof that a module registered a contract route: the route's key (`'GET /api/posts'`).
 * registerApiRoutes collects them, and the type checker refuses a contract route that no
 * module registered (see `everyContractRoute`).
 */
export interface Registered<K extends string> {
  readonly key: K;
}

/** The contract routes that `K` leaves without a handler (`never` when none). */
export type Unregistered<K extends string> = Exclude<RouteKey, K>;

/**
 * Checks that `registered` holds every contract route exactly once. At compile time a
 * missing route is a type error naming it (`missingHandlers: 'GET /api/posts'`); at start-up
 * (so in every test that builds the app) a missing or twice-registered route throws.
 */
export function everyContractRoute<K extends string>(
  registered: readonly Registered<K>[] &
    ([Unregistered<K>] extends [never] ? unknown : { missingHandlers: Unregistered<K> }),
): void {
  const keys = registered.map(({ key }) => key as string);
  const expected = contractRoutes().map((route) => routeKey(route) as string);
  const missing = expected.filter((key) => !keys.includes(key));
  const twice = keys.filter((key, index) => keys.indexOf(key) !== index);
  const unknown = keys.filter((key) => !expected.includes(key));
  if (missing.length + twice.length + unknown.length > 0) {
    throw new Error(
      `Contract routes: missing handlers [${missing.join(', ')}], registered twice [${twice.join(', ')}], not in the contract [${unknown.join(', ')}]`,
    );
  }
}

/** Thrown (and answered 500) when a handler's answer does not match its contract. */
export class AnswerMismatchError extends Error {
  constructor(
    route: RouteDef,
    readonly issues: z.core.$ZodIssue[],
  ) {
    const details = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.map(String).join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
    super(`The answer of ${routeKey(route)} does not match its contract: ${details}`);
    this.name = 'AnswerMismatchError';
  }
}

/**
 * Parses the JSON a handler answered (exactly what goes on the wire) with the route's
 * response schema. Only 2xx answers the handler returned: a 304 or an error was already sent
 * or is thrown, and carries the error shape instead.
 */
function checkAnswer(route: RouteDef, reply: FastifyReply, answer: unknown): void {
  if (reply.sent || reply.statusCode < 200 || reply.statusCode >= 300) return;
  const text = answer instanceof SerializedJson ? answer.text : JSON.stringify(answer);
  // A handler that returns nothing sends an empty body, which the browser reads as null.
  const json: unknown = text === undefined ? null : JSON.parse(text);
  const result = route.response.safeParse(json);
  if (!result.success) throw new AnswerMismatchError(route, result.error.issues);
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: RequestPart): unknown {
  return schema ? parseOrThrow(schema, value, part) : undefined;
}

/**
 * Registers a contract route. The handler's return value is the JSON answer (typed by the
 * contract's response schema); set another status with `reply.code(...)` before returning.
 * Returns the route's key for `everyContractRoute`.
 */
export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): Registered<RouteKeyOf<R>> {
  const checkAnswers = options.checkAnswers ?? process.env.NODE_ENV !== 'production';
  const add = (instance: FastifyInstance) =>
    instance.route({
      method: route.method,
      url: route.path,
      bodyLimit: options.bodyLimit,
      config: options.config,
      handler: async (request, reply) => {
        const input = {
          params: parsePart(route.params, request.params, 'params'),
          query: parsePart(route.query, request.query, 'query'),
          body: parsePart(route.body, request.body, 'body'),
          request,
          reply,
        } as RouteInput<R>; // each part was parsed by the schema its type is inferred from
        const answer = await handler(input);
        if (checkAnswers) checkAnswer(route, reply, answer);
        if (!(answer instanceof SerializedJson)) return answer;
        // Fastify sends a string with a JSON content type as it is.
        reply.type('application/json; charset=utf-8');
        return answer.text;
      },
    });
  const { scope } = options;
  if (scope) {
    app.register(async (instance) => {
      scope(instance);
      add(instance);
    });
  } else {
    add(app);
  }
  return { key: routeKey(route) as RouteKeyOf<R> };
}
