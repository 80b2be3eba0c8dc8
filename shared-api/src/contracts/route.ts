import type { z } from 'zod';

// A route is plain data: the server registers `path` with Fastify as is (same `:param`
// syntax) and validates with the schemas; the browser builds URLs from it and infers types.
// Nobody writes a payload type by hand.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route's place: all the browser's generated route table (routes-<area>.ts) holds of it. */
export interface RoutePlace {
  readonly method: HttpMethod;
  /** Fastify syntax, e.g. `/api/candidate/:candidateId`. */
  readonly path: string;
}

/** `'GET /api/posts'`: how a route is named when method and path are what matter. */
export type RouteKeyOf<P> = P extends RoutePlace ? `${P['method']} ${P['path']}` : never;

/** The key of a route: its method, a space, its path. */
export function routeKey<P extends RoutePlace>(route: P): RouteKeyOf<P> {
  return `${route.method} ${route.path}` as RouteKeyOf<P>;
}

/** Params and query must be objects: their keys become path segments / query parameters. */
export type ObjectSchema = z.ZodObject;

export interface RouteDef {
  readonly method: HttpMethod;
  /** Fastify syntax, e.g. `/api/candidate/:candidateId`. */
  readonly path: string;
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  /**
   * The answer's media type when it is not JSON (a CSV download, or a `.fec` filing, which is
   * plain ASCII text): the handler sends text of this type, the response schema checks it as a
   * string, and the API description says so.
   */
  readonly produces?: 'text/csv' | 'text/plain';
  readonly summary: string;
}

/** The routes a contract file declares for one area of the contract, by name. */
export type RouteGroup = Record<string, RouteDef>;

/** What a caller supplies as path params (`undefined` when the path has none). */
export type RouteParams<R extends RouteDef> = R extends { params: infer S extends ObjectSchema }
  ? z.input<S>
  : undefined;

/** What a caller supplies as the query (`undefined` when the route takes none). */
export type RouteQuery<R extends RouteDef> = R extends { query: infer S extends ObjectSchema }
  ? z.input<S>
  : undefined;

/** What a caller sends as the JSON body (`undefined` when the route takes none). */
export type RouteBody<R extends RouteDef> = R extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

/** The JSON the server answers with: the output of the response schema it validated. */
export type RouteResponse<R extends RouteDef> = z.output<R['response']>;

/** What the server holds after parsing a request part (defaults applied, strings coerced). */
export type RouteParsed<R extends RouteDef, Part extends 'params' | 'query' | 'body'> =
  R extends Record<Part, infer S extends z.ZodType> ? z.output<S> : undefined;

const PARAM_PATTERN = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/** The `:name` segments of a path, in order. */
export function pathParamNames(path: string): string[] {
  return Array.from(path.matchAll(PARAM_PATTERN), (match) => match[1]);
}

/**
 * Declares a route and keeps its literal types (`const`), so `RouteParams<typeof route>` etc.
 * see the exact schemas. Throws at module load when the path's `:names` and the params
 * schema disagree: a mismatch would otherwise only show up as a 404 or a 400 at run time.
 */
export function defineRoute<const R extends RouteDef>(route: R): R {
  const inPath = pathParamNames(route.path).sort();
  const inSchema = route.params ? Object.keys(route.params.shape).sort() : [];
  if (inPath.join(',') !== inSchema.join(',')) {
    throw new Error(
      `Route ${route.method} ${route.path}: path params [${inPath}] do not match the params schema [${inSchema}]`,
    );
  }
  if (route.body && (route.method === 'GET' || route.method === 'DELETE')) {
    throw new Error(`Route ${route.method} ${route.path}: ${route.method} takes no body`);
  }
  return route;
}

type QueryValue = string | number | boolean | null | undefined;

/**
 * The URL path of a route: `:name` segments replaced by their encoded value, plus a query
 * string of the defined query values (undefined and null are left out).
 */
export function buildPath<R extends RouteDef>(
  route: R,
  params?: RouteParams<R>,
  query?: RouteQuery<R>,
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const path = route.path.replace(PARAM_PATTERN, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path param "${name}" for ${route.method} ${route.path}`);
    }
    return encodeURIComponent(String(value));
  });

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
