import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteDef, RouteParsed } from 'shared-api/contracts';
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

/**
 * An answer serialized once and sent many times (a cached summary): JSON.stringify of a
 * few kilobytes costs more than the rest of a cached request. Typed by the value it holds.
 */
export class SerializedJson<T> {
  readonly text: string;
  constructor(readonly value: T) {
    this.text = JSON.stringify(value);
  }
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
}

function parsePart(schema: z.ZodType | undefined, value: unknown, part: RequestPart): unknown {
  return schema ? parseOrThrow(schema, value, part) : undefined;
}

/**
 * Registers a contract route. The handler's return value is the JSON answer (typed by the
 * contract's response schema); set another status with `reply.code(...)` before returning.
 */
export function registerRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  app.route({
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
      if (!(answer instanceof SerializedJson)) return answer;
      // Fastify sends a string with a JSON content type as it is.
      reply.type('application/json; charset=utf-8');
      return answer.text;
    },
  });
}
