import type { z } from 'zod';
import type { ApiErrorBody } from './contracts/errors';
import {
  buildPath,
  type ObjectSchema,
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from './contracts/route';

/**
 * A non-ok answer. The message is exactly "{status}: {text}" (docs/errors.md), which screens
 * match on (e.g. a post error starting with 401); `body` holds the server's JSON error
 * (`{ message, errors? }`) when it sent one, for field messages.
 */
// Each app bundles its own copy of this module (shared-api is not shared at run time,
// docs/module-federation.md "Releases and skew"), so an error thrown by a remote's copy must still pass
// the shell's `instanceof ApiError` (its connection notice reads every query's error): the
// check looks for a registry symbol, which is one value across every copy.
const API_ERROR_BRAND = Symbol.for('paid.api-error.v1');

export class ApiError extends Error {
  static [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && API_ERROR_BRAND in value;
  }

  readonly [API_ERROR_BRAND] = true;
  readonly status: number;
  readonly body: ApiErrorBody | undefined;

  constructor(status: number, message: string, body?: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** A 401: an ApiError, or any error whose message starts with 401 and has 'Unauthorized'. */
export function isUnauthorizedError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return (
    error instanceof Error &&
    error.message.startsWith('401') &&
    error.message.includes('Unauthorized')
  );
}

type ParamsOption<R extends RouteDef> = R extends { params: ObjectSchema }
  ? { params: RouteParams<R> }
  : { params?: undefined };

type QueryOption<R extends RouteDef> = R extends { query: ObjectSchema }
  ? // A query whose fields all have defaults or are optional may be left out.
    object extends RouteQuery<R>
    ? { query?: RouteQuery<R> }
    : { query: RouteQuery<R> }
  : { query?: undefined };

type BodyOption<R extends RouteDef> = R extends { body: z.ZodType }
  ? { body: RouteBody<R> }
  : { body?: undefined };

export type ApiRequestOptions<R extends RouteDef> = ParamsOption<R> &
  QueryOption<R> &
  BodyOption<R> & { signal?: AbortSignal };

/** The options argument is required only when the route needs params, a body or a query. */
export type ApiRequestArgs<R extends RouteDef> =
  object extends ApiRequestOptions<R>
    ? [options?: ApiRequestOptions<R>]
    : [options: ApiRequestOptions<R>];

/** The server's JSON error body (docs/errors.md), or undefined for anything else. */
export function parseApiErrorBody(text: string): ApiErrorBody | undefined {
  try {
    // By hand, not apiErrorSchema: this module loads on every page and zod should not.
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { message, errors, suggestedSlug, until, retryAfterSeconds } = parsed as {
      message?: unknown;
      errors?: unknown;
      suggestedSlug?: unknown;
      until?: unknown;
      retryAfterSeconds?: unknown;
    };
    if (typeof message !== 'string') return undefined;
    // The named extra fields (errors.ts), when they have their type.
    const suggestion = {
      ...(typeof suggestedSlug === 'string' ? { suggestedSlug } : {}),
      ...(typeof until === 'string' ? { until } : {}),
      ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
    };
    const fieldErrors =
      typeof errors === 'object' && errors !== null && !Array.isArray(errors)
        ? Object.fromEntries(
            Object.entries(errors).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : undefined;
    return fieldErrors
      ? { message, errors: fieldErrors, ...suggestion }
      : { message, ...suggestion };
  } catch {
    return undefined; // not JSON: a proxy's HTML page or plain text
  }
}

/**
 * Calls a contract route. Sends cookies, JSON-encodes the body, throws `ApiError` on a
 * non-ok answer and resolves an empty 2xx body to null. The answer is not validated here:
 * the server's tests check answers against the same schemas, and validating every poll in
 * every browser would cost time for nothing.
 */
export async function apiRequest<R extends RouteDef>(
  route: R,
  ...[options]: ApiRequestArgs<R>
): Promise<RouteResponse<R>> {
  const { params, query, body, signal } = (options ?? {}) as {
    params?: RouteParams<R>;
    query?: RouteQuery<R>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const hasBody = body !== undefined;
  const response = await fetch(buildPath(route, params, query), {
    method: route.method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json' } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });

  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      parseApiErrorBody(text),
    );
  }
  // An empty success (e.g. 204) has no JSON to parse.
  return (text === '' ? null : JSON.parse(text)) as RouteResponse<R>;
}
